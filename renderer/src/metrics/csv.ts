import { isoUtc } from './buckets';
import type { MergedRow } from './series';

/**
 * CSV of the shown data (RFC 4180: CRLF line ends, quotes only where needed): one row per bucket start
 * as a UTC ISO timestamp, one column per series, each value the exact decimal the API sent (wei stays
 * wei), an empty cell where a series has no point.
 */

export const TIME_COLUMN = 'bucket_start_utc';

export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function metricsCsv(headers: readonly string[], rows: readonly MergedRow[]): string {
  const lines = [[TIME_COLUMN, ...headers].map(csvField).join(',')];
  for (const row of rows)
    lines.push([isoUtc(row.timestamp), ...row.values.map((v) => v ?? '')].map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Tab-separated rows for the clipboard (spreadsheets paste them into cells). */
export function metricsTsv(headers: readonly string[], rows: readonly MergedRow[]): string {
  const clean = (t: string) => t.replace(/[\t\r\n]+/g, ' ');
  const lines = [[TIME_COLUMN, ...headers].map(clean).join('\t')];
  for (const row of rows) lines.push([isoUtc(row.timestamp), ...row.values.map((v) => v ?? '')].join('\t'));
  return `${lines.join('\n')}\n`;
}
