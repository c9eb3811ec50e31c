import { chainMetricSeries } from '@sim/dataset/evm/metrics';
import type { RunningSimulator } from '@sim/server';

/** What the simulator's Data API answers for a native balance (the fields the address view shows). */
export interface SimNativeBalance {
  symbol: string;
  decimals: number;
  balance: string;
  balanceValue?: { currencyCode: string; value: number | string };
}

/** Straight from the simulator's /v1 endpoint, the same one the app calls. */
export async function simNativeBalance(
  sim: RunningSimulator,
  chainId: string,
  address: string,
  currency = 'usd',
): Promise<SimNativeBalance> {
  const res = await fetch(
    `${sim.url}/v1/chains/${chainId}/addresses/${address}/balances:getNative?currency=${currency}`,
  );
  if (!res.ok) throw new Error(`simulator answered ${res.status} for the balance of ${address}`);
  const body = (await res.json()) as { nativeTokenBalance: SimNativeBalance };
  return body.nativeTokenBalance;
}

/** An externally owned account on the mainnet C-Chain that holds AVAX right now (not a round number). */
export async function fundedAddress(sim: RunningSimulator): Promise<string> {
  const eoas = sim.dataset.evm.mainnet.accounts.filter((a) => a.kind === 'eoa');
  for (const account of eoas.slice(0, 40)) {
    const { balance } = await simNativeBalance(sim, '43114', account.address);
    if (BigInt(balance) > 0n && !balance.endsWith('000000')) return account.address;
  }
  throw new Error('no funded EOA among the first 40 of the simulated mainnet C-Chain');
}

/** A metric point as the simulator wrote it: `value` is the exact digits of the JSON number. */
export interface SimMetricPoint {
  timestamp: number;
  value: string;
}

/**
 * Every point of a metric straight from the simulator's /v2 endpoint (all pages), ascending. Values are
 * read from the response text, so digits beyond 2^53 are the simulator's own, not a float's.
 */
export async function simMetricPoints(
  sim: RunningSimulator,
  chainId: string,
  metric: string,
  interval: string,
  bounds: { startTimestamp?: number; endTimestamp?: number } = {},
): Promise<SimMetricPoint[]> {
  const points: SimMetricPoint[] = [];
  let token: string | undefined;
  do {
    const query = new URLSearchParams({ timeInterval: interval, pageSize: '2160' });
    if (bounds.startTimestamp !== undefined) query.set('startTimestamp', String(bounds.startTimestamp));
    if (bounds.endTimestamp !== undefined) query.set('endTimestamp', String(bounds.endTimestamp));
    if (token) query.set('pageToken', token);
    const res = await fetch(`${sim.url}/v2/chains/${chainId}/metrics/${metric}?${query}`);
    const text = await res.text();
    if (!res.ok) throw new Error(`simulator answered ${res.status} for ${metric}: ${text}`);
    for (const m of text.matchAll(/\{"value":(-?[0-9.eE+-]+),"timestamp":(\d+)\}/g)) {
      points.push({ timestamp: Number(m[2]), value: m[1]! });
    }
    token = /"nextPageToken":"([^"]+)"/.exec(text)?.[1];
  } while (token);
  return points.sort((a, b) => a.timestamp - b.timestamp);
}

/** The points of a preset range (`7d`, `90d`…): the span before the newest point the simulator has. */
export function lastDays(points: readonly SimMetricPoint[], days: number): SimMetricPoint[] {
  const newest = points.at(-1)?.timestamp ?? 0;
  return points.filter((p) => p.timestamp > newest - days * 86_400);
}

/**
 * Generates the chains the metrics tests read (and their metrics model) up front: the first request for
 * a chain otherwise pays for generating it, seconds on a busy machine, inside a test's expect timeout.
 */
export function warmMetrics(sim: RunningSimulator, chainIds: readonly string[] = ['43114', '4337']): void {
  for (const chain of sim.dataset.evm.chains) {
    if (chainIds.includes(chain.spec.evmChainId)) chainMetricSeries(chain, 'txCount', 'day');
  }
}

/** A JSON-RPC call straight to the simulator (`path` e.g. `/ext/info`, `/ext/bc/C/rpc`): the node the app reads. */
export async function simRpc<T>(sim: RunningSimulator, path: string, method: string, params: unknown = {}): Promise<T> {
  const res = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined) {
    throw new Error(`${method} at ${path}: ${body.error?.message ?? `no result (${res.status})`}`);
  }
  return body.result;
}
