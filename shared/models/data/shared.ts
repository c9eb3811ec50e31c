import { z } from 'zod';
import { loose } from '../../schema';

/** Shapes reused across Data API responses (spec: "Shared shapes"). */
export const Price = loose({ currencyCode: z.string(), value: z.union([z.string(), z.number()]) });

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
