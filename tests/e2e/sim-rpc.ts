import type { RunningSimulator } from '@sim/server';

/**
 * One JSON-RPC call straight to the simulator (`path` as the node serves it, e.g. `/ext/info`), the
 * same server the app asks, so tests compare the view with the node's own answer.
 */
export async function simRpc<T>(sim: RunningSimulator, path: string, method: string, params: unknown = {}): Promise<T> {
  const res = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined) {
    throw new Error(`${method} at ${path}: ${body.error?.message ?? `no result (HTTP ${res.status})`}`);
  }
  return body.result;
}
