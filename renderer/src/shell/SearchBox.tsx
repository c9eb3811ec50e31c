import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { navigate } from '../routing/use-route';
import { classifySearch } from '../search/classify';
import { optionId, SearchSuggestions, SUGGESTIONS_ID } from '../search/SearchSuggestions';
import { labelSuggestions, matchingRecents, moveActive } from '../search/suggestions';
import { labelsMatching, useLabelStore } from '../stores/labels';
import { usePrefs } from '../stores/prefs';
import { useShellContext } from './use-shell-context';
import '../search/search.css';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * One box for everything: recognises what was typed and opens its route, or says inline why not.
 * Recent searches drop down under it (arrows choose, Enter opens, Escape closes).
 */
export function SearchBox({ chainId }: { chainId: string }) {
  const { network } = useShellContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const recents = usePrefs((s) => s.recentSearches);
  const addRecentSearch = usePrefs((s) => s.addRecentSearch);
  const clearRecentSearches = usePrefs((s) => s.clearRecentSearches);

  const labels = useLabelStore((s) => s.byAddress);
  const labelOptions = useMemo(
    () => labelSuggestions(labelsMatching(Object.values(labels), text), chainId),
    [labels, text, chainId],
  );
  const suggestions = useMemo(
    () => [...labelOptions, ...matchingRecents(recents, text)],
    [labelOptions, recents, text],
  );
  const outcome = useMemo(
    () => (text.trim() ? classifySearch(text, { chainId, network }) : null),
    [text, chainId, network],
  );
  const preview = outcome?.kind === 'route' ? outcome.label : null;
  const menuOpen = open && reason === null && (suggestions.length > 0 || preview !== null);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const shortcut = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey);
      if (shortcut || (e.key === '/' && !isTypingTarget(e.target))) {
        e.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    // A reason belongs to the text that was searched; moving elsewhere dismisses it.
    const onRoute = () => setReason(null);
    window.addEventListener('keydown', onKey);
    window.addEventListener('hashchange', onRoute);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('hashchange', onRoute);
    };
  }, []);

  const go = (hash: string) => {
    setReason(null);
    setText('');
    setOpen(false);
    setActive(-1);
    addRecentSearch(hash);
    inputRef.current?.blur();
    navigate(hash);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = menuOpen ? suggestions[active] : undefined;
    if (chosen) {
      go(chosen.hash);
      return;
    }
    const result = classifySearch(text, { chainId, network });
    // Text that is no id but names a label opens the best-matching labelled address.
    const byLabel = labelOptions[0];
    if (result.kind === 'unrecognised' && byLabel) {
      go(byLabel.hash);
      return;
    }
    if (result.kind === 'unrecognised') {
      setReason(result.reason);
      setOpen(false);
      return;
    }
    go(result.hash);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setReason(null);
      if (!menuOpen) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' && suggestions.length > 0 ? 0 : -1);
        return;
      }
      setActive((i) => moveActive(i, suggestions.length, e.key as 'ArrowDown' | 'ArrowUp'));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (menuOpen) {
        setOpen(false);
        setActive(-1);
        return;
      }
      setReason(null);
      e.currentTarget.blur();
    }
  };

  return (
    <search className="search">
      <form onSubmit={submit}>
        <input
          ref={inputRef}
          className="search__input mono"
          type="search"
          role="combobox"
          value={text}
          placeholder="Search address, label, tx, block, NodeID, subnet id, avax1… or paste a link"
          aria-label="Search"
          aria-invalid={reason !== null}
          aria-describedby={reason ? 'search-error' : undefined}
          aria-expanded={menuOpen}
          aria-controls={SUGGESTIONS_ID}
          aria-autocomplete="list"
          aria-activedescendant={menuOpen && active >= 0 ? optionId(active) : undefined}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setReason(null);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        <kbd className="search__hint" title="Press / or Ctrl+K to search">
          /
        </kbd>
        {menuOpen && (
          <SearchSuggestions
            preview={preview}
            suggestions={suggestions}
            active={active}
            onChoose={go}
            onClear={clearRecentSearches}
          />
        )}
        {reason && (
          <div id="search-error" className="search__error" role="alert" data-testid="search-error">
            {reason}
          </div>
        )}
      </form>
    </search>
  );
}
