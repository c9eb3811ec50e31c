import { StatusPill } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { routeTo } from '@renderer/routing/routes';
import { type TxOutcome, txOutcome } from './rows';

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
