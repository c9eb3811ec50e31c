import type { EvmChainSpec, NftStyle } from './types';

/** Tokens and NFT collections each chain deploys at the start of its window. */

export interface TokenPlan {
  name: string;
  symbol: string;
  decimals: number;
  /** USD price; `'native'` follows the native token, a number multiplies it when `pegToNative`. */
  usdPrice?: number;
  pegToNative?: boolean;
  /** Whole tokens minted to the deployer. */
  supply: bigint;
  spam: boolean;
  reputation: 'Malicious' | 'Benign' | null;
  /** Has a liquidity pool on the chain's DEX (swaps against the native token). */
  pooled: boolean;
  logo: boolean;
}

export interface CollectionPlan {
  ercType: 'ERC-721' | 'ERC-1155';
  name: string;
  symbol: string;
  style: NftStyle;
  /** Native price of a mint, in whole tokens (ERC-721 mints are paid by the minter). */
  mintPrice: number;
  /** ERC-1155 item ids. */
  itemIds?: number[];
}

const token = (p: Partial<TokenPlan> & Pick<TokenPlan, 'name' | 'symbol' | 'decimals' | 'supply'>): TokenPlan => ({
  spam: false,
  reputation: null,
  pooled: false,
  logo: true,
  ...p,
});

const C_MAINNET_TOKENS: TokenPlan[] = [
  token({
    name: 'Wrapped AVAX',
    symbol: 'WAVAX',
    decimals: 18,
    supply: 40_000_000n,
    usdPrice: 1,
    pegToNative: true,
    reputation: 'Benign',
    pooled: false,
  }),
  token({
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    supply: 900_000_000n,
    usdPrice: 1,
    reputation: 'Benign',
    pooled: true,
  }),
  token({
    name: 'TetherToken',
    symbol: 'USDt',
    decimals: 6,
    supply: 700_000_000n,
    usdPrice: 0.9998,
    reputation: 'Benign',
    pooled: true,
  }),
  token({
    name: 'Bitcoin',
    symbol: 'BTC.b',
    decimals: 8,
    supply: 9_000n,
    usdPrice: 97_850,
    reputation: 'Benign',
    pooled: true,
  }),
  token({
    name: 'Wrapped Ether',
    symbol: 'WETH.e',
    decimals: 18,
    supply: 120_000n,
    usdPrice: 3_412.5,
    reputation: 'Benign',
    pooled: true,
  }),
  token({ name: 'JoeToken', symbol: 'JOE', decimals: 18, supply: 500_000_000n, usdPrice: 0.4217, pooled: true }),
  token({
    name: 'Staked AVAX',
    symbol: 'sAVAX',
    decimals: 18,
    supply: 9_000_000n,
    usdPrice: 1.2113,
    pegToNative: true,
    reputation: 'Benign',
  }),
  token({
    name: 'Coq Inu',
    symbol: 'COQ',
    decimals: 18,
    supply: 69_420_000_000_000n,
    usdPrice: 0.00000117,
    pooled: true,
  }),
  token({ name: 'Yield Vault Share', symbol: 'yvSHARE', decimals: 9, supply: 50_000_000n, usdPrice: 2.31 }),
  token({
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    supply: 1_000_000_000n,
    reputation: 'Malicious',
    logo: false,
  }),
  token({
    name: 'Claim AVAX rewards at avax-bonus.io',
    symbol: 'REWARD',
    decimals: 18,
    supply: 10_000_000_000n,
    spam: true,
    reputation: 'Malicious',
    logo: false,
  }),
  token({ name: 'Airdrop Pass', symbol: 'PASS', decimals: 0, supply: 1_000_000n, spam: true, logo: false }),
];

const C_FUJI_TOKENS: TokenPlan[] = [
  token({
    name: 'Wrapped AVAX',
    symbol: 'WAVAX',
    decimals: 18,
    supply: 5_000_000n,
    usdPrice: 1,
    pegToNative: true,
    reputation: 'Benign',
  }),
  token({
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    supply: 100_000_000n,
    usdPrice: 1,
    reputation: 'Benign',
    pooled: true,
  }),
  token({ name: 'ChainLink Token', symbol: 'LINK', decimals: 18, supply: 10_000_000n, usdPrice: 14.2, pooled: true }),
  token({ name: 'Test Token', symbol: 'TT', decimals: 9, supply: 1_000_000_000n }),
  token({
    name: 'Free Faucet Drop',
    symbol: 'DROP',
    decimals: 18,
    supply: 1_000_000_000n,
    spam: true,
    reputation: 'Malicious',
    logo: false,
  }),
];

const L1_TOKENS: TokenPlan[] = [
  token({ name: 'Bridged USDC', symbol: 'USDC.e', decimals: 6, supply: 50_000_000n, usdPrice: 1, pooled: true }),
  token({ name: 'Game Gold', symbol: 'GOLD', decimals: 18, supply: 1_000_000_000n, usdPrice: 0.0031, pooled: true }),
];

const C_MAINNET_COLLECTIONS: CollectionPlan[] = [
  { ercType: 'ERC-721', name: 'Snowy Owls', symbol: 'OWL', style: 'ipfs', mintPrice: 0.5 },
  { ercType: 'ERC-721', name: 'Peak Pioneers', symbol: 'PEAK', style: 'https', mintPrice: 1.25 },
  { ercType: 'ERC-721', name: 'Avalanche Motion', symbol: 'MOTION', style: 'animated', mintPrice: 0 },
  { ercType: 'ERC-721', name: 'Onchain Glyphs', symbol: 'GLYPH', style: 'onchain', mintPrice: 0.1 },
  { ercType: 'ERC-721', name: 'Broken Metadata Club', symbol: 'BMC', style: 'broken', mintPrice: 0 },
  {
    ercType: 'ERC-1155',
    name: 'Summit Items',
    symbol: 'ITEM',
    style: 'https',
    mintPrice: 0,
    itemIds: [1, 2, 3, 4, 5, 6, 7, 8],
  },
  {
    ercType: 'ERC-1155',
    name: 'Glacier Tickets',
    symbol: 'TIX',
    style: 'ipfs',
    mintPrice: 0,
    itemIds: [101, 102, 103],
  },
];

const C_FUJI_COLLECTIONS: CollectionPlan[] = [
  { ercType: 'ERC-721', name: 'Test Owls', symbol: 'TOWL', style: 'ipfs', mintPrice: 0 },
  { ercType: 'ERC-721', name: 'Faucet Badges', symbol: 'BADGE', style: 'broken', mintPrice: 0 },
  { ercType: 'ERC-1155', name: 'Test Items', symbol: 'TITEM', style: 'https', mintPrice: 0, itemIds: [1, 2, 3] },
];

const L1_COLLECTIONS: CollectionPlan[] = [
  { ercType: 'ERC-721', name: 'Heroes', symbol: 'HERO', style: 'https', mintPrice: 0 },
  { ercType: 'ERC-1155', name: 'Loot', symbol: 'LOOT', style: 'ipfs', mintPrice: 0, itemIds: [1, 2, 3, 4] },
];

export function tokenPlans(spec: EvmChainSpec): TokenPlan[] {
  if (!spec.richCatalogue) return L1_TOKENS;
  return spec.network === 'mainnet' ? C_MAINNET_TOKENS : C_FUJI_TOKENS;
}

export function collectionPlans(spec: EvmChainSpec): CollectionPlan[] {
  if (!spec.richCatalogue) return L1_COLLECTIONS;
  return spec.network === 'mainnet' ? C_MAINNET_COLLECTIONS : C_FUJI_COLLECTIONS;
}
