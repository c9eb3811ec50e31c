import { CURRENCIES, type Currency } from '@shared/contract/data/common';

/** The Data API's 14 quote currencies with names for the selector. */
export const CURRENCY_LABELS: Record<Currency, string> = {
  usd: 'US dollar',
  eur: 'Euro',
  aud: 'Australian dollar',
  cad: 'Canadian dollar',
  chf: 'Swiss franc',
  clp: 'Chilean peso',
  cny: 'Chinese yuan',
  czk: 'Czech koruna',
  dkk: 'Danish krone',
  gbp: 'Pound sterling',
  hkd: 'Hong Kong dollar',
  huf: 'Hungarian forint',
  jpy: 'Japanese yen',
  nzd: 'New Zealand dollar',
};

export const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({
  code,
  label: `${code.toUpperCase()} — ${CURRENCY_LABELS[code]}`,
}));

export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);
