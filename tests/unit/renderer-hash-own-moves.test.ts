import { setHashParams, subscribeToHash } from '@renderer/routing/hash-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** A window whose `hashchange` never fires by itself: only our own moves can tell the readers. */
function fakeWindow(initialHash: string) {
  const listeners = new Set<() => void>();
  const location = {
    hash: initialHash,
    pathname: '/index.html',
    search: '',
    replace(url: string) {
      location.hash = url.slice(url.indexOf('#'));
    },
  };
  return {
    location,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
}

describe('hash readers on our own moves', () => {
  const original = (globalThis as { window?: unknown }).window;
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = fakeWindow('#/address/43114/0xabc?tab=erc20-balances');
  });
  afterEach(() => {
    (globalThis as { window?: unknown }).window = original;
  });

  it('hear a parameter change before the browser queues hashchange, with the new hash already readable', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeToHash(() => seen.push(window.location.hash));
    setHashParams({ spam: 'show' }, 'replace');
    expect(seen).toEqual(['#/address/43114/0xabc?tab=erc20-balances&spam=show']);
    unsubscribe();
    setHashParams({ spam: null }, 'replace');
    expect(seen).toHaveLength(1);
  });

  it('are not told when the hash would not change', () => {
    let calls = 0;
    const unsubscribe = subscribeToHash(() => {
      calls += 1;
    });
    setHashParams({ tab: 'erc20-balances' }, 'replace');
    expect(calls).toBe(0);
    unsubscribe();
  });
});
