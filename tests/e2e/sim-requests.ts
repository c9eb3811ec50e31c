import type { ReceivedRequest, RunningSimulator } from '@sim/server';

/**
 * What the simulator received since a mark: the proof that a control in a view reaches the remote
 * request as the parameter it stands for.
 */
export const markRequests = (sim: RunningSimulator) => sim.stats.requests;

/** Data API requests since `since` whose path contains `pathPart`. */
export function dataRequests(sim: RunningSimulator, since: number, pathPart: string): ReceivedRequest[] {
  return sim.received.filter((r) => r.seq > since && r.path.includes(pathPart));
}

interface RpcBody {
  method?: string;
  params?: unknown;
}

/** Node JSON-RPC calls of `method` since `since`, with the path they went to and their params. */
export function rpcCalls(sim: RunningSimulator, since: number, method: string): { path: string; params: unknown }[] {
  return sim.received
    .filter((r) => r.seq > since && (r.body as RpcBody | undefined)?.method === method)
    .map((r) => ({ path: r.path, params: (r.body as RpcBody).params }));
}
