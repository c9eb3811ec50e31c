import type { Route, RouteName } from '@shared/routing/routes';

/**
 * Routes whose view is not part of this build: they open the route panel (how the link was understood)
 * instead. The view router checks at compile time that every route it does not handle is listed here;
 * the e2e test "every route opens its view" checks the other way round. Links and suggestions offer only
 * routes with a view.
 */
export const ROUTES_WITHOUT_VIEW = [] as const satisfies readonly RouteName[];
export type RouteWithoutView = (typeof ROUTES_WITHOUT_VIEW)[number];

/** Whether opening `route` shows a real view (not the route panel, not the unknown-link notice). */
export function hasView(route: Route | RouteName): boolean {
  const name = typeof route === 'string' ? route : route.name;
  return name !== 'notFound' && !(ROUTES_WITHOUT_VIEW as readonly string[]).includes(name);
}
