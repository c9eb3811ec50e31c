import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';

/** Shapes reused across Data API responses (spec: "Shared shapes"). */

/** ISO 4217 codes the service prices in (lower case), also the values of the `currency` query. */
export const CURRENCY_CODES = [
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

/** Price / Money. The spec shows `value` as a decimal string while the SDK types it a number: both are accepted. */
export const Price = loose({ currencyCode: openEnum(CURRENCY_CODES), value: z.union([z.string(), z.number()]) });
export type Price = z.output<typeof Price>;

/** AddressInfo (the SDK's RichAddress): `from`/`to` of transactions and transfers. */
export const AddressInfo = loose({
  name: z.string().optional(),
  symbol: z.string().optional(),
  decimals: z.number().optional(),
  logoUri: z.string().optional(),
  address: z.string(),
});
export type AddressInfo = z.output<typeof AddressInfo>;

export const NativeTokenBalance = loose({
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  logoUri: z.string().optional(),
  chainId: z.string(),
  price: Price.optional(),
  balance: z.string(),
  balanceValue: Price.optional(),
});
export type NativeTokenBalance = z.output<typeof NativeTokenBalance>;

/** The chain's native token as described in transaction details and the chain list. */
export const NetworkToken = loose({
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  logoUri: z.string().optional(),
  description: z.string().optional(),
});
export type NetworkToken = z.output<typeof NetworkToken>;

export const ERC_TYPES = ['ERC-20', 'ERC-721', 'ERC-1155'] as const;
export const ercType = openEnum(ERC_TYPES);

/** Every paged list carries the token of the next page; absent on the last page. */
export const nextPageToken = z.string().optional();

/**
 * Parses with the one schema `choose` picks for the value. A plain union reports only "invalid
 * input" at the union's path; picking first lets a missing or mistyped field be named by its own path.
 */
export function chosen<S extends z.ZodType>(choose: (value: unknown) => S) {
  return z.unknown().transform((value, ctx): z.output<S> => {
    const parsed = choose(value).safeParse(value);
    if (parsed.success) return parsed.data as z.output<S>;
    // Re-raise the chosen schema's issues unchanged; their paths are relative to this value.
    for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: value } as z.core.$ZodRawIssue);
    return z.NEVER;
  });
}
