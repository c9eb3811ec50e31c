import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { AREA_INFO } from '@renderer/routing/area-info';
import { routeArea } from '@renderer/routing/areas';
import type { Route } from '@shared/routing/routes';

/** Routes whose view opens on one long table; the others open on cards of facts. */
const TABLE_ROUTES = new Set<Route['name']>(['blocks', 'subnets', 'validators', 'rewards', 'vertices', 'labels']);

/** The identifier a deep link names (address, hash, block number…), shown as the title right away. */
function namedThing(route: Route): string | null {
  switch (route.name) {
    case 'address':
      return route.address;
    case 'tx':
      return route.txHash;
    case 'block':
      return `Block ${route.number}`;
    case 'nft':
      return route.contract;
    case 'subnet':
      return route.subnetId;
    default:
      return null;
  }
}

const LOADING_ROWS = 8;

/**
 * What a route shows while its view's code loads: the view's own outline (title, cards, table rows in
 * skeleton), never a blank page. Part of the start-up bundle, so it stays small and imports no view.
 */
export function ViewSkeleton({ route }: { route: Route }) {
  const area = routeArea(route);
  const title = area ? AREA_INFO[area].title : 'Snowscope';
  const named = namedThing(route);
  return (
    <div className="view" data-testid="view-skeleton" data-route={route.name} aria-busy="true">
      <PageHeader
        eyebrow={named ? title : undefined}
        title={named ? <span className="mono break">{named}</span> : title}
        link={false}
      />
      {TABLE_ROUTES.has(route.name) ? (
        <section className="card">
          <Skeleton size="md" />
          <div className="view-skeleton__rows">
            {Array.from({ length: LOADING_ROWS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <span key={i} className="skeleton view-skeleton__row" aria-hidden="true" />
            ))}
          </div>
        </section>
      ) : (
        <>
          <section className="card">
            <Skeleton size="xl" />
            <Skeleton size="md" />
            <Skeleton size="md" />
          </section>
          <section className="card">
            <Skeleton size="sm" />
            <div className="view-skeleton__rows">
              {Array.from({ length: LOADING_ROWS / 2 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <span key={i} className="skeleton view-skeleton__row" aria-hidden="true" />
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
