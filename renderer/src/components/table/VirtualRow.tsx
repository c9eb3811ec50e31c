import { memo } from 'react';
import type { Column } from './columns';

export const cellClass = (align: Column<unknown>['align']) => `vtable__cell vtable__cell--${align ?? 'left'}`;

interface VirtualRowProps<T> {
  row: T;
  index: number;
  /** Offset from the top of the body, px. */
  top: number;
  height: number;
  template: string;
  columns: readonly Column<T>[];
  clickable: boolean;
  className?: string | undefined;
}

/**
 * One positioned row. Memoised: while scrolling only the rows entering the window render, the others
 * just keep their place. Clicks and keys are handled on the body (delegation) so no handler breaks the memo.
 */
function VirtualRowImpl<T>({ row, index, top, height, template, columns, clickable, className }: VirtualRowProps<T>) {
  return (
    <tr
      tabIndex={0}
      aria-rowindex={index + 2}
      data-index={index}
      data-testid="table-row"
      className={`vtable__row${clickable ? ' is-clickable' : ''}${className ? ` ${className}` : ''}`}
      style={{ height, gridTemplateColumns: template, transform: `translateY(${top}px)` }}
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
