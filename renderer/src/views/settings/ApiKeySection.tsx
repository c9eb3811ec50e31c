import { paramsFieldErrors } from '@renderer/api';
import { useApiKeyStatus, useClearApiKey, useKeychainInfo, useSetApiKey } from '@renderer/queries/profiles';
import type { ApiKeyStatus, KeyStorage } from '@shared/models/profile';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

function statusWords(status: ApiKeyStatus | undefined, pending: boolean, failed: boolean): string {
  if (pending) return 'checking…';
  if (failed || !status) return 'unknown';
  if (!status.isSet) return 'not set';
  return status.storage === 'session' ? 'this session only' : 'stored in keychain';
}

/**
 * Key status, a write-only form to set one, and clear. The key is never shown back. Keys go to the OS
 * keychain, or, when the user asks or there is no keychain, into memory for this session only (never to
 * disk); the badge says which.
 */
export function ApiKeySection({ profileId, asked = false }: { profileId: string; asked?: boolean }) {
  const keychain = useKeychainInfo();
  const status = useApiKeyStatus(profileId);
  const setKey = useSetApiKey();
  const clearKey = useClearApiKey();
  const [draft, setDraft] = useState('');
  const [sessionOnly, setSessionOnly] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saved, setSaved] = useState<KeyStorage | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Opened from "Add an API key" or the rate-limit gauge (`#/settings?apiKey=<profile>`): go straight to the field.
  useEffect(() => {
    if (!asked) return;
    input.current?.scrollIntoView({ block: 'center' });
    input.current?.focus({ preventScroll: true });
  }, [asked]);

  const noKeychain = keychain.data?.available === false;
  const storage: KeyStorage = noKeychain || sessionOnly ? 'session' : 'keychain';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const errors = paramsFieldErrors('app.apiKey.set', { profileId, apiKey: draft, storage });
    const message = errors.apiKey ?? null;
    setFieldError(message ? `API key ${message}` : null);
    if (message) return;
    setKey.mutate(
      { profileId, apiKey: draft, storage },
      {
        onSuccess: (next) => {
          setDraft('');
          setSaved(next.storage);
        },
      },
    );
  };

  const current = status.data;
  const isSet = current?.isSet;
  const failure = setKey.error ?? clearKey.error ?? status.error;
  const storeName = keychain.data?.available ? keychain.data.store : null;

  return (
    <div className="api-key" data-testid={`api-key-${profileId}`}>
      <div className="api-key__status">
        <span className="muted">API key</span>
        <span
          className={`badge ${isSet ? (current?.storage === 'session' ? 'badge--warning' : 'badge--ok') : ''}`}
          title={current?.storage === 'keychain' && storeName ? `Kept in ${storeName}` : undefined}
          data-testid={`api-key-status-${profileId}`}
          data-key-set={isSet === undefined ? 'unknown' : String(isSet)}
          data-storage={current?.storage ?? 'none'}
        >
          {statusWords(current, status.isPending, status.isError)}
        </span>
        {current?.storage === 'session' && (
          <span className="muted api-key__note">in memory, gone when Snowscope quits</span>
        )}
        {isSet && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setSaved(null);
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
          ref={input}
          id={inputId}
          className={`input mono${asked ? ' api-key__input--asked' : ''}`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={isSet ? 'Replace the key' : 'Paste an API key'}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setFieldError(null);
            setSaved(null);
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
          {setKey.isPending ? 'Saving…' : storage === 'session' ? 'Use for this session' : 'Save key'}
        </button>
        {!noKeychain && (
          <label className="api-key__session">
            <input
              type="checkbox"
              checked={sessionOnly}
              onChange={(e) => setSessionOnly(e.target.checked)}
              data-testid={`api-key-session-${profileId}`}
            />
            This session only
          </label>
        )}
        {fieldError && (
          <span className="field-error" role="alert" data-testid={`api-key-error-${profileId}`}>
            {fieldError}
          </span>
        )}
        {saved && !fieldError && (
          <span className="ok-mark" data-testid={`api-key-saved-${profileId}`}>
            {saved === 'session' ? 'Kept for this session' : 'Saved to the keychain'}
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
