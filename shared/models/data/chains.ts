import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';
import { NetworkToken } from './shared';

/** The chain list (`GET /v1/chains`), shaped as the SDK's DataListChainsResponse / ChainInfo. */

export const CHAIN_STATUSES = ['OK', 'UNAVAILABLE'] as const;
export const VM_NAMES = ['EVM', 'BITCOIN', 'ETHEREUM'] as const;
export const CHAIN_FEATURES = ['nftIndexing', 'webhooks', 'teleporter'] as const;

export const UtilityAddresses = loose({ multicall: z.string().optional() });

export const ChainInfo = loose({
  chainId: z.string(),
  status: openEnum(CHAIN_STATUSES),
  chainName: z.string(),
  description: z.string(),
  platformChainId: z.string().optional(),
  subnetId: z.string().optional(),
  vmId: z.string().optional(),
  vmName: openEnum(VM_NAMES),
  explorerUrl: z.string().optional(),
  rpcUrl: z.string(),
  wsUrl: z.string().optional(),
  isTestnet: z.boolean(),
  utilityAddresses: UtilityAddresses.optional(),
  networkToken: NetworkToken,
  chainLogoUri: z.string().optional(),
  private: z.boolean().optional(),
  enabledFeatures: z.array(openEnum(CHAIN_FEATURES)).optional(),
});
export type ChainInfo = z.output<typeof ChainInfo>;

export const ListChainsResponse = loose({ chains: z.array(ChainInfo) });
export type ListChainsResponse = z.output<typeof ListChainsResponse>;
