import type { DataNetwork } from '@shared/contract/data/common';
import { useChannelInfiniteQuery, useChannelQuery } from './use-channel-query';

/** How many subnets one page of the chooser asks for (the endpoint allows up to 10,000). */
export const SUBNET_PAGE_SIZE = 1000;

/**
 * Current validators of the primary network (no subnetId) or of a subnet/L1, from the active profile's
 * node. Without nodeIDs the node leaves delegators out.
 */
export function useCurrentValidators(subnetId: string | null, enabled = true) {
  return useChannelQuery('node.platform.getCurrentValidators', subnetId ? { subnetID: subnetId } : {}, { enabled });
}

/** One validator with its delegators: the node lists delegators only when nodeIDs is given. */
export function useValidatorDetail(subnetId: string | null, nodeId: string, enabled = true) {
  return useChannelQuery(
    'node.platform.getCurrentValidators',
    { ...(subnetId ? { subnetID: subnetId } : {}), nodeIDs: [nodeId] },
    { enabled },
  );
}

/** Registered subnets and L1s of a network (Data API), for the subnet chooser. */
export function useSubnetList(network: DataNetwork, enabled = true) {
  return useChannelInfiniteQuery('data.listSubnets', { network, pageSize: SUBNET_PAGE_SIZE }, { enabled });
}

/**
 * validators.getCurrentValidators at `/ext/bc/<blockchainId>/validators` (only where the node runs the
 * chain); with `nodeIDs` the node answers for those validators only.
 */
export function useChainValidators(blockchainId: string, enabled = true, nodeIDs: readonly string[] = []) {
  return useChannelQuery(
    'node.validators.getCurrentValidators',
    { blockchainId, ...(nodeIDs.length > 0 ? { nodeIDs: [...nodeIDs] } : {}) },
    { enabled },
  );
}
