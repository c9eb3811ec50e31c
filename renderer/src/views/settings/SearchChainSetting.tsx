import { usePrefs, useSelectedChainId } from '@renderer/stores/prefs';
import { chainId as chainIdSchema } from '@shared/contract/data/common';
import type { Profile } from '@shared/models/profile';
import { type FormEvent, useState } from 'react';

/** Which EVM chain searches and chain links use for the active profile (its default unless changed). */
export function SearchChainSetting({ profile }: { profile: Profile }) {
  const current = useSelectedChainId(profile);
  const setChain = usePrefs((s) => s.setChainForProfile);
  const [draft, setDraft] = useState(current);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = chainIdSchema.safeParse(draft);
    if (!parsed.success) {
      setError(`Chain id ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    setError(null);
    setChain(profile.id, parsed.data);
  };

  return (
    <form className="card form" onSubmit={submit} noValidate>
      <h3 className="card__title">Search chain for {profile.name}</h3>
      <div className="form__row">
        <label htmlFor="search-chain">EVM chain id or blockchain id</label>
        <div className="form__inline">
          <input
            id="search-chain"
            className="input mono input--short"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            data-testid="search-chain-input"
          />
          <button type="submit" className="button" data-testid="search-chain-save">
            Use
          </button>
          {current !== profile.defaultChainId && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setChain(profile.id, profile.defaultChainId);
                setDraft(profile.defaultChainId);
              }}
            >
              Back to default ({profile.defaultChainId})
            </button>
          )}
        </div>
        {error && (
          <span className="field-error" data-testid="search-chain-error">
            {error}
          </span>
        )}
        <span className="muted">
          Now: <code className="mono">{current}</code>
        </span>
      </div>
    </form>
  );
}
