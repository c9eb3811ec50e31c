import { FieldError } from '@renderer/components/feedback/FieldError';
import { type FormEvent, useId, useState } from 'react';

/**
 * One optional request parameter as a small form: applied on submit once `validate` accepts it, cleared
 * by its reset button; what was typed is kept when refused. Follows the applied value when it changes
 * from outside (a link, Back).
 */
export function ParamFilter({
  label,
  placeholder,
  resetLabel,
  applied,
  validate,
  onApply,
  wide = false,
  testId,
}: {
  label: string;
  placeholder: string;
  /** The button that removes the parameter ("Latest", "All contracts"). */
  resetLabel: string;
  /** The value in the hash, or null when the parameter is left out. */
  applied: string | null;
  /** The contract's message for a typed value (named by `label`), or null. */
  validate: (value: string) => string | null;
  onApply: (value: string | null) => void;
  /** Room for a 42-character address. */
  wide?: boolean;
  testId: string;
}) {
  const id = useId();
  const [text, setText] = useState(applied ?? '');
  const [seen, setSeen] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  if (applied !== seen) {
    setSeen(applied);
    setText(applied ?? '');
    setError(null);
  }
  const appliedProblem = applied !== null ? validate(applied) : null;
  const shown = error ?? (appliedProblem ? `${label} ${appliedProblem}` : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed === '') return onApply(null);
    const problem = validate(typed);
    setError(problem ? `${label} ${problem}` : null);
    if (!problem) onApply(typed);
  };

  return (
    <form className="param-filter" onSubmit={submit} noValidate data-testid={testId}>
      <label htmlFor={id} className="muted">
        {label}
      </label>
      <input
        id={id}
        className={`input mono param-filter__input${wide ? ' param-filter__input--wide' : ''}`}
        placeholder={placeholder}
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        data-testid={`${testId}-input`}
      />
      <button type="submit" className="button" data-testid={`${testId}-apply`}>
        Apply
      </button>
      {applied !== null && (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => onApply(null)}
          data-testid={`${testId}-reset`}
        >
          {resetLabel}
        </button>
      )}
      <FieldError id={`${id}-error`} message={shown} testId={`${testId}-error`} />
    </form>
  );
}
