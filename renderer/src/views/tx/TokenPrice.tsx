import { TokenLogo } from '@renderer/components/TokenLogo';
import { FiatValue } from '@renderer/components/value/FiatValue';
import { usePrefs } from '@renderer/stores/prefs';
import type { NetworkTokenDetails } from '@shared/models/data/transactions';

/**
 * The native token's price now and when the transaction ran. The service prices a transaction in one
 * currency; when that is not the one chosen in the app it says so rather than convert with a guessed rate.
 */
export function TokenPrice({ details }: { details: NetworkTokenDetails }) {
  const currency = usePrefs((s) => s.currency);
  const { networkToken, currentPrice, historicalPrice } = details;
  const priced = historicalPrice ?? currentPrice;
  const otherCurrency = priced && priced.currencyCode.toLowerCase() !== currency ? priced.currencyCode : null;
  return (
    <span className="tx-token-price" data-testid="tx-token-price">
      <TokenLogo uri={networkToken.logoUri} symbol={networkToken.symbol} />
      <span>
        1 {networkToken.symbol} ={' '}
        {historicalPrice ? (
          <FiatValue value={historicalPrice.value} currency={historicalPrice.currencyCode} testId="tx-price-then" />
        ) : (
          <span className="muted">—</span>
        )}{' '}
        <span className="muted">at the time</span>
        {' · '}
        {currentPrice ? (
          <FiatValue value={currentPrice.value} currency={currentPrice.currencyCode} testId="tx-price-now" />
        ) : (
          <span className="muted">—</span>
        )}{' '}
        <span className="muted">now</span>
      </span>
      {otherCurrency && (
        <span className="kv__hint" data-testid="tx-currency-note">
          Priced by the service in {otherCurrency.toUpperCase()}, not your chosen {currency.toUpperCase()}.
        </span>
      )}
    </span>
  );
}
