import type { ReactNode } from 'react';

export interface KeyValueRow {
  label: ReactNode;
  value: ReactNode;
  /** Stable key when `label` is not a string. */
  key?: string;
  /** Shown under the label in small print (units, what the field means). */
  hint?: string;
  testId?: string;
}

/** Label/value rows (`<dl>`); falsy entries are skipped so rows can be conditional inline. */
export function KeyValueGrid({
  rows,
  compact = false,
  testId = 'kv',
}: {
  rows: readonly (KeyValueRow | null | undefined | false)[];
  compact?: boolean;
  testId?: string;
}) {
  const present = rows.filter((r): r is KeyValueRow => !!r);
  return (
    <dl className={`kv${compact ? ' kv--compact' : ''}`} data-testid={testId}>
      {present.map((row, i) => (
        <div
          key={row.key ?? (typeof row.label === 'string' ? row.label : i)}
          className="kv__row"
          data-testid={row.testId}
        >
          <dt>
            {row.label}
            {row.hint && <span className="kv__hint">{row.hint}</span>}
          </dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
