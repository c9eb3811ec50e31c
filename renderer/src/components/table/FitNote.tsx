import { type Column, columnTitle } from './columns';

/**
 * Under a table that does not fit its window: which columns gave way (with a way to show them all), or,
 * when the row is wider than the view, that it scrolls sideways.
 */
export function FitNote<T>({
  hidden,
  showingAll,
  scrolls,
  onShowAll,
  onScrollRight,
}: {
  hidden: readonly Column<T>[];
  /** All columns are shown on request although some would give way. */
  showingAll: boolean;
  /** The row is wider than the scroll area. */
  scrolls: boolean;
  onShowAll: (all: boolean) => void;
  onScrollRight: () => void;
}) {
  if (hidden.length === 0 && !showingAll && !scrolls) return null;
  const names = hidden.map((c) => columnTitle(c as Column<unknown>));
  return (
    <div className="vtable__fit muted" data-testid="table-fit-note">
      {hidden.length > 0 && (
        <>
          <span data-testid="hidden-columns" title="Hidden to fit the window; widen it or show them all">
            {hidden.length === 1 ? 'Hidden to fit' : `${hidden.length} columns hidden to fit`}: {names.join(', ')}
          </span>
          <button
            type="button"
            className="button button--quiet vtable__fit-action"
            onClick={() => onShowAll(true)}
            data-testid="show-all-columns"
          >
            Show all columns
          </button>
        </>
      )}
      {scrolls && (
        <button
          type="button"
          className="button button--quiet vtable__fit-action"
          onClick={onScrollRight}
          data-testid="scroll-cue"
          aria-label="Scroll the table sideways to see more columns"
        >
          Scroll sideways for more columns →
        </button>
      )}
      {showingAll && (
        <button
          type="button"
          className="button button--quiet vtable__fit-action"
          onClick={() => onShowAll(false)}
          data-testid="fit-columns"
        >
          Fit to window
        </button>
      )}
    </div>
  );
}
