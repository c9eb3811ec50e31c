import { groupThousands } from './amount';

/**
 * Exact arithmetic and formatting on decimal strings (`"1860858533.8382"`, `"123456789012345678901"`):
 * a value is a BigInt scaled by a power of ten, so no float ever rounds the digits. Metric values arrive
 * like this (shared/numbers/exact-decimal.ts) and fees in wei routinely pass 2^53.
 */

export interface Scaled {
  /** The value times 10^scale. */
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** `"12.50"` → `{ units: 1250n, scale: 2 }`; null when `text` is not a plain decimal. */
export function parseDecimal(text: string): Scaled | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const [, sign, whole = '0', fraction = ''] = m;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign ? -units : units, scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** Exact plain-decimal text of a scaled value, trailing fraction zeros trimmed. */
export function decimalText({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const body = fraction ? `${whole}.${fraction}` : whole;
  return negative && body !== '0' ? `-${body}` : body;
}

const toScaled = (text: string): Scaled => {
  const parsed = parseDecimal(text);
  if (!parsed) throw new RangeError(`"${text}" is not a decimal number`);
  return parsed;
};

/** Exact sum of decimal strings. */
export function sumDecimals(values: readonly string[]): string {
  const parsed = values.map(toScaled);
  const scale = Math.max(0, ...parsed.map((p) => p.scale));
  return decimalText({ units: parsed.reduce((s, p) => s + rescale(p, scale), 0n), scale });
}

/** Exact `a - b`. */
export function subtractDecimals(a: string, b: string): string {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  return decimalText({ units: rescale(x, scale) - rescale(y, scale), scale });
}

/** Sign of `a - b`: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  const d = rescale(x, scale) - rescale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** `units / divisor` rounded half away from zero. */
function divideRounded(units: bigint, divisor: bigint): bigint {
  const negative = units < 0n !== divisor < 0n;
  const n = units < 0n ? -units : units;
  const d = divisor < 0n ? -divisor : divisor;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** The mean of decimal strings, exact to `digits` fraction digits (half-up). */
export function meanOfDecimals(values: readonly string[], digits = 4): string {
  if (values.length === 0) throw new RangeError('the mean of nothing');
  const total = toScaled(sumDecimals(values));
  const units = divideRounded(total.units * 10n ** BigInt(digits), BigInt(values.length) * 10n ** BigInt(total.scale));
  return decimalText({ units, scale: digits });
}

/** `(a - b) / b` as a percentage number (for display only); null when b is 0. */
export function percentChange(from: string, to: string): number | null {
  const a = toScaled(from);
  if (a.units === 0n) return null;
  const b = toScaled(to);
  const scale = Math.max(a.scale, b.scale);
  const base = rescale(a, scale);
  // Ten-thousandths of a percent, exact, then one float division for display.
  const tenThousandths = divideRounded((rescale(b, scale) - base) * 1_000_000n, base);
  return Number(tenThousandths) / 10_000;
}

export interface DecimalFormat {
  /** Divide by 10^shift first (wei → gwei: 9, wei → AVAX: 18). */
  shift?: number;
  /** Round half-up to at most this many fraction digits (default: keep all). */
  maxFractionDigits?: number;
  /** Pad to at least this many fraction digits (TPS: 2). */
  minFractionDigits?: number;
  /** Thousands separators in the whole part (default true). */
  group?: boolean;
}

/** `formatDecimal('1234567.891', { maxFractionDigits: 2 })` → `1,234,567.89`, exactly. */
export function formatDecimal(text: string, options: DecimalFormat = {}): string {
  const { shift = 0, maxFractionDigits, minFractionDigits = 0, group = true } = options;
  const parsed = parseDecimal(text);
  if (!parsed) return text;
  let value: Scaled = { units: parsed.units, scale: parsed.scale + shift };
  if (maxFractionDigits !== undefined && value.scale > maxFractionDigits) {
    value = {
      units: divideRounded(value.units, 10n ** BigInt(value.scale - maxFractionDigits)),
      scale: maxFractionDigits,
    };
    if (value.units === 0n && parsed.units !== 0n) {
      const smallest = maxFractionDigits === 0 ? '1' : `0.${'0'.repeat(maxFractionDigits - 1)}1`;
      return parsed.units < 0n ? `>-${smallest}` : `<${smallest}`;
    }
  }
  const plain = decimalText(value);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const padded = fraction.padEnd(minFractionDigits, '0');
  const body = `${group ? groupThousands(whole) : whole}${padded ? `.${padded}` : ''}`;
  return negative ? `-${body}` : body;
}

/** A sort key that orders decimal strings exactly (scaled to 18 fraction digits); null when not a decimal. */
export function decimalSortKey(text: string): bigint | null {
  const parsed = parseDecimal(text);
  if (!parsed) return null;
  return parsed.scale <= 18
    ? parsed.units * 10n ** BigInt(18 - parsed.scale)
    : parsed.units / 10n ** BigInt(parsed.scale - 18);
}
