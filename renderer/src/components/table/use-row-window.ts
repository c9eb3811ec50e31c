import { type RefObject, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * Which rows of a table to render: the rows in view and a few either side, for rows that all have one
 * height. A table that grows page by page (100,000 rows in 1,000 pages) must not redo anything per row
 * when a page arrives: here the window is arithmetic on the scroll offset, whatever the row count.
 *
 * (@tanstack/react-virtual did this before. It rebuilds its measurements of every row whenever the count
 * changes — at 100,000 rows a 100,000-entry array and a 1.6 MB `Float64Array` per page — and that garbage
 * brought on the major garbage collections whose pauses made the last long tasks of a 100,000-row scroll:
 * README, "Performance". The galleries and the hex viewer, whose counts do not grow a page at a time, keep it.)
 */

/** Where the scroll area stands: what the window is worked out from. */
export interface ScrollState {
  top: number;
  /** The area's inner height. */
  height: number;
  /** Whether its content is taller than it (it scrolls). */
  overflows: boolean;
}

export interface RowGeometry {
  rowHeight: number;
  /** The sticky header above the first row, inside the scroll area. */
  headerHeight: number;
  /**
   * The height the window covers while the area does not scroll yet. Until then it is shorter than it will
   * be (loading rows, a first page arriving), and a window taken from that height would draw part of the
   * first page, then the rest once the area had grown: every row of the first screen rendered twice.
   */
  minViewport: number;
}

/** The rows at least partly inside the area (under the sticky header included), before overscan and count. */
export interface RowBand {
  first: number;
  last: number;
  scrolled: boolean;
}

export function rowBand(scroll: ScrollState, geometry: RowGeometry): RowBand {
  const { rowHeight, headerHeight, minViewport } = geometry;
  const height = scroll.overflows ? scroll.height : Math.max(scroll.height, minViewport);
  return {
    first: Math.max(0, Math.floor((scroll.top - headerHeight) / rowHeight)),
    last: Math.max(0, Math.ceil((scroll.top + height - headerHeight) / rowHeight) - 1),
    scrolled: scroll.top > 0,
  };
}

/** The rows to render, `start` to `end` (exclusive): the band, `overscan` rows either side, within `count`. */
export function rowRange(band: RowBand, count: number, overscan: number): { start: number; end: number } {
  const start = Math.min(count, Math.max(0, band.first - overscan));
  return { start, end: Math.max(start, Math.min(count, band.last + overscan + 1)) };
}

/**
 * The scroll offset that brings row `index` fully into view below the sticky header, moving as little as
 * possible; the current offset when it is in view already.
 */
export function scrollTopToShow(index: number, scroll: ScrollState, geometry: RowGeometry): number {
  const { rowHeight, headerHeight } = geometry;
  const rowTop = headerHeight + index * rowHeight;
  if (rowTop < scroll.top + headerHeight) return index * rowHeight;
  if (rowTop + rowHeight > scroll.top + scroll.height) return rowTop + rowHeight - scroll.height;
  return scroll.top;
}

const sameBand = (a: RowBand, b: RowBand) => a.first === b.first && a.last === b.last && a.scrolled === b.scrolled;

/** The scroll area's state, read where its layout is clean (scroll events, resize callbacks), as a store. */
function createScrollStore(geometry: RefObject<RowGeometry>) {
  let scroll: ScrollState = { top: 0, height: 0, overflows: false };
  let band = rowBand(scroll, geometry.current);
  const listeners = new Set<() => void>();
  const update = (next: ScrollState) => {
    scroll = next;
    const nextBand = rowBand(scroll, geometry.current);
    if (sameBand(nextBand, band)) return;
    band = nextBand;
    for (const listener of listeners) listener();
  };
  const read = (el: HTMLElement) =>
    update({ top: el.scrollTop, height: el.clientHeight, overflows: el.scrollHeight > el.clientHeight });
  return {
    band: () => band,
    scroll: () => scroll,
    /** The geometry changed (the header was measured): same scroll, new band. */
    regeometry: () => update(scroll),
    read,
    attach(el: HTMLElement, listener: () => void) {
      listeners.add(listener);
      const onScroll = () => read(el);
      el.addEventListener('scroll', onScroll, { passive: true });
      const resize = new ResizeObserver(() => read(el));
      resize.observe(el);
      return () => {
        listeners.delete(listener);
        el.removeEventListener('scroll', onScroll);
        resize.disconnect();
      };
    },
  };
}

export interface RowWindow {
  start: number;
  end: number;
  /** Whether the area has been scrolled from its top (the user started reading on). */
  scrolled: boolean;
  /** Scrolls row `index` into view below the header, as little as needed. */
  scrollToIndex: (index: number) => void;
}

export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  geometry: RowGeometry,
  overscan: number,
): RowWindow {
  const geometryRef = useRef(geometry);
  geometryRef.current = geometry;
  const [store] = useState(() => createScrollStore(geometryRef));
  const subscribe = useCallback(
    (listener: () => void) => {
      const el = scrollRef.current;
      return el ? store.attach(el, listener) : () => {};
    },
    [store, scrollRef],
  );
  const band = useSyncExternalStore(subscribe, store.band, store.band);
  const { rowHeight, headerHeight, minViewport } = geometry;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store reads the geometry from its ref
  useLayoutEffect(() => store.regeometry(), [store, rowHeight, headerHeight, minViewport]);

  const { start, end } = rowRange(band, count, overscan);
  const scrollToIndex = (index: number) => {
    const el = scrollRef.current;
    if (!el) return;
    const scroll = { top: el.scrollTop, height: el.clientHeight, overflows: el.scrollHeight > el.clientHeight };
    el.scrollTop = scrollTopToShow(index, scroll, geometryRef.current);
    // Now, not at the scroll event: the row to focus is rendered in this turn.
    store.read(el);
  };
  return { start, end, scrolled: band.scrolled, scrollToIndex };
}
