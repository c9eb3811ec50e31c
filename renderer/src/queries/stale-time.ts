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
