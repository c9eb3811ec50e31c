import { type CacheClass, type ChannelName, contract } from '@shared/contract';

/** ARCHITECTURE.md "Pagination and caching": finalised data never goes stale, balances ~30 s, … */
export const STALE_TIME: Record<CacheClass, number> = {
  immutable: Number.POSITIVE_INFINITY,
  balance: 30_000,
  network: 60_000,
  metrics: 3_600_000,
  none: 0,
};

export const staleTimeOf = (channel: ChannelName): number => STALE_TIME[contract[channel].cache];

/**
 * How long a live list (latest blocks and transactions, a chain's head, an index's last accepted container —
 * cache class `none`) is shown from the cache when its view comes back: going back and forth between views
 * sends nothing, while coming back later asks at once. While shown, a live list keeps refreshing on its own
 * timer (or Refresh), whatever this says.
 */
export const LIVE_STALE_TIME = 30_000;
