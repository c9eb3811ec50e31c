import { bech32 } from '@scure/base';

/** Human-readable parts per network; `fuji` is the test network's. */
export const NETWORK_HRP = { mainnet: 'avax', fuji: 'fuji', testnet: 'fuji', local: 'local' } as const;
export type Network = 'mainnet' | 'fuji' | 'testnet';

export interface ParsedAvaxAddress {
  chain: 'P' | 'X' | 'C' | null;
  hrp: string;
  bytes: Uint8Array;
}

/** Parses `avax1…`, `P-avax1…`, `X-fuji1…` (20-byte payload). Null when malformed. */
export function parseAvaxAddress(value: string): ParsedAvaxAddress | null {
  const match = /^(?:([PXC])-)?([a-z]+1[02-9ac-hj-np-z]+)$/.exec(value);
  if (!match) return null;
  try {
    const decoded = bech32.decodeToBytes(match[2] as `${string}1${string}`);
    if (decoded.bytes.length !== 20) return null;
    return { chain: (match[1] as ParsedAvaxAddress['chain']) ?? null, hrp: decoded.prefix, bytes: decoded.bytes };
  } catch {
    return null;
  }
}

export function formatAvaxAddress(hrp: string, bytes: Uint8Array, chain?: 'P' | 'X' | 'C'): string {
  const body = bech32.encode(hrp, bech32.toWords(bytes));
  return chain ? `${chain}-${body}` : body;
}

/** Why `value` is not a P-/X-Chain address of `network`, or null. */
export function avaxAddressProblem(value: string, network?: Network): string | null {
  const parsed = parseAvaxAddress(value);
  if (!parsed) return 'must be a bech32 address like avax1… or P-avax1… / X-fuji1…';
  if (parsed.chain === 'C') return 'must be a P-Chain or X-Chain address (C- addresses are not accepted here)';
  if (network) {
    const expected = NETWORK_HRP[network];
    if (parsed.hrp !== expected) return `must use the ${network} prefix "${expected}"`;
  }
  return null;
}
