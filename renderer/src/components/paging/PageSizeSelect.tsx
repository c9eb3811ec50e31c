import { PAGED_LISTS, type PagedListId, pageSizeChoices, usePageSize } from '@renderer/stores/page-sizes';
import { PAGE_LIMITS } from '@shared/contract/data/common';
import { useId } from 'react';

/** "Rows per request" of a paged list; the choice is remembered for this list. */
export function PageSizeSelect({ list, noun = 'Rows' }: { list: PagedListId; noun?: string }) {
  const id = useId();
  const [size, setSize] = usePageSize(list);
  const { min, max } = PAGE_LIMITS[PAGED_LISTS[list].channel];
  return (
    <span className="page-size" data-testid="page-size">
      <label htmlFor={id} className="muted">
        {noun} per page
      </label>
      <select
        id={id}
        className="select select--compact"
        value={size}
        onChange={(e) => setSize(Number(e.target.value))}
        title={`The endpoint accepts ${min} to ${max} per page`}
        data-testid="page-size-select"
      >
        {pageSizeChoices(list).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </span>
  );
}
