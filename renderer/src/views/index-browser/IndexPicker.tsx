import { Badge } from '@renderer/components/value/Badge';
import type { IndexName } from '@shared/contract/node/common';
import { routeTo } from '@shared/routing/routes';
import { INDEX_CHOICES } from './index-model';

/** The five indexes a node can serve; X/vtx is marked as history. */
export function IndexPicker({ active }: { active: IndexName | null }) {
  return (
    <nav className="index-picker" aria-label="Index" data-testid="index-picker">
      {INDEX_CHOICES.map((choice) => {
        const current = choice.name === active;
        return (
          <a
            key={choice.name}
            href={routeTo('index', { chain: choice.chain, kind: choice.kind })}
            className={`index-picker__item${current ? ' is-active' : ''}${choice.historical ? ' is-historical' : ''}`}
            aria-current={current ? 'page' : undefined}
            data-testid={`index-choice-${choice.chain}-${choice.kind}`}
          >
            <span className="index-picker__name mono">{choice.name}</span>
            <span className="index-picker__label">{choice.label}</span>
            {choice.historical && (
              <Badge
                tone="warning"
                title="No longer populated since the Cortina activation; use X/block for newer X-Chain data"
                testId="historical-badge"
              >
                historical — frozen since Cortina
              </Badge>
            )}
          </a>
        );
      })}
    </nav>
  );
}
