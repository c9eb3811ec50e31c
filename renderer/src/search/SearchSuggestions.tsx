import type { Suggestion } from './suggestions';

export const SUGGESTIONS_ID = 'search-suggestions';
export const optionId = (index: number) => `search-option-${index}`;

/**
 * The dropdown under the search box: what Enter will open, then the recent searches. Options keep the
 * input focused (mousedown is swallowed) so the box never loses what was typed.
 */
export function SearchSuggestions({
  preview,
  suggestions,
  active,
  onChoose,
  onClear,
}: {
  preview: string | null;
  suggestions: readonly Suggestion[];
  active: number;
  onChoose: (hash: string) => void;
  onClear: () => void;
}) {
  const keepFocus = (e: { preventDefault(): void }) => e.preventDefault();
  return (
    <div className="search-menu" data-testid="search-suggestions">
      {preview && (
        <div className="search-menu__preview" data-testid="search-preview">
          <kbd>Enter</kbd> <span>{preview}</span>
        </div>
      )}
      {suggestions.length > 0 && (
        <>
          <div className="search-menu__head">
            <span>Recent searches</span>
            <button
              type="button"
              className="button button--quiet search-menu__clear"
              onMouseDown={keepFocus}
              onClick={onClear}
              data-testid="search-recent-clear"
            >
              Clear
            </button>
          </div>
          <div className="search-menu__list" id={SUGGESTIONS_ID} role="listbox" aria-label="Recent searches">
            {suggestions.map((s, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keys (aria-activedescendant)
              <div
                key={s.hash}
                tabIndex={-1}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`search-menu__option${i === active ? ' is-active' : ''}`}
                onMouseDown={keepFocus}
                onClick={() => onChoose(s.hash)}
                data-testid="search-suggestion"
                data-hash={s.hash}
              >
                <span className="search-menu__kind">{s.kind}</span>
                <span className="mono search-menu__hash">{s.hash}</span>
              </div>
            ))}
          </div>
        </>
      )}
      <div className="search-menu__keys muted">
        <kbd>↑</kbd>
        <kbd>↓</kbd> choose · <kbd>Enter</kbd> open · <kbd>Esc</kbd> close
      </div>
    </div>
  );
}
