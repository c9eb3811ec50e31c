import { FiatValue } from '@renderer/components/value/FiatValue';
import type { NetworkTokenDetails } from '@shared/models/data/transactions';
import { fiatValueOf } from './tx-format';

/**
 * A native amount valued at the token's price when the transaction ran and now, exactly (no float
 * touches the amount), in the currency the service priced it in.
 */
export function FiatAtPrices({
  amount,
  details,
  testId,
}: {
  amount: string | bigint;
  details: NetworkTokenDetails;
  testId: string;
}) {
  const { historicalPrice, currentPrice } = details;
  const decimals = details.networkToken.decimals;
  // Nothing moved, so there is nothing to value: "$0.00 at the time, $0.00 now" would only be noise.
  if (typeof amount === 'bigint' ? amount === 0n : /^0+$/.test(amount.trim())) return null;
  if (!historicalPrice && !currentPrice) {
    return (
      <span className="muted" data-testid={`${testId}-none`}>
        no price available
      </span>
    );
  }
  return (
    <span className="tx-fiat" data-testid={testId}>
      {historicalPrice && (
        <span>
          <FiatValue
            value={fiatValueOf(amount, decimals, historicalPrice.value)}
            currency={historicalPrice.currencyCode}
            testId={`${testId}-then`}
          />{' '}
          <span className="muted">at the time</span>
        </span>
      )}
      {currentPrice && (
        <span>
          <FiatValue
            value={fiatValueOf(amount, decimals, currentPrice.value)}
            currency={currentPrice.currencyCode}
            testId={`${testId}-now`}
          />{' '}
          <span className="muted">now</span>
        </span>
      )}
    </span>
  );
}
