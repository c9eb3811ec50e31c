import { Badge } from '@renderer/components/value/Badge';
import { DIRECTION_LABELS, DIRECTION_TITLES, type Direction } from './direction';

const DIRECTION_TONES = { in: 'success', out: 'warning', self: 'info', other: 'neutral' } as const;

/** IN / OUT / SELF relative to the address being viewed. */
export function DirectionBadge({ direction }: { direction: Direction }) {
  return (
    <span className="address-direction" data-direction={direction} data-testid="direction">
      <Badge tone={DIRECTION_TONES[direction]} title={DIRECTION_TITLES[direction]} testId="direction-badge">
        {DIRECTION_LABELS[direction]}
      </Badge>
    </span>
  );
}
