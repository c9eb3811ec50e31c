import type { SimNetwork } from '../constants';
import type { Rng } from '../rng';

/** Identity and presentation of one EVM chain (what `/v1/chains` lists). */
export interface EvmChainInfo {
  evmChainId: string;
  blockchainId: string;
  subnetId: string;
  network: SimNetwork;
  isCChain: boolean;
  chainName: string;
  description: string;
  rpcUrl: string;
  wsUrl?: string;
  explorerUrl: string;
  chainLogoUri: string;
  enabledFeatures: ('nftIndexing' | 'webhooks' | 'teleporter')[];
  nativeToken: { name: string; symbol: string; decimals: number; logoUri: string; description: string };
  /** Price of the native token in USD at SIM_NOW. */
  nativeUsdPrice: number;
}

/** Size and history offsets of a generated chain. */
export interface EvmChainShape {
  /** Height of the first generated block (older history is not served). */
  firstBlock: number;
  blockCount: number;
  /** Days of history ending at SIM_NOW. */
  days: number;
  eoaCount: number;
  meanTxPerBlock: number;
  /** Counts of the pre-window history, so cumulative figures look like a long-lived chain. */
  priorTxCount: number;
  priorAddresses: number;
  priorContracts: number;
  priorDeployers: number;
}

export interface EvmChainSpec extends EvmChainInfo, EvmChainShape {
  /** Label of this chain's rng fork. */
  key: string;
  /** Distinct token/collection catalogue only on the C-Chains. */
  richCatalogue: boolean;
}

export type AccountKind = 'eoa' | 'erc20' | 'erc721' | 'erc1155' | 'contract' | 'zero';

/** Every address the chain knows, by index: EOAs, contracts, the zero address. */
export interface Account {
  address: string;
  kind: AccountKind;
  /** Display name of a known contract. */
  name?: string;
  /** Index into `tokens` / `collections` for token contracts. */
  assetIndex?: number;
}

export interface Erc20Def {
  account: number;
  name: string;
  symbol: string;
  decimals: number;
  logoUri?: string;
  usdPrice?: number;
  /** Hidden by `filterSpamTokens=true`. */
  spam: boolean;
  reputation: 'Malicious' | 'Benign' | null;
}

/** How a collection's metadata is hosted: IPFS, HTTPS, with animations, on-chain SVG, or unreachable. */
export type NftStyle = 'ipfs' | 'https' | 'animated' | 'onchain' | 'broken';

export interface CollectionDef {
  account: number;
  ercType: 'ERC-721' | 'ERC-1155';
  name: string;
  symbol: string;
  style: NftStyle;
  /** Never advanced: forked per token to derive metadata lazily. */
  metaRng: Rng;
}

/** An ERC-20 Transfer log. */
export interface Erc20Transfer {
  tx: number;
  token: number;
  from: number;
  to: number;
  value: bigint;
  logIndex: number;
}

/** An ERC-721 Transfer or ERC-1155 TransferSingle log. */
export interface NftTransfer {
  tx: number;
  collection: number;
  tokenId: bigint;
  from: number;
  to: number;
  /** Always 1 for ERC-721. */
  value: bigint;
  logIndex: number;
  operator: number;
}

export type InternalKind = 'CALL' | 'CREATE' | 'CREATE2' | 'DELEGATECALL' | 'STATICCALL';

export interface InternalTx {
  from: number;
  to: number;
  type: InternalKind;
  value: bigint;
  gasUsed: number;
  gasLimit: number;
}

export type TxKind =
  | 'native'
  | 'erc20'
  | 'approve'
  | 'airdrop'
  | 'swapIn'
  | 'swapOut'
  | 'nftMint'
  | 'nftTransfer'
  | 'multiTransfer'
  | 'deploy'
  | 'factoryCreate'
  | 'teleporterSend'
  | 'teleporterReceive'
  | 'call';

export interface TeleporterInfo {
  messageId: string;
  direction: 'SOURCE_TRANSACTION' | 'DESTINATION_TRANSACTION';
  otherChainId: string;
}

export interface EvmTx {
  hash: string;
  block: number;
  /** Position in the block. */
  index: number;
  from: number;
  to: number;
  value: bigint;
  nonce: number;
  kind: TxKind;
  success: boolean;
  /** 0 = legacy, 2 = EIP-1559. */
  txType: 0 | 2;
  gasLimit: number;
  gasUsed: number;
  /** Effective gas price paid. */
  gasPrice: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  methodSig?: string;
  erc20: Erc20Transfer[];
  nft: NftTransfer[];
  internal: InternalTx[];
  /** Contract created by this transaction (directly or through a factory). */
  created?: number;
  teleporter?: TeleporterInfo;
}

export interface EvmBlock {
  number: number;
  hash: string;
  parentHash: string;
  timestamp: number;
  /** Milliseconds part of the proposal time (Granite). */
  timestampMs: number;
  baseFee: bigint;
  gasLimit: number;
  gasUsed: number;
  feesSpent: bigint;
  /** Index of the first transaction in `txs`. */
  firstTx: number;
  txCount: number;
  /** Transactions of the chain up to and including this block (prior history included). */
  cumulativeTxs: number;
}

/** Balance after each block that changed it: `blocks[i]` → `values[i]`. */
export interface BalanceHistory {
  blocks: number[];
  values: bigint[];
}

/** Transfers of one NFT token id (ERC-721: owner; ERC-1155: per-holder amounts). */
export interface NftTokenState {
  collection: number;
  tokenId: bigint;
  mintedTx: number;
  owner?: number;
  holders?: Map<number, bigint>;
}

export interface EvmChainData {
  spec: EvmChainSpec;
  accounts: Account[];
  /** Lower-case address → account index. */
  accountIndex: Map<string, number>;
  tokens: Erc20Def[];
  collections: CollectionDef[];
  blocks: EvmBlock[];
  txs: EvmTx[];
  /** All ERC-20 transfers in chain order. */
  erc20Transfers: Erc20Transfer[];
  nftTransfers: NftTransfer[];
  /** Native balance before the first block, per account. */
  initialBalances: bigint[];
  initialNonces: number[];
  nativeHistory: Map<number, BalanceHistory>;
  /** Key `erc20Key(token, account)`. */
  erc20History: Map<number, BalanceHistory>;
  /** Key `${collection}:${tokenId}`. */
  nftTokens: Map<string, NftTokenState>;
  /** Per account: indexes of txs where it is `from` or `to`, ascending. */
  txsByAccount: Map<number, number[]>;
  /** Per account: indexes into `erc20Transfers` where it is from or to, ascending. */
  erc20ByAccount: Map<number, number[]>;
  /** Contract account → index of the tx that created it. */
  deployments: Map<number, number>;
  /** USD price of the native token per UTC day index (0 = first day of the window). */
  dailyNativeUsd: number[];
  windowStart: number;
}

/** Numeric key of a (token, account) pair: small integers keep the maps fast. */
export const erc20Key = (token: number, account: number) => token * 1_048_576 + account;
