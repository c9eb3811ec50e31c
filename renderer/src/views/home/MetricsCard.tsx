import { MissingService } from '@renderer/components/feedback/MissingService';
import { Card } from '@renderer/components/layout/Card';
import { formatDecimal } from '@renderer/format/decimal';
import { metricInfo } from '@renderer/metrics/catalogue';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useMetricSeries } from '@renderer/queries/metrics';
import type { MetricName } from '@shared/contract/data/common';
import { NO_METRICS_API } from '@shared/errors';
import { routeTo } from '@shared/routing/routes';

const SPARK_METRICS: readonly MetricName[] = ['txCount', 'activeAddresses'];
const WIDTH = 160;
const HEIGHT = 36;

/** The points as an SVG polyline scaled into the box (flat in the middle when every value is the same). */
function sparkPath(values: readonly number[]): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  return values
    .map((v, i) => {
      const x = values.length === 1 ? WIDTH : (i / (values.length - 1)) * WIDTH;
      const y = span === 0 ? HEIGHT / 2 : HEIGHT - ((v - min) / span) * (HEIGHT - 4) - 2;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

function Sparkline({ chainId, metric }: { chainId: string; metric: MetricName }) {
  const { query } = useMetricSeries({ chainId, metric, interval: 'day', range: { kind: 'preset', preset: '30d' } });
  const points = query.data?.points ?? [];
  const last = points.at(-1);
  const href = `${routeTo('metrics', { chainId })}?metric=${metric}&range=30d`;
  return (
    <a
      className="home-spark"
      href={href}
      title={`${metricInfo(metric).label}, daily over 30 days — open in Metrics`}
      data-testid="home-sparkline"
      data-metric={metric}
      data-points={points.length}
      data-last={last?.value}
    >
      <span className="home-spark__label muted">{metricInfo(metric).label}</span>
      <strong className="home-spark__value">{query.isError ? '—' : last ? formatDecimal(last.value) : '…'}</strong>
      {points.length > 0 ? (
        <svg
          className="home-spark__line"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          aria-hidden="true"
          preserveAspectRatio="none"
        >
          <polyline points={sparkPath(points.map((p) => p.y))} fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      ) : (
        <span className="home-spark__line muted">{query.isError ? 'not available' : 'loading…'}</span>
      )}
    </a>
  );
}

/** A few chain metrics at a glance (daily, last 30 days), each opening the Metrics view. */
export function MetricsCard({ chainId }: { chainId: string }) {
  const profile = useActiveProfile();
  return (
    <Card
      title="Metrics, last 30 days"
      tools={
        <a className="link" href={routeTo('metrics', { chainId })}>
          Metrics →
        </a>
      }
      testId="home-metrics"
    >
      {profile.metricsApiUrl === '' ? (
        // A node has no daily series: the sparklines need the metrics API.
        <MissingService what="The daily activity of this chain" code={NO_METRICS_API} />
      ) : (
        <div className="home-sparks">
          {SPARK_METRICS.map((m) => (
            <Sparkline key={m} chainId={chainId} metric={m} />
          ))}
        </div>
      )}
    </Card>
  );
}
