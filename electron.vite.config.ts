import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { pathAliases } from './aliases.config.ts';
import rendererConfig from './vite.renderer.config.ts';

/** Main (ESM), preload (CommonJS: sandboxed preloads cannot be modules) and the renderer (shared with browser mode). */
export default defineConfig({
  main: {
    resolve: { alias: pathAliases },
    build: {
      outDir: 'out/main',
      externalizeDeps: true,
      rollupOptions: { input: { index: resolve('electron/main/index.ts') } },
    },
  },
  preload: {
    resolve: { alias: pathAliases },
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  // The renderer build is browser mode's too (vite.renderer.config.ts): one set of files for both.
  renderer: rendererConfig,
});
