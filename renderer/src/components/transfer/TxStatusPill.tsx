import { StatusPill } from '@renderer/components/value/Badge';
import { OUTCOME_LABELS, txOutcome } from './tx-outcome';

/** A transaction's outcome in a table row: Success / Failed, or the status word as sent when it is neither. */
export function TxStatusPill({ status, testId = 'tx-status' }: { status: string; testId?: string }) {
  const outcome = txOutcome(status);
  if (outcome === 'unknown') return <StatusPill status={status} testId={testId} />;
  return <StatusPill status={outcome} tone={outcome} label={OUTCOME_LABELS[outcome]} testId={testId} />;
}
