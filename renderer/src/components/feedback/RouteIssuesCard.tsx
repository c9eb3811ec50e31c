import { useForgetFailedSearch } from '@renderer/search/use-forget-failed-search';
import type { RouteIssue } from '@shared/routing/route-issues';
import type { ReactNode } from 'react';

/**
 * Why a link cannot be looked up: each bad parameter, its value and the rule it breaks. Shown instead of
 * making any call; `children` offer a way on (a hint, a link to a valid place).
 */
export function RouteIssuesCard({
  issues,
  testId,
  title = 'This link cannot be looked up',
  children,
}: {
  issues: readonly RouteIssue[];
  /** Each view keeps its own id (`tx-invalid`, `blocks-invalid`, …); every issue line is `route-issue`. */
  testId: string;
  title?: string;
  children?: ReactNode;
}) {
  useForgetFailedSearch();
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
