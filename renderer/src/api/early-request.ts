import { ipcRequest } from './ipc-request';
import { preloadBridge } from './preload';
import { browserToken } from './token';

/**
 * Requests sent before the rest of the start-up code is evaluated (README, "Performance"): the page's
 * first question — which profile is active — then travels while the browser still fetches and evaluates
 * the scripts, instead of after. Each early answer is handed once to the first call that asks exactly the
 * same. Browser mode only: the desktop app's calls do not go over the network.
 *
 * The boot script (boot.ts) evaluates this module before anything else: it must import nothing that
 * builds the contract (zod schemas).
 */
const early = new Map<string, Promise<Response>>();
/** Early answers that have arrived, read as JSON: start-up can use one without waiting a turn. */
const arrived = new Map<string, unknown>();

const keyOf = (channel: string, params: unknown) => ipcRequest(channel, params, browserToken(), undefined).key;

export function sendEarly(channel: string, params: unknown): void {
  if (preloadBridge()) return;
  const { url, init, key } = ipcRequest(channel, params, browserToken(), undefined);
  // A failure here is the adopting call's failure, reported there like any network error.
  const response = fetch(url, init);
  early.set(key, response);
  // A copy is read as soon as it arrives, which is while the main code is still downloading.
  response
    .then((r) => r.clone().json())
    .then(
      (body: unknown) => {
        if (early.get(key) === response) arrived.set(key, body);
      },
      () => {},
    );
}

/** The early answer to exactly this call, once; undefined when there is none (then the call asks). */
export function takeEarly(key: string): Promise<Response> | undefined {
  const response = early.get(key);
  early.delete(key);
  arrived.delete(key);
  return response;
}

/**
 * The early answer's JSON body if it has already arrived, taken (no later call receives it); undefined
 * when it has not (the call then takes the response under way, or asks).
 */
export function takeArrived(channel: string, params: unknown): unknown {
  // Nothing was sent early (the desktop app): no key to work out.
  if (arrived.size === 0) return undefined;
  const key = keyOf(channel, params);
  if (!arrived.has(key)) return undefined;
  const body = arrived.get(key);
  takeEarly(key);
  return body;
}
