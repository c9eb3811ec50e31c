import { CURRENCY_CODES } from '@shared/models/data/shared';
import { z } from 'zod';

/** Query and path parameters shared by Data API endpoints, with the spec's bounds. */
export const NETWORKS = ['mainnet', 'fuji', 'testnet'] as const;
export const network = z.enum(NETWORKS, { error: 'must be mainnet, fuji or testnet (fuji = testnet)' });
export type DataNetwork = (typeof NETWORKS)[number];

export const CURRENCIES = CURRENCY_CODES;
export const currency = z.enum(CURRENCIES, { error: `must be one of ${CURRENCIES.join(', ')}` });
export type Currency = (typeof CURRENCIES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrder = z.enum(SORT_ORDERS, { error: 'must be asc or desc' });

/** Supported EVM chain id (decimal) or blockchain id (cb58). */
export const chainId = z
  .string()
  .trim()
  .regex(/^(\d{1,12}|[1-9A-HJ-NP-Za-km-z]{40,60})$/, {
    error: 'must be an EVM chain id (digits) or a cb58 blockchain id',
  });

export const pageToken = z.string().min(1, { error: 'must not be empty' }).max(4096);

/** pageSize with the per-endpoint bounds from the spec's Limits table. */
export const pageSize = (max: number, min = 1) =>
  z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

export const paging = (max: number, min = 1) => ({
  pageToken: pageToken.optional(),
  pageSize: pageSize(max, min).optional(),
});

export interface PageLimit {
  /** What the service uses when pageSize is left out. */
  default: number;
  min: number;
  max: number;
}

/** The spec's Limits table, per channel, so forms can show the bounds the params schemas enforce. */
export const PAGE_LIMITS = {
  'data.getMetrics': { default: 100, min: 1, max: 2160 },
  'data.listSubnets': { default: 100, min: 1, max: 10000 },
  'data.listErc20Balances': { default: 10, min: 1, max: 500 },
  'data.listErc721Balances': { default: 10, min: 1, max: 500 },
  'data.listCollectibleBalances': { default: 10, min: 1, max: 500 },
  'data.listErc20Transfers': { default: 10, min: 1, max: 100 },
  'data.listNativeTransactions': { default: 10, min: 1, max: 100 },
  'data.listLatestTransactions': { default: 10, min: 1, max: 100 },
  'data.listLatestBlocks': { default: 10, min: 1, max: 100 },
  'data.listPendingRewards': { default: 10, min: 1, max: 100 },
  'data.listVerticesByHeight': { default: 10, min: 1, max: 100 },
  'data.listNftCollectionTokens': { default: 10, min: 1, max: 100 },
} as const satisfies Record<string, PageLimit>;
export type PagedDataChannel = keyof typeof PAGE_LIMITS;

/** Page-size bounds of a channel, or undefined when it is not paged by pageSize. */
export function pageLimit(channel: string): PageLimit | undefined {
  return Object.hasOwn(PAGE_LIMITS, channel) ? PAGE_LIMITS[channel as PagedDataChannel] : undefined;
}

/** `pageToken` + `pageSize` fields bounded as the Limits table says for `channel`. */
export const pagingFor = (channel: PagedDataChannel) => paging(PAGE_LIMITS[channel].max, PAGE_LIMITS[channel].min);

/** Integer ≥ 0 (heights, timestamps, block numbers). */
export const wholeNumber = z
  .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' });

/** Calendar date as YYYY-MM-DD, the format the export request uses (e.g. 2023-05-01). */
export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { error: 'is not a real calendar date' },
  );

export const METRIC_NAMES = [
  'activeAddresses',
  'activeSenders',
  'cumulativeTxCount',
  'cumulativeAddresses',
  'cumulativeContracts',
  'cumulativeDeployers',
  'contracts',
  'deployers',
  'gasUsed',
  'txCount',
  'avgGps',
  'maxGps',
  'avgTps',
  'maxTps',
  'avgGasPrice',
  'maxGasPrice',
  'feesPaid',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** Metrics that support only timeInterval `day`: names starting with cumulative/max/avg, and contracts, deployers. */
export const DAY_ONLY_METRICS: readonly MetricName[] = METRIC_NAMES.filter(
  (name) => /^(cumulative|max|avg)/.test(name) || name === 'contracts' || name === 'deployers',
);
export const isDayOnlyMetric = (name: string) => (DAY_ONLY_METRICS as readonly string[]).includes(name);

export const TIME_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type TimeInterval = (typeof TIME_INTERVALS)[number];
/** The intervals a metric accepts (the renderer disables the others). */
export const timeIntervalsFor = (metric: MetricName): readonly TimeInterval[] =>
  isDayOnlyMetric(metric) ? ['day'] : TIME_INTERVALS;
