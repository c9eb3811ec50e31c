import { FieldError } from '@renderer/components/feedback/FieldError';
import { middleTruncate } from '@renderer/format/text';
import { X_CHAIN_IDS } from '@shared/contract/data/primary';
import { type FormEvent, useId } from 'react';
import { VERTICES_PAGE_LIMIT, type VerticesErrors, type VerticesField, type VerticesForm } from './vertices-form';

/** Height (≥ 0), which name of the X-Chain to ask with, order and page size; messages beside their fields. */
export function VerticesFormCard({
  network,
  form,
  errors,
  onChange,
  onSubmit,
}: {
  network: keyof typeof X_CHAIN_IDS;
  form: VerticesForm;
  errors: VerticesErrors;
  onChange: (field: VerticesField, value: string) => void;
  onSubmit: () => void;
}) {
  const id = useId();
  const fieldId = (field: VerticesField) => `${id}-${field}`;
  const errorId = (field: VerticesField) => `${id}-${field}-error`;
  const described = (field: VerticesField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="card form vertices-form" onSubmit={submit} noValidate data-testid="vertices-form">
      <h2 className="card__title">Vertices at a height</h2>
      <p className="muted vertices-form__help">
        X-Chain vertices (the DAG before Cortina) at one height. Heights start at 0; a vertex’s parents are one height
        above it.
      </p>
      <div className="vertices-form__fields">
        <div className="form__row">
          <label htmlFor={fieldId('height')}>Height</label>
          <input
            id={fieldId('height')}
            className="input mono vertices-form__height"
            inputMode="numeric"
            placeholder="0"
            value={form.height}
            onChange={(e) => onChange('height', e.target.value)}
            data-testid="vertices-height"
            {...described('height')}
          />
          <FieldError id={errorId('height')} message={errors.height} testId="vertices-height-error" />
        </div>
        <div className="form__row">
          <label htmlFor={fieldId('chain')}>Chain</label>
          <select
            id={fieldId('chain')}
            className="select"
            value={form.chain}
            onChange={(e) => onChange('chain', e.target.value)}
            data-testid="vertices-chain"
            {...described('chain')}
          >
            <option value="x-chain">x-chain (alias)</option>
            <option value="id">X-Chain id {middleTruncate(X_CHAIN_IDS[network], 8, 6)}</option>
          </select>
          <FieldError id={errorId('chain')} message={errors.chain} />
        </div>
        <div className="form__row">
          <label htmlFor={fieldId('sortOrder')}>Order</label>
          <select
            id={fieldId('sortOrder')}
            className="select"
            value={form.sortOrder}
            onChange={(e) => onChange('sortOrder', e.target.value)}
            data-testid="vertices-sort"
          >
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
          <FieldError id={errorId('sortOrder')} message={errors.sortOrder} />
        </div>
        <div className="form__row">
          <label htmlFor={fieldId('pageSize')}>Page size</label>
          <input
            id={fieldId('pageSize')}
            className="input mono vertices-form__page-size"
            inputMode="numeric"
            placeholder={`${VERTICES_PAGE_LIMIT.default} (${VERTICES_PAGE_LIMIT.min}–${VERTICES_PAGE_LIMIT.max})`}
            value={form.pageSize}
            onChange={(e) => onChange('pageSize', e.target.value)}
            data-testid="vertices-page-size"
            {...described('pageSize')}
          />
          <FieldError id={errorId('pageSize')} message={errors.pageSize} testId="vertices-page-size-error" />
        </div>
        <div className="form__actions vertices-form__actions">
          <button type="submit" className="button button--primary" data-testid="vertices-submit">
            Show vertices
          </button>
        </div>
      </div>
    </form>
  );
}
