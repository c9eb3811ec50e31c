import type { EvmChainData, EvmChainSpec } from './types';

/** Every field of a chain except `spec`: the ones that need the chain generated. */
const GENERATED_FIELDS = {
  accounts: true,
  accountIndex: true,
  tokens: true,
  collections: true,
  blocks: true,
  txs: true,
  erc20Transfers: true,
  nftTransfers: true,
  initialBalances: true,
  initialNonces: true,
  nativeHistory: true,
  erc20History: true,
  nftTokens: true,
  txsByAccount: true,
  erc20ByAccount: true,
  deployments: true,
  dailyNativeUsd: true,
  windowStart: true,
} as const satisfies Record<Exclude<keyof EvmChainData, 'spec'>, true>;

/**
 * A chain generated on first use of anything but its `spec`. Finding a chain by id only reads the spec,
 * so a simulator serving one chain (or none: primary-network only) skips generating the others.
 */
export function lazyChain(spec: EvmChainSpec, generate: () => EvmChainData): EvmChainData {
  let data: EvmChainData | undefined;
  const chain = { spec } as EvmChainData;
  for (const key of Object.keys(GENERATED_FIELDS) as (keyof typeof GENERATED_FIELDS)[]) {
    Object.defineProperty(chain, key, {
      enumerable: true,
      get: () => {
        data ??= generate();
        return data[key];
      },
    });
  }
  return chain;
}
