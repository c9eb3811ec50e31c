import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pathAliases } from './aliases.config.ts';
import { CONTENT_SECURITY_POLICY } from './shared/csp.ts';

/**
 * The policy is defined once in shared/csp.ts (the browser-mode server sends the same one as a header);
 * as a <meta> it also holds under file:// in Electron. Build only: the dev server injects an inline
 * refresh preamble that this policy would block.
 */
const contentSecurityPolicy = (): Plugin => ({
  name: 'snowscope-csp',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
      injectTo: 'head-prepend',
    },
  ],
});

export default defineConfig({
  root: 'renderer',
  // Relative asset URLs so the same build loads from file:// (Electron) and from the browser-mode server.
  base: './',
  plugins: [react(), contentSecurityPolicy()],
  resolve: { alias: pathAliases },
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
