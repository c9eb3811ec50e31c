import { type ConnectionTestParams, useConnectionTest } from '@renderer/queries/connection';
import type { ConnectionProbe, ConnectionTarget } from '@shared/models/connection-test';
import { useEffect } from 'react';

const TARGET_NAME: Record<ConnectionTarget, string> = {
  dataApi: 'Data API',
  metricsApi: 'Metrics API',
  node: 'Node RPC',
};

function verdict(probe: ConnectionProbe): { text: string; tone: string } {
  if (probe.ok) return { text: 'OK', tone: 'badge--ok' };
  return probe.reachable ? { text: 'Problem', tone: 'badge--warning' } : { text: 'Unreachable', tone: 'badge--failed' };
}

/** "HTTP 200 · 34 ms · JSON-RPC -32601": what the probe measured, leaving out what it could not. */
function measured(probe: ConnectionProbe): string {
  const parts = [
    probe.status === null ? null : `HTTP ${probe.status}`,
    probe.latencyMs === null ? null : `${probe.latencyMs} ms`,
    probe.rpcError ? `JSON-RPC ${probe.rpcError.code ?? 'error'}: ${probe.rpcError.message}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** "rate limit: 42 of 60 left, reset in 37 s" — the budget the answer announced, as of the test. */
function budgetText(budget: NonNullable<ConnectionProbe['rateLimit']>): string {
  const left =
    budget.remaining !== null && budget.limit !== null
      ? `${budget.remaining} of ${budget.limit} left`
      : budget.remaining !== null
        ? `${budget.remaining} left`
        : `limit ${budget.limit}`;
  return `rate limit: ${left}${budget.resetSeconds === null ? '' : `, reset in ${budget.resetSeconds} s`}`;
}

function ProbeRow({ probe, testId }: { probe: ConnectionProbe; testId: string }) {
  const { text, tone } = verdict(probe);
  const node = probe.node;
  return (
    <li
      className="connection-test__probe"
      data-testid={`${testId}-${probe.target}`}
      data-ok={String(probe.ok)}
      data-reachable={String(probe.reachable)}
    >
      <div className="connection-test__head">
        <span className="connection-test__name">{TARGET_NAME[probe.target]}</span>
        <span className={`badge ${tone}`}>{text}</span>
        <span className="connection-test__summary" data-testid={`${testId}-${probe.target}-summary`}>
          {probe.summary}
        </span>
      </div>
      <div className="muted connection-test__meta">
        <span className="mono">{probe.request}</span>
        {measured(probe) && <span data-testid={`${testId}-${probe.target}-measured`}>{measured(probe)}</span>}
        {probe.rateLimit && (
          <span data-testid={`${testId}-${probe.target}-rate-limit`}>{budgetText(probe.rateLimit)}</span>
        )}
      </div>
      {node && (
        <dl className="kv kv--compact connection-test__facts">
          <div className="kv__row">
            <dt>Version</dt>
            <dd className="mono" data-testid={`${testId}-node-version`}>
              {node.version ?? 'unknown'}
            </dd>
          </div>
          <div className="kv__row">
            <dt>Network</dt>
            <dd className="mono" data-testid={`${testId}-node-network`}>
              {node.networkName ?? 'unknown'}
              {node.networkId !== null && ` (id ${node.networkId})`}
            </dd>
          </div>
          <div className="kv__row">
            <dt>Kind</dt>
            <dd>
              {node.publicServer === null
                ? 'unknown'
                : node.publicServer
                  ? 'public API server'
                  : 'own node (all info methods)'}
            </dd>
          </div>
        </dl>
      )}
      {probe.hints.map((hint) => (
        <p key={hint} className="connection-test__hint">
          {hint}
        </p>
      ))}
    </li>
  );
}

interface ConnectionTestProps {
  /** What to test, or null when the form is not valid yet (it then shows its own field errors). */
  params: () => ConnectionTestParams | null;
  /** Results are dropped when this changes (an edited form is not the profile that was tested). */
  subject: string;
  testId: string;
}

/**
 * "Test connection": probes the Data API, metrics API and node of a profile in main and lists, per
 * service, whether it answered, how fast, and what to do about it.
 */
export function ConnectionTest({ params, subject, testId }: ConnectionTestProps) {
  const test = useConnectionTest();
  const { reset } = test;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed subject is exactly what makes results stale
  useEffect(() => reset(), [subject, reset]);

  const run = () => {
    const next = params();
    if (next) test.mutate(next);
  };
  const result = test.data;
  const failing = result?.probes.filter((p) => !p.ok).length ?? 0;

  return (
    <div className="connection-test" data-testid={testId}>
      <div className="connection-test__bar">
        <button type="button" className="button" onClick={run} disabled={test.isPending} data-testid={`${testId}-run`}>
          {test.isPending ? 'Testing…' : result ? 'Test again' : 'Test connection'}
        </button>
        <span className="muted" role="status" aria-live="polite" data-testid={`${testId}-status`}>
          {test.isPending
            ? 'Asking the Data API, the metrics API and the node…'
            : result
              ? `${failing === 0 ? 'All three answered.' : `${failing} of 3 need attention.`} Tested ${
                  result.keyUsed ? 'with the stored API key' : 'without an API key'
                } at ${new Date(result.checkedAt).toLocaleTimeString()}.`
              : ''}
        </span>
      </div>
      {test.isError && (
        <p className="field-error" data-testid={`${testId}-error`}>
          Could not test: {test.error.message}
        </p>
      )}
      {result && (
        <ul className="connection-test__probes">
          {result.probes.map((probe) => (
            <ProbeRow key={probe.target} probe={probe} testId={testId} />
          ))}
        </ul>
      )}
    </div>
  );
}
