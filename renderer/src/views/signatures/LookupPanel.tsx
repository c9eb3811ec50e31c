import { paramsFieldErrors } from '@renderer/api';
import { ErrorPanel } from '@renderer/components/ErrorPanel';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { Skeleton } from '@renderer/components/Skeleton';
import { isAbsent } from '@renderer/queries/absent';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useAggregatedSignatures } from '@renderer/queries/signatures';
import { hashParams, updateHashParams, useLocationHash } from '@renderer/routing/hash-query';
import type { DataNetwork } from '@shared/contract/data/common';
import { type FormEvent, useId, useState } from 'react';
import { NetworkSelect } from './NetworkSelect';
import { RequestPreview } from './RequestPreview';
import { SignedMessageCard } from './SignedMessageCard';
import { aggregatePath, isDataNetwork } from './signature-form';

const txProblem = (network: DataNetwork, txHash: string) =>
  paramsFieldErrors('data.getAggregatedSignatures', { network, txHash }).txHash ?? null;

/** `?tab=lookup&tx=…`: the signed Warp message of a P-Chain L1 transaction (a read, so the link runs it). */
export function LookupPanel() {
  const profile = useActiveProfile();
  const q = hashParams(useLocationHash(), ['tx', 'network']);
  const network: DataNetwork = isDataNetwork(q.network) ? q.network : profile.network;
  const requested = q.tx?.trim() ?? null;
  const problem = requested === null ? null : txProblem(network, requested);
  const query = useAggregatedSignatures(network, requested !== null && problem === null ? requested : null);

  const id = useId();
  const [text, setText] = useState(requested ?? '');
  const [seen, setSeen] = useState(requested);
  const [error, setError] = useState<string | null>(null);
  if (requested !== seen) {
    setSeen(requested);
    setText(requested ?? '');
    setError(null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    const found = typed === '' ? 'is required' : txProblem(network, typed);
    setError(found ? `Transaction id ${found}` : null);
    if (found) return;
    if (typed === requested) void query.refetch();
    else updateHashParams({ tx: typed }, 'push');
  };
  const shownError = error ?? (problem ? `Transaction id ${problem}` : null);
  const path = `${aggregatePath(network)}/${requested ?? '{txHash}'}`;

  return (
    <div className="sig-panel" data-testid="sig-lookup">
      <div className="sig-columns">
        <form className="card form sig-form" onSubmit={submit} noValidate data-testid="sig-lookup-form">
          <h2 className="card__title">Signed message of a primary-network transaction</h2>
          <p className="muted sig-form__help">
            A P-Chain (or X-Chain) transaction id in cb58. The service returns the aggregated signatures of the
            P-Chain's L1-related Warp message for it — for example the SubnetToL1Conversion of a ConvertSubnetToL1Tx, or
            the registration of an L1 validator.
          </p>
          <div className="sig-form__top">
            <NetworkSelect
              value={network}
              onChange={(next) => updateHashParams({ network: next === profile.network ? null : next }, 'replace')}
              testId="sig-lookup-network"
            />
            <div className="form__row sig-form__field">
              <label htmlFor={id}>Transaction id</label>
              <input
                id={id}
                className="input mono"
                spellCheck={false}
                placeholder="cb58, e.g. 2Yh…"
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? `${id}-error` : undefined}
                data-testid="sig-lookup-tx"
              />
              <FieldError id={`${id}-error`} message={shownError} testId="sig-lookup-tx-error" />
            </div>
          </div>
          <div className="form__actions">
            <button type="submit" className="button button--primary" data-testid="sig-lookup-submit">
              Get signed message
            </button>
          </div>
        </form>
        <RequestPreview
          method="GET"
          path={path}
          blocked={requested === null || problem ? 'Enter a transaction id; the request appears here.' : null}
          testId="sig-lookup-request"
        />
      </div>
      {requested !== null &&
        problem === null &&
        (query.isPending ? (
          <div aria-busy="true" data-testid="sig-lookup-loading">
            <Skeleton size="xl" />
            <Skeleton size="md" />
          </div>
        ) : isAbsent(query.data) ? (
          <section className="card" data-testid="sig-not-found">
            <h2 className="card__title">No L1-related Warp message for this transaction on {network}</h2>
            <p>
              The service has no signed message for <code className="mono break">{requested}</code>. Only P-Chain
              transactions that convert a subnet to an L1 or register or change an L1 validator have one; check the id
              and the network.
            </p>
            <p className="muted" data-testid="sig-not-found-message">
              {query.data.error.message}
            </p>
            <div className="form__actions">
              <button
                type="button"
                className="button"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
                data-testid="sig-not-found-recheck"
              >
                {query.isFetching ? 'Asking…' : 'Ask again'}
              </button>
            </div>
          </section>
        ) : query.isError ? (
          <div data-testid="sig-error">
            <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          </div>
        ) : (
          <SignedMessageCard
            signedMessage={query.data.signedMessage}
            fileStem={`warp-signed-${network}-${requested.slice(0, 12)}`}
            source={`The signed Warp message of transaction ${requested} on ${network}.`}
          />
        ))}
    </div>
  );
}
