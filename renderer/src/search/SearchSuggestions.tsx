import { Fragment } from 'react';
import type { Suggestion } from './suggestions';

export const SUGGESTIONS_ID = 'search-suggestions';

/** Whether option `i` opens a group (labels come first, then recent searches). */
const groupStarts = (all: readonly Suggestion[], i: number) =>
  i === 0 || (all[i - 1]?.label === undefined) !== (all[i]?.label === undefined);
/** The address at the end of an address hash. */
const addressOf = (hash: string) => hash.slice(hash.lastIndexOf('/') + 1);
export const optionId = (index: number) => `search-option-${index}`;

/**
 * The dropdown under the search box: what Enter will open, labelled addresses whose name matches, then
 * the recent searches. Options keep the input focused (mousedown is swallowed) so the box never loses
 * what was typed.
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
        <div className="search-menu__list" id={SUGGESTIONS_ID} role="listbox" aria-label="Suggestions">
          {suggestions.map((s, i) => (
            <Fragment key={s.hash}>
              {groupStarts(suggestions, i) && (
                <div className="search-menu__head" role="presentation">
                  <span>{s.label === undefined ? 'Recent searches' : 'Your labels'}</span>
                  {s.label === undefined && (
                    <button
                      type="button"
                      className="button button--quiet search-menu__clear"
                      onMouseDown={keepFocus}
                      onClick={onClear}
                      data-testid="search-recent-clear"
                    >
                      Clear
                    </button>
                  )}
                </div>
              )}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keys (aria-activedescendant) */}
              <div
                tabIndex={-1}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`search-menu__option${i === active ? ' is-active' : ''}`}
                onMouseDown={keepFocus}
                onClick={() => onChoose(s.hash)}
                data-testid={s.label === undefined ? 'search-suggestion' : 'search-label-suggestion'}
                data-hash={s.hash}
              >
                <span className="search-menu__kind">{s.label === undefined ? s.kind : s.label}</span>
                <span className="mono search-menu__hash">{s.label === undefined ? s.hash : addressOf(s.hash)}</span>
              </div>
            </Fragment>
          ))}
        </div>
      )}
      <div className="search-menu__keys muted">
        <kbd>↑</kbd>
        <kbd>↓</kbd> choose · <kbd>Enter</kbd> open · <kbd>Esc</kbd> close
      </div>
    </div>
  );
}
