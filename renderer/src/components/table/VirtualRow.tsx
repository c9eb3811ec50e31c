import { memo } from 'react';
import type { Column } from './columns';

export const cellClass = (align: Column<unknown>['align']) => `vtable__cell vtable__cell--${align ?? 'left'}`;

interface VirtualRowProps<T> {
  row: T;
  index: number;
  columns: readonly Column<T>[];
  clickable: boolean;
  className?: string | undefined;
}

/**
 * One row of the window. Memoised: while scrolling only the rows entering the window render, the others
 * just keep their place. Clicks and keys are handled on the body (delegation) so no handler breaks the memo.
 *
 * Rows sit in the body's flow below its top padding, not each at its own `translateY`: Chromium's style engine
 * keeps what it matched for every element with a distinct inline style until the next major GC, and looking
 * a new row up among them grew linearly with every row scrolled past (style of 25 new rows: 2 ms after a GC,
 * 15–20 ms a few seconds of scrolling later). A row has no inline style at all: its height and columns are
 * the table's custom properties (`--vtable-row-height`, `--vtable-columns`), set once on the table.
 */
function VirtualRowImpl<T>({ row, index, columns, clickable, className }: VirtualRowProps<T>) {
  return (
    <tr
      tabIndex={0}
      aria-rowindex={index + 2}
      data-index={index}
      data-testid="table-row"
      className={`vtable__row${clickable ? ' is-clickable' : ''}${className ? ` ${className}` : ''}`}
    >
      {columns.map((c) => (
        <td key={c.id} className={cellClass(c.align)}>
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}

export const VirtualRow = memo(VirtualRowImpl) as typeof VirtualRowImpl;
