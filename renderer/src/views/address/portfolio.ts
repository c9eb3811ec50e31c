import { parseDecimal, sumDecimals } from '@renderer/format/decimal';

/** What the balances tab says the tokens are worth: a sum per currency of the values the Data API gave. */
export interface PortfolioTotal {
  /** Exact decimal sum of the tokens' values in `currency`. */
  value: string;
  currency: string;
  /** Tokens counted (their value was given). */
  valued: number;
  /** Tokens listed without a value (no price known), left out of the sum. */
  unvalued: number;
}

/**
 * The loaded tokens' worth: `balanceValue.value` summed exactly (decimal strings, no float drift). The
 * currency is the one the values come in; values in another currency (never expected) are left out and
 * counted as unvalued rather than added across currencies.
 */
export function portfolioTotal(
  balances: readonly { balanceValue?: { value: string | number; currencyCode: string } | undefined }[],
  currency: string,
): PortfolioTotal {
  const values: string[] = [];
  let unvalued = 0;
  for (const b of balances) {
    const v = b.balanceValue;
    const text = v === undefined ? null : String(v.value);
    if (v && text !== null && v.currencyCode.toLowerCase() === currency.toLowerCase() && parseDecimal(text)) {
      values.push(text);
    } else {
      unvalued += 1;
    }
  }
  return { value: values.length ? sumDecimals(values) : '0', currency, valued: values.length, unvalued };
}
