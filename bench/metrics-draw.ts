import type { Browser } from '@playwright/test';
import { installProbes, type PaintWindow, paintAfterData, traceMainThread } from './page-probes';
import { type Sample, summarize } from './stats';

/**
 * Row 4, metrics: a chart of 2,160 hourly points (90 days by hour, one page of the metrics API), then the
 * same with 3 more series overlaid: from the last series' answer to the first frame painted with every
 * series drawn. Each run is a fresh browser context that first draws a small daily chart, so the view's
 * and the chart library's code are in and the hourly chart is reached by hash navigation, as a user
 * changing the interval does: what is timed is drawing, not loading code.
 */

export const METRICS_GOALS = { oneSeriesMs: 100, fourSeriesMs: 250 } as const;

const WARM_UP = '#/metrics/43114?metric=txCount&interval=day&range=7d';
const hourlyChartWith = (series: number) =>
  `[data-testid=metrics-chart][aria-label$="by hour"][data-series="${series}"] .metrics-series--${series - 1} path`;

const CHARTS = [
  {
    name: 'metrics: 2,160 points drawn after data',
    hash: '#/metrics/43114?metric=txCount&interval=hour&range=90d',
    series: 1,
    goalMs: METRICS_GOALS.oneSeriesMs,
  },
  {
    name: 'metrics: 4 series × 2,160 points drawn after data',
    hash: '#/metrics/43114?metric=txCount&interval=hour&range=90d&compare=43114:activeAddresses,43114:activeSenders,43114:gasUsed',
    series: 4,
    goalMs: METRICS_GOALS.fourSeriesMs,
  },
];

export async function benchMetricsDraw(
  browser: Browser,
  appUrl: string,
  runs: number,
): Promise<{ samples: Sample[]; ratios: string[] }> {
  const samples: Sample[] = [];
  const ratios: string[] = [];
  for (const chart of CHARTS) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const drawn = hourlyChartWith(chart.series);
        await installProbes(context, [drawn]);
        const page = await context.newPage();
        await page.goto(`${appUrl}${WARM_UP}`);
        await page.waitForSelector('[data-testid=metrics-chart][aria-label$="by day"] .metrics-series--0 path');
        let paint: PaintWindow | undefined;
        const trace = await traceMainThread(page, async () => {
          await page.evaluate((hash) => window.location.assign(hash), chart.hash);
          paint = await paintAfterData(page, 'data.getMetrics', drawn);
        });
        if (!paint) throw new Error(`${chart.name}: not drawn`);
        times.push(paint.ms);
        cpu.push(trace.cpuBetween(paint.dataAt, paint.paintedAt));
      } finally {
        await context.close();
      }
    }
    const sample = summarize(chart.name, times);
    const cpuSample = summarize(`${chart.name.replace(/ drawn after data$/, '')}: … of which main-thread CPU`, cpu);
    samples.push(sample, cpuSample);
    const goal = (s: typeof sample) => `${(s.medianMs / chart.goalMs).toFixed(2)}×`;
    ratios.push(`${chart.name}: ${goal(sample)} the ${chart.goalMs} ms goal (${goal(cpuSample)} in CPU time)`);
  }
  return { samples, ratios };
}
