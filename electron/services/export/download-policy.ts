/**
 * Which `downloadUrl` a remote export may be fetched from, and whether the API key goes with it. The URL
 * comes from the network, so it is checked like any untrusted input: https anywhere, or the profile's own
 * Data API origin (a local simulator or gateway on http); the key only ever goes to that origin.
 */
export type DownloadAccess = { ok: true; url: URL; sendKey: boolean } | { ok: false; reason: string };

export function downloadAccess(raw: string, dataApiUrl: string): DownloadAccess {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'The export’s downloadUrl is not a URL' };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'The export’s downloadUrl carries credentials; it was not fetched' };
  }
  const dataOrigin = new URL(dataApiUrl).origin;
  if (url.origin === dataOrigin) return { ok: true, url, sendKey: true };
  if (url.protocol === 'https:') return { ok: true, url, sendKey: false };
  return {
    ok: false,
    reason: `The export’s downloadUrl (${url.origin}) is neither https nor the Data API’s origin (${dataOrigin}); it was not fetched`,
  };
}
