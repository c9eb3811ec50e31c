import { BRIDGE_GLOBAL, type SnowscopeBridge } from '@shared/bridge';
import { createBrowserBridge } from './browser-bridge';
import { browserToken } from './token';

export type TransportMode = 'electron' | 'browser';

function preloadBridge(): SnowscopeBridge | null {
  const candidate: unknown = (window as unknown as Record<string, unknown>)[BRIDGE_GLOBAL];
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { invoke, on } = candidate as Partial<SnowscopeBridge>;
  return typeof invoke === 'function' && typeof on === 'function' ? (candidate as SnowscopeBridge) : null;
}

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
