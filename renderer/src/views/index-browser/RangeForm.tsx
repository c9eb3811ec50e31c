import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import type { IndexName } from '@shared/contract/node/common';
import { type FormEvent, useId, useState } from 'react';
import { MAX_NUM_TO_FETCH, type RangeWindow } from './index-model';

type Field = 'startIndex' | 'numToFetch';

/** A range typed by hand, checked against the contract (numToFetch 0..1024) before anything is sent. */
export function RangeForm({
  name,
  current,
  onFetch,
}: {
  name: IndexName;
  current: RangeWindow | null;
  onFetch: (window: RangeWindow) => void;
}) {
  const formId = useId();
  const [draft, setDraft] = useState<Record<Field, string>>({ startIndex: '', numToFetch: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = {
      index: name,
      encoding: 'hex',
      startIndex: draft.startIndex.trim(),
      numToFetch: draft.numToFetch.trim(),
    };
    const found = paramsFieldErrors('node.index.getContainerRange', params);
    const next = { startIndex: found.startIndex, numToFetch: found.numToFetch };
    setErrors(next);
    if (next.startIndex || next.numToFetch) return;
    onFetch({ startIndex: Number(params.startIndex), numToFetch: Number(params.numToFetch) });
  };

  const field = (key: Field, label: string, placeholder: string) => (
    <div className="form__row range-form__field">
      <label htmlFor={`${formId}-${key}`}>{label}</label>
      <input
        id={`${formId}-${key}`}
        className="input mono input--short"
        inputMode="numeric"
        value={draft[key]}
        placeholder={placeholder}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${formId}-${key}-error` : undefined}
        autoComplete="off"
        data-testid={`range-input-${key}`}
      />
      <FieldError id={`${formId}-${key}-error`} message={errors[key]} testId={`range-error-${key}`} />
    </div>
  );

  return (
    <form className="range-form" onSubmit={submit} noValidate data-testid="range-form">
      {field('startIndex', 'startIndex', current ? String(current.startIndex) : '0')}
      {field('numToFetch', `numToFetch (0–${MAX_NUM_TO_FETCH})`, current ? String(current.numToFetch) : '10')}
      <button type="submit" className="button" data-testid="range-fetch">
        Fetch range
      </button>
    </form>
  );
}
