import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pathAliases } from './aliases.config.ts';
import { contractWithoutResults } from './scripts/vite-contract-results.ts';
import { lazySchemas } from './scripts/vite-lazy-schemas.ts';
import { CONTENT_SECURITY_POLICY } from './shared/csp.ts';

/**
 * The policy is defined once in shared/csp.ts (the browser-mode server sends the same one as a header);
 * as a <meta> it also holds under file:// in Electron. Build only: the dev server injects an inline
 * refresh preamble that this policy would block.
 *
 * The comment on the same line answers Electronegativity's one remark on this policy ("script-src 'self'
 * is risky where the origin hosts JSONP or user uploads"): nothing served from the app's origin is user
 * content run as script — browser-mode downloads are application/octet-stream, nosniff, attachment. The
 * checker reads only words after `eng-disable`, hence the plain wording.
 */
const CSP_SCAN_NOTE =
  '<!-- eng-disable CSP_GLOBAL_CHECK script src self is safe here because the origin serves no JSONP and no user content as script -->';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const contentSecurityPolicy = (): Plugin => ({
  name: 'snowscope-csp',
  apply: 'build',
  transformIndexHtml: (html) =>
    html.replace(
      /<head>/i,
      `<head>\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(CONTENT_SECURITY_POLICY)}" /> ${CSP_SCAN_NOTE}`,
    ),
});

const BOOT_ENTRY = fileURLToPath(new URL('./renderer/src/boot.ts', import.meta.url));

/**
 * The boot script (renderer/src/boot.ts) is an entry of its own: Vite would fold every module script of
 * index.html into one entry, which the browser runs only once all of its code has arrived. Its own
 * `<script type="module">`, first in the page, runs as soon as its few kilobytes have, while the rest still
 * downloads (README, "Performance").
 */
const bootScript = (): Plugin => ({
  name: 'snowscope-boot-script',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const boot = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === BOOT_ENTRY,
      );
      if (!boot) throw new Error('the build has no boot chunk (renderer/src/boot.ts)');
      const tag = `<script type="module" crossorigin src="./${boot.fileName}"></script>`;
      if (!/<script type="module"/.test(html)) throw new Error('index.html has no module script to boot before');
      return html.replace(/<script type="module"/, `${tag}\n    <script type="module"`);
    },
  },
});

/**
 * Libraries big enough to keep out of every chunk that does not draw them: the charts (recharts and what it
 * brings) load with the first chart, never at start-up.
 */
const CHART_LIBRARIES =
  /[\\/]node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|react-redux|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/;

const REACT = /[\\/]node_modules[\\/](react|react-dom|react-is|scheduler|use-sync-external-store)[\\/]/;

/**
 * The building blocks views share (components, formatters, query hooks, shared/): one chunk preloaded with
 * the entry, rather than dozens of small ones fetched after it — a deep link then waits for its view's own
 * chunk only. Chart and viewer components stay out: they would drag their libraries into start-up.
 */
const VIEW_KIT =
  /[\\/](renderer[\\/]src[\\/](components|format|files|queries|routing|stores|search|api|theme|desktop)|shared)[\\/]/;
/**
 * The boot script (renderer/src/boot.ts) and the little it imports: one chunk, the boot entry's own, which
 * needs no other file (a kit module among them would make the boot script wait for the whole kit). The main
 * entry imports the same chunk, so both share one instance of each module (the early answers, the loaders).
 */
const BOOT_MODULES =
  /[\\/]renderer[\\/]src[\\/](boot\.ts|api[\\/](start-early|early-request|token|ipc-request|preload)\.ts|components[\\/]chunk\.ts|views[\\/]view-chunks\.ts)$|[\\/]shared[\\/](bridge|routing[\\/]routes)\.ts$|vite[\\/]preload-helper/;
const OWN_CHUNKS = /[\\/]components[\\/](chart|viewer)[\\/]|[\\/]format[\\/]genesis/;
const inViewKit = (id: string) => VIEW_KIT.test(id) && !OWN_CHUNKS.test(id) && !BOOT_MODULES.test(id);

const rendererRoot = fileURLToPath(new URL('./renderer/', import.meta.url));

/**
 * The one renderer build: `electron-vite build` (desktop, what `npm start` and packaging ship) and
 * `npm run build:renderer` (browser mode) both use this config and produce the same files — minified,
 * with source maps, split by view (`renderer/src/views/view-chunks.ts`) and by heavy library.
 */
export default defineConfig({
  root: rendererRoot,
  // Relative asset URLs so the same build loads from file:// (Electron) and from the browser-mode server.
  base: './',
  plugins: [react(), contentSecurityPolicy(), bootScript(), contractWithoutResults(), lazySchemas()],
  resolve: { alias: pathAliases },
  build: {
    outDir: fileURLToPath(new URL('./out/renderer/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    // Chromium and Electron know <link rel=modulepreload>; a view's chunks are fetched side by side.
    modulePreload: { polyfill: false },
    // The chart chunk (~390 kB, 110 kB gzipped) is the largest and loads with the first chart only; start-up
    // is measured by the bench (`bench/initial-bundle.ts`).
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Building a zod schema has no effect beyond the schema: one nothing uses is left out (the response
      // models, once the renderer's contract drops its results; see scripts/vite-contract-results.ts).
      treeshake: { manualPureFunctions: ['z', 'lazySchema'] },
      input: { index: fileURLToPath(new URL('./renderer/index.html', import.meta.url)), boot: BOOT_ENTRY },
      output: {
        codeSplitting: {
          // React first: otherwise the chart group would take the parts of React that recharts uses, and
          // start-up would then need the whole chart chunk.
          groups: [
            { name: 'boot', test: BOOT_MODULES, priority: 3 },
            { name: 'react', test: REACT, priority: 2 },
            { name: 'charts', test: CHART_LIBRARIES, priority: 1 },
            { name: 'kit', test: inViewKit, priority: 0 },
          ],
        },
      },
    },
  },
});
