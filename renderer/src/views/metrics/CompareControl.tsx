import { METRIC_GROUPS, metricInfo, metricsOfGroup } from '@renderer/metrics/catalogue';
import { type ChartState, MAX_SERIES, type SeriesRef, sameSeries, seriesOf } from '@renderer/metrics/chart-state';
import { compareRefusal, tokenOfChains } from '@renderer/metrics/compare';
import type { MetricName } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import { type FormEvent, useId, useState } from 'react';

/** Adds a series (another chain, another metric, or both) to the chart; the reason shows when one cannot. */
export function CompareControl({
  state,
  choices,
  chains,
  onChange,
}: {
  state: ChartState;
  choices: readonly { id: string; label: string }[];
  chains: readonly ChainInfo[] | undefined;
  onChange: (next: ChartState) => void;
}) {
  const id = useId();
  const series = seriesOf(state);
  // Until one is picked: another chain (once the list is in), and the chart's own metric.
  const [pickedChain, setChainId] = useState<string | null>(null);
  const [pickedMetric, setMetric] = useState<MetricName | null>(null);
  const metric = pickedMetric ?? state.metric;
  const chainId =
    pickedChain ??
    choices.find((c) => !series.some((s) => sameSeries(s, { chainId: c.id, metric })))?.id ??
    state.chainId;
  const candidate: SeriesRef = { chainId, metric };
  const refusal = compareRefusal(series, candidate, state.interval, tokenOfChains(chains));

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (refusal) return;
    onChange({ ...state, compare: [...state.compare, candidate] });
  };
  const remove = (ref: SeriesRef) =>
    onChange({
      ...state,
      compare: state.compare.filter((c) => !sameSeries(c, ref)),
      hidden: state.hidden.filter((h) => !sameSeries(h, ref)),
    });

  return (
    <form className="metrics-compare" onSubmit={add} aria-label="Compare" data-testid="metrics-compare">
      <span className="metrics-compare__title">
        Compare{' '}
        <span className="muted">
          ({series.length} of {MAX_SERIES})
        </span>
      </span>
      <label className="visually-hidden" htmlFor={`${id}-chain`}>
        Chain to compare
      </label>
      <select
        id={`${id}-chain`}
        className="select"
        value={chainId}
        onChange={(e) => setChainId(e.target.value)}
        data-testid="compare-chain"
      >
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-metric`}>
        Metric to compare
      </label>
      <select
        id={`${id}-metric`}
        className="select"
        value={metric}
        onChange={(e) => setMetric(e.target.value as MetricName)}
        data-testid="compare-metric"
      >
        {METRIC_GROUPS.map((group) => (
          <optgroup key={group} label={group[0]!.toUpperCase() + group.slice(1)}>
            {metricsOfGroup(group).map((m) => (
              <option key={m.name} value={m.name}>
                {m.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button
        type="submit"
        className="button"
        disabled={refusal !== null}
        aria-describedby={refusal ? `${id}-why` : undefined}
        data-testid="compare-add"
      >
        Add series
      </button>
      {refusal && (
        <span className="muted metrics-compare__why" id={`${id}-why`} data-testid="compare-refusal">
          {refusal}
        </span>
      )}
      {state.compare.length > 0 && (
        <ul className="metrics-compare__list">
          {state.compare.map((ref) => {
            const name = `${choices.find((c) => c.id === ref.chainId)?.label ?? ref.chainId} · ${metricInfo(ref.metric).label}`;
            return (
              <li key={`${ref.chainId}:${ref.metric}`}>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => remove(ref)}
                  aria-label={`Remove ${name} from the chart`}
                  title={`${ref.chainId}:${ref.metric} in the link`}
                  data-testid="compare-remove"
                  data-series={`${ref.chainId}:${ref.metric}`}
                >
                  {name}
                  <span aria-hidden="true" className="metrics-compare__remove">
                    ✕
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </form>
  );
}
