import { useEffect, useState } from 'react';

/** Copies `value`; says "Copied" for a moment so the click is visibly acknowledged. */
export function CopyButton({
  value,
  label = 'Copy',
  testId = 'copy-button',
}: {
  value: string;
  label?: string;
  testId?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 1500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button
      type="button"
      className={`copy-button copy-button--${state}`}
      onClick={copy}
      data-testid={testId}
      aria-label={`${label}: ${value}`}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
    </button>
  );
}
