import { hasView, ROUTES_WITHOUT_VIEW } from '@renderer/routing/route-views';
import { parseHash, ROUTE_PATTERNS, type RouteName } from '@renderer/routing/routes';
import { classifySearch } from '@renderer/search/classify';
import { matchingRecents } from '@renderer/search/suggestions';
import { describe, expect, it } from 'vitest';

describe('routes with a view', () => {
  it('every route has a view except the listed ones; unknown links have none', () => {
    const names = Object.keys(ROUTE_PATTERNS) as RouteName[];
    expect(names.filter((n) => !hasView(n)).sort()).toEqual([...ROUTES_WITHOUT_VIEW].sort());
    expect(hasView(parseHash('#/signatures'))).toBe(true);
    expect(hasView(parseHash('#/export'))).toBe(true);
    expect(hasView(parseHash('#/no/such/place'))).toBe(false);
  });

  it('recent searches and pasted links offer only routes with a view', () => {
    const recents = ['#/metrics/43114', '#/signatures?tab=lookup', '#/export', '#/node?tab=evm'];
    expect(matchingRecents(recents, '').map((s) => s.hash)).toEqual([
      '#/signatures?tab=lookup',
      '#/export',
      '#/node?tab=evm',
    ]);
    expect(matchingRecents(recents, 'metrics')).toEqual([]);

    const ctx = { chainId: '43114' };
    for (const name of ROUTES_WITHOUT_VIEW) {
      const pasted = `#/${ROUTE_PATTERNS[name].map((s) => (s.startsWith(':') ? '43114' : s)).join('/')}`;
      expect(classifySearch(pasted, ctx)).toEqual({
        kind: 'unrecognised',
        reason: `${pasted} opens a view that is not part of this build`,
      });
    }
    expect(classifySearch('#/signatures?tab=lookup', ctx)).toMatchObject({
      kind: 'route',
      hash: '#/signatures?tab=lookup',
    });
  });
});
