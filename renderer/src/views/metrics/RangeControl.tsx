import {
  type ChartState,
  customRangeProblems,
  formatUtcDate,
  RANGE_PRESETS,
  type RangePreset,
} from '@renderer/metrics/chart-state';
import { type FormEvent, useId, useState } from 'react';

const PRESET_LABELS: Record<RangePreset, string> = { '7d': '7d', '30d': '30d', '90d': '90d', '1y': '1y', all: 'All' };

/** Presets, or a custom UTC date range applied with its fields checked (errors beside each field). */
export function RangeControl({ state, onChange }: { state: ChartState; onChange: (next: ChartState) => void }) {
  const id = useId();
  const custom = state.range.kind === 'custom' ? state.range : null;
  const [editing, setEditing] = useState(custom !== null);
  const today = formatUtcDate(Math.floor(Date.now() / 86_400_000) * 86_400);
  const [from, setFrom] = useState(custom?.from ?? '');
  const [to, setTo] = useState(custom?.to ?? today);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const [seen, setSeen] = useState(custom);
  // A link or Back that changes the range brings the fields along.
  if (custom !== seen) {
    setSeen(custom);
    if (custom) {
      setFrom(custom.from);
      setTo(custom.to);
      setEditing(true);
      setErrors({});
    }
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problems = customRangeProblems(from.trim(), to.trim());
    setErrors(problems);
    if (problems.from || problems.to) return;
    onChange({ ...state, range: { kind: 'custom', from: from.trim(), to: to.trim() }, zoom: null });
  };

  return (
    <fieldset className="form__row metrics-range">
      <legend>Range</legend>
      <div className="metrics-range__row">
        <div className="segmented" role="radiogroup" aria-label="Range" data-testid="metrics-range">
          {RANGE_PRESETS.map((preset) => {
            const selected = state.range.kind === 'preset' && state.range.preset === preset && !editing;
            return (
              <label
                key={preset}
                className={`segmented__option${selected ? ' is-selected' : ''}`}
                data-testid={`range-${preset}`}
              >
                <input
                  type="radio"
                  name={`${id}-range`}
                  value={preset}
                  checked={selected}
                  onChange={() => {
                    setEditing(false);
                    setErrors({});
                    onChange({ ...state, range: { kind: 'preset', preset }, zoom: null });
                  }}
                />
                {PRESET_LABELS[preset]}
              </label>
            );
          })}
          <label className={`segmented__option${editing ? ' is-selected' : ''}`} data-testid="range-custom">
            <input
              type="radio"
              name={`${id}-range`}
              value="custom"
              checked={editing}
              onChange={() => setEditing(true)}
            />
            Custom
          </label>
        </div>
      </div>
      {editing && (
        <form className="metrics-range__custom" onSubmit={apply} noValidate data-testid="custom-range">
          <label className="metrics-range__field">
            <span>From (UTC)</span>
            <input
              type="date"
              className="input"
              value={from}
              aria-invalid={errors.from ? true : undefined}
              onChange={(e) => {
                setFrom(e.target.value);
                setErrors(({ from: _gone, ...rest }) => rest);
              }}
              data-testid="range-from"
            />
            {errors.from && (
              <span className="field-error" data-testid="range-from-error">
                {errors.from}
              </span>
            )}
          </label>
          <label className="metrics-range__field">
            <span>To (UTC, inclusive)</span>
            <input
              type="date"
              className="input"
              value={to}
              aria-invalid={errors.to ? true : undefined}
              onChange={(e) => {
                setTo(e.target.value);
                setErrors(({ to: _gone, ...rest }) => rest);
              }}
              data-testid="range-to"
            />
            {errors.to && (
              <span className="field-error" data-testid="range-to-error">
                {errors.to}
              </span>
            )}
          </label>
          <button type="submit" className="button" data-testid="range-apply">
            Apply
          </button>
        </form>
      )}
    </fieldset>
  );
}
