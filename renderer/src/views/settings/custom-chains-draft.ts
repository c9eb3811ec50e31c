import type { CustomEvmChain } from '@shared/models/profile';

/** One custom EVM chain row of the profile form, as typed; the chain id is filled by reading eth_chainId. */
export interface CustomChainDraft {
  name: string;
  rpcUrl: string;
  chainId: string;
}

export const CUSTOM_CHAIN_FIELDS = ['name', 'rpcUrl', 'chainId'] as const;
export type CustomChainField = (typeof CUSTOM_CHAIN_FIELDS)[number];
/** The error key of one cell: `customChains.<row>.<field>`, as the contract's path below `profile.` names it. */
export type CustomChainErrorKey = `customChains.${number}.${CustomChainField}`;

export const customChainKey = (row: number, field: CustomChainField): CustomChainErrorKey =>
  `customChains.${row}.${field}`;

export const emptyCustomChain = (): CustomChainDraft => ({ name: '', rpcUrl: '', chainId: '' });

export const customChainDraftsOf = (chains: readonly CustomEvmChain[] | undefined): CustomChainDraft[] =>
  (chains ?? []).map((c) => ({ name: c.name, rpcUrl: c.rpcUrl, chainId: c.chainId }));

export const customChainsInput = (rows: readonly CustomChainDraft[]): CustomEvmChain[] =>
  rows.map((r) => ({ name: r.name, rpcUrl: r.rpcUrl, chainId: r.chainId.trim() }));

/** The cell a contract path (below `profile.`) points at: `customChains.2.rpcUrl`, if it is one. */
export function customChainKeyOf(path: string): CustomChainErrorKey | null {
  const [head, row, field] = path.split('.');
  if (head !== 'customChains' || row === undefined || !/^\d+$/.test(row)) return null;
  const known = CUSTOM_CHAIN_FIELDS.find((f) => f === field);
  return known ? customChainKey(Number(row), known) : null;
}
