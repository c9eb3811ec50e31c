import { ApiError, paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { StatusPill } from '@renderer/components/value/Badge';
import { useBlockchainStatus, useResolveBlockchainId } from '@renderer/queries/pchain';
import { BLOCKCHAIN_STATUSES } from '@shared/models/node/platform';
import { type FormEvent, useId, useState } from 'react';
import { BLOCKCHAIN_STATE_MEANINGS } from './pchain-model';

const ALIASES = ['X', 'C', 'P'] as const;

function StateList({ current }: { current: string | null }) {
  return (
    <ul className="pchain-states" data-testid="pchain-states">
      {BLOCKCHAIN_STATE_MEANINGS.map(({ state, meaning }) => {
        const isCurrent = state === current;
        return (
          <li
            key={state}
            className={`pchain-states__item${isCurrent ? ' is-current' : ''}`}
            aria-current={isCurrent ? 'true' : undefined}
            data-testid={`pchain-state-${state}`}
            data-current={isCurrent}
          >
            <span className="pchain-states__name">
              {isCurrent ? <StatusPill status={state} /> : <span className="mono">{state}</span>}
            </span>
            <span className="pchain-states__meaning">{meaning}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** platform.getBlockchainStatus, with the meaning of every state and the answered one highlighted. */
export function BlockchainStatusCard({ asked, onAsk }: { asked: string | null; onAsk: (id: string) => void }) {
  const formId = useId();
  const [draft, setDraft] = useState(asked ?? '');
  const [seen, setSeen] = useState(asked);
  const [problem, setProblem] = useState<string | null>(null);
  const [resolving, setResolving] = useState<string | null>(null);
  const query = useBlockchainStatus(asked);
  const resolve = useResolveBlockchainId();
  if (seen !== asked) {
    setSeen(asked);
    if (asked !== null) setDraft(asked);
  }

  const ask = (value: string) => {
    const message = paramsFieldErrors('node.platform.getBlockchainStatus', { blockchainID: value.trim() }).blockchainID;
    setProblem(message ?? null);
    if (!message) onAsk(value.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };
  const askAlias = async (alias: string) => {
    setResolving(alias);
    try {
      const id = await resolve(alias);
      setDraft(id);
      ask(id);
    } catch (e) {
      setProblem(`could not resolve the ${alias}-Chain id: ${e instanceof ApiError ? e.message : String(e)}`);
    } finally {
      setResolving(null);
    }
  };

  const answered = query.data?.status ?? null;
  const documented = answered === null || (BLOCKCHAIN_STATUSES as readonly string[]).includes(answered);
  return (
    <Card title="Blockchain status" testId="pchain-status">
      <form className="pchain-form" onSubmit={submit} noValidate>
        <div className="pchain-form__line">
          <label className="visually-hidden" htmlFor={`${formId}-id`}>
            blockchainID
          </label>
          <input
            id={`${formId}-id`}
            className="input mono"
            value={draft}
            placeholder="cb58 blockchain id"
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${formId}-error` : undefined}
            spellCheck={false}
            autoComplete="off"
            data-testid="pchain-status-id"
          />
          <button type="submit" className="button button--primary" data-testid="pchain-status-check">
            Check
          </button>
        </div>
        <div className="pchain-form__line pchain-form__shortcuts">
          <span className="muted">This network's</span>
          {ALIASES.map((alias) => (
            <button
              key={alias}
              type="button"
              className="button button--quiet"
              onClick={() => void askAlias(alias)}
              disabled={resolving !== null}
              data-testid={`pchain-status-alias-${alias}`}
            >
              {resolving === alias ? 'Resolving…' : `${alias}-Chain`}
            </button>
          ))}
        </div>
        <FieldError
          id={`${formId}-error`}
          message={problem && `blockchainID ${problem}`}
          testId="pchain-status-error"
        />
      </form>
      {asked !== null && (
        <QueryState query={query} what="platform.getBlockchainStatus">
          {(data) => (
            <p className="pchain-status__answer" data-testid="pchain-status-answer" data-value={data.status}>
              The node answers <strong className="mono">{data.status}</strong>
              {!documented && ' — not one of the five documented states; shown as received.'}
            </p>
          )}
        </QueryState>
      )}
      <StateList current={answered} />
    </Card>
  );
}
