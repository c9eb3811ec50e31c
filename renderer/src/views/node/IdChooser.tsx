import { FieldError } from '@renderer/components/feedback/FieldError';
import { middleTruncate } from '@renderer/format/text';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

export interface IdChoice {
  value: string;
  label: string;
}

/**
 * Pick an id from a list or type one: the list applies at once, a typed id on Enter/Apply after
 * `validate` accepts it (its message shows beside the field and the typed text is kept).
 */
export function IdChooser({
  label,
  choices,
  value,
  onChange,
  validate,
  placeholder,
  listNote,
  testId,
}: {
  label: string;
  choices: readonly IdChoice[];
  value: string | null;
  onChange: (value: string | null) => void;
  validate: (value: string) => string | null;
  placeholder: string;
  /** Under the list: loading, failure or truncation of the choices. */
  listNote?: ReactNode;
  testId: string;
}) {
  const selectId = useId();
  const inputId = useId();
  const errorId = useId();
  const listed = value !== null && choices.some((c) => c.value === value);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    const problem = validate(typed);
    setError(problem);
    if (!problem) onChange(typed);
  };

  return (
    <div className="node-chooser" data-testid={testId}>
      <div className="node-form">
        <label htmlFor={selectId} className="node-form__label">
          {label}
        </label>
        <select
          id={selectId}
          className="select node-chooser__select"
          value={listed ? (value as string) : ''}
          onChange={(e) => {
            setError(null);
            onChange(e.target.value === '' ? null : e.target.value);
          }}
          data-testid={`${testId}-select`}
        >
          <option value="">
            {value !== null && !listed ? `${middleTruncate(value, 10, 6)} (entered)` : '— choose —'}
          </option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {listNote && <span className="muted node-chooser__note">{listNote}</span>}
      </div>
      <form className="node-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="node-form__label">
          or enter an id
        </label>
        <div className="form__inline">
          <input
            id={inputId}
            className="input mono node-chooser__input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid={`${testId}-input`}
          />
          <button type="submit" className="button" data-testid={`${testId}-apply`}>
            Apply
          </button>
        </div>
        <FieldError id={errorId} message={error} testId={`${testId}-error`} />
      </form>
    </div>
  );
}
