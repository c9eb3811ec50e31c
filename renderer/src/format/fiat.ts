import { formatDecimal, parseDecimal } from './decimal';

const NUMERIC = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** One formatter per currency and style: building an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(code: string, small: boolean): Intl.NumberFormat {
  const key = `${code}:${small}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      ...(small ? { maximumSignificantDigits: 4 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A price or value in a fiat currency. The Data API sends either a number or a decimal string; strings
 * are formatted exactly (Intl accepts decimal strings), anything non-numeric is shown raw.
 */
export function formatFiat(value: string | number, currencyCode: string): string {
  const code = currencyCode.toUpperCase();
  const text = String(value).trim();
  if (!NUMERIC.test(text)) return `${text} ${code}`;
  const small = Math.abs(Number(text)) < 1 && Number(text) !== 0;
  if (code === 'USD') {
    const usd = formatUsd(text, small);
    if (usd !== null) return usd;
  }
  try {
    return formatterFor(code, small).format(text as `${number}`);
  } catch {
    // An ISO code Intl does not know still deserves a readable amount.
    return `${text} ${code}`;
  }
}

/**
 * USD (the default currency) as Intl formats it, `-$1,234.56` and `$0.00001235`, without Intl: the first Intl
 * formatter a page builds costs 15–40 ms (ICU starts up), and an address deep link needs no other. Exact on
 * decimal strings like Intl: two fraction digits, or four significant digits below 1, rounded half away from
 * zero. Null for what it leaves to Intl (exponents, negative zero). The unit tests hold it to Intl's output.
 */
function formatUsd(text: string, small: boolean): string | null {
  const value = parseDecimal(text);
  if (!value || (value.units === 0n && text.startsWith('-'))) return null;
  let digits = 2;
  if (small) {
    const significant = (value.units < 0n ? -value.units : value.units).toString().length;
    digits = value.scale - significant + 4;
  }
  const body = formatDecimal(
    text,
    small ? { maxFractionDigits: digits } : { maxFractionDigits: 2, minFractionDigits: 2 },
  );
  return body.startsWith('-') ? `-$${body.slice(1)}` : `$${body}`;
}
