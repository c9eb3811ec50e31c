import { ErrorPanel } from '@renderer/components/ErrorPanel';
import { Skeleton } from '@renderer/components/Skeleton';
import { CURRENCY_LABELS, isCurrency } from '@renderer/format/currencies';
import { useNativeBalance } from '@renderer/queries/address';
import { usePrefs } from '@renderer/stores/prefs';
import { CURRENCIES } from '@shared/contract/data/common';
import { BalanceFigures } from './BalanceFigures';

/** Native token balance with its value in the chosen currency: loading, not found, error and data states. */
export function NativeBalanceCard({ chainId, address }: { chainId: string; address: string }) {
  const currency = usePrefs((s) => s.currency);
  const setCurrency = usePrefs((s) => s.setCurrency);
  const query = useNativeBalance(chainId, address, currency);

  return (
    <section className="card balance-card" data-testid="native-balance">
      <h2 className="card__title">
        Native balance
        <span className="card__tools">
          {query.isFetching && !query.isPending && <span className="muted">Updating…</span>}
          <label className="visually-hidden" htmlFor="currency-select">
            Currency
          </label>
          <select
            id="currency-select"
            className="select select--compact"
            value={currency}
            onChange={(e) => isCurrency(e.target.value) && setCurrency(e.target.value)}
            data-testid="currency-select"
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code} title={CURRENCY_LABELS[code]}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => query.refetch()}
            disabled={query.isFetching}
            data-testid="balance-refresh"
          >
            Refresh
          </button>
        </span>
      </h2>
      {query.isPending ? (
        <div className="balance" aria-busy="true" data-testid="balance-loading">
          <Skeleton size="lg" />
          <div className="balance__figures">
            <Skeleton size="xl" />
            <Skeleton size="md" />
          </div>
        </div>
      ) : query.isError ? (
        query.error.error.kind === 'http' && query.error.error.status === 404 ? (
          <div className="empty" data-testid="balance-not-found">
            <p>
              The Data API has no record of this address on chain <code className="mono">{chainId}</code>.
            </p>
            <p className="muted">{query.error.message}</p>
          </div>
        ) : (
          <ErrorPanel error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
        )
      ) : (
        <BalanceFigures balance={query.data.nativeTokenBalance} chainId={chainId} />
      )}
    </section>
  );
}
