import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';
import { Erc721Token, Erc1155Metadata } from './nfts';
import { AddressInfo, NetworkToken, nextPageToken, Price } from './shared';

/** EVM transactions, transfers and the single-transaction detail. */

/** The ERC-20 token a transfer moved. */
export const Erc20TokenInfo = loose({
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  logoUri: z.string().optional(),
  ercType: openEnum(['ERC-20']),
  price: Price.optional(),
});
export type Erc20TokenInfo = z.output<typeof Erc20TokenInfo>;

/** The ERC-1155 token a transfer moved (no name/symbol: those live in its metadata). */
export const Erc1155TokenInfo = loose({
  address: z.string(),
  ercType: openEnum(['ERC-1155']),
  tokenId: z.string(),
  tokenUri: z.string(),
  metadata: Erc1155Metadata,
});
export type Erc1155TokenInfo = z.output<typeof Erc1155TokenInfo>;

const transferBase = { from: AddressInfo, to: AddressInfo, logIndex: z.number() };

/** Where a transfer sits on chain; carried by per-address lists, not by the single-transaction detail. */
const onChain = {
  blockNumber: z.string(),
  blockTimestamp: z.number(),
  blockTimestampMilliseconds: z.number().optional(),
  blockHash: z.string(),
  txHash: z.string(),
};

export const Erc20TransferDetail = loose({ ...transferBase, value: z.string(), erc20Token: Erc20TokenInfo });
export type Erc20TransferDetail = z.output<typeof Erc20TransferDetail>;

/** Erc20Transfer as listed per address (transactions:listErc20). */
export const Erc20Transfer = loose({ ...onChain, ...Erc20TransferDetail.shape });
export type Erc20Transfer = z.output<typeof Erc20Transfer>;

export const Erc721TransferDetail = loose({ ...transferBase, erc721Token: Erc721Token });
export type Erc721TransferDetail = z.output<typeof Erc721TransferDetail>;

export const Erc1155TransferDetail = loose({ ...transferBase, value: z.string(), erc1155Token: Erc1155TokenInfo });
export type Erc1155TransferDetail = z.output<typeof Erc1155TransferDetail>;

export const INTERNAL_TX_TYPES = [
  'UNKNOWN',
  'CALL',
  'CREATE',
  'CREATE2',
  'CREATE3',
  'CALLCODE',
  'DELEGATECALL',
  'STATICCALL',
] as const;

export const InternalTransaction = loose({
  from: AddressInfo,
  to: AddressInfo,
  internalTxType: openEnum(INTERNAL_TX_TYPES),
  value: z.string(),
  isReverted: z.boolean(),
  gasUsed: z.string(),
  gasLimit: z.string(),
});
export type InternalTransaction = z.output<typeof InternalTransaction>;

export const NetworkTokenDetails = loose({
  networkToken: NetworkToken,
  currentPrice: Price.optional(),
  historicalPrice: Price.optional(),
});
export type NetworkTokenDetails = z.output<typeof NetworkTokenDetails>;

export const METHOD_CALL_TYPES = ['NATIVE_TRANSFER', 'CONTRACT_CALL', 'CONTRACT_CREATION'] as const;

export const TransactionMethod = loose({
  callType: openEnum(METHOD_CALL_TYPES),
  methodHash: z.string(),
  methodName: z.string().optional(),
});
export type TransactionMethod = z.output<typeof TransactionMethod>;

export const NativeTransaction = loose({
  blockNumber: z.string(),
  blockTimestamp: z.number(),
  blockTimestampMilliseconds: z.number().optional(),
  blockMinDelayExcess: z.number().optional(),
  blockHash: z.string(),
  chainId: z.string(),
  blockIndex: z.number(),
  txHash: z.string(),
  txStatus: z.string(),
  txType: z.number(),
  gasLimit: z.string(),
  gasUsed: z.string(),
  gasPrice: z.string(),
  nonce: z.string(),
  from: AddressInfo,
  to: AddressInfo,
  method: TransactionMethod.optional(),
  value: z.string(),
});
export type NativeTransaction = z.output<typeof NativeTransaction>;

/** The single-transaction and deployment variant: adds the input and the fee fields. */
export const FullNativeTransaction = loose({
  ...NativeTransaction.shape,
  input: z.string(),
  baseFeePerGas: z.string(),
  maxFeePerGas: z.string().optional(),
  maxPriorityFeePerGas: z.string().optional(),
});
export type FullNativeTransaction = z.output<typeof FullNativeTransaction>;

export const TELEPORTER_DIRECTIONS = ['SOURCE_TRANSACTION', 'DESTINATION_TRANSACTION'] as const;

export const TeleporterMessageInfo = loose({
  teleporterMessageId: z.string(),
  direction: openEnum(TELEPORTER_DIRECTIONS),
  sourceChainId: z.string().optional(),
  destinationChainId: z.string().optional(),
});
export type TeleporterMessageInfo = z.output<typeof TeleporterMessageInfo>;

/** Single transaction and contract deployment transaction. */
export const TransactionDetail = loose({
  erc20Transfers: z.array(Erc20TransferDetail).optional(),
  erc721Transfers: z.array(Erc721TransferDetail).optional(),
  erc1155Transfers: z.array(Erc1155TransferDetail).optional(),
  internalTransactions: z.array(InternalTransaction).optional(),
  networkTokenDetails: NetworkTokenDetails,
  nativeTransaction: FullNativeTransaction,
  teleporterMessageInfo: TeleporterMessageInfo.optional(),
});
export type TransactionDetail = z.output<typeof TransactionDetail>;

export const TRANSACTION_STATUSES = ['failed', 'success'] as const;

export const ListNativeTransactionsResponse = loose({ nextPageToken, transactions: z.array(NativeTransaction) });
export type ListNativeTransactionsResponse = z.output<typeof ListNativeTransactionsResponse>;

export const ListErc20TransfersResponse = loose({ nextPageToken, transactions: z.array(Erc20Transfer) });
export type ListErc20TransfersResponse = z.output<typeof ListErc20TransfersResponse>;
