import { FieldError } from '@renderer/components/feedback/FieldError';
import { MAX_EXPORT_ADDRESSES } from '@shared/export/request';
import type { KeyboardEvent } from 'react';
import { ChainChoices } from './ChainChoices';
import { ChoiceGroup } from './ChoiceGroup';
import type { ExportErrors, ExportField, ExportForm } from './export-form';

const MODES = [
  { value: 'local', label: 'Snowscope pages the Data API' },
  { value: 'remote', label: 'Data API export job' },
] as const;
const KINDS = [
  { value: 'native', label: 'Native transactions' },
  { value: 'erc20', label: 'ERC-20 transfers' },
  { value: 'both', label: 'Both' },
] as const;
const FORMATS = [
  { value: 'csv', label: 'CSV' },
  { value: 'jsonl', label: 'JSON Lines' },
] as const;

export type FieldChange = <F extends ExportField>(field: F, value: ExportForm[F]) => void;

/** Every field of the export dialog, each with its own message beside it. */
export function ExportFormFields({
  idPrefix,
  form,
  errors,
  onChange,
}: {
  idPrefix: string;
  form: ExportForm;
  errors: ExportErrors;
  onChange: FieldChange;
}) {
  const idOf = (field: ExportField) => `${idPrefix}-${field}`;
  const errorId = (field: ExportField) => `${idOf(field)}-error`;
  const described = (field: ExportField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
  const error = (field: ExportField) => (
    <FieldError id={errorId(field)} message={errors[field]} testId={`export-error-${field}`} />
  );
  const local = form.mode === 'local';
  // Enter submits from the address box too; Shift+Enter starts a new line.
  const enterSubmits = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <div className="export-fields">
      <div className="form__row">
        <span className="export-fields__label">How</span>
        <ChoiceGroup
          label="How to export"
          value={form.mode}
          options={MODES}
          onChange={(mode) => onChange('mode', mode)}
          testId="export-mode"
        />
        <span className="kv__hint">
          {local
            ? 'Pages transactions:listNative / listErc20 itself: no row cap, exact amounts, resumable after a crash.'
            : 'POST /v1/operations/transactions:export: the Data API builds a CSV; a large export comes in parts (Continue from…).'}
        </span>
      </div>

      <div className="form__row">
        <label htmlFor={idOf('addresses')}>Addresses</label>
        <textarea
          id={idOf('addresses')}
          className="input mono export-fields__addresses"
          rows={Math.min(6, Math.max(2, form.addresses.split('\n').length))}
          spellCheck={false}
          placeholder="0x… (one per line)"
          value={form.addresses}
          onChange={(e) => onChange('addresses', e.target.value)}
          onKeyDown={enterSubmits}
          data-autofocus
          data-testid="export-addresses"
          {...described('addresses')}
        />
        <span className="kv__hint">
          Up to {MAX_EXPORT_ADDRESSES} EVM addresses, one per line (Shift+Enter for a new line).
        </span>
        {error('addresses')}
      </div>

      <div className="form__row">
        <span className="export-fields__label" id={idOf('chainIds')}>
          Chains
        </span>
        <ChainChoices
          selected={form.chainIds}
          onChange={(chainIds) => onChange('chainIds', chainIds)}
          describedBy={errors.chainIds ? errorId('chainIds') : undefined}
        />
        {error('chainIds')}
      </div>

      {local && (
        <div className="form__row">
          <span className="export-fields__label">Transactions</span>
          <ChoiceGroup
            label="Which transactions"
            value={form.kind}
            options={KINDS}
            onChange={(kind) => onChange('kind', kind)}
            testId="export-kind"
          />
          {error('kind')}
        </div>
      )}

      {local && (
        <div className="form__row">
          <span className="export-fields__label">Blocks</span>
          <div className="form__inline">
            <input
              id={idOf('startBlock')}
              className="input input--short mono"
              inputMode="numeric"
              placeholder="from (incl.)"
              aria-label="Start block (included)"
              value={form.startBlock}
              onChange={(e) => onChange('startBlock', e.target.value)}
              data-testid="export-start-block"
              {...described('startBlock')}
            />
            <span className="muted">to</span>
            <input
              id={idOf('endBlock')}
              className="input input--short mono"
              inputMode="numeric"
              placeholder="to (excl.)"
              aria-label="End block (excluded)"
              value={form.endBlock}
              onChange={(e) => onChange('endBlock', e.target.value)}
              data-testid="export-end-block"
              {...described('endBlock')}
            />
          </div>
          <span className="kv__hint">
            Optional. The start block is included, the end block is not (as the Data API).
          </span>
          {error('startBlock')}
          {error('endBlock')}
        </div>
      )}

      <div className="form__row">
        <span className="export-fields__label">Days (UTC)</span>
        <div className="form__inline">
          <input
            id={idOf('fromDate')}
            className="input input--short mono"
            placeholder="YYYY-MM-DD"
            aria-label="First day (UTC, included)"
            value={form.fromDate}
            onChange={(e) => onChange('fromDate', e.target.value)}
            data-testid="export-from-date"
            {...described('fromDate')}
          />
          <span className="muted">to</span>
          <input
            id={idOf('toDate')}
            className="input input--short mono"
            placeholder="YYYY-MM-DD"
            aria-label="Last day (UTC, included)"
            value={form.toDate}
            onChange={(e) => onChange('toDate', e.target.value)}
            data-testid="export-to-date"
            {...described('toDate')}
          />
        </div>
        <span className="kv__hint">Optional. Both days are included.</span>
        {error('fromDate')}
        {error('toDate')}
      </div>

      {local && (
        <div className="form__row">
          <span className="export-fields__label">Format</span>
          <ChoiceGroup
            label="File format"
            value={form.format}
            options={FORMATS}
            onChange={(format) => onChange('format', format)}
            testId="export-format"
          />
          {error('format')}
        </div>
      )}

      <div className="form__row">
        <label htmlFor={idOf('fileName')}>File name</label>
        <input
          id={idOf('fileName')}
          className="input mono"
          value={form.fileName}
          onChange={(e) => onChange('fileName', e.target.value)}
          data-testid="export-file-name"
          {...described('fileName')}
        />
        <span className="kv__hint">Suggested to the save dialog (browser mode: the name of the download).</span>
        {error('fileName')}
      </div>
    </div>
  );
}
