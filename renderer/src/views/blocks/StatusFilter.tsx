import type { TxStatusFilter } from '@renderer/queries/blocks';

const OPTIONS: { value: TxStatusFilter | undefined; label: string; id: string }[] = [
  { value: undefined, label: 'All', id: 'all' },
  { value: 'success', label: 'Success', id: 'success' },
  { value: 'failed', label: 'Failed', id: 'failed' },
];

/** All / successful / failed transactions (the service filters; the rows are never filtered here). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: TxStatusFilter | undefined;
  onChange: (value: TxStatusFilter | undefined) => void;
}) {
  return (
    <fieldset className="status-filter">
      <legend className="visually-hidden">Transaction status</legend>
      <div className="segmented" role="radiogroup" aria-label="Transaction status">
        {OPTIONS.map((o) => (
          <label
            key={o.id}
            className={`segmented__option${o.value === value ? ' is-selected' : ''}`}
            data-testid={`status-filter-${o.id}`}
          >
            <input
              type="radio"
              name="tx-status-filter"
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
