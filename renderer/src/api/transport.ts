import type { SnowscopeBridge } from '@shared/bridge';
import { createBrowserBridge } from './browser-bridge';
import { preloadBridge } from './preload';
import { browserToken } from './token';

export type TransportMode = 'electron' | 'browser';

let resolved: { bridge: SnowscopeBridge; mode: TransportMode } | null = null;

/** The Electron preload bridge when present, else the same interface over HTTP (browser mode). */
export function transport(): { bridge: SnowscopeBridge; mode: TransportMode } {
  if (!resolved) {
    const preload = preloadBridge();
    resolved = preload
      ? { bridge: preload, mode: 'electron' }
      : { bridge: createBrowserBridge(browserToken()), mode: 'browser' };
  }
  return resolved;
}
