import { TokenLogo } from '@renderer/components/TokenLogo';
import { formatUnits, groupThousands, isIntegerString } from '@renderer/format/amount';
import { formatFiat } from '@renderer/format/fiat';
import type { NativeTokenBalance } from '@shared/models/data/shared';

function safeUnits(balance: NativeTokenBalance): string | null {
  if (!isIntegerString(balance.balance)) return null;
  try {
    return formatUnits(balance.balance, balance.decimals);
  } catch {
    return null;
  }
}

/** The figures of a native balance, exact to the last unit. */
export function BalanceFigures({ balance, chainId }: { balance: NativeTokenBalance; chainId: string }) {
  const amount = safeUnits(balance);
  const isZero = amount === '0';
  return (
    <div className="balance">
      <TokenLogo uri={balance.logoUri} symbol={balance.symbol} />
      <div className="balance__figures">
        <div className="balance__amount">
          <span className="mono" data-testid="balance-amount" data-value={balance.balance}>
            {amount ?? balance.balance}
          </span>{' '}
          <span className="balance__symbol" data-testid="balance-symbol">
            {balance.symbol}
          </span>
        </div>
        <div className="balance__value" data-testid="balance-value">
          {balance.balanceValue
            ? formatFiat(balance.balanceValue.value, balance.balanceValue.currencyCode)
            : 'No value available for this token'}
        </div>
        {balance.price && (
          <div className="muted" data-testid="balance-price">
            1 {balance.symbol} = {formatFiat(balance.price.value, balance.price.currencyCode)}
          </div>
        )}
        {isZero && (
          <p className="empty" data-testid="balance-empty">
            This address holds no {balance.symbol} on chain {chainId}.
          </p>
        )}
      </div>
      <dl className="kv kv--compact balance__facts">
        <div className="kv__row">
          <dt>Token</dt>
          <dd>{balance.name}</dd>
        </div>
        <div className="kv__row">
          <dt>Smallest units</dt>
          <dd className="mono break">
            {isIntegerString(balance.balance) ? groupThousands(balance.balance) : balance.balance}
          </dd>
        </div>
        <div className="kv__row">
          <dt>Decimals</dt>
          <dd className="mono">{balance.decimals}</dd>
        </div>
        {amount === null && (
          <div className="kv__row">
            <dt>Note</dt>
            <dd className="field-error">The balance is not an integer string; shown as received.</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
