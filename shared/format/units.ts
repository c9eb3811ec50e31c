/**
 * Token amounts are integers in the smallest unit (wei for 18 decimals) and routinely exceed 2^53,
 * so all arithmetic here is BigInt on the decimal string: no float ever touches the value.
 */
export interface FormatUnitsOptions {
  /** Round half-up to this many fraction digits; a non-zero value that rounds to 0 shows as `<0.0001`. */
  maxFractionDigits?: number;
  /** Thousands separators in the integer part (default true). */
  group?: boolean;
}

const INTEGER = /^-?\d+$/;

/** `1234567` → `1,234,567`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function isIntegerString(value: string): boolean {
  return INTEGER.test(value.trim());
}

function toBigInt(value: string | bigint): bigint {
  if (typeof value === 'bigint') return value;
  const text = value.trim();
  if (!INTEGER.test(text)) throw new RangeError(`"${value}" is not an integer amount`);
  return BigInt(text);
}

function checkDecimals(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > 255) throw new RangeError(`${name} must be an integer from 0 to 255`);
}

/** `formatUnits('1500000000000000000', 18)` → `1.5`; exact for any size, trailing zeros trimmed. */
export function formatUnits(value: string | bigint, decimals: number, options: FormatUnitsOptions = {}): string {
  checkDecimals('decimals', decimals);
  const { maxFractionDigits, group = true } = options;
  const amount = toBigInt(value);
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;

  let shown = abs;
  let places = decimals;
  if (maxFractionDigits !== undefined && maxFractionDigits < decimals) {
    checkDecimals('maxFractionDigits', maxFractionDigits);
    const step = 10n ** BigInt(decimals - maxFractionDigits);
    shown = (abs + step / 2n) / step;
    places = maxFractionDigits;
    if (shown === 0n && abs !== 0n) {
      const smallest = places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;
      return negative ? `>-${smallest}` : `<${smallest}`;
    }
  }

  const base = 10n ** BigInt(places);
  const integer = (shown / base).toString();
  const fraction = places === 0 ? '' : (shown % base).toString().padStart(places, '0').replace(/0+$/, '');
  const body = `${group ? groupThousands(integer) : integer}${fraction ? `.${fraction}` : ''}`;
  return negative && shown !== 0n ? `-${body}` : body;
}
