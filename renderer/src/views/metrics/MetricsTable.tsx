import { CopyButton } from '@renderer/components/CopyButton';
import type { Column } from '@renderer/components/table/columns';
import { sortRows } from '@renderer/components/table/columns';
import { useSort } from '@renderer/components/table/use-sort';
import { VirtualTable } from '@renderer/components/table/VirtualTable';
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

/**
 * The shown points as a table: bucket start and one column per visible series, virtualised, sortable on
 * every column, copyable as a whole (tab-separated) or a row at a time (Ctrl/Cmd+C on a focused row).
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
  const [sort, toggleSort] = useSort({ columnId: 'time', direction: 'desc' });
  const columns = useMemo<Column<MergedRow>[]>(
    () => [
      {
        id: 'time',
        header: 'Bucket start (UTC)',
        width: 'minmax(260px, 1.4fr)',
        sortValue: (r) => r.timestamp,
        cell: (r) => (
          <span title={bucketLabel(r.timestamp, interval)}>
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
            if (value === undefined) return <span className="muted">—</span>;
            return (
              <span className="mono" data-testid="cell-value" data-value={value} title={`${value} as sent by the API`}>
                {exactNumber(value, s.info.unit, s.ctx)}
              </span>
            );
          },
        }),
      ),
    ],
    [shown, interval],
  );
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const tsv = useMemo(() => metricsTsv(headers, rows), [headers, rows]);

  const copyRow = async (event: KeyboardEvent<HTMLDivElement>) => {
    const tr = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    if (!tr || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'c') return;
    if (window.getSelection()?.toString()) return;
    const row = sorted[Number(tr.dataset.index)];
    if (!row) return;
    event.preventDefault();
    await navigator.clipboard.writeText(`${[isoUtc(row.timestamp), ...row.values.map((v) => v ?? '')].join('\t')}\n`);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the key handler only adds Ctrl/Cmd+C to rows that are focusable themselves
    <div className="vtable metrics-table" data-testid="metrics-table" onKeyDown={copyRow}>
      <div className="vtable__toolbar">
        <span className="muted">
          {rows.length.toLocaleString('en-US')} rows · exact values as the API sent them (hover a cell for the raw
          digits)
        </span>
        <CopyButton value={tsv} label="Copy table" testId="table-copy" />
      </div>
      <VirtualTable
        label="Metric points"
        rows={sorted}
        columns={columns}
        rowKey={(r) => String(r.timestamp)}
        sort={sort}
        onSort={toggleSort}
        maxHeight={420}
      />
    </div>
  );
}
