import {
  type Column,
  columnTitle,
  compareSortValues,
  filterRows,
  firstSortOf,
  fitColumns,
  gridTemplate,
  minRowWidth,
  nextSort,
  sortFromParam,
  sortParamValue,
  sortRows,
  uniqueKeys,
} from '@renderer/components/table/columns';
import { type LoadMoreInput, shouldLoadMore } from '@renderer/components/table/load-more';
import { sortParamOf } from '@renderer/components/table/use-sort';
import { VirtualRow } from '@renderer/components/table/VirtualRow';
import { tableStyle } from '@renderer/components/table/VirtualTable';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('shouldLoadMore', () => {
  const near: LoadMoreInput = {
    lastRenderedIndex: 95,
    rowCount: 100,
    threshold: 10,
    hasNextPage: true,
    isFetching: false,
    nextPageFailed: false,
    userScrolled: true,
  };

  it('loads when the last rendered row is within the threshold of the end', () => {
    expect(shouldLoadMore(near)).toBe(true);
    expect(shouldLoadMore({ ...near, lastRenderedIndex: 89 })).toBe(true); // exactly 10 rows from the last
    expect(shouldLoadMore({ ...near, lastRenderedIndex: 99 })).toBe(true);
  });

  it('does not load while still far from the end', () => {
    expect(shouldLoadMore({ ...near, lastRenderedIndex: 88 })).toBe(false);
    expect(shouldLoadMore({ ...near, lastRenderedIndex: 30 })).toBe(false);
  });

  it('never loads past the last page or on top of a fetch in flight', () => {
    expect(shouldLoadMore({ ...near, hasNextPage: false })).toBe(false);
    expect(shouldLoadMore({ ...near, isFetching: true })).toBe(false);
  });

  it('waits for Retry after a failed next page instead of looping', () => {
    expect(shouldLoadMore({ ...near, nextPageFailed: true })).toBe(false);
  });

  it('does not pull pages by itself before the user scrolls', () => {
    expect(shouldLoadMore({ ...near, userScrolled: false })).toBe(false);
  });

  it('does not chase empty pages automatically', () => {
    expect(shouldLoadMore({ ...near, rowCount: 0, lastRenderedIndex: -1 })).toBe(false);
    expect(shouldLoadMore({ ...near, lastRenderedIndex: -1 })).toBe(false);
  });

  it('treats a negative threshold as zero (only the very last row)', () => {
    expect(shouldLoadMore({ ...near, threshold: -5, lastRenderedIndex: 98 })).toBe(false);
    expect(shouldLoadMore({ ...near, threshold: -5, lastRenderedIndex: 99 })).toBe(true);
  });
});

interface Row {
  name: string;
  amount: bigint | null;
  height: number;
}
const rows: Row[] = [
  { name: 'node10', amount: 5n, height: 3 },
  { name: 'node2', amount: null, height: 1 },
  { name: 'Node1', amount: 10n ** 30n, height: 2 },
  { name: 'node3', amount: 5n, height: 1 },
];
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name, width: 120 },
  {
    id: 'amount',
    header: 'Amount',
    cell: (r) => String(r.amount),
    sortValue: (r) => r.amount,
    width: 'minmax(160px, 2fr)',
  },
  { id: 'height', header: 'Height', cell: (r) => r.height, sortValue: (r) => r.height },
  { id: 'plain', header: 'Plain', cell: () => '' },
];

describe('sortRows', () => {
  const names = (list: readonly Row[]) => list.map((r) => r.name);

  it('sorts text naturally and case-insensitively', () => {
    expect(names(sortRows(rows, columns, { columnId: 'name', direction: 'asc' }))).toEqual([
      'Node1',
      'node2',
      'node3',
      'node10',
    ]);
    expect(names(sortRows(rows, columns, { columnId: 'name', direction: 'desc' }))).toEqual([
      'node10',
      'node3',
      'node2',
      'Node1',
    ]);
  });

  it('sorts BigInts numerically, keeps ties stable and puts missing values last either way', () => {
    expect(names(sortRows(rows, columns, { columnId: 'amount', direction: 'asc' }))).toEqual([
      'node10',
      'node3',
      'Node1',
      'node2',
    ]);
    expect(names(sortRows(rows, columns, { columnId: 'amount', direction: 'desc' }))).toEqual([
      'Node1',
      'node10',
      'node3',
      'node2',
    ]);
  });

  it('leaves rows as given when unsorted or the column cannot sort', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(sortRows(rows, columns, { columnId: 'plain', direction: 'asc' })).toBe(rows);
    expect(sortRows(rows, columns, { columnId: 'missing', direction: 'asc' })).toBe(rows);
  });

  it('does not mutate the input', () => {
    const before = names(rows);
    sortRows(rows, columns, { columnId: 'height', direction: 'desc' });
    expect(names(rows)).toEqual(before);
  });

  it('compares mixed numbers and BigInts numerically', () => {
    expect(compareSortValues(2, 10n)).toBeLessThan(0);
    expect(compareSortValues(10n ** 20n, 5)).toBeGreaterThan(0);
    expect(compareSortValues(false, true)).toBeLessThan(0);
    expect(compareSortValues('a10', 'a9')).toBeGreaterThan(0);
  });
});

describe('nextSort', () => {
  it('cycles ascending → descending → off, and restarts on another column', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ columnId: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ columnId: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'height')).toEqual({ columnId: 'height', direction: 'asc' });
  });
});

describe('filterRows', () => {
  const fields = (r: Row) => [r.name, r.amount, r.height];

  it('matches every term, case-insensitively, across fields', () => {
    expect(filterRows(rows, 'NODE1', fields).map((r) => r.name)).toEqual(['node10', 'Node1']);
    expect(filterRows(rows, 'node 3', fields).map((r) => r.name)).toEqual(['node10', 'node3']);
    expect(filterRows(rows, 'node2 5', fields)).toEqual([]);
  });

  it('keeps everything for a blank filter and ignores missing values', () => {
    expect(filterRows(rows, '   ', fields)).toBe(rows);
    expect(filterRows(rows, 'null', fields)).toEqual([]);
  });

  it('does not match across the boundary of two fields', () => {
    // "node101" would only match if the name and amount ran together.
    expect(filterRows([{ name: 'node10', amount: 1n, height: 0 }], 'node101', fields)).toEqual([]);
  });
});

describe('layout helpers', () => {
  it('builds the grid template from widths', () => {
    expect(gridTemplate(columns as Column<unknown>[])).toBe(
      '120px minmax(160px, 2fr) minmax(90px, 1fr) minmax(90px, 1fr)',
    );
  });

  it('computes the narrowest row before horizontal scrolling', () => {
    expect(minRowWidth(columns as Column<unknown>[])).toBe(120 + 160 + 90 + 90);
  });

  it('makes repeated row keys unique so React never sees a duplicate', () => {
    expect(uniqueKeys(['a', 'b', 'a', 'a'], (k) => k)).toEqual(['a', 'b', 'a#2', 'a#3']);
  });
});

describe('VirtualRow', () => {
  const render = (className?: string) =>
    renderToStaticMarkup(
      h(
        'table',
        null,
        h(
          'tbody',
          null,
          h(VirtualRow<Row>, {
            row: rows[0] as Row,
            index: 0,
            columns,
            clickable: true,
            className,
          }),
        ),
      ),
    );

  it('adds the row class a table asks for beside its own', () => {
    expect(render('node-peers__row--benched')).toContain('class="vtable__row is-clickable node-peers__row--benched"');
    expect(render()).toContain('class="vtable__row is-clickable"');
  });

  it("carries no inline style: its height and columns are the table's custom properties", () => {
    expect(render()).not.toContain('style=');
    const template = gridTemplate(columns as readonly Column<unknown>[]);
    expect(tableStyle(900, template, 32)).toEqual({
      minWidth: 900,
      '--vtable-columns': template,
      '--vtable-row-height': '32px',
    });
  });
});

describe('sort direction and the hash', () => {
  type Row = { name: string; stake: bigint | null };
  const rows: Row[] = [
    { name: 'b', stake: null },
    { name: 'a', stake: 5n },
  ];
  const columns = [
    { id: 'name', header: 'Name', cell: (r: Row) => r.name, sortValue: (r: Row) => r.name },
    { id: 'stake', header: 'Stake', cell: (r: Row) => String(r.stake), sortValue: (r: Row) => r.stake },
    { id: 'pinned', header: 'P', cell: () => '', sortValue: (r: Row) => r.name, firstSort: 'desc' as const },
    { id: 'plain', header: 'X', cell: () => '' },
  ];

  it('numbers start largest first, text A→Z, a column may say its own', () => {
    expect(firstSortOf(columns[1], rows)).toBe('desc');
    expect(firstSortOf(columns[0], rows)).toBe('asc');
    expect(firstSortOf(columns[2], rows)).toBe('desc');
    expect(firstSortOf(columns[3], rows)).toBe('asc');
  });

  it('cycles from the first direction to the other, then off', () => {
    const first = nextSort(null, 'stake', 'desc');
    expect(first).toEqual({ columnId: 'stake', direction: 'desc' });
    const second = nextSort(first, 'stake', 'desc');
    expect(second).toEqual({ columnId: 'stake', direction: 'asc' });
    expect(nextSort(second, 'stake', 'desc')).toBeNull();
  });

  it('round-trips through a hash parameter and refuses unknown columns or directions', () => {
    const sort = { columnId: 'stake', direction: 'desc' } as const;
    expect(sortParamValue(sort)).toBe('stake.desc');
    expect(sortFromParam('stake.desc', columns)).toEqual(sort);
    expect(sortFromParam('plain.asc', columns)).toBeNull();
    expect(sortFromParam('stake.sideways', columns)).toBeNull();
    expect(sortFromParam('nope.asc', columns)).toBeNull();
    expect(sortFromParam(null, columns)).toBeNull();
  });

  it('names the parameter after the table', () => {
    expect(sortParamOf('table')).toBe('sort');
    expect(sortParamOf('validator-table')).toBe('validatorSort');
    expect(sortParamOf('delegator-table')).toBe('delegatorSort');
    expect(sortParamOf('peers')).toBe('peersSort');
  });
});

describe('fitColumns', () => {
  const col = (id: string, width: number | string, priority?: number): Column<unknown> => ({
    id,
    header: id.toUpperCase(),
    cell: () => null,
    width,
    ...(priority === undefined ? {} : { priority }),
  });
  const cols = [
    col('time', 150),
    col('fee', 100, 3),
    col('method', 'minmax(90px, 1fr)', 2),
    col('status', 96),
    col('block', 90, 1),
  ];
  const ids = (list: readonly Column<unknown>[]) => list.map((c) => c.id);

  it('keeps every column when they fit', () => {
    const { shown, hidden } = fitColumns(cols, 600);
    expect(ids(shown)).toEqual(['time', 'fee', 'method', 'status', 'block']);
    expect(hidden).toEqual([]);
  });

  it('drops the highest priority number first, keeping the order of the rest', () => {
    expect(ids(fitColumns(cols, 500).shown)).toEqual(['time', 'method', 'status', 'block']);
    expect(ids(fitColumns(cols, 420).shown)).toEqual(['time', 'status', 'block']);
    const tight = fitColumns(cols, 250);
    expect(ids(tight.shown)).toEqual(['time', 'status']);
    expect(ids(tight.hidden)).toEqual(['fee', 'method', 'block']);
  });

  it('never drops a column without a priority, even when the row stays too wide', () => {
    expect(ids(fitColumns(cols, 10).shown)).toEqual(['time', 'status']);
  });

  it('names columns by title, else by a text header, else by id', () => {
    expect(columnTitle({ id: 'fee', header: 'Fee', cell: () => null })).toBe('Fee');
    expect(columnTitle({ id: 'fee', header: h('abbr', null, 'Fee'), title: 'Delegation fee', cell: () => null })).toBe(
      'Delegation fee',
    );
    expect(columnTitle({ id: 'direction', header: '', cell: () => null })).toBe('direction');
  });
});
