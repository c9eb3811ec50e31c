import { HashText } from '@renderer/components/value/HashText';
import { routeTo } from '@renderer/routing/routes';

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
