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
