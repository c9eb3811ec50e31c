import { useEffect, useState } from 'react';
import { copyText } from './clipboard';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" / "Copy failed" stays before the control returns to its resting look. */
const ACKNOWLEDGE_MS = 1500;

/** Copies `value` to the clipboard and reports the outcome for a moment, so a click is visibly acknowledged. */
export function useCopyState(value: string): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), ACKNOWLEDGE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await copyText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}

/** The words for a copy control in `state`, `label` when resting. */
export function copyStatusText(state: CopyState, label: string): string {
  return state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label;
}
