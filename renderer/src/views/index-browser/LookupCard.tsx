import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { Card } from '@renderer/components/layout/Card';
import type { IndexName } from '@shared/contract/node/common';
import { type FormEvent, useId, useState } from 'react';
import { LookupResult } from './LookupResult';
import { LOOKUP_INFO, LOOKUP_METHODS, type LookupMethod, lookupFieldMessage, lookupParams } from './lookup-model';

/** getContainerByIndex, getContainerByID, isAccepted and getIndex behind one checked form. */
export function LookupCard({ name, onSelect }: { name: IndexName; onSelect: (position: number) => void }) {
  const formId = useId();
  const [method, setMethod] = useState<LookupMethod>('byIndex');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ method: LookupMethod; value: string } | null>(null);
  const info = LOOKUP_INFO[method];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = lookupFieldMessage(method, paramsFieldErrors(info.channel, lookupParams(name, method, value)));
    setProblem(message);
    if (!message) setAsked({ method, value: value.trim() });
  };

  return (
    <Card title="Look up" testId="index-lookup">
      <p className="muted index-lookup__intro">
        One container of this index: by its position (0 is the first accepted), by its id, whether an id is in the
        index, or the position of an id.
      </p>
      <form className="index-lookup__form" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor={`${formId}-method`}>
          Method
        </label>
        <select
          id={`${formId}-method`}
          className="select"
          value={method}
          onChange={(e) => {
            setMethod(e.target.value as LookupMethod);
            setProblem(null);
          }}
          data-testid="lookup-method"
        >
          {LOOKUP_METHODS.map((m) => (
            <option key={m} value={m}>
              {LOOKUP_INFO[m].label}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${formId}-value`}>
          {info.field}
        </label>
        <input
          id={`${formId}-value`}
          className="input mono"
          value={value}
          placeholder={info.placeholder}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${formId}-error` : undefined}
          spellCheck={false}
          autoComplete="off"
          data-testid="lookup-value"
        />
        <button type="submit" className="button button--primary" data-testid="lookup-submit">
          Look up
        </button>
      </form>
      <FieldError id={`${formId}-error`} message={problem && `${info.field} ${problem}`} testId="lookup-error" />
      {asked && <LookupResult name={name} method={asked.method} value={asked.value} onSelect={onSelect} />}
    </Card>
  );
}
