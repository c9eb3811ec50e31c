/**
 * "Focus the search box" from outside the box: its keyboard shortcuts and the desktop Go menu. The box
 * registers itself; asking before it is mounted does nothing.
 */
let focusSearch: (() => void) | null = null;

export function registerSearchFocus(focus: () => void): () => void {
  focusSearch = focus;
  return () => {
    if (focusSearch === focus) focusSearch = null;
  };
}

export function requestSearchFocus(): void {
  focusSearch?.();
}
