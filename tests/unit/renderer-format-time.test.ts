import {
  formatAxisTime,
  formatDuration,
  formatLocal,
  formatRelative,
  formatUtc,
  inferInterval,
  secondsUntil,
  toDate,
  toIso,
} from '@renderer/format/time';
import { describe, expect, it } from 'vitest';

// 2024-05-01T12:03:22Z
const T = 1_714_565_002;
const T_MS = T * 1000;

describe('toDate', () => {
  it('reads Unix seconds as a number, a digit string and an EVM hex string', () => {
    expect(toDate(T)?.getTime()).toBe(T_MS);
    expect(toDate(String(T))?.getTime()).toBe(T_MS);
    expect(toDate(`0x${T.toString(16)}`)?.getTime()).toBe(T_MS);
  });

  it('never mistakes seconds for milliseconds', () => {
    expect(toDate(1)?.toISOString()).toBe('1970-01-01T00:00:01.000Z');
  });

  it('reads ISO 8601 strings, including an offset', () => {
    expect(toDate('2024-05-01T12:03:22Z')?.getTime()).toBe(T_MS);
    expect(toDate('2024-05-01T14:03:22+02:00')?.getTime()).toBe(T_MS);
  });

  it('passes a Date through and refuses what is not a time', () => {
    expect(toDate(new Date(T_MS))?.getTime()).toBe(T_MS);
    expect(toDate('')).toBeNull();
    expect(toDate('yesterday-ish')).toBeNull();
    expect(toDate(Number.NaN)).toBeNull();
    expect(toDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toIso('nope')).toBeNull();
    expect(toIso(T)).toBe('2024-05-01T12:03:22.000Z');
  });
});

describe('formatLocal / formatUtc', () => {
  it('formats in the given zone as YYYY-MM-DD HH:mm:ss (24 h)', () => {
    expect(formatLocal(T, 'UTC')).toBe('2024-05-01 12:03:22');
    expect(formatLocal(T, 'Asia/Kolkata')).toBe('2024-05-01 17:33:22');
    expect(formatLocal(T, 'America/Los_Angeles')).toBe('2024-05-01 05:03:22');
    // Midnight is 00, not 24.
    expect(formatLocal('2024-05-01T00:00:05Z', 'UTC')).toBe('2024-05-01 00:00:05');
  });

  it('formats the same instant from any input form', () => {
    expect(formatLocal('2024-05-01T12:03:22Z', 'UTC')).toBe(formatLocal(`0x${T.toString(16)}`, 'UTC'));
  });

  it('formats UTC with its label', () => {
    expect(formatUtc(T)).toBe('2024-05-01 12:03:22 UTC');
    expect(formatUtc('2024-05-01T14:03:22+02:00')).toBe('2024-05-01 12:03:22 UTC');
  });

  it('shows an unreadable input raw rather than "Invalid Date"', () => {
    expect(formatLocal('garbage')).toBe('garbage');
    expect(formatUtc('garbage')).toBe('garbage');
  });
});

describe('formatRelative', () => {
  it('says how long ago, in whole units', () => {
    expect(formatRelative(T, T_MS + 2_000)).toBe('just now');
    expect(formatRelative(T, T_MS + 12_000)).toBe('12 s ago');
    expect(formatRelative(T, T_MS + 3 * 60_000 + 59_000)).toBe('3 min ago');
    expect(formatRelative(T, T_MS + 5 * 3_600_000)).toBe('5 h ago');
    expect(formatRelative(T, T_MS + 4 * 86_400_000)).toBe('4 d ago');
    expect(formatRelative(T, T_MS + 65 * 86_400_000)).toBe('2 mo ago');
    expect(formatRelative(T, T_MS + 800 * 86_400_000)).toBe('2 y ago');
  });

  it('says "in …" for the future', () => {
    expect(formatRelative(T, T_MS - 90_000)).toBe('in 1 min');
    expect(formatRelative(T, T_MS - 2 * 86_400_000)).toBe('in 2 d');
  });

  it('keeps unit boundaries exact', () => {
    expect(formatRelative(T, T_MS + 59_000)).toBe('59 s ago');
    expect(formatRelative(T, T_MS + 60_000)).toBe('1 min ago');
    expect(formatRelative(T, T_MS + 3_600_000)).toBe('1 h ago');
  });
});

describe('formatDuration', () => {
  it('shows the two largest units, truncated', () => {
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59 * 60)).toBe('2d 4h');
    expect(formatDuration(4 * 3600 + 12 * 60 + 30)).toBe('4h 12m');
    expect(formatDuration(125)).toBe('2m 5s');
    expect(formatDuration(45.9)).toBe('45s');
    expect(formatDuration(0)).toBe('0s');
  });

  it('shows consecutive units, zeros included, never skipping one into a misleading pair', () => {
    // 1 day and 30 seconds is "1d 0h", not "1d 30s".
    expect(formatDuration(86_400 + 30)).toBe('1d 0h');
    expect(formatDuration(86_400 + 30, 3)).toBe('1d 0h 0m');
    expect(formatDuration(86_400 + 3600 + 60, 3)).toBe('1d 1h 1m');
    expect(formatDuration(2 * 3600 + 30)).toBe('2h 0m');
    expect(formatDuration(59, 3)).toBe('59s');
    expect(formatDuration(3 * 86_400 + 5, 1)).toBe('3d');
  });

  it('signs negative durations and refuses non-finite ones', () => {
    expect(formatDuration(-90)).toBe('-1m 30s');
    expect(formatDuration(Number.NaN)).toBe('—');
  });

  it('secondsUntil counts down and goes negative once passed', () => {
    expect(secondsUntil(T, T_MS - 10_000)).toBe(10);
    expect(secondsUntil(T, T_MS + 10_000)).toBe(-10);
    expect(secondsUntil('bad', T_MS)).toBeNull();
  });
});

describe('chart axis time', () => {
  it('labels buckets by their size', () => {
    expect(formatAxisTime(T, 'hour', 'UTC')).toBe('12:03');
    expect(formatAxisTime(T, 'day', 'UTC')).toBe('May 1');
    expect(formatAxisTime(T, 'week', 'UTC')).toBe('May 1');
    expect(formatAxisTime(T, 'month', 'UTC')).toBe('May 2024');
    expect(formatAxisTime(T, 'day', 'Pacific/Kiritimati')).toBe('May 2');
  });

  it('infers the bucket size from the median spacing, whatever the order', () => {
    const hours = [0, 3600, 7200, 10_800].map((s) => T + s);
    expect(inferInterval(hours)).toBe('hour');
    expect(inferInterval([...hours].reverse())).toBe('hour');
    expect(inferInterval([T, T + 86_400, T + 2 * 86_400, T + 40 * 86_400])).toBe('day');
    expect(inferInterval([T, T + 7 * 86_400, T + 14 * 86_400])).toBe('week');
    expect(inferInterval([T, T + 31 * 86_400, T + 61 * 86_400])).toBe('month');
    expect(inferInterval([T])).toBe('day');
  });
});
