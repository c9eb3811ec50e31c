import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pathAliases } from './aliases.config.ts';

/**
 * The built page only talks to its own origin (browser mode) or to the preload bridge (Electron); token
 * logos and NFT images are the only remote resources. Same policy as the browser-mode server's header,
 * so it also holds under file:// in Electron. Build only: the dev server injects an inline refresh
 * preamble that this policy would block.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https: http:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

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
