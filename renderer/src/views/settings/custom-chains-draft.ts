import type { CustomEvmChain } from '@shared/models/profile';

/** One custom EVM chain row of the profile form, as typed; the chain id is filled by reading eth_chainId. */
export interface CustomChainDraft {
  name: string;
  rpcUrl: string;
  chainId: string;
  /** The native token's symbol; empty: amounts on the chain say "native". */
  symbol: string;
  /** The native token's decimals as typed; empty: 18. */
  decimals: string;
}

export const CUSTOM_CHAIN_FIELDS = ['name', 'rpcUrl', 'chainId', 'symbol', 'decimals'] as const;
export type CustomChainField = (typeof CUSTOM_CHAIN_FIELDS)[number];
/** The error key of one cell: `customChains.<row>.<field>`, as the contract's path below `profile.` names it. */
export type CustomChainErrorKey = `customChains.${number}.${CustomChainField}`;

export const customChainKey = (row: number, field: CustomChainField): CustomChainErrorKey =>
  `customChains.${row}.${field}`;

export const emptyCustomChain = (): CustomChainDraft => ({
  name: '',
  rpcUrl: '',
  chainId: '',
  symbol: '',
  decimals: '',
});

export const customChainDraftsOf = (chains: readonly CustomEvmChain[] | undefined): CustomChainDraft[] =>
  (chains ?? []).map((c) => ({
    name: c.name,
    rpcUrl: c.rpcUrl,
    chainId: c.chainId,
    symbol: c.symbol ?? '',
    decimals: c.decimals === undefined ? '' : String(c.decimals),
  }));

/** Typed decimals as the contract sees them: empty is absent, anything but digits is refused there (NaN). */
function decimalsInput(typed: string): number | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
}

export const customChainsInput = (rows: readonly CustomChainDraft[]): CustomEvmChain[] =>
  rows.map((r) => {
    const decimals = decimalsInput(r.decimals);
    return {
      name: r.name,
      rpcUrl: r.rpcUrl,
      chainId: r.chainId.trim(),
      ...(r.symbol.trim() ? { symbol: r.symbol } : {}),
      ...(decimals === undefined ? {} : { decimals }),
    };
  });

/** The cell a contract path (below `profile.`) points at: `customChains.2.rpcUrl`, if it is one. */
export function customChainKeyOf(path: string): CustomChainErrorKey | null {
  const [head, row, field] = path.split('.');
  if (head !== 'customChains' || row === undefined || !/^\d+$/.test(row)) return null;
  const known = CUSTOM_CHAIN_FIELDS.find((f) => f === field);
  return known ? customChainKey(Number(row), known) : null;
}
