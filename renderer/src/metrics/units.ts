import { formatDecimal } from '@renderer/format/decimal';
import type { ChainInfo } from '@shared/models/data/chains';
import type { MetricUnit } from './catalogue';

/**
 * Readable units for metric values: counts with separators, gas in K/M/G, gas prices in nAVAX (gwei on
 * chains whose token is not AVAX), fees in the native token, TPS and gas per second with two decimals.
 * Values arrive as exact decimal strings (wei for prices and fees); exact forms never go through a float.
 */

export interface UnitContext {
  /** Native token symbol; undefined for aggregates over several chains (their tokens differ). */
  symbol: string | undefined;
  decimals: number;
  /** `nAVAX` where the native token is AVAX, else `gwei` (both are 10^-9 of the token). */
  gasPriceUnit: 'nAVAX' | 'gwei';
}

export const AGGREGATE_CONTEXT: UnitContext = { symbol: undefined, decimals: 18, gasPriceUnit: 'gwei' };

export function unitContextOf(chain: ChainInfo | undefined): UnitContext {
  if (!chain) return AGGREGATE_CONTEXT;
  const { symbol, decimals } = chain.networkToken;
  return { symbol, decimals, gasPriceUnit: symbol === 'AVAX' ? 'nAVAX' : 'gwei' };
}

/** The unit written after a value (`gas`, `nAVAX`, `AVAX`, `tx/s`); empty for counts. */
export function unitLabel(unit: MetricUnit, ctx: UnitContext): string {
  switch (unit) {
    case 'count':
      return '';
    case 'gas':
      return 'gas';
    case 'gasPerSecond':
      return 'gas/s';
    case 'txPerSecond':
      return 'tx/s';
    case 'gasPrice':
      return ctx.gasPriceUnit;
    case 'fee':
      return ctx.symbol ?? 'native tokens';
  }
}

/** The unit the raw API value is in (for CSV headers and the table). */
export function rawUnitLabel(unit: MetricUnit): string {
  switch (unit) {
    case 'count':
      return '';
    case 'gas':
      return 'gas';
    case 'gasPerSecond':
      return 'gas/s';
    case 'txPerSecond':
      return 'tx/s';
    case 'gasPrice':
    case 'fee':
      return 'wei';
  }
}

/** Decimal places a unit shifts the raw value by (wei → nAVAX: 9, wei → AVAX: 18). */
const shiftOf = (unit: MetricUnit, ctx: UnitContext) => (unit === 'gasPrice' ? 9 : unit === 'fee' ? ctx.decimals : 0);

const withUnit = (text: string, label: string) => (label ? `${text} ${label}` : text);

/** Every digit of the value in the readable unit, without the unit: `0.173604540007257973`. */
export function exactNumber(value: string, unit: MetricUnit, ctx: UnitContext): string {
  return formatDecimal(value, { shift: shiftOf(unit, ctx) });
}

/** Every digit of the value, in the readable unit: `0.173604540007257973 AVAX`, `1,234,567 gas`. */
export function formatExact(value: string, unit: MetricUnit, ctx: UnitContext): string {
  return withUnit(exactNumber(value, unit, ctx), unitLabel(unit, ctx));
}

/** Rounded for reading at a glance: two decimals for rates, four significant-ish for prices and fees. */
export function formatReadable(value: string, unit: MetricUnit, ctx: UnitContext): string {
  const label = unitLabel(unit, ctx);
  switch (unit) {
    case 'count':
    case 'gas':
      return withUnit(formatDecimal(value, { maxFractionDigits: 0 }), label);
    case 'txPerSecond':
    case 'gasPerSecond':
      return withUnit(formatDecimal(value, { maxFractionDigits: 2, minFractionDigits: 2 }), label);
    case 'gasPrice':
      return withUnit(formatDecimal(value, { shift: 9, maxFractionDigits: 4 }), label);
    case 'fee':
      return withUnit(formatDecimal(value, { shift: ctx.decimals, maxFractionDigits: 6 }), label);
  }
}

const SI = [
  { at: 1e12, suffix: 'T' },
  { at: 1e9, suffix: 'G' },
  { at: 1e6, suffix: 'M' },
  { at: 1e3, suffix: 'K' },
];

/**
 * `n` shortened with K/M/G/T (counts say B for 10^9), with as many decimals as the distance between ticks
 * needs, so ticks of a running total (412,860,699 … 412,939,229) do not all read "412.9M".
 */
function shortNumber(n: number, step: number, billion = 'G'): string {
  const abs = Math.abs(n);
  const si = SI.find((u) => abs >= u.at);
  const scale = si?.at ?? 1;
  const scaledStep = Math.abs(step) / scale;
  const digits = scaledStep > 0 ? Math.min(6, Math.max(0, Math.ceil(-Math.log10(scaledStep) + 0.3))) : 2;
  const text = (n / scale).toLocaleString('en-US', { maximumFractionDigits: digits });
  const suffix = si ? (si.suffix === 'G' ? billion : si.suffix) : '';
  return `${text}${suffix}`;
}

/**
 * Axis ticks: short, in the readable unit (`1.2M`, `2.5G`, `25.3`, `0.17`); `step` is the distance
 * between ticks, which decides the decimals. Floats are fine here: ticks are not values.
 */
export function formatAxis(n: number, unit: MetricUnit, ctx: UnitContext, step: number): string {
  switch (unit) {
    case 'count':
      return shortNumber(n, step, 'B');
    case 'gas':
    case 'gasPerSecond':
      return shortNumber(n, step);
    case 'txPerSecond':
      return n.toFixed(Math.max(2, Math.min(6, Math.ceil(-Math.log10(Math.abs(step) || 1)))));
    case 'gasPrice':
      return shortNumber(n / 1e9, step / 1e9);
    case 'fee':
      return shortNumber(n / 10 ** ctx.decimals, step / 10 ** ctx.decimals);
  }
}

/** Roughly the distance between the ticks an axis over [min, max] gets (5 ticks, as the chart draws). */
export function tickStep(min: number, max: number, zeroBased: boolean): number {
  const low = zeroBased ? Math.min(0, min) : min;
  const span = max - low;
  return span > 0 ? span / 4 : Math.abs(max) / 4 || 1;
}
