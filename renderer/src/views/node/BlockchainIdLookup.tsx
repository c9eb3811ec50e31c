import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { HashText } from '@renderer/components/value/HashText';
import { useBlockchainIdOf } from '@renderer/queries/node';
import { type FormEvent, useId, useState } from 'react';

const QUICK_ALIASES = ['P', 'X', 'C'] as const;

/** info.getBlockchainID: the blockchain id behind an alias (X, P, C, avm, evm…), with copy. */
export function BlockchainIdLookup() {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alias, setAlias] = useState<string | null>(null);
  const query = useBlockchainIdOf(alias);

  const lookUp = (value: string) => {
    const problem = paramsFieldErrors('node.info.getBlockchainID', { alias: value }).alias ?? null;
    setError(problem);
    if (!problem) setAlias(value.trim());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    lookUp(text);
  };

  return (
    <Card title="Blockchain ID by alias" testId="blockchain-id-lookup">
      <form className="node-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="node-form__label">
          Alias
        </label>
        <div className="form__inline">
          <input
            id={inputId}
            className="input input--short mono"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="X, P, C, avm, evm…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="alias-input"
          />
          <button type="submit" className="button" data-testid="alias-submit">
            Look up
          </button>
          {QUICK_ALIASES.map((a) => (
            <button
              key={a}
              type="button"
              className="button button--quiet"
              onClick={() => {
                setText(a);
                lookUp(a);
              }}
              data-testid={`alias-quick-${a}`}
            >
              {a}
            </button>
          ))}
        </div>
        <FieldError id={errorId} message={error ? `Alias ${error}` : null} testId="alias-error" />
      </form>
      {alias !== null && (
        <div className="node-lookup-result" data-testid="alias-result">
          <QueryState query={query} what="info.getBlockchainID">
            {(r) => (
              <div className="node-inline">
                <span className="muted">
                  <code className="mono">{alias}</code> →
                </span>
                <HashText value={r.blockchainID} full copyLabel="Copy blockchain ID" testId="alias-blockchain-id" />
              </div>
            )}
          </QueryState>
        </div>
      )}
    </Card>
  );
}
