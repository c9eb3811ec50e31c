import { Badge } from '@renderer/components/value/Badge';
import { DIRECTION_LABELS, DIRECTION_TITLES, type Direction } from './direction';

const DIRECTION_TONES = { in: 'success', out: 'warning', self: 'info', other: 'neutral' } as const;

/** IN / OUT / SELF relative to the address being viewed (one element: it is in every row of the address tables). */
export function DirectionBadge({ direction }: { direction: Direction }) {
  return (
    <Badge
      tone={DIRECTION_TONES[direction]}
      title={DIRECTION_TITLES[direction]}
      testId="direction"
      className="address-direction"
      data-direction={direction}
    >
      {DIRECTION_LABELS[direction]}
    </Badge>
  );
}
