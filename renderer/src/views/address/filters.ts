import { paramsFieldErrors } from '@renderer/api';
import type { BlockRangeParams, Erc20BalanceFilters } from '@renderer/queries/address';

/**
 * The tab filters as the user typed them (strings, kept in the hash so a filtered list is a deep link)
 * and their translation to channel params. Validation is the contract's own (`paramsFieldErrors`), so
 * the messages next to the fields are exactly what the main process would refuse.
 */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type Parsed<T, K extends string> = { ok: true; params: T } | { ok: false; errors: FieldErrors<K> };

export interface BlockRangeText {
  startBlock: string;
  endBlock: string;
}
export type BlockRangeField = keyof BlockRangeText;

export interface BalanceFilterText {
  /** Hide tokens the service marks as spam (its default). */
  filterSpamTokens: boolean;
  /** Contract addresses separated by commas and/or whitespace. */
  contracts: string;
  /** "As of block": a decimal or 0x block number; empty for the latest. */
  blockNumber: string;
}
export type BalanceFilterField = 'contractAddresses' | 'blockNumber';

/** `'42'` → 42; empty → undefined; anything else is passed through so the contract names the problem. */
export function wholeNumberInput(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** `'0xa, 0xb 0xc'` → `['0xa', '0xb', '0xc']`. */
export function splitAddressList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part.length > 0);
}

function definedOnly<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The block range of the transaction lists: startBlock inclusive, endBlock exclusive, either open. */
export function parseBlockRange(
  chainId: string,
  address: string,
  text: BlockRangeText,
): Parsed<BlockRangeParams, BlockRangeField> {
  const range = definedOnly({
    startBlock: wholeNumberInput(text.startBlock),
    endBlock: wholeNumberInput(text.endBlock),
  });
  const problems = paramsFieldErrors('data.listNativeTransactions', { chainId, address, ...range });
  const errors: FieldErrors<BlockRangeField> = {};
  if (problems.startBlock) errors.startBlock = problems.startBlock;
  if (problems.endBlock) errors.endBlock = problems.endBlock;
  if (errors.startBlock || errors.endBlock) return { ok: false, errors };
  return { ok: true, params: range as BlockRangeParams };
}

/** The ERC-20 balance filters; a problem with one listed address names that address. */
export function parseBalanceFilters(
  chainId: string,
  address: string,
  text: BalanceFilterText,
): Parsed<Erc20BalanceFilters, BalanceFilterField> {
  const contracts = splitAddressList(text.contracts);
  const blockNumber = text.blockNumber.trim();
  const filters = definedOnly({
    filterSpamTokens: text.filterSpamTokens,
    contractAddresses: contracts.length > 0 ? contracts : undefined,
    blockNumber: blockNumber === '' ? undefined : blockNumber,
  });
  const problems = paramsFieldErrors('data.listErc20Balances', { chainId, address, ...filters });
  const errors: FieldErrors<BalanceFilterField> = {};
  for (const [path, message] of Object.entries(problems)) {
    const [field, index] = path.split('.');
    if (field === 'blockNumber') errors.blockNumber ??= message;
    if (field === 'contractAddresses') {
      const item = index === undefined ? undefined : contracts[Number(index)];
      errors.contractAddresses ??= item === undefined ? message : `${item} ${message}`;
    }
  }
  if (errors.blockNumber || errors.contractAddresses) return { ok: false, errors };
  return { ok: true, params: filters as Erc20BalanceFilters };
}
