import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api';
import { useActiveProfile } from './active-profile';
import { channelKey } from './keys';
import { staleTimeOf } from './stale-time';
import { useChannelQuery } from './use-channel-query';

/** `/ext/bc/P` reads of the P-Chain tools. */

export type PBlockRequest = { by: 'height'; height: number } | { by: 'id'; id: string };

/** A block by height (getBlockByHeight) or id (getBlock) in `encoding`; null or `enabled: false` → nothing asked. */
export function usePBlock(request: PBlockRequest | null, encoding: 'hex' | 'json', enabled = true) {
  const byHeight = useChannelQuery(
    'node.platform.getBlockByHeight',
    { height: request?.by === 'height' ? request.height : 0, encoding },
    { enabled: enabled && request?.by === 'height' },
  );
  const byId = useChannelQuery(
    'node.platform.getBlock',
    { blockID: request?.by === 'id' ? request.id : '', encoding },
    { enabled: enabled && request?.by === 'id' },
  );
  return request?.by === 'id' ? byId : byHeight;
}

export function useBlockchainStatus(blockchainID: string | null) {
  return useChannelQuery(
    'node.platform.getBlockchainStatus',
    { blockchainID: blockchainID ?? '' },
    { enabled: blockchainID !== null },
  );
}

/** Supply of a subnet (the primary network when `subnetID` is undefined); null → nothing asked. */
export function useCurrentSupply(request: { subnetID?: string } | null) {
  return useChannelQuery('node.platform.getCurrentSupply', request?.subnetID ? { subnetID: request.subnetID } : {}, {
    enabled: request !== null,
  });
}

/** Deprecated as of v1.9.12. */
export function usePlatformBalance(addresses: string[] | null) {
  return useChannelQuery('node.platform.getBalance', { addresses: addresses ?? [] }, { enabled: addresses !== null });
}

/** Deprecated as of v1.9.12; the P-Chain itself is not listed. */
export function useBlockchains(enabled: boolean) {
  return useChannelQuery('node.platform.getBlockchains', {}, { enabled });
}

/** Resolves a chain alias (X, C) to its blockchain id through info.getBlockchainID, cached like any query. */
export function useResolveBlockchainId(): (alias: string) => Promise<string> {
  const client = useQueryClient();
  const profile = useActiveProfile();
  return useCallback(
    async (alias: string) => {
      const params = { alias };
      const data = await client.fetchQuery({
        queryKey: channelKey(profile.id, 'node.info.getBlockchainID', params),
        queryFn: () => api.invokeAs(profile.id, 'node.info.getBlockchainID', params),
        staleTime: staleTimeOf('node.info.getBlockchainID'),
      });
      return data.blockchainID;
    },
    [client, profile.id],
  );
}
