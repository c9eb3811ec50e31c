import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'vite';

/**
 * The floor pages: for start-up (see `address-markup.ts`), `dom` draws the app's address page with DOM calls,
 * `react` with React alone; for the big-tables bench, `scroll` keeps the address's transactions table with DOM
 * calls (`scroll-entry.ts`). Both link the stylesheets the app had drawn that page with, served from
 * the app's own build, and fetch the same three answers through a same-origin pass-through, as the bare page
 * does; their scripts are built minified, and served immutable as the app's are.
 */
export type FloorKind = 'dom' | 'react' | 'scroll';

/** Builds both pages' scripts (and their shared chunk) into `outDir`. */
export async function buildFloorPages(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'esnext',
      modulePreload: false,
      rolldownOptions: {
        input: {
          dom: resolve('bench/floor/dom-entry.ts'),
          react: resolve('bench/floor/react-entry.ts'),
          scroll: resolve('bench/floor/scroll-entry.ts'),
        },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

async function sendFile(res: import('node:http').ServerResponse, root: string, path: string): Promise<void> {
  const file = normalize(join(root, path));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    res
      .writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
      })
      .end(body);
  } catch {
    res.writeHead(404).end();
  }
}

export interface FloorPageOptions {
  kind: FloorKind;
  /** Where `buildFloorPages` wrote the scripts. */
  scriptsDir: string;
  /** The app's built renderer, for its stylesheets. */
  rendererDir: string;
  /** Paths of the stylesheets the app's page had (e.g. `/assets/kit-….css`). */
  stylesheets: string[];
}

export async function startFloorPage(
  simulatorUrl: string,
  options: FloorPageOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const links = options.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>${links}</head><body><div id="root"></div><script type="module" src="/floor/${options.kind}.js"></script></body></html>`;
  const server: Server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (url === '/' || url.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
    } else if (url.startsWith('/floor/')) {
      await sendFile(res, options.scriptsDir, url.slice('/floor/'.length));
    } else if (url.startsWith('/assets/')) {
      await sendFile(res, options.rendererDir, url);
    } else {
      const upstream = await fetch(`${simulatorUrl}${url}`);
      res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text());
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
