import { InfiniteTable, type InfiniteTableProps } from '@renderer/components/table/InfiniteTable';
import type { ReactNode } from 'react';
import { type AutoRefresh, LiveControls } from './LiveControls';
import { useAutoRefresh } from './use-auto-refresh';

/** The auto-refresh setting both live lists share (it survives switching tabs). */
export interface LiveListProps {
  chainId: string;
  auto: AutoRefresh;
  onAutoChange: (auto: AutoRefresh) => void;
}

type LivePanelProps<T, P> = Omit<InfiniteTableProps<T, P>, 'query'> &
  Pick<LiveListProps, 'auto' | 'onAutoChange'> & {
    /** A live list's query and its refresh-from-the-newest-page (queries/blocks). */
    live: { query: InfiniteTableProps<T, P>['query']; refresh: () => Promise<void> };
    /** What the bar shows left of the refresh controls. */
    lead: ReactNode;
    panelTestId: string;
  };

/** A live list: its bar (a lead, refresh now, auto-refresh, freshness) above the paged table. */
export function LivePanel<T, P>({ live, auto, onAutoChange, lead, panelTestId, ...table }: LivePanelProps<T, P>) {
  const { query, refresh } = live;
  useAutoRefresh(auto.enabled ? auto.seconds : null, refresh, query.isFetching);
  return (
    <div className="live-panel" data-testid={panelTestId}>
      <div className="live-panel__bar">
        {lead}
        <LiveControls
          auto={auto}
          onAutoChange={onAutoChange}
          onRefresh={() => void refresh()}
          refreshing={query.isFetching && !query.isFetchingNextPage}
          updatedAt={query.dataUpdatedAt}
        />
      </div>
      <InfiniteTable query={query} {...table} />
    </div>
  );
}
