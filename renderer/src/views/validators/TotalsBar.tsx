import { ProgressBar } from '@renderer/components/viewer/ProgressBar';
import { formatInteger, formatPercent } from '@renderer/format/number';
import { Weight } from './validator-columns';
import type { ValidatorSetKind, ValidatorTotals } from './validator-model';

/** The set at a glance: how many validators, how much stake, and how much of it this node sees connected. */
export function TotalsBar({ totals, kind }: { totals: ValidatorTotals; kind: ValidatorSetKind }) {
  return (
    <dl className="validators-totals" data-testid="validators-totals">
      <div>
        <dt>Validators</dt>
        <dd className="mono" data-testid="totals-count">
          {formatInteger(totals.count)}
        </dd>
      </div>
      <div>
        <dt>{kind === 'primary' ? 'Total stake (AVAX)' : 'Total weight'}</dt>
        <dd data-testid="totals-weight">
          <Weight value={totals.totalWeight.toString()} kind={kind} />
        </dd>
      </div>
      {totals.connectedCount !== null && (
        <div>
          <dt>Connected</dt>
          <dd className="mono" data-testid="totals-connected">
            {formatInteger(totals.connectedCount)} of {formatInteger(totals.count)}
          </dd>
        </div>
      )}
      {totals.connectedPercent !== null && (
        <div className="validators-totals__wide">
          <dt>Connected stake</dt>
          <dd data-testid="totals-connected-stake">
            <ProgressBar
              value={totals.connectedPercent}
              label={formatPercent(totals.connectedPercent)}
              tone={totals.connectedPercent >= 80 ? 'success' : 'warning'}
              ariaLabel="Share of the stake connected to this node"
            />
          </dd>
        </div>
      )}
    </dl>
  );
}
