/**
 * What a view should show for a value the simulator answered, worked out here with Intl and plain BigInt
 * rather than with the renderer's own formatters: an e2e test then fails when a formatter breaks, instead
 * of agreeing with it. The display rules are the UI's (en-US grouping, gwei, 9-digit AVAX, fiat cents).
 */

const en = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);

/** An integer amount in the smallest unit as an exact decimal string (`1500000000000000000`, 18 → `1.5`). */
function shifted(value: string | bigint, decimals: number): `${number}` {
  const digits = BigInt(value)
    .toString()
    .padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return (decimals === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`) as `${number}`;
}

/** `1234567` → `1,234,567` (decimal, hex or number input). */
export const integerText = (value: string | number | bigint): string => BigInt(value).toLocaleString('en-US');

/** A token amount: grouped, exact, trailing zeros dropped; rounded half-up to `maxFractionDigits`. */
export const unitsText = (value: string | bigint, decimals: number, maxFractionDigits = decimals): string =>
  en({ maximumFractionDigits: maxFractionDigits }).format(shifted(value, decimals));

/** Wei as gwei: `25.5 gwei`. */
export const gweiText = (wei: string | bigint, maxFractionDigits: number): string =>
  `${unitsText(wei, 9, maxFractionDigits)} gwei`;

/** nAVAX as AVAX with all nine decimals: `447,225,385.090329466`. */
export const avaxText = (nAvax: string | bigint): string =>
  en({ minimumFractionDigits: 9, maximumFractionDigits: 9 }).format(shifted(nAvax, 9));

/** `12.3456` → `12.35%` (at most `digits` decimals, trailing zeros dropped). */
export const percentText = (value: number, digits = 2): string =>
  `${en({ maximumFractionDigits: digits, useGrouping: false }).format(value)}%`;

/** `part` as a percentage of `whole` (both integers), exact to four decimals. */
export const shareOf = (part: string | bigint, whole: bigint): number =>
  whole === 0n ? 0 : Number((BigInt(part) * 1_000_000n) / whole) / 10_000;

/** A fiat figure: cents for amounts of 1 or more, four significant digits below 1. */
export function fiatText(value: string | number, currencyCode: string): string {
  const n = Number(value);
  const small = n !== 0 && Math.abs(n) < 1;
  return en({
    style: 'currency',
    currency: currencyCode.toUpperCase(),
    ...(small ? { maximumSignificantDigits: 4 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }).format(String(value) as `${number}`);
}

/** `amount` (smallest unit, `decimals`) times a decimal `price`, exactly, as a decimal string. */
export function fiatValue(amount: string | bigint, decimals: number, price: string | number): string {
  const [whole = '0', fraction = ''] = String(price).split('.');
  const product = BigInt(amount) * BigInt(`${whole}${fraction}`);
  return shifted(product, decimals + fraction.length);
}

/** Unix seconds as the ISO 8601 instant a `<time dateTime>` carries. */
export const isoText = (unixSeconds: number | string): string => new Date(Number(unixSeconds) * 1000).toISOString();
