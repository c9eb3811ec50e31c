import { type FormEvent, useEffect, useRef, useState } from 'react';
import { navigate } from '../routing/use-route';
import { classifySearch } from '../search/classify';
import { usePrefs } from '../stores/prefs';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** One box for everything: recognises what was typed and opens its route, or says inline why not. */
export function SearchBox({ chainId }: { chainId: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const addRecentSearch = usePrefs((s) => s.addRecentSearch);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const outcome = classifySearch(text, { chainId });
    if (outcome.kind === 'unrecognised') {
      setReason(outcome.reason);
      return;
    }
    setReason(null);
    setText('');
    addRecentSearch(outcome.hash);
    inputRef.current?.blur();
    navigate(outcome.hash);
  };

  return (
    <search className="search">
      <form onSubmit={submit}>
        <input
          ref={inputRef}
          className="search__input mono"
          type="search"
          value={text}
          placeholder="Search address, tx hash, block, or paste a #/ link"
          aria-label="Search"
          aria-invalid={reason !== null}
          aria-describedby={reason ? 'search-error' : undefined}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setReason(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setReason(null);
              e.currentTarget.blur();
            }
          }}
          data-testid="search-input"
        />
        <kbd className="search__hint" title="Press / or Ctrl+K to search">
          /
        </kbd>
        {reason && (
          <div id="search-error" className="search__error" role="alert" data-testid="search-error">
            {reason}
          </div>
        )}
      </form>
    </search>
  );
}
