import { AppErrorException, appError } from '@shared/errors';

/** The largest answer read from a remote service; past it the read stops with a clear error. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

export function tooLarge(host: string, limit: number): AppErrorException {
  return new AppErrorException(
    appError('parse', `${host} sent more than ${Math.round(limit / (1024 * 1024))} MB; Snowscope stopped reading`),
  );
}

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes `limit` bytes. `host` names the
 * sender in the error, worked out only then (parsing the URL on every answer showed in the call path).
 */
export async function readBodyText(res: Response, limit: number, host: () => string): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await res.body?.cancel();
    throw tooLarge(host(), limit);
  }
  if (!res.body) return '';
  // A declared length frames the body: without a content encoding no more than that can arrive, so the whole
  // read (undici's own, cheaper than chunk by chunk) is already bounded. A compressed body can inflate past
  // its declared length, and a body without one can run on: those are counted as they come.
  const encoding = res.headers.get('content-encoding');
  if (Number.isFinite(declared) && res.headers.has('content-length') && (!encoding || encoding === 'identity')) {
    return res.text();
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(host(), limit);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
