import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Party } from '@renderer/components/transfer/Party';
import { Amount } from '@renderer/components/value/Amount';
import { Badge } from '@renderer/components/value/Badge';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { HashText } from '@renderer/components/value/HashText';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { feeWei } from '@renderer/format/number';
import type { TransactionDetail } from '@shared/models/data/transactions';
import { FiatAtPrices } from './FiatAtPrices';
import { TokenPrice } from './TokenPrice';
import { callTypeLabel } from './tx-format';

/** Where, when, who, what and how much: the first thing anyone reads about a transaction. */
export function TxOverview({ chainId, detail }: { chainId: string; detail: TransactionDetail }) {
  const tx = detail.nativeTransaction;
  const token = detail.networkTokenDetails.networkToken;
  const fee = feeWei(tx.gasUsed, tx.gasPrice);
  return (
    <Card title="Overview" testId="tx-overview">
      <KeyValueGrid
        testId="tx-overview-kv"
        rows={[
          {
            label: 'Block',
            value: (
              <>
                <BlockLink chainId={tx.chainId || chainId} number={tx.blockNumber} testId="tx-block-link" />
                <HashText value={tx.blockHash} copyLabel="Copy block hash" testId="tx-block-hash" />
              </>
            ),
          },
          {
            label: 'Time',
            value: (
              <>
                <Timestamp value={tx.blockTimestamp} testId="tx-timestamp" />
                <span className="muted">
                  (<RelativeTime value={tx.blockTimestamp} testId="tx-age" />)
                </span>
              </>
            ),
          },
          { label: 'From', value: <Party chainId={chainId} info={tx.from} copy testId="tx-from" /> },
          { label: 'To', value: <Party chainId={chainId} info={tx.to} copy testId="tx-to" /> },
          {
            label: 'Method',
            value: tx.method ? (
              <>
                <span className="mono tx-method" data-testid="tx-method-name">
                  {tx.method.methodName || 'unknown method'}
                </span>
                {tx.method.methodHash && (
                  <HashText value={tx.method.methodHash} copyLabel="Copy method id" testId="tx-method-hash" />
                )}
                <Badge tone="info" testId="tx-call-type">
                  {callTypeLabel(tx.method.callType)}
                </Badge>
              </>
            ) : (
              <span className="muted">not reported</span>
            ),
          },
          {
            label: 'Value',
            value: (
              <>
                <Amount
                  value={tx.value}
                  decimals={token.decimals}
                  symbol={token.symbol}
                  maxFractionDigits={token.decimals}
                  testId="tx-value"
                />
                <FiatAtPrices amount={tx.value} details={detail.networkTokenDetails} testId="tx-value-fiat" />
              </>
            ),
          },
          {
            label: 'Fee',
            hint: 'gas used × gas price',
            value:
              fee === null ? (
                <span className="muted">cannot be computed from the figures received</span>
              ) : (
                <>
                  <Amount
                    value={fee}
                    decimals={token.decimals}
                    symbol={token.symbol}
                    maxFractionDigits={token.decimals}
                    testId="tx-fee"
                  />
                  <FiatAtPrices amount={fee} details={detail.networkTokenDetails} testId="tx-fee-fiat" />
                </>
              ),
          },
          { label: `${token.symbol} price`, value: <TokenPrice details={detail.networkTokenDetails} /> },
        ]}
      />
    </Card>
  );
}
