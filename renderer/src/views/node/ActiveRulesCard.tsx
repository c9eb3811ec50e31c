import { type ApiError, paramsFieldErrors } from '@renderer/api';
import { isUnavailable } from '@renderer/components/feedback/errors';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { NotAvailable } from '@renderer/components/feedback/NotAvailable';
import { QueryError } from '@renderer/components/feedback/QueryError';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { deriveActiveRules } from '@renderer/format/node-rules';
import { localDateTimeToUnix, unixToLocalDateTime } from '@renderer/format/node-time';
import { formatUtc } from '@renderer/format/time';
import { useEvmActiveRules } from '@renderer/queries/node';
import type { ChainConfig } from '@shared/models/node/evm';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ActivePrecompiles } from './ActivePrecompiles';
import { RulesView } from './RulesView';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Rules computed here from the chain config, clearly labelled as such. */
function DerivedRules({ config, timestamp }: { config: UseQueryResult<ChainConfig, ApiError>; timestamp: number }) {
  if (config.isError && config.data === undefined && isUnavailable(config.error)) {
    return (
      <NotAvailable what="eth_getActiveRulesAt" error={config.error}>
        <span className="muted">eth_getChainConfig is not offered either, so the rules cannot be derived here.</span>
      </NotAvailable>
    );
  }
  return (
    <div data-testid="rules-result" data-source="derived">
      <p className="notice notice--info" role="status" data-testid="rules-derived-notice">
        <strong>Derived from eth_getChainConfig; this endpoint does not offer eth_getActiveRulesAt.</strong>
        <span className="muted">
          Upgrades and precompiles follow their activation timestamps; Ethereum forks set to block 0 count as active
          from genesis.
        </span>
      </p>
      <QueryState query={config} what="eth_getChainConfig">
        {(c) => {
          const derived = deriveActiveRules(c, timestamp);
          return (
            <>
              <RulesView rules={derived} />
              {derived.undetermined.length > 0 && (
                <p className="muted" data-testid="rules-undetermined">
                  Activated by block number after genesis, so not decidable from a time alone:{' '}
                  {derived.undetermined.map((u) => `${u.rule} (block ${u.block})`).join(', ')}.
                </p>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/** eth_getActiveRulesAt at a chosen time; derived from the chain config where the endpoint lacks the method. */
export function ActiveRulesCard({
  chain,
  chainConfig,
  evmChainId,
}: {
  chain: string;
  chainConfig: UseQueryResult<ChainConfig, ApiError>;
  /** Links the precompile role addresses once the chain's EVM id is known. */
  evmChainId: string | null;
}) {
  const inputId = useId();
  const errorId = useId();
  const [initial] = useState(nowSeconds);
  const [text, setText] = useState(() => unixToLocalDateTime(initial));
  /** null = "latest": the timestamp is left out and the node uses its latest block's time. */
  const [timestamp, setTimestamp] = useState<number | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const query = useEvmActiveRules(chain, timestamp);

  const apply = (value: string) => {
    const read = localDateTimeToUnix(value);
    const problem =
      'problem' in read
        ? read.problem
        : (paramsFieldErrors('node.evm.getActiveRulesAt', { blockchainId: chain, timestamp: read.seconds }).timestamp ??
          null);
    setError(problem ? `Time ${problem}` : null);
    if (!problem && 'seconds' in read) setTimestamp(read.seconds);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
  };

  return (
    <Card title="Active rules" testId="evm-active-rules">
      <form className="node-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="node-form__label">
          At (your local time)
        </label>
        <div className="form__inline">
          <input
            id={inputId}
            type="datetime-local"
            step={1}
            className="input node-rules__time"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="rules-time-input"
          />
          <button type="submit" className="button" data-testid="rules-time-apply">
            Show
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              const now = nowSeconds();
              setText(unixToLocalDateTime(now));
              setError(null);
              setTimestamp(now);
            }}
            data-testid="rules-time-now"
          >
            Now
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-pressed={timestamp === null}
            onClick={() => {
              setError(null);
              setTimestamp(null);
            }}
            title="Leave the timestamp out: the node answers for its latest block's time"
            data-testid="rules-time-latest"
          >
            Latest
          </button>
          <span className="muted" data-testid="rules-timestamp" data-latest={String(timestamp === null)}>
            {timestamp === null ? (
              'Latest block time (timestamp left out)'
            ) : (
              <>
                Unix <span className="mono">{timestamp}</span> · {formatUtc(timestamp)}
              </>
            )}
          </span>
        </div>
        <FieldError id={errorId} message={error} testId="rules-time-error" />
      </form>
      {query.isError && isUnavailable(query.error) ? (
        <DerivedRules config={chainConfig} timestamp={timestamp ?? nowSeconds()} />
      ) : query.isError && query.data === undefined ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <QueryState query={query} what="eth_getActiveRulesAt">
          {(rules) => (
            <div data-testid="rules-result" data-source="node">
              <p className="muted node-note" data-testid="rules-node-notice">
                The node's answer to eth_getActiveRulesAt.
              </p>
              <RulesView rules={rules} />
            </div>
          )}
        </QueryState>
      )}
      <ActivePrecompiles chain={chain} timestamp={timestamp} evmChainId={evmChainId} />
    </Card>
  );
}
