import { EXPORT_COLUMNS } from '@shared/export/columns';
import type { ExportFormat } from '@shared/export/request';
import { csvLine } from './csv';
import type { ExportRow } from './rows';

const KEYS = EXPORT_COLUMNS.map((c) => c.key);
const TEXT_COLUMNS = EXPORT_COLUMNS.map((c) => !c.numeric);

/** What a file starts with: the CSV header row; nothing for JSON Lines. */
export function fileHeader(format: ExportFormat): string {
  return format === 'csv'
    ? csvLine(
        KEYS,
        KEYS.map(() => false),
      )
    : '';
}

/** Rows as CSV records, or as JSON Lines (one object per line, empty values as null, numbers as strings). */
export function serializeRows(format: ExportFormat, rows: readonly ExportRow[]): string {
  let text = '';
  for (const row of rows) {
    if (format === 'csv') {
      text += csvLine(
        KEYS.map((k) => row.values[k]),
        TEXT_COLUMNS,
      );
    } else {
      const object: Record<string, string | null> = {};
      for (const k of KEYS) object[k] = row.values[k] === '' ? null : row.values[k];
      text += `${JSON.stringify(object)}\n`;
    }
  }
  return text;
}

/** What the save dialog offers for a format, and the MIME type of the file. */
export const FORMAT_FILTERS = {
  csv: [{ name: 'CSV', extensions: ['csv'] }],
  jsonl: [{ name: 'JSON Lines', extensions: ['jsonl'] }],
} as const;
