import { deepLinkOf } from '@shared/routing/deep-link';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { useLocationHash } from '../routing/hash-query';
import { copyStatusText, useCopyState } from './use-copy-state';
import { useOutsidePointer } from './use-outside-pointer';

function LinkItem({
  label,
  value,
  unavailable,
  testId,
}: {
  label: string;
  value: string | null;
  /** Why there is no link of this form (shown instead of it). */
  unavailable: string;
  testId: string;
}) {
  const { state, copy } = useCopyState(value ?? '');
  return (
    <button
      type="button"
      role="menuitem"
      className={`copy-link__item copy-link__item--${state}`}
      disabled={value === null}
      onClick={copy}
      data-testid={testId}
    >
      <span className="copy-link__label">{copyStatusText(state, label)}</span>
      <span className={value === null ? 'copy-link__value muted' : 'copy-link__value mono'} title={value ?? undefined}>
        {value ?? unavailable}
      </span>
    </button>
  );
}

/**
 * "Copy link" for the view on screen, in both forms: `#/…` (paste into the search box, or after a
 * browser-mode address) and `snowscope://…` (opens the desktop app from a browser, a chat, a terminal).
 */
export function CopyLinkMenu() {
  const hash = useLocationHash() || '#/';
  const appLink = deepLinkOf(hash);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => setOpen(false), []);
  useOutsidePointer(rootRef, open, dismiss);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role=menuitem]:enabled') ?? [])];
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const list = items();
      const at = list.indexOf(document.activeElement as HTMLButtonElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(at + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="copy-link" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="copy-button copy-link__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => items()[0]?.focus());
          }
        }}
        data-testid="copy-link"
      >
        Copy link{' '}
        <span aria-hidden="true" className="copy-link__caret">
          ▾
        </span>
      </button>
      {open && (
        <div
          ref={menuRef}
          role="menu"
          aria-label="Copy a link to this view"
          className="copy-link__menu"
          onKeyDown={onMenuKey}
          data-testid="copy-link-menu"
        >
          <LinkItem label="Copy #/ link" value={hash} unavailable="" testId="copy-link-hash" />
          <LinkItem
            label="Copy snowscope:// link"
            value={appLink}
            unavailable="Links from outside the app open only valid views: this one's parameters are not valid."
            testId="copy-link-app"
          />
        </div>
      )}
    </div>
  );
}
