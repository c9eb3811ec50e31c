/**
 * Turning untrusted NFT metadata URIs into something the renderer may load or link to. Images only
 * ever go into `<img>`; links only ever into `href`. Anything that is not plainly http(s), an IPFS
 * path (through the user's gateway) or, for images, a `data:image/*` URI is refused with a reason.
 */

export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs/';

export type SafeUri = { ok: true; url: string } | { ok: false; reason: string };

const HTTP = /^https?:\/\//i;
const IPFS = /^ipfs:\/\//i;
/** `data:image/png;base64,…`, `data:image/svg+xml;utf8,…`: the media type must be an image. */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+(?:;[a-z0-9.+=-]+)*,/i;
const CID = /^[A-Za-z0-9]{8,}$/;

/** A gateway base ending in `/`; the default when `gateway` is not an http(s) URL. */
export function normaliseGateway(gateway: string): string {
  const trimmed = gateway.trim();
  if (!HTTP.test(trimmed)) return DEFAULT_IPFS_GATEWAY;
  try {
    const url = new URL(trimmed);
    return url.href.endsWith('/') ? url.href : `${url.href}/`;
  } catch {
    return DEFAULT_IPFS_GATEWAY;
  }
}

/** Whether `gateway` is usable as given (an http(s) URL), for validating a settings field. */
export function isValidGateway(gateway: string): boolean {
  const trimmed = gateway.trim();
  return HTTP.test(trimmed) && URL.canParse(trimmed);
}

/**
 * `ipfs://<cid>/<path>` (also the legacy `ipfs://ipfs/<cid>/…`) as a URL under `gateway`; null when
 * `uri` is not an IPFS URI or its path would leave the gateway's prefix.
 */
export function ipfsToGateway(uri: string, gateway: string = DEFAULT_IPFS_GATEWAY): string | null {
  const text = uri.trim();
  if (!IPFS.test(text)) return null;
  const rest = text.replace(IPFS, '').replace(/^ipfs\//i, '');
  const [cid, ...segments] = rest.split('/');
  if (!cid || !CID.test(cid)) return null;
  if (segments.some((s) => s === '.' || s === '..' || s.includes('\\'))) return null;
  const base = normaliseGateway(gateway);
  try {
    const url = new URL(rest, base);
    return url.href.startsWith(base) ? url.href : null;
  } catch {
    return null;
  }
}

function schemeOf(uri: string): string {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(uri);
  return match ? (match[1] as string).toLowerCase() : '';
}

function httpUrl(text: string): SafeUri {
  try {
    return { ok: true, url: new URL(text).href };
  } catch {
    return { ok: false, reason: 'not a valid URL' };
  }
}

function ipfsUrl(text: string, gateway: string): SafeUri {
  const url = ipfsToGateway(text, gateway);
  return url ? { ok: true, url } : { ok: false, reason: 'not a valid ipfs:// address' };
}

/** Where an untrusted image may be loaded from, or why it may not. */
export function imageSource(uri: string | undefined, gateway: string = DEFAULT_IPFS_GATEWAY): SafeUri {
  const text = uri?.trim() ?? '';
  if (text === '') return { ok: false, reason: 'no image in the metadata' };
  if (HTTP.test(text)) return httpUrl(text);
  if (IPFS.test(text)) return ipfsUrl(text, gateway);
  if (/^data:/i.test(text)) {
    return DATA_IMAGE.test(text) ? { ok: true, url: text } : { ok: false, reason: 'data: URI that is not an image' };
  }
  const scheme = schemeOf(text);
  return { ok: false, reason: scheme ? `${scheme}: images are not loaded` : 'not a URL' };
}

/** Where an untrusted link (token URI, external URL, animation) may point: http(s), or IPFS via the gateway. */
export function linkTarget(uri: string | undefined, gateway: string = DEFAULT_IPFS_GATEWAY): SafeUri {
  const text = uri?.trim() ?? '';
  if (text === '') return { ok: false, reason: 'empty' };
  if (HTTP.test(text)) return httpUrl(text);
  if (IPFS.test(text)) return ipfsUrl(text, gateway);
  const scheme = schemeOf(text);
  return { ok: false, reason: scheme ? `${scheme}: links are not opened` : 'not a URL' };
}
