import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { pathAliases } from './aliases.config.ts';
import rendererConfig from './vite.renderer.config.ts';

/** Main (ESM), preload (CommonJS: sandboxed preloads cannot be modules) and the renderer. */
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
  renderer: {
    ...rendererConfig,
    root: resolve('renderer'),
    build: {
      ...rendererConfig.build,
      outDir: resolve('out/renderer'),
      rollupOptions: { input: { index: resolve('renderer/index.html') } },
    },
  },
});
