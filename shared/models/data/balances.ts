import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';
import { Erc721TokenBalance } from './nfts';
import { NativeTokenBalance, nextPageToken, Price } from './shared';
import { Erc20TokenInfo } from './transactions';

/** Balance lists of an EVM address. */

export const TOKEN_REPUTATIONS = ['Malicious', 'Benign'] as const;

/** The token as a transfer names it (`Erc20TokenInfo`), plus what the address holds of it. */
export const Erc20TokenBalance = loose({
  ...Erc20TokenInfo.shape,
  chainId: z.string(),
  balance: z.string(),
  balanceValue: Price.optional(),
  /** Null when the service has no opinion about the token. */
  tokenReputation: openEnum(TOKEN_REPUTATIONS).nullable(),
});
export type Erc20TokenBalance = z.output<typeof Erc20TokenBalance>;

export const GetNativeBalanceResponse = loose({ nativeTokenBalance: NativeTokenBalance });
export type GetNativeBalanceResponse = z.output<typeof GetNativeBalanceResponse>;

export const ListErc20BalancesResponse = loose({
  nextPageToken,
  nativeTokenBalance: NativeTokenBalance,
  erc20TokenBalances: z.array(Erc20TokenBalance),
});
export type ListErc20BalancesResponse = z.output<typeof ListErc20BalancesResponse>;

export const ListErc721BalancesResponse = loose({
  nextPageToken,
  nativeTokenBalance: NativeTokenBalance,
  erc721TokenBalances: z.array(Erc721TokenBalance),
});
export type ListErc721BalancesResponse = z.output<typeof ListErc721BalancesResponse>;
