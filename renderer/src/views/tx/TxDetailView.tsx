import type { ChainInfo } from '@shared/models/data/chains';
import type { TransactionDetail } from '@shared/models/data/transactions';
import { InputDataCard } from './InputDataCard';
import { RawJsonCard } from './RawJsonCard';
import { TxGasCard } from './TxGasCard';
import { TxOverview } from './TxOverview';
import { TxSections } from './TxSections';

/** A loaded transaction: overview and gas side by side, then its input, contents and the raw answer. */
export function TxDetailView({
  chainId,
  detail,
  chains,
}: {
  chainId: string;
  detail: TransactionDetail;
  chains: readonly ChainInfo[] | undefined;
}) {
  const tx = detail.nativeTransaction;
  return (
    <>
      <div className="tx-top">
        <TxOverview chainId={chainId} detail={detail} />
        <TxGasCard tx={tx} />
      </div>
      <InputDataCard input={tx.input} method={tx.method} />
      <TxSections chainId={chainId} detail={detail} chains={chains} />
      <RawJsonCard detail={detail} />
    </>
  );
}
