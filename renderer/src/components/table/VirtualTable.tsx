import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Skeleton } from '../Skeleton';
import { type Keyed, keyRows, useAppendOnly } from './append-only';
import { type Column, fitColumns, gridTemplate, minRowWidth, type SortState } from './columns';
import { FitNote } from './FitNote';
import { useHorizontalFit } from './use-horizontal-fit';
import { useRowWindow } from './use-row-window';
import { cellClass, VirtualRow } from './VirtualRow';

/** What every table (DataTable, InfiniteTable) passes straight through to the VirtualTable it renders. */
export interface TableViewProps<T> {
  /** Accessible name of the table, e.g. "Peers" or "Transactions of 0x…". */
  label: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  onRowClick?: ((row: T) => void) | undefined;
  /** Extra class names of a row (a benched peer, a row to mark) beside `vtable__row`. */
  rowClassName?: ((row: T) => string | undefined) | undefined;
  /** The scroll area grows with its rows up to this height (px), then scrolls. */
  maxHeight?: number | undefined;
  rowHeight?: number | undefined;
}

export interface VirtualTableProps<T> extends TableViewProps<T> {
  rows: readonly T[];
  sort: SortState | null;
  onSort: (columnId: string) => void;
  /** Show this many skeleton rows instead of `rows` (first load). */
  loadingRows?: number | undefined;
  /** Reports the last rendered row and whether the user has scrolled, for load-on-scroll. */
  onRenderedRangeChange?: ((lastRenderedIndex: number, userScrolled: boolean) => void) | undefined;
}

export const DEFAULT_ROW_HEIGHT = 32;
export const DEFAULT_MAX_HEIGHT = 560;
const OVERSCAN = 12;
const INTERACTIVE = 'a, button, input, select, textarea, summary, [role="button"]';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The table's inline style: its minimum width, and the row height and column template every row takes from it
 * (custom properties read by `.vtable__row` and `.vtable__header`), so no row carries an inline style of its own.
 */
export function tableStyle(minWidth: number, template: string, rowHeight: number): CSSProperties {
  return { minWidth, '--vtable-columns': template, '--vtable-row-height': `${rowHeight}px` } as CSSProperties;
}

const rowIndexes = (start: number, end: number) => Array.from({ length: end - start }, (_, i) => start + i);

/**
 * The body every table shares: a sticky header and only the rows in view in the DOM, so ten thousand
 * rows scroll like ten. Rows are focusable; Enter opens, arrows move, Home/End jump.
 */
export function VirtualTable<T>({
  label,
  rows,
  columns: allColumns,
  rowKey,
  onRowClick,
  rowClassName,
  sort,
  onSort,
  maxHeight = DEFAULT_MAX_HEIGHT,
  rowHeight = DEFAULT_ROW_HEIGHT,
  loadingRows = 0,
  onRenderedRangeChange,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLTableSectionElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const [headerHeight, setHeaderHeight] = useState(rowHeight);
  const [showAll, setShowAll] = useState(false);
  const fit = useHorizontalFit(scrollRef);
  const { shown: columns, hidden } = useMemo(
    () => (showAll || fit.width === 0 ? { shown: [...allColumns], hidden: [] } : fitColumns(allColumns, fit.width)),
    [allColumns, showAll, fit.width],
  );
  const template = gridTemplate(columns as readonly Column<unknown>[]);
  const minWidth = minRowWidth(columns as readonly Column<unknown>[]);
  const { keys } = useAppendOnly<Keyed<T>>((prev) => keyRows(prev, rows, rowKey), [rows, rowKey]);

  useLayoutEffect(() => {
    if (headerRef.current) setHeaderHeight(headerRef.current.offsetHeight);
  }, []);

  const rowWindow = useRowWindow(
    scrollRef,
    loadingRows > 0 ? 0 : rows.length,
    { rowHeight, headerHeight, minViewport: maxHeight },
    OVERSCAN,
  );
  const lastRenderedIndex = rowWindow.end - 1;
  const userScrolled = rowWindow.scrolled;

  useEffect(() => {
    onRenderedRangeChange?.(lastRenderedIndex, userScrolled);
  }, [onRenderedRangeChange, lastRenderedIndex, userScrolled]);

  // A row asked for by the keyboard may only exist after the scroll it caused has rendered.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus({ preventScroll: true });
    }
  });

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    pendingFocus.current = target;
    rowWindow.scrollToIndex(target);
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus({ preventScroll: true });
    }
  };

  /** The row a delegated event belongs to, when it came from the row itself or something inside it. */
  const rowIndexOf = (target: EventTarget): number | null => {
    const tr = (target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    return tr ? Number(tr.dataset.index) : null;
  };

  const onBodyKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const index = rowIndexOf(event.target);
    // Keys typed in a link or button inside the row are theirs.
    if (index === null || !(event.target as HTMLElement).matches('tr[data-index]')) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + 10,
      PageUp: index - 10,
    };
    if (event.key === 'Enter' && onRowClick) {
      event.preventDefault();
      onRowClick(rows[index] as T);
    } else if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key] as number);
    }
  };

  const onBodyClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const index = rowIndexOf(event.target);
    // A link or button inside the row does its own thing.
    if (index === null || !onRowClick || (event.target as HTMLElement).closest(INTERACTIVE)) return;
    onRowClick(rows[index] as T);
  };

  return (
    <>
      <div
        className="vtable__frame"
        data-more-left={fit.moreLeft || undefined}
        data-more-right={fit.moreRight || undefined}
        data-testid="table-frame"
      >
        <div className="vtable__scroll" ref={scrollRef} style={{ maxHeight }} onScroll={fit.onScroll}>
          <table
            className="vtable__table"
            style={tableStyle(minWidth, template, rowHeight)}
            aria-label={label}
            aria-rowcount={loadingRows > 0 ? -1 : rows.length + 1}
            aria-busy={loadingRows > 0 || undefined}
          >
            <thead className="vtable__head" ref={headerRef}>
              <tr className="vtable__header" aria-rowindex={1}>
                {columns.map((c) => {
                  const active = sort?.columnId === c.id ? sort.direction : null;
                  return (
                    <th
                      key={c.id}
                      scope="col"
                      className={cellClass(c.align)}
                      aria-sort={c.sortValue ? (active ? ARIA_SORT[active] : 'none') : undefined}
                    >
                      {c.sortValue ? (
                        <button
                          type="button"
                          className={`vtable__sort${active ? ' is-active' : ''}`}
                          onClick={() => onSort(c.id)}
                          data-testid={`sort-${c.id}`}
                        >
                          {c.header}
                          <span className="vtable__sort-mark" aria-hidden="true">
                            {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        c.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            {loadingRows > 0 ? (
              <tbody className="vtable__body">
                {Array.from({ length: loadingRows }, (_, i) => (
                  <tr
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    key={i}
                    className="vtable__row"
                    data-testid="table-loading-row"
                  >
                    {columns.map((c) => (
                      <td key={c.id} className={cellClass(c.align)}>
                        <Skeleton size="sm" />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ) : (
              <tbody
                className="vtable__body"
                // The rows in view follow this padding in the flow (see VirtualRow for why not one offset each).
                style={{ height: rows.length * rowHeight, paddingTop: rowWindow.start * rowHeight }}
                onClick={onBodyClick}
                onKeyDown={onBodyKeyDown}
              >
                {rowIndexes(rowWindow.start, rowWindow.end).map((index) => (
                  <VirtualRow
                    key={keys[index]}
                    row={rows[index] as T}
                    index={index}
                    columns={columns}
                    clickable={!!onRowClick}
                    className={rowClassName?.(rows[index] as T)}
                  />
                ))}
              </tbody>
            )}
          </table>
        </div>
      </div>
      <FitNote
        hidden={hidden}
        showingAll={showAll && fitColumns(allColumns, fit.width).hidden.length > 0}
        scrolls={fit.moreLeft || fit.moreRight}
        onShowAll={setShowAll}
        onScrollRight={fit.scrollRight}
      />
    </>
  );
}
