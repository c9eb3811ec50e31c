import { FieldError } from '@renderer/components/feedback/FieldError';
import { NETWORK_HRP } from '@shared/ids';
import { type FormEvent, useId } from 'react';
import { REWARDS_PAGE_LIMIT, type RewardsErrors, type RewardsField, type RewardsForm } from './rewards-form';

/** Addresses and/or node ids, with each contract message beside its field. Nothing typed is ever lost. */
export function RewardsFormCard({
  network,
  form,
  errors,
  onChange,
  onSubmit,
  onClear,
}: {
  network: string;
  form: RewardsForm;
  errors: RewardsErrors;
  onChange: (field: RewardsField, value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}) {
  const id = useId();
  const hrp = NETWORK_HRP[network as keyof typeof NETWORK_HRP] ?? 'avax';
  const ids = {
    addresses: `${id}-addresses`,
    nodeIds: `${id}-nodeIds`,
    sortOrder: `${id}-sortOrder`,
    pageSize: `${id}-pageSize`,
  };
  const errorId = (field: RewardsField) => `${ids[field]}-error`;
  const described = (field: RewardsField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="card form rewards-form" onSubmit={submit} noValidate data-testid="rewards-form">
      <h2 className="card__title">Find pending rewards</h2>
      <p className="muted rewards-form__help" data-testid="rewards-form-help">
        Give P-Chain or X-Chain addresses of {network} (<code className="mono">{hrp}1…</code>,{' '}
        <code className="mono">P-{hrp}1…</code> or <code className="mono">X-{hrp}1…</code>), node ids (
        <code className="mono">NodeID-…</code>), or both — <strong>one of them is required</strong>. Separate entries
        with commas, spaces or new lines.
      </p>
      <div className="rewards-form__fields">
        <div className="form__row">
          <label htmlFor={ids.addresses}>Addresses</label>
          <textarea
            id={ids.addresses}
            className="input mono rewards-form__list"
            rows={3}
            spellCheck={false}
            placeholder={`P-${hrp}1…`}
            value={form.addresses}
            onChange={(e) => onChange('addresses', e.target.value)}
            data-testid="rewards-addresses"
            {...described('addresses')}
          />
          <FieldError id={errorId('addresses')} message={errors.addresses} testId="rewards-addresses-error" />
        </div>
        <div className="form__row">
          <label htmlFor={ids.nodeIds}>Node IDs</label>
          <textarea
            id={ids.nodeIds}
            className="input mono rewards-form__list"
            rows={3}
            spellCheck={false}
            placeholder="NodeID-…"
            value={form.nodeIds}
            onChange={(e) => onChange('nodeIds', e.target.value)}
            data-testid="rewards-node-ids"
            {...described('nodeIds')}
          />
          <FieldError id={errorId('nodeIds')} message={errors.nodeIds} testId="rewards-node-ids-error" />
        </div>
      </div>
      <div className="rewards-form__options">
        <div className="form__row">
          <label htmlFor={ids.sortOrder}>Order</label>
          <select
            id={ids.sortOrder}
            className="select"
            value={form.sortOrder}
            onChange={(e) => onChange('sortOrder', e.target.value)}
            data-testid="rewards-sort"
          >
            <option value="desc">Newest first</option>
            <option value="asc">Oldest first</option>
          </select>
          <FieldError id={errorId('sortOrder')} message={errors.sortOrder} />
        </div>
        <div className="form__row">
          <label htmlFor={ids.pageSize}>Page size</label>
          <input
            id={ids.pageSize}
            className="input input--short mono rewards-form__page-size"
            inputMode="numeric"
            placeholder={`${REWARDS_PAGE_LIMIT.default} (${REWARDS_PAGE_LIMIT.min}–${REWARDS_PAGE_LIMIT.max})`}
            value={form.pageSize}
            onChange={(e) => onChange('pageSize', e.target.value)}
            data-testid="rewards-page-size"
            {...described('pageSize')}
          />
          <FieldError id={errorId('pageSize')} message={errors.pageSize} testId="rewards-page-size-error" />
        </div>
        <div className="form__actions rewards-form__actions">
          <button type="submit" className="button button--primary" data-testid="rewards-submit">
            Show rewards
          </button>
          <button type="button" className="button button--quiet" onClick={onClear} data-testid="rewards-clear">
            Clear
          </button>
        </div>
      </div>
    </form>
  );
}
