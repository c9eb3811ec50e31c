import { type ZoomWindow, zoomBetween } from '@renderer/metrics/chart-state';
import { type PointerEvent, useEffect, useMemo, useSyncExternalStore } from 'react';
import { usePlotArea, useXAxisInverseScale } from 'recharts';

/**
 * Drag across the chart to zoom. The pointer is followed on the figure (so a drag may start on a bar);
 * only the selection rectangle re-renders while dragging, never the series. The chart lends the layer
 * its plot area and x scale, which exist only inside the chart.
 */

interface Drag {
  startX: number;
  x: number;
}

interface Geometry {
  plot: { x: number; width: number };
  invert: (pixel: number) => unknown;
}

export interface ZoomController {
  geometry: Geometry | null;
  drag: Drag | null;
  listeners: Set<() => void>;
  set(drag: Drag | null): void;
}

export function createZoomController(): ZoomController {
  const c: ZoomController = {
    geometry: null,
    drag: null,
    listeners: new Set(),
    set(drag) {
      c.drag = drag;
      for (const l of c.listeners) l();
    },
  };
  return c;
}

/** The timestamp in `stamps` (ascending) nearest to `t`. */
export function nearestStamp(stamps: readonly number[], t: number): number {
  let lo = 0;
  let hi = stamps.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (stamps[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  const after = stamps[lo]!;
  const before = stamps[Math.max(0, lo - 1)]!;
  return Math.abs(after - t) < Math.abs(t - before) ? after : before;
}

/** Pointer handlers for the figure around the chart. */
export function useZoomDrag(controller: ZoomController, stamps: readonly number[], onZoom: (w: ZoomWindow) => void) {
  return useMemo(() => {
    const localX = (event: PointerEvent<HTMLElement>) => {
      const surface = event.currentTarget.querySelector('svg.recharts-surface');
      const left = surface?.getBoundingClientRect().left ?? event.currentTarget.getBoundingClientRect().left;
      return event.clientX - left;
    };
    const inPlot = (x: number) => {
      const g = controller.geometry;
      return g !== null && x >= g.plot.x && x <= g.plot.x + g.plot.width;
    };
    const clampX = (x: number) => {
      const g = controller.geometry!;
      return Math.min(g.plot.x + g.plot.width, Math.max(g.plot.x, x));
    };
    return {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        const x = localX(event);
        if (event.button !== 0 || stamps.length < 2 || !inPlot(x)) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        controller.set({ startX: x, x });
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (controller.drag) controller.set({ ...controller.drag, x: clampX(localX(event)) });
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const drag = controller.drag;
        const g = controller.geometry;
        controller.set(null);
        if (!drag || !g || Math.abs(drag.x - drag.startX) < 6) return;
        event.currentTarget.releasePointerCapture(event.pointerId);
        const a = nearestStamp(stamps, Number(g.invert(drag.startX)));
        const b = nearestStamp(stamps, Number(g.invert(drag.x)));
        if (a !== b) onZoom(zoomBetween(a, b));
      },
      onPointerCancel: () => controller.set(null),
    };
  }, [controller, stamps, onZoom]);
}

/** Inside the chart: hands the plot area and scale to the controller, and draws the selection. */
export function ZoomLayer({ controller, color }: { controller: ZoomController; color: string }) {
  const plot = usePlotArea();
  const invert = useXAxisInverseScale();
  useEffect(() => {
    controller.geometry = plot && invert ? { plot: { x: plot.x, width: plot.width }, invert } : null;
  }, [controller, plot, invert]);
  const drag = useSyncExternalStore(
    (l) => {
      controller.listeners.add(l);
      return () => controller.listeners.delete(l);
    },
    () => controller.drag,
  );
  if (!plot || !drag) return null;
  return (
    <rect
      className="metrics-zoom-selection"
      x={Math.min(drag.startX, drag.x)}
      y={plot.y}
      width={Math.abs(drag.x - drag.startX)}
      height={plot.height}
      fill={color}
      fillOpacity={0.15}
      stroke={color}
      strokeOpacity={0.5}
      pointerEvents="none"
    />
  );
}
