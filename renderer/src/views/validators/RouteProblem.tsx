import type { ReactNode } from 'react';
import type { RouteIssue } from '../../routing/route-issues';

/** Route or query parameters that cannot be used as given: each one named with why, and nothing is called. */
export function RouteProblem({
  title = 'This link cannot be looked up',
  issues,
  children,
  testId = 'route-problem',
}: {
  title?: string;
  issues: readonly RouteIssue[];
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card card--warn" role="alert" data-testid={testId}>
      <h2 className="card__title">{title}</h2>
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
