import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export interface StaticFile {
  body: Buffer;
  type: string;
  /**
   * The build's `assets/` folder: Vite names every file there by a hash of its content, so a name never
   * serves other bytes and the browser may keep it (and the compiled code V8 caches beside it) for good.
   */
  immutable: boolean;
}

/** A file under `root` for an already-decoded URL path, or null; `..` can never escape the root. */
export async function readStatic(root: string, path: string): Promise<StaticFile | null> {
  const rel = path === '/' ? 'index.html' : path.replace(/^\/+/, '');
  if (rel.includes('\0')) return null;
  const full = normalize(join(root, rel));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    if (!(await stat(full)).isFile()) return null;
    return {
      body: await readFile(full),
      type: TYPES[extname(full)] ?? 'application/octet-stream',
      immutable: rel.startsWith('assets/'),
    };
  } catch {
    return null;
  }
}
