import { SIM_NOW } from '@sim/dataset/constants';
import type { BlockchainRecord, NetworkDataset, SubnetRecord } from '@sim/dataset/primary/types';

/** How the node sees chains: aliases, which it runs, and each blockchain's status. */

export type BlockchainStatus = 'Validating' | 'Created' | 'Preferred' | 'Syncing' | 'Unknown';

/** Resolves `P`/`platform`, `X`/`avm`, `C`/`evm` or a blockchain id to the id, for chains this node runs. */
export function resolveRunningChain(data: NetworkDataset, alias: string): string | undefined {
  if (alias === 'P' || alias === 'platform' || alias === data.pChainId) return data.pChainId;
  if (alias === 'X' || alias === 'avm' || alias === data.xChainId) return data.xChainId;
  if (alias === 'C' || alias === 'evm' || alias === data.cChainId) return data.cChainId;
  const chain = data.blockchainById.get(alias);
  if (chain && data.subnetById.get(chain.subnetId)?.tracked) return chain.blockchainId;
  return undefined;
}

export function subnetOf(data: NetworkDataset, chain: BlockchainRecord): SubnetRecord {
  return data.subnetById.get(chain.subnetId) as SubnetRecord;
}

/** A chain created in the last two days is still bootstrapping on this node (unless the node says which are). */
export function isBootstrapped(data: NetworkDataset, chainId: string): boolean {
  if (data.node.bootstrapping) return !data.node.bootstrapping.includes(chainId);
  const chain = data.blockchainById.get(chainId);
  return !chain || chain.createBlockTimestamp < SIM_NOW - 2 * 86_400;
}

export function blockchainStatus(data: NetworkDataset, id: string): BlockchainStatus {
  if (id === data.pChainId || id === data.xChainId || id === data.cChainId) return 'Validating';
  const chain = data.blockchainById.get(id);
  if (chain) {
    const subnet = subnetOf(data, chain);
    if (!subnet.tracked) return 'Created';
    return subnet.nodeValidates ? 'Validating' : 'Syncing';
  }
  return data.preferredBlockchainIds.includes(id) ? 'Preferred' : 'Unknown';
}

/** An EVM blockchain this node runs (serves `/ext/bc/{id}/rpc` and `/validators`). */
export function runningEvmChain(data: NetworkDataset, id: string): BlockchainRecord | undefined {
  const chain = data.blockchainById.get(id);
  return chain?.evm && subnetOf(data, chain).tracked ? chain : undefined;
}
