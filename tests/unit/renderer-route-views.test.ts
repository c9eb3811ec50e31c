import { hasView, ROUTES_WITHOUT_VIEW } from '@renderer/routing/route-views';
import { classifySearch } from '@renderer/search/classify';
import { matchingRecents } from '@renderer/search/suggestions';
import { parseHash, ROUTE_PATTERNS, type RouteName } from '@shared/routing/routes';
import { describe, expect, it } from 'vitest';

describe('routes with a view', () => {
  it('every route has a view except the listed ones; unknown links have none', () => {
    const names = Object.keys(ROUTE_PATTERNS) as RouteName[];
    expect(names.filter((n) => !hasView(n)).sort()).toEqual([...ROUTES_WITHOUT_VIEW].sort());
    expect(hasView(parseHash('#/signatures'))).toBe(true);
    expect(hasView(parseHash('#/export'))).toBe(true);
    expect(hasView(parseHash('#/no/such/place'))).toBe(false);
  });

  it('recent searches offer every route now that each has a view; pasted links open it', () => {
    expect(ROUTES_WITHOUT_VIEW).toEqual([]);
    const recents = ['#/metrics/43114', '#/signatures?tab=lookup', '#/export', '#/node?tab=evm'];
    expect(matchingRecents(recents, '').map((s) => s.hash)).toEqual(recents);
    expect(matchingRecents(recents, 'metrics').map((s) => s.hash)).toEqual(['#/metrics/43114']);

    const ctx = { chainId: '43114' };
    expect(classifySearch('#/metrics/43114', ctx)).toMatchObject({ kind: 'route', hash: '#/metrics/43114' });
    expect(classifySearch('#/signatures?tab=lookup', ctx)).toMatchObject({
      kind: 'route',
      hash: '#/signatures?tab=lookup',
    });
  });
});
