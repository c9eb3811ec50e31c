import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  /** As the page names it (`./assets/index-….js`). */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialBundle {
  files: BundleFile[];
  bytes: number;
  gzipBytes: number;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/**
 * The scripts a built page loads before anything else can run: its module entry scripts and every
 * `<link rel="modulepreload">` (Vite lists there each chunk the entry imports statically). Chunks loaded
 * later by `import()` are not among them. Order as in the page, each once.
 */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isEntry = /^<script/i.test(tag) && attribute(tag, 'type') === 'module' && attribute(tag, 'src');
    const isPreload = /^<link/i.test(tag) && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload';
    const url = isEntry ? attribute(tag, 'src') : isPreload ? attribute(tag, 'href') : undefined;
    if (url && !found.includes(url)) found.push(url);
  }
  return found;
}

/**
 * The JavaScript a built renderer (`out/renderer`) needs at start-up, raw and gzipped (zlib's default
 * level, as a web server sends it). A file the page names but the build lacks is an error, not a zero.
 */
export function measureInitialBundle(dir: string): InitialBundle {
  const files = initialScripts(readFileSync(join(dir, 'index.html'), 'utf8')).map((file) => {
    const content = readFileSync(join(dir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/** The start-up budget of issue 15: initial JavaScript at most 250 KB gzipped. */
export const INITIAL_BUNDLE_BUDGET_BYTES = 250 * 1000;

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
