import type { ReactNode } from 'react';

/** A calm "nothing here" with an optional next step. */
export function EmptyState({
  title,
  children,
  action,
  testId = 'empty-state',
}: {
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      {title && <p className="empty-state__title">{title}</p>}
      {children && <div className="empty-state__body">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
