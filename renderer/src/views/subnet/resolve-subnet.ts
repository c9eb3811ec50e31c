import type { Blockchain, Subnet } from '@shared/models/data/primary';

/** The primary network's subnet id (32 zero bytes): not a registered subnet, so never in the list. */
export const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';

export type SubnetResolution =
  | { kind: 'subnet'; subnet: Subnet }
  | { kind: 'blockchain'; subnet: Subnet; blockchain: Blockchain }
  | { kind: 'primary' }
  /** Not among the subnets loaded so far, and more pages are coming. */
  | { kind: 'searching'; searched: number }
  | { kind: 'missing'; searched: number };

/**
 * What `id` names among the loaded subnets: a subnet by its own id, or the subnet holding a blockchain
 * with that id (the search box sends any cb58 id here). `complete` says every page has been loaded.
 */
export function resolveSubnet(subnets: readonly Subnet[], id: string, complete: boolean): SubnetResolution {
  if (id === PRIMARY_NETWORK_ID) return { kind: 'primary' };
  const own = subnets.find((s) => s.subnetId === id);
  if (own) return { kind: 'subnet', subnet: own };
  for (const subnet of subnets) {
    const blockchain = subnet.blockchains.find((b) => b.blockchainId === id);
    if (blockchain) return { kind: 'blockchain', subnet, blockchain };
  }
  return complete ? { kind: 'missing', searched: subnets.length } : { kind: 'searching', searched: subnets.length };
}

/** The resolved subnet, if any. */
export function resolvedSubnet(r: SubnetResolution): Subnet | null {
  return r.kind === 'subnet' || r.kind === 'blockchain' ? r.subnet : null;
}

export type DeprecatedOwnership =
  | { state: 'absent' }
  | { state: 'agrees' | 'differs'; owner: { addresses?: string[]; threshold?: number; locktime?: number } };

/**
 * The deprecated top-level owner fields (`ownerAddresses`, `threshold`, `locktime`) beside
 * `subnetOwnershipInfo`, which is the owner: absent once the Data API stops sending them, otherwise
 * whether they still say the same.
 */
export function deprecatedOwnership(subnet: Subnet): DeprecatedOwnership {
  const { ownerAddresses, threshold, locktime } = subnet;
  if (ownerAddresses === undefined && threshold === undefined && locktime === undefined) return { state: 'absent' };
  const info = subnet.subnetOwnershipInfo;
  const agrees =
    info.threshold === threshold &&
    info.locktime === locktime &&
    ownerAddresses !== undefined &&
    info.addresses.length === ownerAddresses.length &&
    info.addresses.every((a, i) => a === ownerAddresses[i]);
  return { state: agrees ? 'agrees' : 'differs', owner: { addresses: ownerAddresses, threshold, locktime } };
}
