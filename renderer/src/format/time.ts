import type { TimeInterval } from '@shared/contract/data/common';

/**
 * Times arrive as Unix seconds (Data API numbers, node RPC digit strings, EVM `0x` hex) or ISO 8601
 * strings (P-Chain). Everything here takes any of them; a `Date` is taken as is.
 */
export type TimeInput = number | string | Date;

const DIGITS = /^-?\d+$/;
const HEX = /^0x[0-9a-fA-F]+$/;

/** The instant `input` names, or null when it names none. Numbers are Unix seconds, never milliseconds. */
export function toDate(input: TimeInput): Date | null {
  let ms: number;
  if (input instanceof Date) ms = input.getTime();
  else if (typeof input === 'number') ms = input * 1000;
  else {
    const text = input.trim();
    if (DIGITS.test(text)) ms = Number(text) * 1000;
    else if (HEX.test(text)) ms = Number.parseInt(text.slice(2), 16) * 1000;
    else if (text === '') return null;
    else ms = Date.parse(text);
  }
  const date = new Date(ms);
  return Number.isFinite(ms) && !Number.isNaN(date.getTime()) ? date : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The machine's zone and UTC are read from the Date itself: the first Intl formatter a page builds costs
 * 15–40 ms (ICU starts up), and the time columns of a deep link need no other. Other zones go through Intl.
 */
function partsOfDate(date: Date, utc: boolean): Record<string, string> {
  const [year, month, day, hour, minute, second] = utc
    ? [
        date.getUTCFullYear(),
        date.getUTCMonth(),
        date.getUTCDate(),
        date.getUTCHours(),
        date.getUTCMinutes(),
        date.getUTCSeconds(),
      ]
    : [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()];
  return {
    year: String(year),
    month: two(month + 1),
    day: two(day),
    hour: two(hour),
    minute: two(minute),
    second: two(second),
  };
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(date: Date, timeZone: string | undefined): Record<string, string> {
  if (timeZone === undefined || timeZone === 'UTC') return partsOfDate(date, timeZone === 'UTC');
  const key = timeZone;
  let format = partFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(key, format);
  }
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(date)) parts[p.type] = p.value;
  return parts;
}

/** `2024-05-01 14:03:22` in the machine's zone (or `timeZone`); the raw input when it is not a time. */
export function formatLocal(input: TimeInput, timeZone?: string): string {
  const date = toDate(input);
  if (!date) return String(input);
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `2024-05-01`, the day in the machine's zone (or `timeZone`); the raw input when it is not a time. */
export function formatLocalDate(input: TimeInput, timeZone?: string): string {
  const date = toDate(input);
  if (!date) return String(input);
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `2024-05-01 12:03:22 UTC`; the raw input when it is not a time. */
export function formatUtc(input: TimeInput): string {
  const date = toDate(input);
  if (!date) return String(input);
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** ISO 8601 for `<time dateTime>`; null when `input` is not a time. */
export function toIso(input: TimeInput): string | null {
  return toDate(input)?.toISOString() ?? null;
}

const RELATIVE_STEPS: [limitSeconds: number, unitSeconds: number, unit: string][] = [
  [60, 1, 's'],
  [3600, 60, 'min'],
  [86_400, 3600, 'h'],
  [30 * 86_400, 86_400, 'd'],
  [365 * 86_400, 30 * 86_400, 'mo'],
  [Number.POSITIVE_INFINITY, 365 * 86_400, 'y'],
];

/** `3 min ago`, `in 2 h`, `just now` (within 5 s); whole units, rounded down. */
export function formatRelative(input: TimeInput, now: number = Date.now()): string {
  const date = toDate(input);
  if (!date) return String(input);
  const seconds = Math.round((now - date.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 5) return 'just now';
  const [, unitSeconds, unit] = RELATIVE_STEPS.find(([limit]) => abs < limit) ?? RELATIVE_STEPS[0]!;
  const text = `${Math.floor(abs / unitSeconds)} ${unit}`;
  return seconds > 0 ? `${text} ago` : `in ${text}`;
}

const DURATION_UNITS: [seconds: number, unit: string][] = [
  [86_400, 'd'],
  [3600, 'h'],
  [60, 'm'],
  [1, 's'],
];

/**
 * `2d 4h`, `4h 0m`, `45s`: `parts` consecutive units from the largest non-zero one, truncated (never
 * rounds up), so the figure is always within one smallest shown unit below the truth.
 */
export function formatDuration(seconds: number, parts = 2): string {
  if (!Number.isFinite(seconds)) return '—';
  const sign = seconds < 0 ? '-' : '';
  let rest = Math.floor(Math.abs(seconds));
  if (rest === 0) return '0s';
  const first = DURATION_UNITS.findIndex(([size]) => rest >= size);
  const out: string[] = [];
  for (const [size, unit] of DURATION_UNITS.slice(first, first + Math.max(1, parts))) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    out.push(`${count}${unit}`);
  }
  return sign + out.join(' ');
}

/** Seconds from `now` until `input` (negative once it has passed); null when `input` is not a time. */
export function secondsUntil(input: TimeInput, now: number = Date.now()): number | null {
  const date = toDate(input);
  return date ? Math.floor((date.getTime() - now) / 1000) : null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Chart axis label for a bucket start: `14:00` (hour), `May 1` (day, week), `May 2024` (month). */
export function formatAxisTime(input: TimeInput, interval: TimeInterval, timeZone?: string): string {
  const date = toDate(input);
  if (!date) return String(input);
  const p = partsIn(date, timeZone);
  const month = MONTHS[Number(p.month) - 1] ?? p.month;
  switch (interval) {
    case 'hour':
      return `${p.hour}:${p.minute}`;
    case 'day':
    case 'week':
      return `${month} ${Number(p.day)}`;
    case 'month':
      return `${month} ${p.year}`;
  }
}

/** The bucket size of a series from the median gap between its (Unix second) timestamps. */
export function inferInterval(timestamps: readonly number[]): TimeInterval {
  const sorted = [...timestamps].sort((a, b) => a - b);
  const gaps: number[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i]! - sorted[i - 1]!;
    if (gap > 0) gaps.push(gap);
  }
  if (gaps.length === 0) return 'day';
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  if (median <= 1.5 * 3600) return 'hour';
  if (median <= 1.5 * 86_400) return 'day';
  if (median <= 10 * 86_400) return 'week';
  return 'month';
}
