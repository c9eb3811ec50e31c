/**
 * The renderer's Content-Security-Policy, defined once: the Vite build puts it in index.html as a
 * `<meta>` (so it also holds under file:// in Electron) and the browser-mode server sends it as a header.
 *
 * The page only talks to itself (browser mode) or to the preload bridge (Electron). Remote images are
 * the one exception: token logos and NFT media, which are https (the IPFS gateway setting is https-only
 * too), never plain http. The renderer refuses images on loopback/private hosts before they reach an
 * `<img>` (see renderer/src/format/ipfs.ts); CSP cannot express that, so it is done there.
 */
const DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline style attributes (charts, computed widths); no inline scripts.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** The policy as a `<meta http-equiv>` can carry it (browsers ignore frame-ancestors there). */
export const CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

/** The same policy as a response header, plus what only a header can say: never framed by another page. */
export const CONTENT_SECURITY_POLICY_HEADER = [...DIRECTIVES, "frame-ancestors 'none'"].join('; ');
