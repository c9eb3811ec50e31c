import { apiKeyTransport } from '@main/services/api-key-policy';
import { type HttpDeps, httpError, httpStream } from '@main/services/http';
import { AppErrorException, appError } from '@shared/errors';
import { downloadAccess } from './download-policy';
import { PartialFile } from './partial-file';

const MAX_REDIRECTS = 5;
const REDIRECT = new Set([301, 302, 303, 307, 308]);

export interface DownloadOptions {
  dataApiUrl: string;
  apiKeyHeader: string;
  /** The profile's opt-in to send its key over plain http to another computer (see apiKeyTransport). */
  allowKeyOverHttp?: boolean;
  apiKey: () => Promise<string | null>;
  timeoutMs: number;
  signal: AbortSignal;
  /** Told the bytes written so far and the expected total (when the server said). */
  onBytes?: (bytes: number, total: number | null) => void;
  deps?: HttpDeps;
}

const refused = (reason: string) => new AppErrorException(appError('validation', reason, { field: 'downloadUrl' }));

/**
 * Streams `rawUrl` into `path` (created or emptied first), never holding the file in memory. Every URL,
 * the first and each redirect's, passes `downloadAccess`; the API key is sent only to the Data API's
 * origin, so a redirect elsewhere never carries it. Returns the bytes written.
 */
export async function downloadToFile(rawUrl: string, path: string, o: DownloadOptions): Promise<number> {
  let current = rawUrl;
  for (let hop = 0; ; hop++) {
    const access = downloadAccess(current, o.dataApiUrl);
    if (!access.ok) throw refused(access.reason);
    const key = access.sendKey ? await o.apiKey() : null;
    if (key) {
      const transport = apiKeyTransport(access.url.href, o.allowKeyOverHttp ?? false);
      if (!transport.send) throw refused(transport.reason);
    }
    const { res, chunks, close } = await httpStream(
      {
        url: access.url.href,
        headers: { accept: '*/*', ...(key ? { [o.apiKeyHeader]: key } : {}) },
        timeoutMs: o.timeoutMs,
        signal: o.signal,
      },
      o.deps,
    );
    if (REDIRECT.has(res.status)) {
      const location = res.headers.get('location');
      await close();
      if (!location)
        throw new AppErrorException(appError('http', `Redirect without a Location from ${access.url.host}`));
      if (hop + 1 > MAX_REDIRECTS) throw refused(`The export download redirected more than ${MAX_REDIRECTS} times`);
      current = new URL(location, access.url).href;
      continue;
    }
    if (res.status < 200 || res.status >= 300) {
      const text = await res.text().catch(() => '');
      await close();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      throw new AppErrorException(httpError(res.status, json, text.slice(0, 200), access.url.href));
    }
    const length = Number(res.headers.get('content-length'));
    const total = Number.isFinite(length) && length > 0 ? length : null;
    const file = (await PartialFile.open(path, 0)) as PartialFile;
    let bytes = 0;
    try {
      for await (const chunk of chunks()) {
        bytes = await file.appendBytes(chunk);
        o.onBytes?.(bytes, total);
      }
    } finally {
      await file.close();
    }
    if (total !== null && bytes !== total) {
      throw new AppErrorException(
        appError('network', `The download stopped after ${bytes} of ${total} bytes`, { retryable: true }),
      );
    }
    return bytes;
  }
}
