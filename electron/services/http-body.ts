import { AppErrorException, appError } from '@shared/errors';

/** The largest answer read from a remote service; past it the read stops with a clear error. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

function tooLarge(host: string, limit: number): AppErrorException {
  return new AppErrorException(
    appError('parse', `${host} sent more than ${Math.round(limit / (1024 * 1024))} MB; Snowscope stopped reading`),
  );
}

/** The body as text, read chunk by chunk and abandoned as soon as it passes `limit` bytes. */
export async function readBodyText(res: Response, limit: number, host: string): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await res.body?.cancel();
    throw tooLarge(host, limit);
  }
  if (!res.body) return '';
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
      throw tooLarge(host, limit);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
