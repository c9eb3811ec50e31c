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
  try {
    return formatterFor(code, small).format(text as `${number}`);
  } catch {
    // An ISO code Intl does not know still deserves a readable amount.
    return `${text} ${code}`;
  }
}
