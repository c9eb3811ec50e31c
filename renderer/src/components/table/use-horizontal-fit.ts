import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

export interface HorizontalFit {
  /** The scroll area's inner width, px (0 until measured). */
  width: number;
  /** Columns lie beyond the left / right edge of the scroll area. */
  moreLeft: boolean;
  moreRight: boolean;
  onScroll: () => void;
  /** Scrolls most of a screen to the right (the cue's button). */
  scrollRight: () => void;
}

interface Measure {
  width: number;
  moreLeft: boolean;
  moreRight: boolean;
}

const measureOf = (el: HTMLElement): Measure => ({
  width: el.clientWidth,
  moreLeft: el.scrollLeft > 1,
  moreRight: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
});

const same = (a: Measure, b: Measure) =>
  a.width === b.width && a.moreLeft === b.moreLeft && a.moreRight === b.moreRight;

/** How wide a table's scroll area is and whether its content runs past either edge, kept current. */
export function useHorizontalFit(ref: RefObject<HTMLElement | null>): HorizontalFit {
  const [measure, setMeasure] = useState<Measure>({ width: 0, moreLeft: false, moreRight: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = measureOf(el);
    setMeasure((prev) => (same(prev, next) ? prev : next));
  }, [ref]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref, update]);

  const scrollRight = useCallback(() => {
    const el = ref.current;
    el?.scrollBy({ left: Math.round(el.clientWidth * 0.8), behavior: 'smooth' });
  }, [ref]);

  return { ...measure, onScroll: update, scrollRight };
}
