import type { ReactNode } from 'react';
import type { RouteIssue } from '../../routing/route-issues';

/** Why a link cannot be looked up: each bad parameter, its value and the rule it breaks. No call is made. */
export function RouteIssuesCard({ issues, action }: { issues: readonly RouteIssue[]; action?: ReactNode }) {
  return (
    <section className="card card--warn" role="alert" data-testid="route-invalid">
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
      {action}
    </section>
  );
}
