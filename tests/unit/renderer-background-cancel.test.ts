import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

/** Pausing the node dashboard cancels its background reads: those still queued must never be sent. */

const sent: string[] = [];
const pending: (() => void)[] = [];

vi.mock('@renderer/api', () => ({
  api: {
    invokeAs: vi.fn(
      (_profile: string, _channel: string, params: { chain: string }) =>
        new Promise((resolve) => {
          sent.push(params.chain);
          pending.push(() => resolve({ isBootstrapped: true }));
        }),
    ),
  },
}));

const { channelQueriesOptions } = await import('@renderer/queries/use-channel-query');

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('background channel queries', () => {
  it('cancelling them drops those waiting in the limiter; the ones already sent finish', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const chains = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const queries = channelQueriesOptions(
      'local',
      'node.info.isBootstrapped',
      chains.map((chain) => ({ chain })),
      { background: true },
    );
    const observers = queries.map((q) => new QueryObserver(client, q));
    const stop = observers.map((o) => o.subscribe(() => {}));
    await settle();
    // Four at a time: the other three wait their turn.
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    expect(client.isFetching()).toBe(7);

    await client.cancelQueries({ predicate: (q) => q.meta?.background === true });
    for (const release of pending.splice(0)) release();
    await settle();
    await settle();
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    expect(client.isFetching()).toBe(0);
    for (const unsubscribe of stop) unsubscribe();
  });

  it('foreground ones are not queued', async () => {
    sent.length = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queries = channelQueriesOptions(
      'local',
      'node.info.isBootstrapped',
      ['p', 'q', 'r', 's', 't', 'u'].map((chain) => ({ chain })),
    );
    const stop = queries.map((q) => new QueryObserver(client, q).subscribe(() => {}));
    await settle();
    expect(sent).toHaveLength(6);
    for (const release of pending.splice(0)) release();
    for (const unsubscribe of stop) unsubscribe();
  });
});
