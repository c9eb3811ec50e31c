/**
 * Exact decimals as text. JSON numbers may carry more digits than a float holds (fees in wei pass 2^53
 * within a day), so values that must stay exact travel as the digits the service wrote, normalised
 * here: no exponent, no leading `+`, no trailing fraction zeros, no `-0`.
 */

const JSON_NUMBER = /^(-)?(0|[1-9]\d*)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** `"1.50e3"` → `"1500"`, `"2.5E-3"` → `"0.0025"`; null when `text` is not a JSON number literal. */
export function normalizeDecimal(text: string): string | null {
  const m = JSON_NUMBER.exec(text.trim());
  if (!m) return null;
  const [, sign = '', integer = '0', fraction = '', exponentText = '0'] = m;
  const exponent = Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return null;
  // All digits and where the decimal point falls among them.
  const digits = `${integer}${fraction}`;
  const point = integer.length + exponent;
  let whole: string;
  let part: string;
  if (point <= 0) {
    whole = '0';
    part = `${'0'.repeat(-point)}${digits}`;
  } else if (point >= digits.length) {
    whole = `${digits}${'0'.repeat(point - digits.length)}`;
    part = '';
  } else {
    whole = digits.slice(0, point);
    part = digits.slice(point);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  part = part.replace(/0+$/, '');
  const body = part ? `${whole}.${part}` : whole;
  return sign && body !== '0' ? `-${body}` : body;
}

/**
 * A number that already went through a float: its shortest round-trip text, normalised. Exact for
 * every value a float holds exactly (all integers up to 2^53); beyond that the digits were already lost
 * before this point, which is why the main process reads metric values from the raw response text.
 */
export function decimalOfNumber(value: number): string | null {
  return Number.isFinite(value) ? normalizeDecimal(String(value)) : null;
}

/** Is `text` an exact decimal in normal form (what `normalizeDecimal` returns)? */
export const isNormalDecimal = (text: string): boolean => normalizeDecimal(text) === text;
