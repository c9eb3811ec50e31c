import { ApiError } from '@renderer/api/api-error';
import { QueryState } from '@renderer/components/feedback/QueryState';
import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import { type AppError, appError } from '@shared/errors';
import {
  type InfiniteData,
  QueryClient,
  QueryClientProvider,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

interface Page {
  items: { id: string }[];
  nextPageToken?: string;
}
type Query = UseInfiniteQueryResult<InfiniteData<Page, unknown>, ApiError>;

const failure = (error: AppError) => new ApiError(error, 'data.listLatestBlocks');
const httpError = failure(appError('http', 'Bad gateway', { status: 502 }));
const page = (n: number, from: number, next?: string): Page => ({
  items: Array.from({ length: n }, (_, i) => ({ id: `r${from + i}` })),
  ...(next ? { nextPageToken: next } : {}),
});

/** The part of an infinite query result the table reads; the rest of the union is irrelevant here. */
function infinite(state: Partial<Query>): Query {
  const base = {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    isFetching: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    hasNextPage: false,
    fetchNextPage: () => Promise.resolve(),
    refetch: () => Promise.resolve(),
  };
  return { ...base, ...state } as unknown as Query;
}

const columns: Column<{ id: string }>[] = [{ id: 'id', header: 'Id', cell: (r) => r.id, sortValue: (r) => r.id }];
const table = (query: Query, extra: { emptyMessage?: string; rowFilter?: (row: { id: string }) => boolean } = {}) =>
  renderToStaticMarkup(
    h(InfiniteTable<{ id: string }, Page>, {
      query,
      selectRows: (p) => p.items,
      columns,
      rowKey: (r) => r.id,
      label: 'Blocks',
      ...extra,
    }),
  );

describe('InfiniteTable states', () => {
  it('shows skeleton rows and no footer on first load', () => {
    const out = table(infinite({ isPending: true, isFetching: true }));
    expect(out.match(/data-testid="table-loading-row"/g)).toHaveLength(8);
    expect(out).not.toContain('table-footer');
    expect(out).toContain('aria-busy="true"');
  });

  it('shows the error with Retry when the first page fails', () => {
    const out = table(infinite({ isError: true, error: httpError }));
    expect(out).toContain('data-testid="table-error"');
    expect(out).toContain('data-testid="retry-button"');
    expect(out).toContain('Bad gateway');
    expect(out).not.toContain('table-footer');
  });

  it('shows the "not available" notice for an endpoint without the method', () => {
    const out = table(infinite({ isError: true, error: failure(appError('unavailable', 'no index API')) }));
    expect(out).toContain('data-testid="not-available"');
    expect(out).not.toContain('retry-button');
  });

  it('counts rows and pages and offers Load more while pages remain', () => {
    const data = { pages: [page(25, 0, 't1'), page(25, 25, 't2')], pageParams: [undefined, 't1'] };
    const out = table(infinite({ data, hasNextPage: true }));
    expect(out).toContain('data-testid="row-count">50<');
    expect(out).toContain('data-testid="page-count">2<');
    expect(out).toContain('more available');
    expect(out).toContain('data-testid="load-more"');
    expect(out).toContain('aria-rowcount="51"');
  });

  it('says all loaded and hides Load more on the last page', () => {
    const out = table(infinite({ data: { pages: [page(3, 0)], pageParams: [undefined] } }));
    expect(out).toContain('all loaded');
    expect(out).toContain('data-testid="row-count">3<');
    expect(out).toContain('1</span> page loaded');
    expect(out).not.toContain('load-more');
  });

  it('keeps loaded rows when the next page fails, with the error and Retry below', () => {
    const data = { pages: [page(10, 0, 't1')], pageParams: [undefined] };
    const out = table(
      infinite({ data, hasNextPage: true, isError: true, error: httpError, isFetchNextPageError: true }),
    );
    expect(out).toContain('data-testid="row-count">10<');
    expect(out).toContain('The next page could not be loaded');
    expect(out).toContain('data-testid="retry-button"');
    expect(out.indexOf('table-error')).toBeLessThan(out.indexOf('table-footer'));
  });

  it('shows the custom empty message', () => {
    const out = table(infinite({ data: { pages: [page(0, 0)], pageParams: [undefined] } }), {
      emptyMessage: 'No blocks yet.',
    });
    expect(out).toContain('data-testid="table-empty"');
    expect(out).toContain('No blocks yet.');
    expect(out).toContain('data-testid="row-count">0<');
  });

  it('says how many loaded rows a filter lets through, out of all loaded', () => {
    const data = { pages: [page(5, 0, 't1')], pageParams: [undefined] };
    const even = (r: { id: string }) => Number(r.id.slice(1)) % 2 === 0;
    const out = table(infinite({ data, hasNextPage: true }), { rowFilter: even });
    expect(out).toContain('data-testid="match-count">3<');
    expect(out).toContain('data-testid="row-count">5<');
    expect(out).toContain('rows match');
    expect(out).toContain('aria-rowcount="4"');
    expect(table(infinite({ data }))).not.toContain('match-count');
  });

  it('shows the empty message when the filter lets nothing through', () => {
    const data = { pages: [page(2, 0)], pageParams: [undefined] };
    const out = table(infinite({ data }), { rowFilter: () => false, emptyMessage: 'No subnet matches.' });
    expect(out).toContain('No subnet matches.');
    expect(out).toContain('data-testid="match-count">0<');
  });

  it('marks the sortable header for assistive tech', () => {
    const out = table(infinite({ data: { pages: [page(2, 0)], pageParams: [undefined] } }));
    expect(out).toContain('aria-sort="none"');
    expect(out).toContain('data-testid="sort-id"');
  });
});

describe('DataTable', () => {
  const rows = Array.from({ length: 5 }, (_, i) => ({ id: `node-${i}` }));
  const render = (initial?: string) =>
    renderToStaticMarkup(
      h(DataTable<{ id: string }>, {
        rows,
        columns,
        rowKey: (r) => r.id,
        label: 'Peers',
        filter: { fields: (r) => [r.id], ...(initial === undefined ? {} : { initial }) },
        initialSort: { columnId: 'id', direction: 'desc' },
      }),
    );

  it('counts all rows and shows the filter', () => {
    const out = render();
    expect(out).toContain('data-testid="table-filter"');
    expect(out).toContain('data-testid="row-count">5<');
    expect(out).toContain('aria-sort="descending"');
  });

  it('reports how many rows match the filter', () => {
    const out = render('node-3');
    expect(out).toContain('data-testid="match-count">1<');
  });

  it('explains an empty filter result', () => {
    const out = render('zzz');
    expect(out).toContain('data-testid="table-empty"');
    expect(out).toContain('No rows match “zzz”');
  });
});

describe('QueryState', () => {
  function query<T>(state: Partial<UseQueryResult<T, ApiError>>): UseQueryResult<T, ApiError> {
    const base = {
      data: undefined,
      error: null,
      isPending: false,
      isError: false,
      isFetching: false,
      fetchStatus: 'idle',
      refetch: () => Promise.resolve(),
    };
    return { ...base, ...state } as unknown as UseQueryResult<T, ApiError>;
  }
  // QueryState can stop a stalled fetch, which it finds in the app's query client.
  const client = new QueryClient();
  const render = (q: UseQueryResult<string[], ApiError>, what?: string) =>
    renderToStaticMarkup(
      h(
        QueryClientProvider,
        { client },
        h(QueryState<string[]>, {
          query: q,
          isEmpty: (d) => d.length === 0,
          empty: 'No peers.',
          what,
          // biome-ignore lint/correctness/noChildrenProp: a render-prop child through createElement (no JSX in .ts tests)
          children: (d) =>
            h(
              'ul',
              null,
              d.map((x) => h('li', { key: x }, x)),
            ),
        }),
      ),
    );

  it('shows a skeleton while loading and nothing while disabled', () => {
    expect(render(query({ isPending: true, fetchStatus: 'fetching', isFetching: true }))).toContain('query-loading');
    expect(render(query({ isPending: true, fetchStatus: 'idle' }))).toBe('');
  });

  it('shows the error with Retry, or the notice when the endpoint lacks the method', () => {
    expect(render(query({ isError: true, error: httpError }))).toContain('retry-button');
    const out = render(query({ isError: true, error: failure(appError('unavailable', 'public node')) }), 'Peers');
    expect(out).toContain('Peers is not available on this endpoint');
    expect(out).toContain('public node');
  });

  it('shows empty and data states', () => {
    expect(render(query({ data: [] }))).toContain('No peers.');
    expect(render(query({ data: ['a', 'b'] }))).toContain('<li>b</li>');
  });

  it('keeps the data when a refresh fails, with the error above it', () => {
    const out = render(query({ data: ['a'], isError: true, error: httpError }));
    expect(out).toContain('<li>a</li>');
    expect(out.indexOf('retry-button')).toBeLessThan(out.indexOf('<li>a</li>'));
  });
});
