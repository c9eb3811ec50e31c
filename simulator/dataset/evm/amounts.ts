import type { Rng } from '../rng';

/** Random amounts with the long tails real transfers have. */

export const logUniform = (rng: Rng, min: number, max: number) =>
  Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));

/** `whole` tokens in smallest units, with non-round low digits as real amounts have. */
export function toUnits(rng: Rng, whole: number, decimals: number): bigint {
  if (decimals <= 6) return BigInt(Math.max(1, Math.floor(whole * 10 ** decimals)));
  const micro = BigInt(Math.floor(whole * 1e6));
  const scale = 10n ** BigInt(decimals - 6);
  const low = BigInt(Math.floor(rng.next() * 10 ** Math.min(15, decimals - 6)));
  return micro * scale + (low % scale);
}

/** A share of `amount` between `minShare` and `maxShare`. */
export function share(rng: Rng, amount: bigint, minShare: number, maxShare: number): bigint {
  const permille = BigInt(Math.floor((minShare + rng.next() * (maxShare - minShare)) * 1_000_000));
  return (amount * permille) / 1_000_000n;
}

/** Converts an amount between two assets at their USD prices, minus a swap fee of 0.3 %. */
export function convert(
  amount: bigint,
  fromDecimals: number,
  fromUsd: number,
  toDecimals: number,
  toUsd: number,
): bigint {
  if (toUsd <= 0) return 0n;
  const ratio = (fromUsd / toUsd) * 0.997;
  const scaled = BigInt(Math.floor(ratio * 1e12));
  const out = (amount * scaled) / 10n ** 12n;
  const shift = toDecimals - fromDecimals;
  return shift >= 0 ? out * 10n ** BigInt(shift) : out / 10n ** BigInt(-shift);
}
