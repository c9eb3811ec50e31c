import { FieldError } from '@renderer/components/feedback/FieldError';
import { DEFAULT_QUORUM_PERCENTAGE } from '@shared/contract/data/signatures';
import { type FormEvent, type ReactNode, useId } from 'react';
import { HexFileButton } from './HexFileButton';
import { MessageShapeNote } from './MessageShapeNote';
import { NetworkSelect } from './NetworkSelect';
import { SubnetPicker } from './SubnetPicker';
import type { AggregateErrors, AggregateField, AggregateForm } from './signature-form';

/**
 * The aggregation request, each field with the spec's rule beside it and the contract's message under
 * it. Nothing typed is lost: a refused field keeps its text.
 */
export function AggregateFormCard({
  form,
  errors,
  sending,
  onChange,
  onNetwork,
  onSubmit,
  onClear,
}: {
  form: AggregateForm;
  /** Only the messages to show now (fields not yet typed in stay quiet until a submit). */
  errors: AggregateErrors;
  sending: boolean;
  onChange: (field: AggregateField, value: string) => void;
  onNetwork: (network: AggregateForm['network']) => void;
  onSubmit: () => void;
  onClear: () => void;
}) {
  const id = useId();
  const fieldId = (field: AggregateField) => `${id}-${field}`;
  const errorId = (field: AggregateField) => `${id}-${field}-error`;
  const described = (field: AggregateField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const row = (field: AggregateField, label: ReactNode, control: ReactNode, help: ReactNode, testId: string) => (
    <div className={`form__row sig-form__field sig-form__field--${field}`}>
      <label htmlFor={fieldId(field)}>{label}</label>
      {control}
      <span className="muted sig-form__help">{help}</span>
      <FieldError id={errorId(field)} message={errors[field]} testId={`${testId}-error`} />
    </div>
  );
  const hexArea = (field: 'message' | 'justification', testId: string) => (
    <>
      <textarea
        id={fieldId(field)}
        className="input mono sig-form__hex"
        rows={3}
        spellCheck={false}
        placeholder="0x…"
        value={form[field]}
        onChange={(e) => onChange(field, e.target.value)}
        data-testid={testId}
        {...described(field)}
      />
      <HexFileButton what={field} onLoad={(text) => onChange(field, text)} testId={`${testId}-file`} />
      {field === 'message' && !errors.message && <MessageShapeNote text={form.message} />}
    </>
  );
  const numberInput = (field: AggregateField, placeholder: string, testId: string) => (
    <input
      id={fieldId(field)}
      className="input mono sig-form__number"
      inputMode="numeric"
      placeholder={placeholder}
      value={form[field]}
      onChange={(e) => onChange(field, e.target.value)}
      data-testid={testId}
      {...described(field)}
    />
  );

  return (
    <form className="card form sig-form" onSubmit={submit} noValidate data-testid="sig-form">
      <h2 className="card__title">Aggregate signatures for a message</h2>
      <div className="sig-form__top">
        <NetworkSelect value={form.network} onChange={onNetwork} testId="sig-network" error={errors.network} />
        {row(
          'signingSubnetId',
          'Signing subnet',
          <SubnetPicker
            inputId={fieldId('signingSubnetId')}
            network={form.network}
            value={form.signingSubnetId}
            onChange={(value) => onChange('signingSubnetId', value)}
            inputProps={described('signingSubnetId')}
          />,
          <>Hex or cb58; optional — left empty, the service uses the subnet of the message's source blockchain.</>,
          'sig-subnet',
        )}
      </div>
      <p className="muted sig-form__either" data-testid="sig-either">
        Give a <strong>message</strong> or a <strong>justification</strong> (or both) — one of them is required. Both
        are hex, with or without <code className="mono">0x</code>; spaces and line breaks inside are ignored.
      </p>
      <div className="sig-form__hexes">
        {row(
          'message',
          'Message',
          hexArea('message', 'sig-message'),
          'The unsigned Warp message to be signed: codec version, network id, source chain id, payload.',
          'sig-message',
        )}
        {row(
          'justification',
          'Justification',
          hexArea('justification', 'sig-justification'),
          'Bytes that justify the message to the validators asked to sign it.',
          'sig-justification',
        )}
      </div>
      <div className="sig-form__numbers">
        {row(
          'quorumPercentage',
          'Quorum %',
          numberInput('quorumPercentage', `${DEFAULT_QUORUM_PERCENTAGE} (default)`, 'sig-quorum'),
          'Share of the signing subnet’s weight that must sign: a whole number from 0 to 100.',
          'sig-quorum',
        )}
        {row(
          'quorumPercentageBuffer',
          'Quorum buffer %',
          numberInput('quorumPercentageBuffer', '0 (default)', 'sig-buffer'),
          <>
            Extra weight share to collect beyond the quorum; quorum + buffer must be at most 100. A larger buffer can
            take longer, but the signatures are less likely to be invalidated by validator weight changes before the
            message is delivered.
          </>,
          'sig-buffer',
        )}
        {row(
          'pChainHeight',
          'P-Chain height',
          numberInput('pChainHeight', '0 (default)', 'sig-height'),
          '0 = the validators at the proposed height; another number = the validators at that P-Chain height.',
          'sig-height',
        )}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={sending} data-testid="sig-submit">
          {sending ? 'Aggregating…' : 'Aggregate signatures'}
        </button>
        <button type="button" className="button button--quiet" onClick={onClear} data-testid="sig-clear">
          Clear
        </button>
      </div>
    </form>
  );
}
