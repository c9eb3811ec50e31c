import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListNftTokensResponse } from '../../../../shared/models/data/nfts';
import type { ApiError } from '../../api';
import { EmptyState } from '../../components/feedback/EmptyState';
import { QueryError } from '../../components/feedback/QueryError';
import { Skeleton } from '../../components/Skeleton';
import { shouldLoadMore } from '../../components/table/load-more';
import { CARD_GAP, chunkRows, galleryLayout } from './gallery-layout';
import type { TokenFacts } from './metadata';
import { TokenCard } from './TokenCard';

const SKELETON_CARDS = 12;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Width of the element, kept current as the window or the detail panel changes it. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

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
  const width = useWidth(scrollRef);
  const layout = galleryLayout(width);
  const rows = useMemo(() => chunkRows(tokens, layout.columns), [tokens, layout.columns]);
  const { fetchNextPage, hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError } = query;

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
  const loadNow = shouldLoadMore({
    lastRenderedIndex: lastRow < 0 ? -1 : Math.min(tokens.length - 1, (lastRow + 1) * layout.columns - 1),
    rowCount: tokens.length,
    threshold: layout.columns * 2,
    hasNextPage,
    isFetching,
    nextPageFailed: isFetchNextPageError,
    userScrolled: (virtualizer.scrollOffset ?? 0) > 0,
  });
  useEffect(() => {
    if (loadNow) void fetchNextPage();
  }, [loadNow, fetchNextPage]);

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
        <div className="vtable__error" data-testid="nft-gallery-error">
          <QueryError
            error={query.error}
            title={isFetchNextPageError ? 'The next page could not be loaded' : undefined}
            onRetry={() => void (isFetchNextPageError ? fetchNextPage() : query.refetch())}
            retrying={isFetching}
            what="NFT collection tokens"
          />
        </div>
      )}
      {!firstLoad && (
        <div className="vtable__footer" data-testid="nft-gallery-footer" aria-live="polite">
          <span>
            <span data-testid="token-count">{tokens.length}</span> {plural(tokens.length, 'token', 'tokens')} ·{' '}
            <span data-testid="page-count">{pageCount}</span> {plural(pageCount, 'page', 'pages')} loaded
          </span>
          <span className="muted" data-testid="gallery-more-state">
            {hasNextPage ? 'more available' : 'all loaded'}
          </span>
          {isFetchingNextPage && <span className="muted">Loading…</span>}
          {hasNextPage && (
            <button
              type="button"
              className="button vtable__more"
              onClick={() => void fetchNextPage()}
              disabled={isFetching}
              data-testid="load-more"
            >
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
