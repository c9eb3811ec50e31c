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

/**
 * The request count once the simulator has heard nothing new for `quietMs`: the mark for "nothing more is
 * sent" after a page that may still be reading in the background (a request already on its way when the
 * page looked settled reaches the simulator late on a loaded machine, and would be counted against what
 * follows the mark). Gives up with the test's own timeout.
 */
export async function quietMark(sim: RunningSimulator, quietMs = 400): Promise<number> {
  for (;;) {
    const seen = sim.stats.requests;
    await new Promise((r) => setTimeout(r, quietMs));
    if (sim.stats.requests === seen) return seen;
  }
}
