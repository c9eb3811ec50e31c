import type { z } from 'zod';

/**
 * How long a result stays fresh in the renderer's cache. Finalised chain data never goes stale;
 * balances ~30 s; validators/peers ~1 min; metrics ~1 h; `none` is for actions and live reads.
 */
export type CacheClass = 'immutable' | 'balance' | 'network' | 'metrics' | 'none';

export interface ChannelSpec<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** What the channel does, with the remote endpoint or method it maps to. */
  summary: string;
  /** Validated in the renderer (inline form errors) and again in main before anything is sent. */
  params: P;
  /** Parsed tolerantly by the router on every result (unknown keys and enum values kept). */
  result: R;
  cache: CacheClass;
}

export const channel = <P extends z.ZodType, R extends z.ZodType>(spec: ChannelSpec<P, R>) => spec;
