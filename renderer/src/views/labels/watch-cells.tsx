import { Skeleton } from '@renderer/components/Skeleton';
import { Amount } from '@renderer/components/value/Amount';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { TxLink } from '@renderer/components/value/TxLink';
import { formatFiat } from '@renderer/format/fiat';
import { useChannelQuery } from '@renderer/queries/use-channel-query';
import { usePrefs } from '@renderer/stores/prefs';
import type { AddressLabel } from '@shared/models/labels';

/** A cell's error in a few words, the whole message in the title (a table row has no room for a panel). */
function CellError({ message, testId }: { message: string; testId: string }) {
  return (
    <span className="field-error" title={message} data-testid={testId}>
      Could not load
    </span>
  );
}

/** The native balance of a watched address on its watch chain, valued in the chosen currency. */
export function WatchedBalance({ entry }: { entry: AddressLabel }) {
  const currency = usePrefs((s) => s.currency);
  const query = useChannelQuery('data.getNativeBalance', { chainId: entry.chainId, address: entry.address, currency });
  if (query.isPending) return <Skeleton size="sm" />;
  if (query.isError) return <CellError message={query.error.message} testId="watch-balance-error" />;
  const balance = query.data.nativeTokenBalance;
  return (
    <span className="watch-balance" data-testid="watch-balance">
      <Amount value={balance.balance} decimals={balance.decimals} symbol={balance.symbol} />
      {balance.balanceValue && (
        <span className="muted"> · {formatFiat(balance.balanceValue.value, balance.balanceValue.currencyCode)}</span>
      )}
    </span>
  );
}

/** The newest native transaction of a watched address: when, and a link to it. */
export function LastActivity({ entry }: { entry: AddressLabel }) {
  const query = useChannelQuery('data.listNativeTransactions', {
    chainId: entry.chainId,
    address: entry.address,
    pageSize: 1,
  });
  if (query.isPending) return <Skeleton size="sm" />;
  if (query.isError) return <CellError message={query.error.message} testId="watch-activity-error" />;
  const latest = query.data.transactions[0];
  if (!latest) {
    return (
      <span className="muted" data-testid="watch-activity-none">
        No transactions
      </span>
    );
  }
  return (
    <span className="watch-activity" data-testid="watch-activity">
      <RelativeTime value={latest.blockTimestamp} testId="watch-activity-time" />{' '}
      <TxLink chainId={entry.chainId} txHash={latest.txHash} testId="watch-activity-tx" />
    </span>
  );
}
