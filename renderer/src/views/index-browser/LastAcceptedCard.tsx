import type { ApiError } from '@renderer/api';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import type { Container } from '@shared/models/node/index';
import type { UseQueryResult } from '@tanstack/react-query';
import { ContainerFacts } from './ContainerFacts';

/** index.getLastAccepted: the newest container, refreshable (it moves as the node accepts more). */
export function LastAcceptedCard({
  query,
  onSelect,
}: {
  query: UseQueryResult<Container, ApiError>;
  onSelect: (position: number) => void;
}) {
  return (
    <Card
      title="Last accepted"
      testId="last-accepted"
      tools={
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          data-testid="last-accepted-refresh"
        >
          {query.isFetching && !query.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
      }
    >
      <QueryState query={query} what="The last accepted container">
        {(container) => (
          <>
            <ContainerFacts container={container} testId="last-accepted" />
            <div className="form__actions">
              <button
                type="button"
                className="button"
                onClick={() => onSelect(Number(container.index))}
                data-testid="last-accepted-open"
              >
                Show bytes
              </button>
            </div>
          </>
        )}
      </QueryState>
    </Card>
  );
}
