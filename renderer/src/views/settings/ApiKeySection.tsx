import { paramsFieldErrors } from '@renderer/api';
import { useApiKeyStatus, useClearApiKey, useSetApiKey } from '@renderer/queries/profiles';
import { type FormEvent, useId, useState } from 'react';

/** Key status, a write-only form to store one, and clear. The key is never shown back. */
export function ApiKeySection({ profileId }: { profileId: string }) {
  const status = useApiKeyStatus(profileId);
  const setKey = useSetApiKey();
  const clearKey = useClearApiKey();
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const inputId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const errors = paramsFieldErrors('app.apiKey.set', { profileId, apiKey: draft });
    const message = errors.apiKey ?? null;
    setFieldError(message ? `API key ${message}` : null);
    if (message) return;
    setKey.mutate(
      { profileId, apiKey: draft },
      {
        onSuccess: () => {
          setDraft('');
          setSaved(true);
        },
      },
    );
  };

  const isSet = status.data?.isSet;
  const failure = setKey.error ?? clearKey.error ?? status.error;

  return (
    <div className="api-key">
      <div className="api-key__status">
        <span className="muted">API key</span>
        <span
          className={`badge ${isSet ? 'badge--ok' : ''}`}
          data-testid={`api-key-status-${profileId}`}
          data-key-set={isSet === undefined ? 'unknown' : String(isSet)}
        >
          {status.isPending ? 'checking…' : status.isError ? 'unknown' : isSet ? 'stored in keychain' : 'not set'}
        </span>
        {isSet && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setSaved(false);
              clearKey.mutate(profileId);
            }}
            disabled={clearKey.isPending}
            data-testid={`api-key-clear-${profileId}`}
          >
            Clear key
          </button>
        )}
      </div>
      <form className="api-key__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          API key for this profile
        </label>
        <input
          id={inputId}
          className="input mono"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={isSet ? 'Replace the stored key' : 'Paste an API key'}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setFieldError(null);
            setSaved(false);
          }}
          aria-invalid={fieldError !== null}
          data-testid={`api-key-input-${profileId}`}
        />
        <button
          type="submit"
          className="button"
          disabled={setKey.isPending || draft.length === 0}
          data-testid={`api-key-save-${profileId}`}
        >
          {setKey.isPending ? 'Saving…' : 'Save key'}
        </button>
        {fieldError && (
          <span className="field-error" role="alert" data-testid={`api-key-error-${profileId}`}>
            {fieldError}
          </span>
        )}
        {saved && !fieldError && (
          <span className="ok-mark" data-testid={`api-key-saved-${profileId}`}>
            Saved to the keychain
          </span>
        )}
      </form>
      {failure && (
        <p className="field-error" role="alert">
          {failure.message}
        </p>
      )}
    </div>
  );
}
