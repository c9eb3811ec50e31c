import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { DataTable } from '@renderer/components/table/DataTable';
import { formatInteger } from '@renderer/format/number';
import { useContainerRange } from '@renderer/queries/index-api';
import type { IndexName } from '@shared/contract/node/common';
import type { Container } from '@shared/models/node/index';
import { useMemo, useState } from 'react';
import {
  latestWindow,
  newerWindow,
  newestFirst,
  olderWindow,
  PAGE_SIZES,
  type PageSize,
  type RangeWindow,
  rangeOutcome,
  resizedWindow,
  startsBeyondLast,
} from './index-model';
import { RangeForm } from './RangeForm';
import { RangeRules } from './RangeRules';
import { rangeColumns } from './range-columns';

function windowText(window: RangeWindow): string {
  const end = window.startIndex + window.numToFetch - 1;
  return `${formatInteger(window.startIndex)} – ${formatInteger(end)}`;
}

function RangeNotes({
  window,
  received,
  lastIndex,
}: {
  window: RangeWindow;
  received: number;
  lastIndex: number | null;
}) {
  const outcome = rangeOutcome(window, received);
  if (outcome !== 'partial') return null;
  return (
    <p className="notice notice--info range-note" data-testid="range-partial">
      A partial page: {formatInteger(received)} of {formatInteger(window.numToFetch)} requested. Only{' '}
      {formatInteger(received)} containers exist from index {formatInteger(window.startIndex)}
      {lastIndex !== null && <> (the last accepted is {formatInteger(lastIndex)})</>}.
    </p>
  );
}

/**
 * index.getContainerRange as pages that go backwards from the last accepted container. The window
 * follows the newest containers until the reader pages away from them.
 */
export function RangeBrowser({
  name,
  lastIndex,
  selected,
  onSelect,
}: {
  name: IndexName;
  lastIndex: number | null;
  selected: number | null;
  onSelect: (position: number) => void;
}) {
  const [size, setSize] = useState<PageSize>(10);
  const [pinned, setPinned] = useState<RangeWindow | null>(null);
  const window = pinned ?? (lastIndex === null ? null : latestWindow(lastIndex, size));
  const query = useContainerRange(name, window);
  const columns = useMemo(() => rangeColumns(selected), [selected]);
  const older = window && olderWindow(window, size);
  const newer = window && lastIndex !== null ? newerWindow(window, size, lastIndex) : null;

  const changeSize = (next: PageSize) => {
    setSize(next);
    if (pinned) setPinned(resizedWindow(pinned, next, lastIndex));
  };

  return (
    <Card
      title="Range"
      testId="range-browser"
      tools={
        <>
          <label className="muted" htmlFor="range-page-size">
            Page size
          </label>
          <select
            id="range-page-size"
            className="select select--compact"
            value={size}
            onChange={(e) => changeSize(Number(e.target.value) as PageSize)}
            data-testid="range-page-size"
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </>
      }
    >
      <div className="range-nav">
        <button
          type="button"
          className="button"
          onClick={() => setPinned(null)}
          disabled={pinned === null}
          data-testid="range-newest"
        >
          Newest
        </button>
        <button
          type="button"
          className="button"
          onClick={() => older && setPinned(older)}
          disabled={!older}
          data-testid="range-older"
        >
          ← Older
        </button>
        <button
          type="button"
          className="button"
          onClick={() => newer && setPinned(newer)}
          disabled={!newer}
          data-testid="range-newer"
        >
          Newer →
        </button>
        <span className="muted range-nav__summary" data-testid="range-summary">
          {window ? (
            <>
              Indexes <span className="mono">{windowText(window)}</span>
              {lastIndex !== null && (
                <>
                  {' '}
                  of <span className="mono">0 – {formatInteger(lastIndex)}</span>
                </>
              )}
              {' · '}
              <span className="mono">
                startIndex={window.startIndex} numToFetch={window.numToFetch}
              </span>
            </>
          ) : (
            'Starts from the last accepted container.'
          )}
        </span>
      </div>
      <RangeForm name={name} current={window} onFetch={setPinned} />
      <RangeRules />
      {window === null ? (
        <EmptyState testId="range-waiting">
          The range browser starts from the last accepted index once it is known; a range can also be fetched by hand
          above.
        </EmptyState>
      ) : (
        <>
          {startsBeyondLast(window, lastIndex) && (
            <p className="notice notice--warn range-note" data-testid="range-beyond-last">
              startIndex {formatInteger(window.startIndex)} is beyond the last accepted index{' '}
              {formatInteger(lastIndex ?? 0)}: the node answers such a range with an error.
            </p>
          )}
          <QueryState query={query} what="The index API">
            {(containers: Container[]) => (
              <>
                <RangeNotes window={window} received={containers.length} lastIndex={lastIndex} />
                <DataTable
                  label="Containers"
                  rows={newestFirst(containers)}
                  columns={columns}
                  rowKey={(c) => c.index}
                  onRowClick={(c) => onSelect(Number(c.index))}
                  maxHeight={420}
                  emptyMessage="The node returned no containers for this range."
                  testId="range-table"
                />
              </>
            )}
          </QueryState>
        </>
      )}
    </Card>
  );
}
