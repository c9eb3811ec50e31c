import type { ReactNode } from 'react';
import type { RouteIssue } from '../../routing/route-issues';

/** Why a link cannot be looked up, parameter by parameter; shown instead of making any call. */
export function RouteIssuesCard({
  issues,
  children,
  testId,
}: {
  issues: readonly RouteIssue[];
  /** A way on (a link to a valid place). */
  children?: ReactNode;
  testId: string;
}) {
  return (
    <section className="card card--warn" role="alert" data-testid={testId}>
      <h2 className="card__title">This link cannot be looked up</h2>
      <dl className="kv">
        {issues.map((issue) => (
          <div key={issue.param} className="kv__row">
            <dt>{issue.param}</dt>
            <dd>
              <code className="mono break">{issue.value}</code>{' '}
              <span className="field-error" data-testid="route-issue">
                {issue.message}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
