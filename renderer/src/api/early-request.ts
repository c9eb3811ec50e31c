import { ipcRequest } from './ipc-request';
import { preloadBridge } from './preload';
import { browserToken } from './token';

/**
 * Requests sent before the rest of the start-up code is evaluated (README, "Performance"): the page's
 * first question — which profile is active — then travels while the browser evaluates the scripts,
 * instead of after. Each early answer is handed once to the first call that asks exactly the same.
 * Browser mode only: the desktop app's calls do not go over the network.
 *
 * This module and `start-early.ts` must import nothing that builds the contract (zod schemas): they are
 * evaluated first.
 */
const early = new Map<string, Promise<Response>>();

export function sendEarly(channel: string, params: unknown): void {
  if (preloadBridge()) return;
  const { url, init, key } = ipcRequest(channel, params, browserToken(), undefined);
  // A failure here is the adopting call's failure, reported there like any network error.
  early.set(key, fetch(url, init));
}

/** The early answer to exactly this call, once; undefined when there is none (then the call asks). */
export function takeEarly(key: string): Promise<Response> | undefined {
  const response = early.get(key);
  early.delete(key);
  return response;
}
