import { ownRouteHash, setHashParams, subscribeToHash } from '@renderer/routing/hash-query';
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

describe('what a view reads of the address bar (ownRouteHash)', () => {
  it('follows every hash of the route it was mounted on, parameters and path alike', () => {
    let seen = ownRouteHash(null, '#/metrics/43114?metric=txCount&interval=week');
    expect(seen.hash).toBe('#/metrics/43114?metric=txCount&interval=week');
    seen = ownRouteHash(seen, '#/metrics/43114?metric=gasUsed');
    expect(seen.hash).toBe('#/metrics/43114?metric=gasUsed');
    seen = ownRouteHash(seen, '#/metrics/total');
    expect(seen.hash).toBe('#/metrics/total');
  });

  it('keeps its last own hash once the address bar names another route (a view on its way out)', () => {
    let seen = ownRouteHash(null, '#/metrics/43114?metric=txCount&interval=week&range=1y');
    seen = ownRouteHash(seen, '#/settings');
    expect(seen.hash).toBe('#/metrics/43114?metric=txCount&interval=week&range=1y');
    seen = ownRouteHash(seen, '#/address/43114/0xabc?tab=erc20');
    expect(seen.hash).toBe('#/metrics/43114?metric=txCount&interval=week&range=1y');
    // Coming back (the same instance, if it was kept) reads the route again.
    seen = ownRouteHash(seen, '#/metrics/43114?metric=txCount&interval=day');
    expect(seen.hash).toBe('#/metrics/43114?metric=txCount&interval=day');
  });

  it('treats the home route with or without its slash as one route', () => {
    let seen = ownRouteHash(null, '');
    seen = ownRouteHash(seen, '#/');
    expect(seen.hash).toBe('#/');
    seen = ownRouteHash(seen, '#/node');
    expect(seen.hash).toBe('#/');
  });
});
