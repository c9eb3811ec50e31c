import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** A count or short note after the label. */
  badge?: ReactNode;
  disabled?: boolean;
}

/**
 * An accessible tab strip and the active panel (WAI-ARIA tabs, automatic activation): arrows move and
 * select, Home/End jump. Controlled: pair with `useHashTab` to make the tab deep-linkable.
 */
export function Tabs<T extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
  testId = 'tabs',
}: {
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (tab: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The active tab's content. */
  children: ReactNode;
  testId?: string;
}) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((t) => !t.disabled);
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const select = (tab: TabItem<T> | undefined) => {
    if (!tab) return;
    onChange(tab.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(tab.id)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((t) => t.id === active);
    const n = enabled.length;
    const target: Record<string, number> = {
      ArrowRight: (at + 1) % n,
      ArrowLeft: (at - 1 + n) % n,
      Home: 0,
      End: n - 1,
    };
    if (!(event.key in target) || n === 0) return;
    event.preventDefault();
    select(enabled[target[event.key] as number]);
  };

  return (
    <div className="tabs" data-testid={testId}>
      <div className="tabs__list" role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={`tabs__tab${selected ? ' is-active' : ''}`}
              onClick={() => onChange(tab.id)}
              data-tab={tab.id}
              data-testid={`tab-${tab.id}`}
            >
              {tab.label}
              {tab.badge !== undefined && <span className="tabs__badge">{tab.badge}</span>}
            </button>
          );
        })}
      </div>
      <div className="tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(active)} data-testid="tab-panel">
        {children}
      </div>
    </div>
  );
}
