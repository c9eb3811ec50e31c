import { AddressLink } from '@renderer/components/value/AddressLink';
import { Badge, StatusPill } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { routeTo } from '@renderer/routing/routes';
import type { AddressInfo } from '@shared/models/data/shared';
import { DIRECTION_LABELS, DIRECTION_TITLES, type Direction, directionOf, type TxOutcome, txOutcome } from './rows';

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

export function directionCell(subject: string, from: AddressInfo, to: AddressInfo) {
  return <DirectionBadge direction={directionOf(subject, from.address, to.address)} />;
}

/** One end of a transfer: a link with the contract or token name the service attached, if any. */
export function PartyLink({ chainId, party, testId }: { chainId: string; party: AddressInfo; testId: string }) {
  return <AddressLink chainId={chainId} address={party.address} name={party.name} testId={testId} />;
}

const OUTCOME_LABELS: Record<TxOutcome, string> = { success: 'Success', failed: 'Failed', unknown: '' };

export function TxStatus({ status }: { status: string }) {
  const outcome = txOutcome(status);
  return (
    <StatusPill
      status={outcome === 'unknown' ? status : outcome}
      label={OUTCOME_LABELS[outcome] || status}
      tone={outcome === 'unknown' ? 'neutral' : outcome}
      testId="tx-status"
    />
  );
}

/** A transaction hash linking to its view, shortened to fit a dense row (the title has it whole). */
export function TxHash({ chainId, txHash }: { chainId: string; txHash: string }) {
  return (
    <HashText
      value={txHash}
      href={routeTo('tx', { chainId, txHash })}
      head={8}
      tail={6}
      copy={false}
      testId="tx-link"
    />
  );
}
