import { HOST_SCOPE_WORDS, hostScope } from '@shared/net/host-scope';

/**
 * Turning untrusted NFT metadata URIs into something the renderer may load or link to. Images only
 * ever go into `<img>`; links only ever into `href`. Allowed: https to a public host, an IPFS path
 * (through the user's https gateway) and, for images, a `data:image/*` URI. Everything else is refused
 * with a reason: plain http (readable and changeable on the way, and outside the CSP), and hosts on the
 * user's own machine or network (metadata must not make the app probe a router or a local service).
 */

export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs/';

export type SafeUri =
  | { ok: true; url: string }
  /** `refused`: the URI itself, to show as text beside the reason when it was a URL the user may want to see. */
  | { ok: false; reason: string; refused?: string };

const HTTP = /^https?:\/\//i;
const HTTPS = /^https:\/\//i;
const IPFS = /^ipfs:\/\//i;
/** `data:image/png;base64,…`, `data:image/svg+xml;utf8,…`: the media type must be an image. */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+(?:;[a-z0-9.+=-]+)*,/i;
const CID = /^[A-Za-z0-9]{8,}$/;

/** A gateway base ending in `/`; the default when `gateway` is not an https URL. */
export function normaliseGateway(gateway: string): string {
  const trimmed = gateway.trim();
  if (!HTTPS.test(trimmed)) return DEFAULT_IPFS_GATEWAY;
  try {
    const url = new URL(trimmed);
    return url.href.endsWith('/') ? url.href : `${url.href}/`;
  } catch {
    return DEFAULT_IPFS_GATEWAY;
  }
}

/** Whether `gateway` is usable as given (an https URL), for validating a settings field. */
export function isValidGateway(gateway: string): boolean {
  const trimmed = gateway.trim();
  return HTTPS.test(trimmed) && URL.canParse(trimmed);
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

const shownUri = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

/** An http(s) URI from metadata: allowed only over https to a public host. */
function remoteUrl(text: string, what: 'images' | 'links'): SafeUri {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'not a valid URL' };
  }
  if (url.protocol !== 'https:') {
    return {
      ok: false,
      reason: `plain http ${what} are not ${what === 'images' ? 'loaded' : 'opened'}`,
      refused: shownUri(text),
    };
  }
  const scope = hostScope(url.hostname);
  if (scope !== 'public') {
    return { ok: false, reason: `points at ${HOST_SCOPE_WORDS[scope]}`, refused: shownUri(text) };
  }
  if (url.username || url.password) return { ok: false, reason: 'has credentials in the URL', refused: shownUri(text) };
  return { ok: true, url: url.href };
}

function ipfsUrl(text: string, gateway: string): SafeUri {
  const url = ipfsToGateway(text, gateway);
  return url ? { ok: true, url } : { ok: false, reason: 'not a valid ipfs:// address' };
}

/** Where an untrusted image may be loaded from, or why it may not. */
export function imageSource(uri: string | undefined, gateway: string = DEFAULT_IPFS_GATEWAY): SafeUri {
  const text = uri?.trim() ?? '';
  if (text === '') return { ok: false, reason: 'no image in the metadata' };
  if (HTTP.test(text)) return remoteUrl(text, 'images');
  if (IPFS.test(text)) return ipfsUrl(text, gateway);
  if (/^data:/i.test(text)) {
    return DATA_IMAGE.test(text) ? { ok: true, url: text } : { ok: false, reason: 'data: URI that is not an image' };
  }
  const scheme = schemeOf(text);
  return { ok: false, reason: scheme ? `${scheme}: images are not loaded` : 'not a URL' };
}

/** Where an untrusted link (token URI, external URL, animation) may point: https, or IPFS via the gateway. */
export function linkTarget(uri: string | undefined, gateway: string = DEFAULT_IPFS_GATEWAY): SafeUri {
  const text = uri?.trim() ?? '';
  if (text === '') return { ok: false, reason: 'empty' };
  if (HTTP.test(text)) return remoteUrl(text, 'links');
  if (IPFS.test(text)) return ipfsUrl(text, gateway);
  const scheme = schemeOf(text);
  return { ok: false, reason: scheme ? `${scheme}: links are not opened` : 'not a URL' };
}
