import type { ApiError } from '@renderer/api';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A titled card over one node read: skeleton, error with Retry or "not available", then the data. */
export function NodeQueryCard<T>({
  title,
  tools,
  query,
  what,
  testId,
  className,
  isEmpty,
  empty,
  children,
}: {
  title: ReactNode;
  tools?: ReactNode;
  query: UseQueryResult<T, ApiError>;
  /** Names the thing for "… is not available on this endpoint". */
  what: string;
  testId: string;
  className?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card title={title} tools={tools} testId={testId} className={className}>
      <QueryState query={query} what={what} isEmpty={isEmpty} empty={empty}>
        {children}
      </QueryState>
    </Card>
  );
}
