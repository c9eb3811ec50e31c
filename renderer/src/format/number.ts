import { formatUnits, groupThousands } from './amount';

/**
 * Counts, gas and wei arrive as numbers, decimal strings or (node RPC) `0x` hex strings and may exceed
 * 2^53, so integers go through BigInt; only genuinely fractional values (rates, shares) are floats.
 */
export type IntegerInput = number | bigint | string;

const DECIMAL_INTEGER = /^-?\d+$/;
const HEX_INTEGER = /^0x[0-9a-fA-F]+$/;

/** A decimal or `0x` hex integer as BigInt; null for anything else (fractions, NaN, garbage). */
export function parseBigInt(value: IntegerInput): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  const text = value.trim();
  if (DECIMAL_INTEGER.test(text) || HEX_INTEGER.test(text)) return BigInt(text);
  return null;
}

/** `1234567` → `1,234,567` (hex input shown in decimal); the raw input when it is not an integer. */
export function formatInteger(value: IntegerInput): string {
  const n = parseBigInt(value);
  if (n === null) return String(value);
  return n < 0n ? `-${groupThousands((-n).toString())}` : groupThousands(n.toString());
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'];

function compactBigInt(n: bigint, fractionDigits: number): string {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const scale = 10n ** BigInt(fractionDigits);
  let unit = 0;
  while (unit < COMPACT_UNITS.length - 1 && abs >= 1000n ** BigInt(unit + 1)) unit++;
  let scaled = 0n;
  for (;;) {
    const divisor = 1000n ** BigInt(unit);
    scaled = (abs * scale * 2n + divisor) / (2n * divisor); // half-up
    // 999,960 rounds to "1000.0K": move up a unit instead.
    if (scaled / scale >= 1000n && unit < COMPACT_UNITS.length - 1 && unit > 0) unit++;
    else break;
  }
  const integer = (scaled / scale).toString();
  const fraction = fractionDigits === 0 ? '' : (scaled % scale).toString().padStart(fractionDigits, '0');
  const trimmed = fraction.replace(/0+$/, '');
  const body = `${groupThousands(integer)}${trimmed ? `.${trimmed}` : ''}${COMPACT_UNITS[unit]}`;
  return negative && scaled !== 0n ? `-${body}` : body;
}

/** `1234` → `1.2K`, `5600000` → `5.6M`, `12.345` → `12.35`; exact (BigInt) for huge integers. */
export function formatCompact(value: IntegerInput, fractionDigits = 1): string {
  const integer = parseBigInt(value);
  if (integer !== null) return compactBigInt(integer, fractionDigits);
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(n) || (typeof value === 'string' && value.trim() === '')) return String(value);
  if (Math.abs(n) >= 1000) return compactBigInt(BigInt(Math.round(n)), fractionDigits);
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export interface PercentOptions {
  /** Fraction digits at most (trailing zeros are dropped); default 2. */
  digits?: number;
  /** The value is a ratio 0..1 rather than a percentage 0..100. */
  ratio?: boolean;
}

/** `12.3456` → `12.35%`; a non-zero value that would show as 0 shows as `<0.01%`. */
export function formatPercent(value: number, { digits = 2, ratio = false }: PercentOptions = {}): string {
  if (!Number.isFinite(value)) return '—';
  const percent = ratio ? value * 100 : value;
  const smallest = 10 ** -digits;
  if (percent !== 0 && Math.abs(percent) < smallest / 2) return `${percent < 0 ? '>-' : '<'}${smallest}%`;
  const text = percent.toFixed(digits).replace(/\.?0+$/, '');
  return `${text === '-0' ? '0' : text}%`;
}

/** `part` as a percentage of `whole`, exact to 4 decimals for any integer size; null when whole is 0 or unreadable. */
export function percentOf(part: IntegerInput, whole: IntegerInput): number | null {
  const p = parseBigInt(part);
  const w = parseBigInt(whole);
  if (p === null || w === null || w === 0n) return null;
  return Number((p * 1_000_000n) / w) / 10_000;
}

/** Wei → `25.5 gwei` (BigInt, `maxFractionDigits` rounded half-up); the raw input when it is not an integer. */
export function formatGwei(wei: IntegerInput, maxFractionDigits = 4): string {
  const n = parseBigInt(wei);
  if (n === null) return String(wei);
  return `${formatUnits(n, 9, { maxFractionDigits })} gwei`;
}

/** Gas units with thousands separators (hex from the node shown in decimal). */
export function formatGas(gas: IntegerInput): string {
  return formatInteger(gas);
}

/** `gasUsed × gasPrice` in wei, exact; null when either is not an integer. */
export function feeWei(gasUsed: IntegerInput, gasPrice: IntegerInput): bigint | null {
  const used = parseBigInt(gasUsed);
  const price = parseBigInt(gasPrice);
  return used === null || price === null ? null : used * price;
}
