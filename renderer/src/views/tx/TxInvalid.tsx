import type { RouteIssue } from '../../routing/route-issues';
import { routeTo } from '../../routing/routes';

/** What is wrong with the link; nothing was asked of the backend. */
export function TxInvalid({ issues }: { issues: readonly RouteIssue[] }) {
  return (
    <section className="card card--warn" role="alert" data-testid="tx-invalid">
      <h2 className="card__title">This link cannot be looked up</h2>
      <dl className="kv">
        {issues.map((issue) => (
          <div key={issue.param} className="kv__row">
            <dt>{issue.param}</dt>
            <dd>
              <code className="mono break">{issue.value}</code>
              <span className="field-error" data-testid="route-issue">
                {issue.message}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        A transaction hash is <code className="mono">0x</code> followed by 64 hex characters; the chain is an EVM chain
        id such as 43114.
      </p>
      <a className="link" href={routeTo('txLookup', {})}>
        Enter a transaction hash →
      </a>
    </section>
  );
}
