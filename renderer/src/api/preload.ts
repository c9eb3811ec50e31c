import { BRIDGE_GLOBAL, type SnowscopeBridge } from '@shared/bridge';

/** The Electron preload bridge when this page runs in the desktop app, else null (browser mode). */
export function preloadBridge(): SnowscopeBridge | null {
  const candidate: unknown = (window as unknown as Record<string, unknown>)[BRIDGE_GLOBAL];
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { invoke, on } = candidate as Partial<SnowscopeBridge>;
  return typeof invoke === 'function' && typeof on === 'function' ? (candidate as SnowscopeBridge) : null;
}
