import type { Rng } from '../rng';

/** The 14 currencies of the Data API and fixed USD exchange rates (units of the currency per USD). */
export const USD_RATES = {
  usd: 1,
  eur: 0.9214,
  aud: 1.5236,
  cad: 1.3712,
  chf: 0.8804,
  clp: 948.5,
  cny: 7.2418,
  czk: 23.12,
  dkk: 6.8731,
  gbp: 0.7921,
  hkd: 7.8102,
  huf: 359.84,
  jpy: 151.46,
  nzd: 1.6633,
} as const;

export type CurrencyCode = keyof typeof USD_RATES;
export const CURRENCY_CODES = Object.keys(USD_RATES) as CurrencyCode[];
export const isCurrencyCode = (value: string): value is CurrencyCode => Object.hasOwn(USD_RATES, value);

/** Rounds to a precision that suits the magnitude, as quoted prices are. */
export function roundPrice(value: number): number {
  if (value === 0) return 0;
  const digits = Math.max(2, 6 - Math.floor(Math.log10(Math.abs(value))));
  const factor = 10 ** Math.min(digits, 12);
  return Math.round(value * factor) / factor;
}

export const convertUsd = (usd: number, currency: CurrencyCode) => roundPrice(usd * USD_RATES[currency]);

/** Value of `amount` smallest units at `unitPrice` per whole token, rounded to cents. */
export function amountValue(amount: bigint, decimals: number, unitPrice: number): number {
  const whole = Number(amount) / 10 ** decimals;
  return Math.round(whole * unitPrice * 100) / 100;
}

/**
 * Daily USD prices of a native token over `days`, ending at `finalPrice` on the last day: a seeded
 * random walk built backwards from today so the current price is fixed by the chain spec.
 */
export function dailyPricePath(rng: Rng, days: number, finalPrice: number): number[] {
  const out = new Array<number>(days);
  let p = finalPrice;
  for (let d = days - 1; d >= 0; d--) {
    out[d] = roundPrice(p);
    p *= 1 + (rng.next() - 0.5) * 0.08;
  }
  return out;
}
