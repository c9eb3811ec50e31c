import { z } from 'zod';

/** Query and path parameters shared by Data API endpoints, with the spec's bounds. */
export const NETWORKS = ['mainnet', 'fuji', 'testnet'] as const;
export const network = z.enum(NETWORKS, { error: 'must be mainnet, fuji or testnet (fuji = testnet)' });

export const CURRENCIES = [
  'usd',
  'eur',
  'aud',
  'cad',
  'chf',
  'clp',
  'cny',
  'czk',
  'dkk',
  'gbp',
  'hkd',
  'huf',
  'jpy',
  'nzd',
] as const;
export const currency = z.enum(CURRENCIES, { error: `must be one of ${CURRENCIES.join(', ')}` });
export type Currency = (typeof CURRENCIES)[number];

export const sortOrder = z.enum(['asc', 'desc'], { error: 'must be asc or desc' });

/** Supported EVM chain id (decimal) or blockchain id (cb58). */
export const chainId = z
  .string()
  .trim()
  .regex(/^(\d{1,12}|[1-9A-HJ-NP-Za-km-z]{40,60})$/, {
    error: 'must be an EVM chain id (digits) or a cb58 blockchain id',
  });

export const pageToken = z.string().min(1, { error: 'must not be empty' }).max(4096);

/** pageSize with the per-endpoint bounds from the spec's Limits table. */
export const pageSize = (max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` });

export const paging = (max: number) => ({ pageToken: pageToken.optional(), pageSize: pageSize(max).optional() });
