import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { useRemoveLabel, useSetLabel } from '@renderer/queries/labels';
import { useAddressLabel } from '@renderer/stores/labels';
import { LABEL_MAX_LENGTH } from '@shared/models/labels';
import { type FormEvent, useState } from 'react';

/**
 * The user's name for an address and whether it is watched, edited in place on the address page. The
 * label is checked with the contract's own schema before it is sent (main checks it again).
 */
export function LabelEditor({ chainId, address }: { chainId: string; address: string }) {
  const current = useAddressLabel(address);
  const setLabel = useSetLabel();
  const removeLabel = useRemoveLabel();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [watch, setWatch] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setDraft(current?.label ?? '');
    setWatch(current?.watch ?? false);
    setError(null);
    setEditing(true);
  };
  // Watching follows the chain the address is shown on; an existing label keeps its own chain otherwise.
  const watchChain = (watched: boolean) => (watched || !current ? chainId : current.chainId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const label = { address, label: draft, watch, chainId: watchChain(watch) };
    const problem = paramsFieldErrors('app.labels.set', { label })['label.label'];
    if (problem) {
      setError(`Label ${problem}`);
      return;
    }
    try {
      await setLabel.mutateAsync(label);
      setEditing(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not save the label');
    }
  };

  const toggleWatch = () => {
    if (!current) return;
    const watched = !current.watch;
    setLabel.mutate({ ...current, watch: watched, chainId: watchChain(watched) });
  };

  if (editing) {
    return (
      <form className="label-editor label-editor--open" onSubmit={submit} noValidate data-testid="label-form">
        <label htmlFor="label-input" className="label-editor__caption">
          Your label
        </label>
        <input
          id="label-input"
          className="input"
          value={draft}
          maxLength={LABEL_MAX_LENGTH + 20}
          placeholder="e.g. Treasury, My hot wallet"
          autoFocus
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? 'label-error' : undefined}
          data-testid="label-input"
        />
        <label className="label-editor__check">
          <input
            type="checkbox"
            checked={watch}
            onChange={(e) => setWatch(e.target.checked)}
            data-testid="label-watch"
          />
          Watch on chain {chainId}
        </label>
        <button type="submit" className="button button--primary" disabled={setLabel.isPending} data-testid="label-save">
          Save label
        </button>
        <button type="button" className="button button--quiet" onClick={() => setEditing(false)}>
          Cancel
        </button>
        <FieldError id="label-error" message={error} testId="label-error" />
      </form>
    );
  }

  return (
    <div className="label-editor" data-testid="label-editor">
      {current ? (
        <>
          <span className="address-label address-label--large" data-testid="label-current">
            {current.label}
          </span>
          {current.watch && (
            <span className="badge badge--ok" title={`Watched on chain ${current.chainId}`} data-testid="label-watched">
              Watched
            </span>
          )}
          <button type="button" className="button button--quiet" onClick={start} data-testid="label-edit">
            Edit label
          </button>
          <button type="button" className="button button--quiet" onClick={toggleWatch} data-testid="label-toggle-watch">
            {current.watch ? 'Unwatch' : 'Watch'}
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => removeLabel.mutate(address)}
            data-testid="label-remove"
          >
            Remove label
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={start} data-testid="label-add">
          Add label
        </button>
      )}
      <FieldError message={setLabel.error?.message ?? removeLabel.error?.message} testId="label-error" />
    </div>
  );
}
