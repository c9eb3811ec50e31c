import { routeTo } from '@shared/routing/routes';
import { HashText } from './HashText';

/** A transaction hash linking to `#/tx/:chainId/:txHash`, shortened in the middle. */
export function TxLink({
  chainId,
  txHash,
  truncate = true,
  copy = false,
  testId = 'tx-link',
}: {
  chainId: string;
  txHash: string;
  truncate?: boolean;
  copy?: boolean;
  testId?: string;
}) {
  return (
    <HashText
      value={txHash}
      href={routeTo('tx', { chainId, txHash })}
      full={!truncate}
      copy={copy}
      copyLabel="Copy transaction hash"
      testId={testId}
    />
  );
}
