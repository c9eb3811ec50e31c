import { type RefObject, useEffect } from 'react';

/** While `active`, a pointer press outside `ref`'s element calls `onOutside` (closing a popover). */
export function useOutsidePointer(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [ref, active, onOutside]);
}
