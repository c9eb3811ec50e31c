import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { launchChromium } from './renderer';
import { runScaleRows } from './scale';
import { report } from './stats';

/**
 * `npm run bench:scale`: only rows 3–5 (big tables, metrics drawing, memory), which `npm run bench` runs
 * too. `BENCH_RENDERER_DIR` reuses a renderer already built from this checkout instead of building one.
 */
let rendererDir = process.env.BENCH_RENDERER_DIR;
if (!rendererDir) {
  rendererDir = mkdtempSync(join(tmpdir(), 'snowscope-bench-renderer-'));
  await build({ configFile: resolve('vite.renderer.config.ts'), logLevel: 'warn', build: { outDir: rendererDir } });
}
const browser = await launchChromium();
try {
  const { samples, ratios } = await runScaleRows(browser, rendererDir);
  report(samples);
  console.log('');
  for (const r of ratios) console.log(r);
} finally {
  await browser.close();
}
