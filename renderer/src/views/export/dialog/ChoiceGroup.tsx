import { useId } from 'react';

/** A row of mutually exclusive options (radio buttons shown as a segmented control). */
export function ChoiceGroup<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId: string;
}) {
  const name = useId();
  return (
    <div className="segmented" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <label key={o.value} className={`segmented__option${value === o.value ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            data-testid={`${testId}-${o.value}`}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}
