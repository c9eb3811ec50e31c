import type { ParamsIn, ProfileChannelName } from '@shared/contract';
import type { DataNetwork } from '@shared/contract/data/common';
import { type Query, type QueryCache, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useActiveProfile } from './active-profile';
import { inFlightStore } from './in-flight';
import { useChannelQuery } from './use-channel-query';

/**
 * Node RPC reads of the node dashboard. Every hook here refetches on the dashboard's auto-refresh
 * interval (NodeRefreshContext: ms, or false when off or paused).
 */
export const NodeRefreshContext = createContext<number | false>(false);
export const useNodeRefreshInterval = (): number | false => useContext(NodeRefreshContext);
/** False while the dashboard is paused: background reads (the health probe) wait too. */
export const NodeBackgroundContext = createContext(true);
export const useNodeBackgroundAllowed = (): boolean => useContext(NodeBackgroundContext);

const isBackground = (query: Query) => query.meta?.background === true;

function useNodeQuery<C extends ProfileChannelName>(channel: C, params: ParamsIn<C>, enabled = true) {
  const refetchInterval = useNodeRefreshInterval();
  return useChannelQuery(channel, params, { enabled, refetchInterval });
}

export const useNodeVersion = () => useNodeQuery('node.info.getNodeVersion', {});
export const useNodeIdentity = () => useNodeQuery('node.info.getNodeID', {});
export const useNodeIp = () => useNodeQuery('node.info.getNodeIP', {});
export const useNetworkId = () => useNodeQuery('node.info.getNetworkID', {});
export const useNetworkName = () => useNodeQuery('node.info.getNetworkName', {});
export const useIsBootstrapped = (chain: string) => useNodeQuery('node.info.isBootstrapped', { chain });
/** Runs only once an alias was submitted (`alias` null until then). */
export const useBlockchainIdOf = (alias: string | null) =>
  useNodeQuery('node.info.getBlockchainID', { alias: alias ?? '' }, alias !== null);
/** All connected peers, or only these node ids (asked of the node, not filtered here). */
export const usePeers = (nodeIDs: readonly string[], enabled = true) =>
  useNodeQuery('node.info.peers', nodeIDs.length > 0 ? { nodeIDs: [...nodeIDs] } : {}, enabled);
/** Primary-network uptime; no subnetID is sent, since AvalancheGo ignores it (v1.11.12 and later). */
export const useUptime = () => useNodeQuery('node.info.uptime', {});
export const useUpgrades = () => useNodeQuery('node.info.upgrades', {});
/** The primary network's current validators: stake, connections, and this node's own entry. */
export const usePrimaryValidators = (enabled = true) => useNodeQuery('node.platform.getCurrentValidators', {}, enabled);
export const useAcps = () => useNodeQuery('node.info.acps', {});
export const useVms = () => useNodeQuery('node.info.getVMs', {});
export const useTxFee = () => useNodeQuery('node.info.getTxFee', {});

/** eth_feeConfig at `block` (a number, tag or block hash; latest when undefined). */
export const useEvmFeeConfig = (blockchainId: string, block: string | undefined, enabled = true) =>
  useNodeQuery('node.evm.feeConfig', block === undefined ? { blockchainId } : { blockchainId, block }, enabled);
export const useEvmChainConfig = (blockchainId: string, enabled = true) =>
  useNodeQuery('node.evm.getChainConfig', { blockchainId }, enabled);
/** eth_getActiveRulesAt at `timestamp`, or with the timestamp omitted (the node's latest block time) when null. */
export const useEvmActiveRules = (blockchainId: string, timestamp: number | null, enabled = true) =>
  useNodeQuery(
    'node.evm.getActiveRulesAt',
    timestamp === null ? { blockchainId } : { blockchainId, timestamp },
    enabled,
  );
/** eth_getActivePrecompilesAt (deprecated by the spec), same timestamp rule as the active rules. */
export const useEvmActivePrecompiles = (blockchainId: string, timestamp: number | null, enabled = true) =>
  useNodeQuery(
    'node.evm.getActivePrecompilesAt',
    timestamp === null ? { blockchainId } : { blockchainId, timestamp },
    enabled,
  );

/** Subnets/L1s of a network from the Data API (one large page), for the subnet and chain choosers. */
export const SUBNET_CHOOSER_PAGE = 1000;
export const useSubnetChoices = (network: DataNetwork) =>
  useChannelQuery('data.listSubnets', { network, pageSize: SUBNET_CHOOSER_PAGE });

const isNodeQueryOf = (profileId: string) => (query: Query) =>
  query.queryKey[0] === profileId && String(query.queryKey[1]).startsWith('node.');

/** Background reads (meta.background) refresh on their own schedule; "refresh now" retries only failed ones. */
const isForegroundOrFailed = (query: Query) => !isBackground(query) || query.state.status === 'error';

/**
 * The latest data time of a profile's node reads, kept up to date from the cache's events: the dashboard's
 * cache holds hundreds of queries and emits an event for every fetch state change, so scanning them all on
 * each event (and render) cost more than the rest of the refresh controls.
 */
export function nodeLastUpdatedStore(cache: QueryCache, profileId: string) {
  const matches = isNodeQueryOf(profileId);
  const scan = () => cache.getAll().reduce((at, q) => (matches(q) ? Math.max(at, q.state.dataUpdatedAt) : at), 0);
  let latest: number | null = null;
  return {
    get: () => {
      latest ??= scan();
      return latest;
    },
    subscribe: (onChange: () => void) => {
      // Whatever landed between the render and this subscription is read here; later answers come as events.
      latest = scan();
      return cache.subscribe((event) => {
        if (event.type !== 'updated' || !matches(event.query)) return;
        const at = event.query.state.dataUpdatedAt;
        if (at > (latest ?? 0)) {
          latest = at;
          onChange();
        }
      });
    },
  };
}

/** When any node read of the active profile last received data (ms), or 0 before the first answer. */
export function useNodeLastUpdated(): number {
  const client = useQueryClient();
  const profile = useActiveProfile();
  const cache = client.getQueryCache();
  const store = useMemo(() => nodeLastUpdatedStore(cache, profile.id), [cache, profile.id]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Whether a node read of the active profile of that kind (the view's own, or background) is in flight. */
function useNodeReadsInFlight(kind: 'foreground' | 'background'): boolean {
  const cache = useQueryClient().getQueryCache();
  const profile = useActiveProfile();
  const store = useMemo(() => {
    const node = isNodeQueryOf(profile.id);
    const background = kind === 'background';
    return inFlightStore(cache, (q) => node(q) && isBackground(q) === background);
  }, [cache, profile.id, kind]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * True once no foreground node read of the active profile is in flight, and from then on: background
 * work (the health card's chain probe) waits for the view's own reads to land first.
 */
export function useNodeSettled(): boolean {
  const busy = useNodeReadsInFlight('foreground');
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!busy) setSettled(true);
  }, [busy]);
  return settled;
}

/** Whether a node read is in flight, and a way to refetch every node read on screen now. */
export function useNodeRefreshNow(): { fetching: boolean; refreshNow: () => void } {
  const client = useQueryClient();
  const profile = useActiveProfile();
  const fetching = useNodeReadsInFlight('foreground');
  const refreshNow = useCallback(() => {
    const node = isNodeQueryOf(profile.id);
    void client.refetchQueries({ predicate: (q) => node(q) && isForegroundOrFailed(q), type: 'active' });
  }, [client, profile.id]);
  return { fetching, refreshNow };
}

/**
 * Background node reads of the active profile: whether any is in flight, and a way to stop those
 * still queued (pausing the dashboard stops all traffic to the node).
 */
export function useNodeBackground(): { busy: boolean; stop: () => void } {
  const client = useQueryClient();
  const profile = useActiveProfile();
  const busy = useNodeReadsInFlight('background');
  const stop = useCallback(() => {
    void client.cancelQueries({ predicate: (q) => isNodeQueryOf(profile.id)(q) && isBackground(q) });
  }, [client, profile.id]);
  return { busy, stop };
}
