import { paramsFieldErrors } from '@renderer/api';
import { ErrorPanel } from '@renderer/components/ErrorPanel';
import { ParamFilter } from '@renderer/components/forms/ParamFilter';
import { Skeleton } from '@renderer/components/Skeleton';
import { CURRENCY_LABELS, isCurrency } from '@renderer/format/currencies';
import { isAbsent } from '@renderer/queries/absent';
import { useNativeBalance } from '@renderer/queries/address';
import { useHashParam } from '@renderer/routing/hash-query';
import { usePrefs } from '@renderer/stores/prefs';
import { CURRENCIES } from '@shared/contract/data/common';
import { BalanceFigures } from './BalanceFigures';
import { NodeBalanceCheck } from './NodeBalanceCheck';

/** Why `text` is not a block the balance endpoint accepts, or null. */
const asOfProblem = (chainId: string, address: string, text: string) =>
  paramsFieldErrors('data.getNativeBalance', { chainId, address, blockNumber: text.trim() }).blockNumber ?? null;

/** Native token balance with its value in the chosen currency: loading, not found, error and data states. */
export function NativeBalanceCard({ chainId, address }: { chainId: string; address: string }) {
  const currency = usePrefs((s) => s.currency);
  const setCurrency = usePrefs((s) => s.setCurrency);
  // `?balanceBlock=` asks for the balance as of that block (the endpoint's blockNumber); absent = latest.
  const [asOfParam, setAsOf] = useHashParam('balanceBlock', { blankAsNull: true });
  const asOf = asOfParam !== null && asOfProblem(chainId, address, asOfParam) === null ? asOfParam.trim() : null;
  const query = useNativeBalance(chainId, address, currency, asOf ?? undefined, asOfParam === null || asOf !== null);

  return (
    <section className="card balance-card" data-testid="native-balance">
      <h2 className="card__title">
        Native balance
        {asOf !== null && (
          <span className="muted balance-card__at" data-testid="balance-at">
            as of block {asOf}
          </span>
        )}
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
      <ParamFilter
        label="As of block"
        placeholder="latest"
        resetLabel="Latest"
        applied={asOfParam}
        validate={(text) => asOfProblem(chainId, address, text)}
        onApply={setAsOf}
        testId="balance-asof"
      />
      {asOfParam !== null && asOf === null ? (
        <p className="muted" data-testid="balance-blocked">
          Fix the block to load the balance.
        </p>
      ) : query.isPending ? (
        <div className="balance" aria-busy="true" data-testid="balance-loading">
          <Skeleton size="lg" />
          <div className="balance__figures">
            <Skeleton size="xl" />
            <Skeleton size="md" />
          </div>
        </div>
      ) : isAbsent(query.data) ? (
        <div className="empty" data-testid="balance-not-found">
          <p>
            The Data API has no record of this address on chain <code className="mono">{chainId}</code>.
          </p>
          <p className="muted">{query.data.error.message}</p>
        </div>
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (
        <BalanceFigures balance={query.data.nativeTokenBalance} chainId={chainId} />
      )}
      <NodeBalanceCheck key={asOf ?? 'latest'} chainId={chainId} address={address} asOf={asOf} />
    </section>
  );
}
