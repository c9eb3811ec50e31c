import type { ApiError } from '@renderer/api';
import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { QueryError } from '@renderer/components/feedback/QueryError';
import { LoadMoreFooter } from '@renderer/components/paging/LoadMoreFooter';
import { NextPageError } from '@renderer/components/paging/NextPageError';
import { useElementWidth } from '@renderer/components/paging/use-element-width';
import { useLoadMore } from '@renderer/components/paging/use-load-more';
import { Skeleton } from '@renderer/components/Skeleton';
import type { ListNftTokensResponse } from '@shared/models/data/nfts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { CARD_GAP, chunkRows, galleryLayout } from './gallery-layout';
import type { TokenFacts } from './metadata';
import { TokenCard } from './TokenCard';

const SKELETON_CARDS = 12;

/**
 * A collection's tokens as a virtualised grid of cards: only the rows in view are in the DOM; the next
 * page loads when scrolling nears the end or on "Load more"; the footer counts tokens and pages.
 */
export function TokenGallery({
  query,
  tokens,
  chainId,
  selectedId,
  onOpen,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListNftTokensResponse, unknown>, ApiError>;
  tokens: readonly TokenFacts[];
  chainId: string;
  selectedId: string | null;
  onOpen: (tokenId: string) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const layout = galleryLayout(width);
  const rows = useMemo(() => chunkRows(tokens, layout.columns), [tokens, layout.columns]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => layout.rowHeight,
    overscan: 2,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: cached row sizes are stale once the estimate changes
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout.rowHeight]);

  const items = virtualizer.getVirtualItems();
  const lastRow = items.at(-1)?.index ?? -1;
  useLoadMore(query, {
    lastRenderedIndex: lastRow < 0 ? -1 : Math.min(tokens.length - 1, (lastRow + 1) * layout.columns - 1),
    rowCount: tokens.length,
    threshold: layout.columns * 2,
    userScrolled: (virtualizer.scrollOffset ?? 0) > 0,
  });

  if (query.isError && !query.data) {
    return (
      <div className="collection-gallery" data-testid="nft-gallery">
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          what="NFT collection tokens"
        />
      </div>
    );
  }

  const firstLoad = query.isPending;
  const pageCount = query.data?.pages.length ?? 0;
  const grid = { gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, gap: CARD_GAP };

  return (
    <div className="collection-gallery" data-testid="nft-gallery">
      <div className="collection-gallery__scroll" ref={scrollRef} aria-busy={firstLoad || undefined}>
        {firstLoad ? (
          <div className="collection-gallery__row collection-gallery__row--static" style={grid}>
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="collection-card collection-card--loading" data-testid="nft-card-loading">
                <div className="collection-image collection-image--loading" />
                <Skeleton size="md" />
                <Skeleton size="sm" />
              </div>
            ))}
          </div>
        ) : tokens.length === 0 ? (
          <EmptyState testId="nft-empty">This collection has no tokens yet.</EmptyState>
        ) : (
          <div className="collection-gallery__body" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => (
              <div
                key={item.key}
                className="collection-gallery__row"
                style={{ ...grid, transform: `translateY(${item.start}px)`, height: layout.rowHeight - CARD_GAP }}
                data-index={item.index}
              >
                {(rows[item.index] ?? []).map((token) => (
                  <TokenCard
                    key={token.tokenId}
                    token={token}
                    chainId={chainId}
                    selected={token.tokenId === selectedId}
                    onOpen={onOpen}
                  />
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
      {query.isError && query.data && (
        <NextPageError query={query} what="NFT collection tokens" testId="nft-gallery-error" />
      )}
      {!firstLoad && (
        <LoadMoreFooter
          query={query}
          itemCount={tokens.length}
          pageCount={pageCount}
          noun={['token', 'tokens']}
          testIds={{
            footer: 'nft-gallery-footer',
            count: 'token-count',
            pageCount: 'page-count',
            moreState: 'gallery-more-state',
          }}
        />
      )}
    </div>
  );
}
