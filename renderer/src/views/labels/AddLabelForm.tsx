import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { useSetLabel } from '@renderer/queries/labels';
import { type FormEvent, useState } from 'react';

/** Name an address without opening it first (an exchange's hot wallet, a friend's address…). */
export function AddLabelForm({ chainId }: { chainId: string }) {
  const setLabel = useSetLabel();
  const [address, setAddress] = useState('');
  const [label, setLabelText] = useState('');
  const [watch, setWatch] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const entry = { address, label, watch, chainId };
    const found = paramsFieldErrors('app.labels.set', { label: entry });
    const fieldErrors = {
      ...(found['label.address'] ? { address: `Address ${found['label.address']}` } : {}),
      ...(found['label.label'] ? { label: `Label ${found['label.label']}` } : {}),
    };
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    try {
      await setLabel.mutateAsync(entry);
      setAddress('');
      setLabelText('');
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : 'Could not save the label' });
    }
  };

  return (
    <form className="form add-label" onSubmit={submit} noValidate data-testid="add-label-form">
      <div className="add-label__fields">
        <div className="form__row">
          <label htmlFor="add-label-address">Address</label>
          <input
            id="add-label-address"
            className="input mono"
            value={address}
            placeholder="0x…"
            spellCheck={false}
            onChange={(e) => setAddress(e.target.value)}
            aria-invalid={!!errors.address}
            aria-describedby={errors.address ? 'add-label-address-error' : undefined}
            data-testid="add-label-address"
          />
          <FieldError id="add-label-address-error" message={errors.address} testId="add-label-address-error" />
        </div>
        <div className="form__row">
          <label htmlFor="add-label-name">Label</label>
          <input
            id="add-label-name"
            className="input"
            value={label}
            placeholder="e.g. Treasury"
            onChange={(e) => setLabelText(e.target.value)}
            aria-invalid={!!errors.label}
            aria-describedby={errors.label ? 'add-label-name-error' : undefined}
            data-testid="add-label-name"
          />
          <FieldError id="add-label-name-error" message={errors.label} testId="add-label-name-error" />
        </div>
      </div>
      <div className="label-actions">
        <label className="label-editor__check">
          <input type="checkbox" checked={watch} onChange={(e) => setWatch(e.target.checked)} />
          Watch on chain {chainId}
        </label>
        <button
          type="submit"
          className="button button--primary"
          disabled={setLabel.isPending}
          data-testid="add-label-save"
        >
          Add label
        </button>
      </div>
      <FieldError message={errors.form} testId="add-label-error" />
    </form>
  );
}
