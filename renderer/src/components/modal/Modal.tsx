import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
}

/**
 * A real modal: the native `<dialog>` opened with showModal (the page behind is inert), focus kept
 * inside (Tab and Shift+Tab wrap), Esc closes, and focus returns to whatever opened it. Mounted = open.
 * The first element marked `data-autofocus` (else the first field) gets the focus.
 */
export function Modal({
  title,
  onClose,
  children,
  testId = 'modal',
  wide = false,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const body = dialog.querySelector<HTMLElement>('.modal__body') ?? dialog;
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(body)[0] ?? dialog;
    first.focus();
    // Esc: the browser's cancel is turned into onClose, so the owner decides what closing means.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // In the body, not where it was opened (a heading, a table cell): nothing of the opener's style leaks in.
  return createPortal(
    <dialog
      ref={ref}
      className={`modal${wide ? ' modal--wide' : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={trapTab}
      data-testid={testId}
    >
      <header className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <button
          type="button"
          className="modal__close"
          aria-label="Close"
          title="Close (Esc)"
          onClick={onClose}
          data-testid={`${testId}-close`}
        >
          ×
        </button>
      </header>
      <div className="modal__body">{children}</div>
    </dialog>,
    document.body,
  );
}
