import { inFlightStore } from '@renderer/queries/in-flight';
import { type Query, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

/** "A node read is in flight" on the node dashboard: followed from the cache's events, one query at a time. */

/** A fetch the test answers when it chooses. */
function pendingFetch(client: QueryClient, key: unknown[], meta?: Record<string, unknown>) {
  let answer: (value: string) => void = () => {};
  const done = client.fetchQuery({
    queryKey: key,
    meta,
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  });
  // A query removed mid-fetch rejects its fetch as cancelled: expected here, not an unhandled rejection.
  done.catch(() => {});
  return {
    answer: async (value = 'ok') => {
      answer(value);
      await done;
    },
  };
}

const localNodeForeground = (q: Query) =>
  q.queryKey[0] === 'local' && String(q.queryKey[1]).startsWith('node.') && q.meta?.background !== true;

/** Listener calls are batched with React Query's own: they land on the next tick. */
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('in-flight store', () => {
  it('says true while a matching query fetches, and tells its listener only when that flips', async () => {
    const client = new QueryClient();
    const store = inFlightStore(client.getQueryCache(), localNodeForeground);
    let changes = 0;
    const unsubscribe = store.subscribe(() => {
      changes += 1;
    });
    expect(store.get()).toBe(false);

    const peers = pendingFetch(client, ['local', 'node.info.peers', {}]);
    const version = pendingFetch(client, ['local', 'node.info.getNodeVersion', {}]);
    expect(store.get()).toBe(true);
    await tick();
    expect(changes).toBe(1);

    await peers.answer();
    // One of the two still fetches: no flip, no call.
    expect(store.get()).toBe(true);
    await version.answer();
    expect(store.get()).toBe(false);
    await tick();
    expect(changes).toBe(2);
    unsubscribe();
  });

  it('ignores what does not match: another profile, a Data API read, a background read', async () => {
    const client = new QueryClient();
    const store = inFlightStore(client.getQueryCache(), localNodeForeground);
    let changes = 0;
    const unsubscribe = store.subscribe(() => {
      changes += 1;
    });
    const others = [
      pendingFetch(client, ['other', 'node.info.peers', {}]),
      pendingFetch(client, ['local', 'data.listChains', {}]),
      pendingFetch(client, ['local', 'node.health.health', {}], { background: true }),
    ];
    expect(store.get()).toBe(false);
    await Promise.all(others.map((o) => o.answer()));
    await tick();
    expect(changes).toBe(0);
    unsubscribe();
  });

  it('scans the cache before the first subscription, and picks up what was already fetching on subscribing', async () => {
    const client = new QueryClient();
    const store = inFlightStore(client.getQueryCache(), localNodeForeground);
    const peers = pendingFetch(client, ['local', 'node.info.peers', {}]);
    expect(store.get()).toBe(true);
    const unsubscribe = store.subscribe(() => {});
    expect(store.get()).toBe(true);
    await peers.answer();
    expect(store.get()).toBe(false);
    unsubscribe();
  });

  it('forgets a query removed mid-fetch, and stops following the cache when its last listener leaves', async () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    const store = inFlightStore(cache, localNodeForeground);
    const unsubscribe = store.subscribe(() => {});
    pendingFetch(client, ['local', 'node.info.peers', {}]);
    expect(store.get()).toBe(true);
    client.removeQueries({ queryKey: ['local', 'node.info.peers'] });
    expect(store.get()).toBe(false);

    unsubscribe();
    // Unsubscribed: answers come from a scan again, which sees a new fetch at once.
    pendingFetch(client, ['local', 'node.info.uptime', {}]);
    expect(store.get()).toBe(true);
  });

  it('looks at the one query of each event, not the whole cache (what useIsFetching does)', async () => {
    const client = new QueryClient();
    for (let i = 0; i < 300; i++) client.setQueryData(['local', 'node.info.peers', { i }], i);
    let looks = 0;
    const store = inFlightStore(client.getQueryCache(), (q) => {
      looks += 1;
      return localNodeForeground(q);
    });
    const unsubscribe = store.subscribe(() => {});
    looks = 0;
    const fetch = pendingFetch(client, ['local', 'node.info.uptime', {}]);
    store.get();
    await fetch.answer();
    store.get();
    // A handful of events about one query; a scan per event would look at 300 queries each time.
    expect(looks).toBeGreaterThan(0);
    expect(looks).toBeLessThan(20);
    unsubscribe();
  });
});
