import { formatUnits } from '@renderer/format/amount';
import { parseBigInt } from '@renderer/format/number';
import type { ChainInfo } from '@shared/models/data/chains';
import type { TransactionDetail } from '@shared/models/data/transactions';

/** A decimal as an integer and a power-of-ten scale: `12.5` → `{ units: 125n, scale: 1 }`. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/;

/** A price as the service sent it (decimal string or JSON number, exponent allowed); null when it is not one. */
export function parseDecimal(value: string | number): ScaledDecimal | null {
  const text = String(value).trim();
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = m;
  if (whole === '' && fraction === '') return null;
  const exp = Number(exponent);
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 200) return null;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exp;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/**
 * The fiat value of a token amount at a price, exact as a decimal string (`amount / 10^decimals × price`),
 * so a large amount at a tiny price loses nothing before it is formatted. Null when either is unreadable.
 */
export function fiatValueOf(amount: string | bigint, decimals: number, price: string | number): string | null {
  const units = typeof amount === 'bigint' ? amount : parseBigInt(amount);
  const p = parseDecimal(price);
  if (units === null || p === null || !Number.isInteger(decimals) || decimals < 0) return null;
  const scale = decimals + p.scale;
  if (scale > 255) return null;
  return formatUnits(units * p.units, scale, { group: false });
}

const TX_TYPES: Record<number, string> = {
  0: 'Legacy',
  1: 'EIP-2930 (access list)',
  2: 'EIP-1559 (dynamic fee)',
  3: 'EIP-4844 (blob)',
  4: 'EIP-7702 (set code)',
};

/** `2` → `EIP-1559 (dynamic fee)`; an unknown type keeps its number. */
export function txTypeLabel(type: number): string {
  return TX_TYPES[type] ?? `Type ${type}`;
}

const CALL_TYPES: Record<string, string> = {
  NATIVE_TRANSFER: 'Native transfer',
  CONTRACT_CALL: 'Contract call',
  CONTRACT_CREATION: 'Contract creation',
};

/** `CONTRACT_CALL` → `Contract call`; an unknown value is shown as sent. */
export function callTypeLabel(callType: string): string {
  return CALL_TYPES[callType] ?? callType;
}

/** Calldata split the way the ABI lays it out: the 4-byte selector, then 32-byte words (the last may be short). */
export interface Calldata {
  selector: string | null;
  words: CalldataWord[];
  byteLength: number;
}

export interface CalldataWord {
  /** Position among the words (0 = first argument word). */
  index: number;
  /** Byte offset of the word in the whole input. */
  offset: number;
  hex: string;
}

/** Null when `input` is not `0x` followed by an even number of hex digits. */
export function splitCalldata(input: string): Calldata | null {
  const text = input.trim();
  if (!/^0x([0-9a-fA-F]{2})*$/.test(text)) return null;
  const body = text.slice(2).toLowerCase();
  const byteLength = body.length / 2;
  if (byteLength < 4) return { selector: byteLength === 0 ? null : `0x${body}`, words: [], byteLength };
  const words: CalldataWord[] = [];
  for (let at = 8; at < body.length; at += 64) {
    words.push({ index: words.length, offset: at / 2, hex: body.slice(at, at + 64) });
  }
  return { selector: `0x${body.slice(0, 8)}`, words, byteLength };
}

/** The chain a reference names: an EVM chain id (`43114`) or a blockchain id (cb58), as Teleporter reports them. */
export function findChainInfo(chains: readonly ChainInfo[] | undefined, ref: string): ChainInfo | undefined {
  return chains?.find((c) => c.chainId === ref || c.platformChainId === ref);
}

/** The chains worth trying for a hash not found on `chainId`: the others, same network kind first. */
export function otherChains(chains: readonly ChainInfo[], chainId: string): ChainInfo[] {
  const current = chains.find((c) => c.chainId === chainId);
  const others = chains.filter((c) => c.chainId !== chainId);
  if (!current) return others;
  const same = others.filter((c) => c.isTestnet === current.isTestnet);
  return [...same, ...others.filter((c) => c.isTestnet !== current.isTestnet)];
}

export const TX_SECTIONS = ['erc20', 'erc721', 'erc1155', 'internal', 'teleporter'] as const;
export type TxSection = (typeof TX_SECTIONS)[number];

/** How many rows each section of a transaction has (the Teleporter message counts as one). */
export function sectionCounts(detail: TransactionDetail): Record<TxSection, number> {
  return {
    erc20: detail.erc20Transfers?.length ?? 0,
    erc721: detail.erc721Transfers?.length ?? 0,
    erc1155: detail.erc1155Transfers?.length ?? 0,
    internal: detail.internalTransactions?.length ?? 0,
    teleporter: detail.teleporterMessageInfo ? 1 : 0,
  };
}

/** The section to open first: the first one with something in it. */
export function firstFilledSection(counts: Record<TxSection, number>): TxSection {
  return TX_SECTIONS.find((s) => counts[s] > 0) ?? 'erc20';
}
