import { formatInteger } from '@renderer/format/number';
import { navigate } from '@renderer/routing/use-route';
import { routeTo } from '@shared/routing/routes';
import { useEffect } from 'react';
import { blockStepOf } from './block-number';

function NavLink({
  chainId,
  target,
  label,
  hint,
  testId,
}: {
  chainId: string;
  target: bigint | null;
  label: string;
  hint: string;
  testId: string;
}) {
  if (target === null) {
    return (
      <span className="button block-nav__link is-disabled" aria-disabled="true" data-testid={testId}>
        {label}
      </span>
    );
  }
  return (
    <a
      className="button block-nav__link"
      href={routeTo('block', { chainId, number: target.toString() })}
      title={`Block #${formatInteger(target)} (${hint})`}
      aria-keyshortcuts={hint}
      data-testid={testId}
    >
      {label}
    </a>
  );
}

/** Previous / next block links, also on the `[` and `]` keys. */
export function BlockNav({ chainId, prev, next }: { chainId: string; prev: bigint | null; next: bigint | null }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = blockStepOf(event);
      const target = step === -1 ? prev : step === 1 ? next : null;
      if (target === null) return;
      event.preventDefault();
      navigate(routeTo('block', { chainId, number: target.toString() }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [chainId, prev, next]);

  return (
    <nav className="block-nav" aria-label="Neighbouring blocks">
      <NavLink chainId={chainId} target={prev} label="← Previous" hint="[" testId="block-prev" />
      <NavLink chainId={chainId} target={next} label="Next →" hint="]" testId="block-next" />
      <span className="muted block-nav__keys">
        <kbd>[</kbd> <kbd>]</kbd> to step
      </span>
      <a className="link block-nav__list" href={routeTo('blocks', { chainId })} data-testid="block-latest-link">
        Latest blocks
      </a>
    </nav>
  );
}
