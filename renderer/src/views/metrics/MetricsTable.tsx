import { CopyButton } from '@renderer/components/CopyButton';
import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { decimalSortKey } from '@renderer/format/decimal';
import { bucketLabel, isoUtc } from '@renderer/metrics/buckets';
import { metricsTsv } from '@renderer/metrics/csv';
import { type MergedRow, mergeByTime } from '@renderer/metrics/series';
import { exactNumber, unitLabel } from '@renderer/metrics/units';
import type { TimeInterval } from '@shared/contract/data/common';
import { type KeyboardEvent, useMemo } from 'react';
import type { DrawnSeries } from './drawn-series';

/** Column headers of files and the clipboard: `chain:metric (raw unit)`, the way the link names series. */
export function seriesHeader(s: DrawnSeries, rawUnit: string): string {
  return `${s.ref.chainId}:${s.ref.metric}${rawUnit ? ` (${rawUnit})` : ''}`;
}

/** Ctrl/Cmd+C on a focused row copies it tab-separated: bucket start and each value as the API sent it. */
async function copyFocusedRow(event: KeyboardEvent<HTMLDivElement>) {
  const tr = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
  if (!tr || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'c') return;
  if (window.getSelection()?.toString()) return;
  event.preventDefault();
  const cells = [...tr.querySelectorAll<HTMLElement>('[data-copy]')].map((c) => c.dataset.copy ?? '');
  await navigator.clipboard.writeText(`${cells.join('\t')}\n`);
}

/**
 * The shown points as a table: bucket start and one column per visible series, virtualised, sortable on
 * every column (exactly, on the decimal strings), copyable whole or a row at a time.
 */
export function MetricsTable({
  series,
  interval,
  headers,
}: {
  series: readonly DrawnSeries[];
  interval: TimeInterval;
  headers: readonly string[];
}) {
  const shown = useMemo(() => series.filter((s) => !s.hidden), [series]);
  const rows = useMemo(() => mergeByTime(shown.map((s) => s.points)), [shown]);
  const columns = useMemo<Column<MergedRow>[]>(
    () => [
      {
        id: 'time',
        header: 'Bucket start (UTC)',
        width: 'minmax(260px, 1.4fr)',
        sortValue: (r) => r.timestamp,
        cell: (r) => (
          <span data-copy={isoUtc(r.timestamp)}>
            <span className="mono">{isoUtc(r.timestamp)}</span>{' '}
            <span className="muted">{bucketLabel(r.timestamp, interval)}</span>
          </span>
        ),
      },
      ...shown.map(
        (s, i): Column<MergedRow> => ({
          id: s.dataKey,
          header: (
            <span>
              <span className="metrics-swatch" style={{ background: s.color }} aria-hidden="true" /> {s.label}
              {unitLabel(s.info.unit, s.ctx) && <span className="muted"> ({unitLabel(s.info.unit, s.ctx)})</span>}
            </span>
          ),
          align: 'right',
          width: 'minmax(180px, 1fr)',
          sortValue: (r) => (r.values[i] === undefined ? null : decimalSortKey(r.values[i]!)),
          cell: (r) => {
            const value = r.values[i];
            if (value === undefined) {
              return (
                <span className="muted" data-copy="">
                  —
                </span>
              );
            }
            return (
              <span
                className="mono"
                data-testid="cell-value"
                data-value={value}
                data-copy={value}
                title={`${value} as sent by the API`}
              >
                {exactNumber(value, s.info.unit, s.ctx)}
              </span>
            );
          },
        }),
      ),
    ],
    [shown, interval],
  );
  const tsv = useMemo(() => metricsTsv(headers, rows), [headers, rows]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the key handler only adds Ctrl/Cmd+C to rows that are focusable themselves
    <div className="metrics-table" onKeyDown={copyFocusedRow}>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => String(r.timestamp)}
        label="Metric points"
        initialSort={{ columnId: 'time', direction: 'desc' }}
        maxHeight={420}
        testId="metrics-table"
        toolbar={
          <>
            <span className="muted metrics-table__note">
              Exact values as the API sent them (hover a cell for the raw digits; Ctrl/Cmd+C copies the focused row)
            </span>
            <CopyButton value={tsv} label="Copy table" testId="table-copy" />
          </>
        }
      />
    </div>
  );
}
