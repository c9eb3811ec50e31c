import type { IndexName } from '@shared/contract/node/common';
import { LIVE_STALE_TIME } from './stale-time';
import { useChannelQuery } from './use-channel-query';

/** The node's index API (`/ext/index/<chain>/<kind>`); every method answers in hex only. */
const HEX = 'hex' as const;

/** The most recently accepted container of `index` (live: fresh for LIVE_STALE_TIME, then asked again). */
export function useLastAccepted(index: IndexName, enabled = true) {
  return useChannelQuery(
    'node.index.getLastAccepted',
    { index, encoding: HEX },
    { enabled, staleTime: LIVE_STALE_TIME },
  );
}

/** `numToFetch` containers from `startIndex` (a window of the range browser); null → nothing asked. */
export function useContainerRange(index: IndexName, window: { startIndex: number; numToFetch: number } | null) {
  return useChannelQuery(
    'node.index.getContainerRange',
    { index, encoding: HEX, startIndex: window?.startIndex ?? 0, numToFetch: window?.numToFetch ?? 0 },
    { enabled: window !== null },
  );
}

/** The container at a position; null → nothing asked. */
export function useContainerByIndex(index: IndexName, containerIndex: number | null) {
  return useChannelQuery(
    'node.index.getContainerByIndex',
    { index, encoding: HEX, containerIndex: containerIndex ?? 0 },
    { enabled: containerIndex !== null },
  );
}

export function useContainerById(index: IndexName, id: string) {
  return useChannelQuery('node.index.getContainerByID', { index, encoding: HEX, id });
}

export function useIsAccepted(index: IndexName, id: string) {
  return useChannelQuery('node.index.isAccepted', { index, encoding: HEX, id });
}

export function useIndexOf(index: IndexName, id: string) {
  return useChannelQuery('node.index.getIndex', { index, encoding: HEX, id });
}

/** An X-Chain transaction (`avm.getTx`) as json (readable) or hex (its bytes); null → nothing asked. */
export function useAvmTx(txID: string | null, encoding: 'json' | 'hex') {
  return useChannelQuery('node.avm.getTx', { txID: txID ?? '', encoding }, { enabled: txID !== null });
}

/** An X-Chain transaction in readable form (`avm.getTx`, encoding json); null → nothing asked. */
export const useAvmTxJson = (txID: string | null) => useAvmTx(txID, 'json');
