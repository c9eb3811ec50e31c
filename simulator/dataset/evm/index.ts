import type { Rng } from '../rng';
import { EVM_CHAIN_SPECS } from './chains';
import { generateChain } from './generate';
import { lazyChain } from './lazy';
import type { EvmChainData } from './types';

export type * from './types';

/** Every EVM chain the simulator serves: the two C-Chains and a few L1s, each generated on first use. */
export interface EvmDatasets {
  chains: EvmChainData[];
  /** Mainnet C-Chain (evm chain id 43114). */
  mainnet: EvmChainData;
  /** Fuji C-Chain (evm chain id 43113). */
  fuji: EvmChainData;
}

export function buildEvmDatasets(rng: Rng): EvmDatasets {
  // Forks do not advance `rng`, so generating a chain late (or never) leaves every other chain unchanged.
  const chains = EVM_CHAIN_SPECS.map((spec) => {
    const peers = EVM_CHAIN_SPECS.filter((o) => o.network === spec.network && o.key !== spec.key);
    const chainRng = rng.fork(spec.key);
    return lazyChain(spec, () =>
      generateChain(
        spec,
        chainRng,
        peers.map((o) => o.blockchainId),
      ),
    );
  });
  const byKey = (key: string) => {
    const chain = chains.find((c) => c.spec.key === key);
    if (!chain) throw new Error(`missing chain ${key}`);
    return chain;
  };
  return { chains, mainnet: byKey('c-mainnet'), fuji: byKey('c-fuji') };
}
