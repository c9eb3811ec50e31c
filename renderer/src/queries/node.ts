import type { ParamsIn, ProfileChannelName } from '@shared/contract';
import type { DataNetwork } from '@shared/contract/data/common';
import {
  hashKey,
  type Query,
  type QueryCache,
  type UseQueryResult,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../api';
import { useActiveProfile } from './active-profile';
import { inFlightStore } from './in-flight';
import { useKeepFailures } from './keep-failure';
import { channelQueriesOptions, type RefetchInterval, useChannelQuery } from './use-channel-query';

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

/** The endpoint does not offer the method (a public server's info.getNodeID): an answer about the endpoint. */
const isUnavailableAnswer = (error: unknown) => error instanceof ApiError && error.error.kind === 'unavailable';

/**
 * The dashboard's auto-refresh for a node read, but for a method the endpoint does not offer: it is not asked
 * again on the timer (nor by "refresh now"), because React Query shows a read that has only failed as loading
 * again for the time of each try — the "not available on this endpoint" notes and the health rows built on
 * them would blink at every tick. Opening the view again, or saving the profile, asks again.
 */
export function nodeRefetchInterval(interval: number | false): RefetchInterval<unknown> {
  if (interval === false) return false;
  return (_data, error) => (isUnavailableAnswer(error) ? false : interval);
}

function useNodeQuery<C extends ProfileChannelName>(channel: C, params: ParamsIn<C>, enabled = true) {
  const refetchInterval = nodeRefetchInterval(useNodeRefreshInterval());
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

/**
 * The health card's chain probe: whether the node runs a chain, asked with info.isBootstrapped. The node's refusal
 * of a chain it does not run (a JSON-RPC error, "there is no chain with alias/ID …") is an answer, kept as a
 * value: a refetch then shows it until the next answer, where an error would be forgotten for the fetch's time
 * (React Query puts a query without data back to pending when it fetches again).
 */
export type ChainProbeAnswer = { runs: true; bootstrapped: boolean } | { runs: false; refusal: string };

/** The probe's entries sit beside useIsBootstrapped's under their own key: their data is a ChainProbeAnswer. */
const CHAIN_PROBE = 'chain-probe';

/** A chain the node refused when last asked: "refresh now" asks again (it may run it since), keeping the answer shown. */
const isRefusedChain = (query: Query) =>
  query.queryKey[3] === CHAIN_PROBE && (query.state.data as ChainProbeAnswer | undefined)?.runs === false;

/**
 * info.isBootstrapped of each of `blockchainIds`, in the background (four at a time, behind the view's reads),
 * fresh for `staleTime`; a chain still bootstrapping is asked again every `interval`.
 */
export function useChainProbe(
  blockchainIds: readonly string[],
  { enabled, staleTime, interval }: { enabled: boolean; staleTime: number; interval: number | false },
): UseQueryResult<ChainProbeAnswer, ApiError>[] {
  const profile = useActiveProfile();
  const reads = channelQueriesOptions(
    profile.id,
    'node.info.isBootstrapped',
    blockchainIds.map((chain) => ({ chain })),
    { enabled, staleTime, background: true },
  );
  const queries = useQueries({
    queries: reads.map((read) => ({
      ...read,
      queryKey: [...read.queryKey, CHAIN_PROBE] as const,
      queryFn: async (context: { signal: AbortSignal }): Promise<ChainProbeAnswer> => {
        try {
          const { isBootstrapped } = await read.queryFn(context);
          return { runs: true, bootstrapped: isBootstrapped };
        } catch (e) {
          if (e instanceof ApiError && e.error.kind === 'rpc') return { runs: false, refusal: e.message };
          throw e;
        }
      },
      refetchInterval: (query: { state: { data: ChainProbeAnswer | undefined } }) => {
        const answer = query.state.data;
        return answer?.runs === true && !answer.bootstrapped ? interval : false;
      },
    })),
  });
  return useKeepFailures(
    queries,
    reads.map((read) => hashKey(read.queryKey)),
  );
}

/**
 * "Refresh now" asks again what the view shows and what failed; other background reads (meta.background) keep
 * their own schedule, but for the chains the node refused. Methods the endpoint does not offer are not asked
 * again (see nodeRefetchInterval).
 */
const isRefreshedNow = (query: Query) =>
  !isUnavailableAnswer(query.state.error) &&
  (!isBackground(query) || query.state.status === 'error' || isRefusedChain(query));

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
    void client.refetchQueries({ predicate: (q) => node(q) && isRefreshedNow(q), type: 'active' });
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
