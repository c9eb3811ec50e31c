import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * A height that makes the element (a table's scroll area inside it, if any) reach the bottom of the window (less `reserve` px for what follows
 * it), never under `min`: its distance from the top of its scrolling page, kept current as the window
 * or the page above it changes size. Attach the returned callback ref to the element (it may mount late).
 */
export function useFillHeight<T extends HTMLElement>(min = 320, reserve = 24): [(el: T | null) => void, number] {
  const [el, setEl] = useState<T | null>(null);
  const [height, setHeight] = useState(min);
  const ref = useCallback((node: T | null) => setEl(node), []);
  useLayoutEffect(() => {
    if (!el) return;
    const page = el.closest('.view') ?? document.body;
    const scroller = el.closest('main') ?? document.scrollingElement;
    const measure = () => {
      // A table's scroll area is what grows: measure from its top when there is one.
      const target = el.querySelector('.vtable__scroll') ?? el;
      const top = target.getBoundingClientRect().top + (scroller?.scrollTop ?? 0);
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - reserve)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(page);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [el, min, reserve]);
  return [ref, height];
}
