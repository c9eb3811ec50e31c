import { ApiError } from '@renderer/api/api-error';
import { type Failure, keepFailure, keepFailures } from '@renderer/queries/keep-failure';
import { appError } from '@shared/errors';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

/**
 * A read that has only failed, asked again: React Query's own result goes back to pending (error forgotten); the
 * kept result stays failed, fetching, until the answer lands. Real QueryObserver results, step by step.
 */

const refused = new ApiError(appError('http', 'Bad gateway', { status: 502 }), 'data.listLatestBlocks');

/** A query whose answers the test gives one at a time: each call waits for `answer` or `fail`. */
function scriptedQuery(client: QueryClient, key: string) {
  let settle: { answer: (v: string) => void; fail: (e: Error) => void } | null = null;
  const observer = new QueryObserver<string, ApiError>(client, {
    queryKey: [key],
    retry: false,
    queryFn: () =>
      new Promise<string>((answer, fail) => {
        settle = { answer, fail };
      }),
  });
  const unsubscribe = observer.subscribe(() => {});
  const settled = () => new Promise((r) => setTimeout(r, 0));
  return {
    observer,
    unsubscribe,
    fail: async (e: Error) => {
      settle?.fail(e);
      await settled();
    },
    answer: async (v: string) => {
      settle?.answer(v);
      await settled();
    },
  };
}

describe('a failed read asked again', () => {
  it('stays failed, with the same error, while it is fetching, and shows the answer once it lands', async () => {
    const client = new QueryClient();
    const blocks = scriptedQuery(client, 'blocks');
    const memory: { current: Failure | null } = { current: null };

    expect(keepFailure(blocks.observer.getCurrentResult(), memory).status).toBe('pending');
    await blocks.fail(refused);
    const failed = keepFailure(blocks.observer.getCurrentResult(), memory);
    expect(failed).toMatchObject({ status: 'error', isError: true, error: refused, isFetching: false });

    void blocks.observer.refetch();
    const raw = blocks.observer.getCurrentResult();
    // What React Query itself says during the retry: pending, error forgotten.
    expect(raw).toMatchObject({ status: 'pending', isPending: true, error: null, isFetching: true });
    const kept = keepFailure(raw, memory);
    expect(kept).toMatchObject({ status: 'error', isError: true, isPending: false, error: refused, isFetching: true });
    expect(kept.data).toBeUndefined();

    await blocks.answer('latest');
    const answered = keepFailure(blocks.observer.getCurrentResult(), memory);
    expect(answered).toMatchObject({ status: 'success', data: 'latest', isError: false, isFetching: false });
    blocks.unsubscribe();
  });

  it('does not lend one query’s failure to another query shown in its place', async () => {
    const client = new QueryClient();
    const first = scriptedQuery(client, 'first');
    const memory: { current: Failure | null } = { current: null };
    await first.fail(refused);
    keepFailure(first.observer.getCurrentResult(), memory);

    // The component now shows another query (new params), loading for the first time.
    const second = scriptedQuery(client, 'second');
    const shown = keepFailure(second.observer.getCurrentResult(), memory);
    expect(shown).toMatchObject({ status: 'pending', isPending: true, isFetching: true });
    first.unsubscribe();
    second.unsubscribe();
  });
});

describe('a list of reads (useQueries), one of them failed and asked again', () => {
  it('keeps the failure with its own query when the list reorders, grows or shrinks', async () => {
    const client = new QueryClient();
    const [a, b, c] = ['a', 'b', 'c'].map((key) => scriptedQuery(client, key)) as [
      ReturnType<typeof scriptedQuery>,
      ReturnType<typeof scriptedQuery>,
      ReturnType<typeof scriptedQuery>,
    ];
    const memory = new Map<string, Failure>();
    const results = (...queries: ReturnType<typeof scriptedQuery>[]) =>
      queries.map((q) => q.observer.getCurrentResult());

    await a.fail(refused);
    await b.answer('b');
    keepFailures(results(a, b), ['a', 'b'], memory);

    void a.observer.refetch();
    // Reordered, with a new read loading for the first time where the failed one was.
    const shown = keepFailures(results(c, b, a), ['c', 'b', 'a'], memory);
    expect(shown[0]).toMatchObject({ status: 'pending', isFetching: true });
    expect(shown[1]).toMatchObject({ status: 'success', data: 'b' });
    expect(shown[2]).toMatchObject({ status: 'error', error: refused, isFetching: true });

    // Out of the list, its failure is forgotten: back in it, it is only pending.
    keepFailures(results(b), ['b'], memory);
    expect(memory.size).toBe(0);
    expect(keepFailures(results(a), ['a'], memory)[0]).toMatchObject({ status: 'pending', isFetching: true });

    await a.answer('a');
    expect(keepFailures(results(a), ['a'], memory)[0]).toMatchObject({ status: 'success', data: 'a' });
    for (const q of [a, b, c]) q.unsubscribe();
  });
});
