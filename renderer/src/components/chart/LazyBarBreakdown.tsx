import { type ComponentProps, Suspense } from 'react';
import { lazyNamed, useLazyArrivals } from '../lazy-named';
import type { BarBreakdown as EagerBarBreakdown } from './BarBreakdown';

/** Row height of the drawn chart (BarBreakdown's BAR_ROW; importing it would pull the chart in). */
const BAR_ROW = 26;

const BarBreakdownChunk = lazyNamed(() => import('./BarBreakdown'), 'BarBreakdown');

/**
 * `BarBreakdown` with the chart library loaded on first use: the rest of the view shows at once, the
 * bars' place holds a skeleton of their height meanwhile.
 */
export function BarBreakdown(props: ComponentProps<typeof EagerBarBreakdown>) {
  const rows = Math.min(props.data.length, props.maxBars ?? 12);
  // The chart is drawn as soon as its code arrives (see useLazyArrivals), not after React's throttled retry.
  useLazyArrivals();
  return (
    <Suspense
      fallback={
        <span
          className="skeleton"
          style={{ display: 'block', width: '100%', height: Math.max(1, rows) * BAR_ROW + 24 }}
          aria-hidden="true"
          data-testid="chart-loading"
        />
      }
    >
      <BarBreakdownChunk {...props} />
    </Suspense>
  );
}
