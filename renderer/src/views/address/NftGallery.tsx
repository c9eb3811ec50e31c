import type { ApiError } from '@renderer/api';
import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { QueryError } from '@renderer/components/feedback/QueryError';
import { LoadMoreFooter } from '@renderer/components/paging/LoadMoreFooter';
import { NextPageError } from '@renderer/components/paging/NextPageError';
import { useElementWidth } from '@renderer/components/paging/use-element-width';
import { useLoadMore } from '@renderer/components/paging/use-load-more';
import { Skeleton } from '@renderer/components/Skeleton';
import { uniqueKeys } from '@renderer/components/table/columns';
import { usePrefs } from '@renderer/stores/prefs';
import type { CollectibleBalance, Erc721TokenBalance } from '@shared/models/data/nfts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useMemo, useRef } from 'react';
import { NftCard } from './NftCard';
import { nftCardModel } from './nft-items';

/** Card geometry (px): the image is a fixed square-ish frame so every row has the same height. */
const MIN_CARD_WIDTH = 180;
const GAP = 12;
const ROW_HEIGHT = 268;
const MAX_HEIGHT = 640;
const SKELETON_CARDS = 8;

export const columnsFor = (width: number) => Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));

/**
 * A paged list of NFTs as a grid of cards. Rows of cards are virtualised like the tables' rows, the
 * next page loads near the end of the scroll (or with the button), a failed page keeps what is shown.
 */
export function NftGallery<P>({
  query,
  selectItems,
  chainId,
  label,
  emptyMessage,
  testId,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P, unknown>, ApiError>;
  selectItems: (page: P) => readonly (CollectibleBalance | Erc721TokenBalance)[];
  chainId: string;
  label: string;
  emptyMessage: ReactNode;
  testId: string;
}) {
  const gateway = usePrefs((s) => s.ipfsGateway);
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef);
  const columns = columnsFor(width);

  const pages = query.data?.pages;
  const cards = useMemo(
    () => (pages ?? []).flatMap((page) => selectItems(page)).map((item) => nftCardModel(item, gateway)),
    [pages, selectItems, gateway],
  );
  const keys = useMemo(() => uniqueKeys(cards, (c) => c.key), [cards]);
  const rowCount = Math.ceil(cards.length / columns);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT + GAP,
    overscan: 2,
  });
  const rows = virtualizer.getVirtualItems();
  useLoadMore(query, {
    lastRenderedIndex: rows.at(-1)?.index ?? -1,
    rowCount,
    threshold: 1,
    userScrolled: (virtualizer.scrollOffset ?? 0) > 0,
  });

  const firstLoad = query.isPending;
  const pageCount = pages?.length ?? 0;
  const template = `repeat(${columns}, minmax(0, 1fr))`;
  const failedFirst = query.isError && !query.data;

  return (
    <div className="nft-gallery" ref={frameRef} data-testid={testId}>
      {failedFirst ? (
        <div data-testid="gallery-error">
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            what={label}
          />
        </div>
      ) : !firstLoad && cards.length === 0 ? (
        <EmptyState testId="gallery-empty">{emptyMessage}</EmptyState>
      ) : (
        <section
          className="nft-gallery__scroll"
          ref={scrollRef}
          style={{ maxHeight: MAX_HEIGHT }}
          aria-label={label}
          aria-busy={firstLoad || undefined}
        >
          {firstLoad ? (
            <div className="nft-gallery__row" style={{ gridTemplateColumns: template }} data-testid="gallery-loading">
              {Array.from({ length: Math.min(SKELETON_CARDS, columns * 2) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <div key={i} className="nft-card nft-card--loading" style={{ height: ROW_HEIGHT }}>
                  <Skeleton size="xl" />
                  <Skeleton size="md" />
                </div>
              ))}
            </div>
          ) : (
            <div className="nft-gallery__body" style={{ height: virtualizer.getTotalSize() }}>
              {rows.map((row) => (
                <div
                  key={row.key}
                  className="nft-gallery__row"
                  style={{
                    gridTemplateColumns: template,
                    height: ROW_HEIGHT,
                    transform: `translateY(${row.start}px)`,
                  }}
                >
                  {cards.slice(row.index * columns, (row.index + 1) * columns).map((card, i) => (
                    <div key={keys[row.index * columns + i]} className="nft-gallery__cell">
                      <NftCard chainId={chainId} nft={card} />
                    </div>
                  ))}
                </div>
              ))}
            </div>
          )}
        </section>
      )}
      {query.isError && query.data && <NextPageError query={query} what={label} testId="gallery-error" />}
      {!firstLoad && !failedFirst && (
        <LoadMoreFooter
          query={query}
          itemCount={cards.length}
          pageCount={pageCount}
          noun={['token', 'tokens']}
          testIds={{
            footer: 'gallery-footer',
            count: 'gallery-count',
            pageCount: 'gallery-page-count',
            moreState: 'gallery-more-state',
          }}
        />
      )}
    </div>
  );
}
