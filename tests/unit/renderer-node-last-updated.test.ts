import { nodeLastUpdatedStore } from '@renderer/queries/node';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

/** "Updated" on the node dashboard: the latest data time of the profile's node reads, followed from cache events. */

const at = (ms: number) => ({ updatedAt: ms });

describe('the node dashboard’s last-updated time', () => {
  it('is read from the cache at first, then moves with each newer node answer of the profile only', () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    client.setQueryData(['local', 'node.info.peers', {}], { peers: [] }, at(1_000));
    client.setQueryData(['local', 'data.listChains', {}], { chains: [] }, at(9_000));
    client.setQueryData(['other', 'node.info.uptime', {}], { x: 1 }, at(8_000));

    const store = nodeLastUpdatedStore(cache, 'local');
    expect(store.get()).toBe(1_000);

    let changes = 0;
    const unsubscribe = store.subscribe(() => {
      changes += 1;
    });
    client.setQueryData(['local', 'node.info.getNodeVersion', {}], { version: 'v' }, at(2_000));
    expect(store.get()).toBe(2_000);
    // Not a node read, or another profile's: no change.
    client.setQueryData(['local', 'data.listChains', {}], { chains: [1] }, at(5_000));
    client.setQueryData(['other', 'node.info.uptime', {}], { x: 2 }, at(6_000));
    expect(store.get()).toBe(2_000);
    // An answer older than the latest does not move it back.
    client.setQueryData(['local', 'node.info.peers', {}], { peers: [1] }, at(1_500));
    expect(store.get()).toBe(2_000);
    expect(changes).toBe(1);

    unsubscribe();
    client.setQueryData(['local', 'node.info.peers', {}], { peers: [2] }, at(3_000));
    expect(changes).toBe(1);
  });

  it('reads again on subscribing what landed between the first read and the subscription', () => {
    const client = new QueryClient();
    const store = nodeLastUpdatedStore(client.getQueryCache(), 'local');
    expect(store.get()).toBe(0);
    client.setQueryData(['local', 'node.info.peers', {}], { peers: [] }, at(4_000));
    const unsubscribe = store.subscribe(() => {});
    expect(store.get()).toBe(4_000);
    unsubscribe();
  });
});
