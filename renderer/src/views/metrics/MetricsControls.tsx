import { METRIC_GROUPS, metricInfo, metricsOfGroup } from '@renderer/metrics/catalogue';
import type { ChartState } from '@renderer/metrics/chart-state';
import { chainLabel } from '@renderer/metrics/compare';
import { TIME_INTERVALS, type TimeInterval } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import { useId } from 'react';
import { RangeControl } from './RangeControl';

export const AGGREGATE_CHAINS = ['total', 'mainnet', 'testnet'] as const;

/** The chains a metrics chart can be about: the network's EVM chains, the route's own, and the aggregates. */
export function chainChoices(
  chains: readonly ChainInfo[] | undefined,
  testnet: boolean,
  current: string,
): { id: string; label: string }[] {
  const listed = (chains ?? [])
    .filter((c) => c.isTestnet === testnet)
    .map((c) => ({ id: c.chainId, label: c.chainName }));
  const aggregates = AGGREGATE_CHAINS.map((id) => ({ id, label: chainLabel(id, chains) }));
  const known = [...listed, ...aggregates];
  return known.some((c) => c.id === current) ? known : [{ id: current, label: `Chain ${current}` }, ...known];
}

/** Chain, metric, interval and range: each change rewrites the hash (and so the chart). */
export function MetricsControls({
  state,
  chains,
  testnet,
  onChange,
  onChainChange,
}: {
  state: ChartState;
  chains: readonly ChainInfo[] | undefined;
  testnet: boolean;
  onChange: (next: ChartState) => void;
  onChainChange: (chainId: string) => void;
}) {
  const id = useId();
  const info = metricInfo(state.metric);
  const intervalReason = info.dayOnly
    ? `${info.label} exists only per day (the API serves cumulative*, max*, avg*, contracts and deployers only by day).`
    : null;

  return (
    <section className="card metrics-controls" aria-label="Chart settings" data-testid="metrics-controls">
      <div className="metrics-controls__row">
        <div className="form__row">
          <label htmlFor={`${id}-chain`}>Chain</label>
          <select
            id={`${id}-chain`}
            className="select"
            value={state.chainId}
            onChange={(e) => onChainChange(e.target.value)}
            data-testid="metrics-chain"
          >
            {chainChoices(chains, testnet, state.chainId).map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
                {/^\d+$/.test(c.id) ? ` (${c.id})` : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="form__row metrics-controls__metric">
          <label htmlFor={`${id}-metric`}>Metric</label>
          <select
            id={`${id}-metric`}
            className="select"
            value={state.metric}
            aria-describedby={`${id}-meaning`}
            onChange={(e) => onChange({ ...state, metric: e.target.value as ChartState['metric'], zoom: null })}
            data-testid="metrics-metric"
          >
            {METRIC_GROUPS.map((group) => (
              <optgroup key={group} label={group[0]!.toUpperCase() + group.slice(1)}>
                {metricsOfGroup(group).map((m) => (
                  <option key={m.name} value={m.name}>
                    {m.label}
                    {m.dayOnly ? ' · daily' : ''}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <fieldset className="form__row">
          <legend>Interval</legend>
          <div className="segmented" role="radiogroup" aria-label="Interval" data-testid="metrics-interval">
            {TIME_INTERVALS.map((interval: TimeInterval) => {
              const disabled = info.dayOnly && interval !== 'day';
              return (
                <label
                  key={interval}
                  className={`segmented__option${state.interval === interval ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}`}
                  title={disabled ? (intervalReason ?? undefined) : undefined}
                  data-testid={`interval-${interval}`}
                >
                  <input
                    type="radio"
                    name={`${id}-interval`}
                    value={interval}
                    checked={state.interval === interval}
                    disabled={disabled}
                    onChange={() => onChange({ ...state, interval, zoom: null })}
                  />
                  {interval}
                </label>
              );
            })}
          </div>
        </fieldset>
        <RangeControl state={state} onChange={onChange} />
      </div>
      <p className="muted metrics-controls__meaning" id={`${id}-meaning`} data-testid="metric-meaning">
        <strong>{info.label}</strong> <code className="mono">{info.name}</code> — {info.meaning}.
        {intervalReason && (
          <span className="metrics-controls__reason" data-testid="interval-reason">
            {' '}
            Hour, week and month are off: {intervalReason}
          </span>
        )}
      </p>
    </section>
  );
}
