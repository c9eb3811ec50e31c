import type { Request } from '@playwright/test';
import { METRIC_NAMES } from '@shared/contract/data/common';
import { expect as baseExpect, type Page, test } from './fixtures';
import { dragAcross, drawnPoints, expectDrawn, expectSeriesShown, hashParams } from './metrics-page';
import { lastDays, type SimMetricPoint, simMetricPoints, warmMetrics } from './sim-data';

/** These specs fetch pages and draw thousands of points: on a loaded machine that takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/** The metrics view in Chromium against the simulator: what is drawn is what the simulator answered. */

/** Chain generation and the metrics model are made on first use: made before the tests' clocks start. */
test.beforeAll(async ({ sim }) => {
  test.setTimeout(120_000);
  warmMetrics(sim);
});

const counts = (points: readonly SimMetricPoint[]) => ({
  all: points.length,
  nonZero: points.filter((p) => Number(p.value) !== 0).length,
});

/** Calls the page makes to data.getMetrics (browser mode posts every channel call to /ipc/<channel>). */
function watchMetricCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ipc/data.getMetrics')) calls.push(r);
  });
  return calls;
}

const goTo = (page: Page, hash: string) => page.evaluate((h) => window.location.assign(h), hash);
const summaryOf = (page: Page, series: string) =>
  page.locator(`[data-testid=metrics-summary][data-series="${series}"]`);

test('every one of the 17 metrics draws for the C-Chain, point for point', async ({ app, page, sim }) => {
  test.setTimeout(120_000);
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=30d');
  for (const metric of METRIC_NAMES) {
    await goTo(page, `#/metrics/43114?metric=${metric}&interval=day&range=30d`);
    const expected = lastDays(await simMetricPoints(sim, '43114', metric, 'day'), 30);
    expect(expected.length, metric).toBe(30);
    await expect(summaryOf(page, `43114:${metric}`)).toBeVisible();
    await expectDrawn(page, 0, counts(expected));
    await expect(summaryOf(page, `43114:${metric}`).getByTestId('summary-count')).toContainText('30');
  }
});

test('a day-only metric refuses hour with the reason, asks nothing, and offers the day chart', async ({
  app,
  page,
  sim,
}) => {
  const calls = watchMetricCalls(page);
  await app.open('#/metrics/43114?metric=cumulativeTxCount&interval=hour&range=30d');
  const refusal = page.getByTestId('day-only-refusal');
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId('day-only-reason')).toContainText('only per day');
  await expect(page.getByTestId('day-only-reason')).toContainText('timeInterval day');
  await expect(page.getByTestId('interval-hour').locator('input')).toBeDisabled();
  await expect(page.getByTestId('interval-reason')).toContainText('exists only per day');
  expect(calls).toHaveLength(0);

  await page.getByTestId('show-day-chart').click();
  await expect.poll(async () => (await hashParams(page)).get('interval')).toBe('day');
  const expected = lastDays(await simMetricPoints(sim, '43114', 'cumulativeTxCount', 'day'), 30);
  await expectDrawn(page, 0, counts(expected));
  expect(calls).toHaveLength(1);
});

test('a range of three pages shows its progress and is drawn whole', async ({ app, page, sim }) => {
  const calls = watchMetricCalls(page);
  // Slow pages, so the progress between them can be seen.
  await app.fault('latency:900', 3, '/v2/chains/43114/metrics');
  await app.open('#/metrics/43114?metric=txCount&interval=hour&range=custom&from=2026-03-01&to=2026-08-31');
  const progress = page.getByTestId('metrics-progress');
  await expect(progress).toContainText(/page 1 of 3, 2,160 points/);
  await expect(progress).toContainText(/page 2 of 3, 4,320 points/);
  const expected = await simMetricPoints(sim, '43114', 'txCount', 'hour', {
    startTimestamp: Date.UTC(2026, 2, 1) / 1000,
    endTimestamp: Date.UTC(2026, 7, 31) / 1000 + 86_399,
  });
  expect(expected.length).toBeGreaterThan(2 * 2160);
  await expectDrawn(page, 0, counts(expected));
  await expect(progress).toHaveCount(0);
  expect(calls).toHaveLength(3);
  await expect(summaryOf(page, '43114:txCount').getByTestId('summary-count')).toContainText(
    expected.length.toLocaleString('en-US'),
  );
});

test('a long fetch can be cancelled between pages and loaded again', async ({ app, page, sim }) => {
  await app.fault('latency:1500', 2, '/v2/chains/43114/metrics');
  await app.open('#/metrics/43114?metric=gasUsed&interval=hour&range=all');
  await expect(page.getByTestId('metrics-progress')).toContainText('page 1, 2,160 points');
  await page.getByTestId('metrics-cancel').click();
  await expect(page.getByTestId('metrics-cancelled')).toContainText(/cancelled after \d pages? \(/);
  await expect(page.getByTestId('metrics-chart')).toHaveCount(0);
  await page.getByTestId('metrics-load-again').click();
  const expected = await simMetricPoints(sim, '43114', 'gasUsed', 'hour');
  expect(expected.length).toBeGreaterThan(4 * 2160);
  await expectDrawn(page, 0, counts(expected));
});

test('two chains compared: two series lined up by time; the legend hides and shows one', async ({ app, page, sim }) => {
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=30d');
  await expectSeriesShown(page, '43114:txCount');
  await page.getByTestId('compare-chain').selectOption('4337');
  await page.getByTestId('compare-add').click();
  await expect.poll(async () => (await hashParams(page)).get('compare')).toBe('4337:txCount');

  const cchain = lastDays(await simMetricPoints(sim, '43114', 'txCount', 'day'), 30);
  const beam = lastDays(await simMetricPoints(sim, '4337', 'txCount', 'day'), 30);
  await expectDrawn(page, 0, counts(cchain));
  await expectDrawn(page, 1, counts(beam));
  await expect(page.getByTestId('metrics-chart')).toHaveAttribute('data-series', '2');
  await expect(page.getByTestId('legend-item')).toHaveCount(2);

  const beamItem = page.locator('[data-testid=legend-item][data-series="4337:txCount"]');
  await beamItem.click();
  await expect(beamItem).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('metrics-chart')).toHaveAttribute('data-series', '1');
  expect((await drawnPoints(page, 1)).count).toBe(0);
  expect((await hashParams(page)).get('hide')).toBe('4337:txCount');
  await beamItem.click();
  await expectDrawn(page, 1, counts(beam));
  expect((await hashParams(page)).get('hide')).toBeNull();
});

test('a metric in another unit gets the second y-axis', async ({ app, page }) => {
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=30d&compare=43114:gasUsed');
  await expectSeriesShown(page, '43114:gasUsed');
  await expect(page.locator('[data-testid=metrics-chart] .recharts-yAxis')).toHaveCount(2);
  await expect(page.locator('[data-testid=legend-item][data-series="43114:gasUsed"]')).toContainText('right axis');
  // A third unit has no axis left: the form says why instead of adding it.
  await page.getByTestId('compare-metric').selectOption('avgGasPrice');
  await expect(page.getByTestId('compare-refusal')).toContainText('two y-axes');
  await expect(page.getByTestId('compare-add')).toBeDisabled();
});

test('fees of chains paid in different tokens are on two axes, each in its token', async ({ app, page, sim }) => {
  const res = await fetch(`${sim.url}/v1/chains?network=mainnet`);
  const { chains } = (await res.json()) as { chains: { chainId: string; networkToken: { symbol: string } }[] };
  const symbolOf = (id: string) => chains.find((c) => c.chainId === id)!.networkToken.symbol;
  expect(symbolOf('43114')).not.toBe(symbolOf('4337'));
  await app.open('#/metrics/43114?metric=feesPaid&interval=day&range=30d&compare=4337:feesPaid');
  await expectSeriesShown(page, '4337:feesPaid');
  await expect(page.locator('[data-testid=metrics-chart] .recharts-yAxis')).toHaveCount(2);
  const legend = (series: string) => page.locator(`[data-testid=legend-item][data-series="${series}"]`);
  await expect(legend('43114:feesPaid')).toContainText(`${symbolOf('43114')} · left axis`);
  await expect(legend('4337:feesPaid')).toContainText(`${symbolOf('4337')} · right axis`);
});

test('dragging across the chart zooms into the range and writes it to the hash; Reset goes back', async ({
  app,
  page,
  sim,
}) => {
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=90d');
  const all = lastDays(await simMetricPoints(sim, '43114', 'txCount', 'day'), 90);
  await expectDrawn(page, 0, counts(all));
  await dragAcross(page, 0.3, 0.65);
  await expect
    .poll(async () => (await hashParams(page)).get('zoom'))
    .toMatch(/^\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/);
  const [from, to] = (await hashParams(page))
    .get('zoom')!
    .split('..')
    .map((d) => Date.parse(`${d}T00:00:00Z`) / 1000) as [number, number];
  const inside = all.filter((p) => p.timestamp >= from && p.timestamp <= to);
  expect(inside.length).toBeGreaterThan(10);
  expect(inside.length).toBeLessThan(60);
  await expectDrawn(page, 0, counts(inside));

  await page.getByTestId('reset-zoom').click();
  await expect.poll(async () => (await hashParams(page)).get('zoom')).toBeNull();
  await expectDrawn(page, 0, counts(all));
});

test('an injected fault shows the error in the chart area and Retry draws the chart', async ({ app, page, sim }) => {
  await app.fault('500', 1, '/v2/chains/43114/metrics');
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=30d');
  const error = page.getByTestId('metrics-error');
  await expect(error).toContainText('The metrics API failed on Transactions');
  await expect(error.getByTestId('error-message')).toHaveText('Injected 500');
  await expect(page.getByTestId('metrics-controls')).toBeVisible();
  await error.getByTestId('retry-button').click();
  await expectDrawn(page, 0, counts(lastDays(await simMetricPoints(sim, '43114', 'txCount', 'day'), 30)));
  await expect(page.getByTestId('metrics-error')).toHaveCount(0);

  // Rate limited on every attempt main makes (it retries 429 itself): the error says so; Retry draws.
  await app.fault('429:0', 4, '/v2/chains/43114/metrics');
  await goTo(page, '#/metrics/43114?metric=gasUsed&interval=day&range=30d');
  await expect(page.getByTestId('metrics-error')).toContainText('rate limiting');
  await page.getByTestId('metrics-error').getByTestId('retry-button').click();
  await expectSeriesShown(page, '43114:gasUsed');
});

test('an unknown chain says the metrics API does not know it', async ({ app, page }) => {
  await app.open('#/metrics/999999?metric=txCount');
  await expect(page.getByTestId('metrics-error')).toContainText('No metrics for chain 999999');
  await expect(page.getByTestId('metrics-error').getByTestId('retry-button')).toBeVisible();
});

test('coming back to a chart within the stale time asks nothing', async ({ app, page }) => {
  const calls = watchMetricCalls(page);
  await app.open('#/metrics/43114?metric=txCount&interval=week&range=1y');
  await expectSeriesShown(page, '43114:txCount');
  expect(calls).toHaveLength(1);
  await goTo(page, '#/settings');
  await expect(page.getByTestId('metrics-view')).toHaveCount(0);
  await page.goBack();
  await expectSeriesShown(page, '43114:txCount');
  await page.waitForTimeout(300);
  expect(calls).toHaveLength(1);
});

test('the latest point is marked as still changing, and it does change as simulator time passes', async ({
  app,
  page,
  sim,
}) => {
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=7d&table=1');
  const latest = summaryOf(page, '43114:txCount').getByTestId('summary-latest');
  await expect(latest).toContainText('still changing');
  await expect(page.locator('[data-testid=metrics-chart] .metrics-live-marker')).toHaveCount(1);
  const newestCell = () => page.getByTestId('table-row').first().getByTestId('cell-value');
  const before = await simMetricPoints(sim, '43114', 'txCount', 'day');
  await expect(newestCell()).toHaveAttribute('data-value', before.at(-1)!.value);

  await app.advanceClock(3600);
  await page.getByTestId('metrics-refresh').click();
  const hourLater = await simMetricPoints(sim, '43114', 'txCount', 'day');
  expect(hourLater.at(-1)!.timestamp).toBe(before.at(-1)!.timestamp + 86_400);
  await expect(newestCell()).toHaveAttribute('data-value', hourLater.at(-1)!.value);
  await expect(latest).toContainText('Sunday 2026-11-01');

  await app.advanceClock(3600);
  await page.getByTestId('metrics-refresh').click();
  const twoHoursLater = await simMetricPoints(sim, '43114', 'txCount', 'day');
  expect(BigInt(twoHoursLater.at(-1)!.value)).toBeGreaterThan(BigInt(hourLater.at(-1)!.value));
  await expect(newestCell()).toHaveAttribute('data-value', twoHoursLater.at(-1)!.value);
  await expect(page.locator('[data-testid=metrics-chart] .metrics-live-marker')).toHaveCount(1);
});

test('each control rewrites the hash; a bad custom range is refused beside its field', async ({ app, page, sim }) => {
  await app.open('#/metrics/43114');
  await expectSeriesShown(page, '43114:txCount');
  await page.getByTestId('metrics-metric').selectOption('gasUsed');
  await expect.poll(async () => (await hashParams(page)).get('metric')).toBe('gasUsed');
  await page.getByTestId('interval-week').click();
  await expect.poll(async () => (await hashParams(page)).get('interval')).toBe('week');
  await page.getByTestId('range-1y').click();
  await expect.poll(async () => (await hashParams(page)).get('range')).toBe('1y');
  await expect(page.getByTestId('metric-meaning')).toContainText('Gas used by transactions in the interval');

  await page.getByTestId('range-custom').click();
  await page.getByTestId('range-from').fill('');
  await page.getByTestId('range-apply').click();
  await expect(page.getByTestId('range-from-error')).toContainText('must be a date');
  expect((await hashParams(page)).get('range')).toBe('1y');
  await page.getByTestId('range-from').fill('2026-10-01');
  await page.getByTestId('range-to').fill('2026-09-01');
  await page.getByTestId('range-apply').click();
  await expect(page.getByTestId('range-to-error')).toContainText('must not be before');
  await page.getByTestId('range-to').fill('2026-10-15');
  await page.getByTestId('range-apply').click();
  await expect
    .poll(async () => (await hashParams(page)).toString())
    .toBe('metric=gasUsed&interval=week&range=custom&from=2026-10-01&to=2026-10-15');
  const weeks = await simMetricPoints(sim, '43114', 'gasUsed', 'week', {
    startTimestamp: Date.UTC(2026, 9, 1) / 1000,
    endTimestamp: Date.UTC(2026, 9, 15) / 1000 + 86_399,
  });
  await expect(summaryOf(page, '43114:gasUsed').getByTestId('summary-count')).toHaveText(String(weeks.length));

  await page.getByTestId('metrics-chain').selectOption('total');
  await expect(page).toHaveURL(/#\/metrics\/total\?metric=gasUsed&interval=week/);
  await expect(page.getByTestId('metrics-chain-name')).toHaveText('All chains (total)');
});

test('the view is its own chunk: not loaded at start-up, its skeleton shows while it loads', async ({ app, page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/MetricsView-[^/]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.route(/\/assets\/MetricsView-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await app.open('#/');
  await expect(page.getByTestId('home-dashboard')).toBeVisible();
  expect(chunks).toHaveLength(0);
  await goTo(page, '#/metrics/43114');
  await expect(page.getByTestId('metrics-skeleton')).toBeVisible();
  await expectSeriesShown(page, '43114:txCount');
  expect(chunks).toHaveLength(1);
});

/** Hovers the middle of bar `n` (from the left) of series `index`, where the tooltip shows that bucket. */
async function hoverBar(page: Page, index: number, n: number) {
  const bar = page.locator(`[data-testid=metrics-chart] g.metrics-series--${index} .recharts-bar-rectangle`).nth(n);
  await expect(bar).toBeVisible();
  // The chart may still be settling into its final size: hover where the bar stays, not where it was a frame ago.
  let box = await bar.boundingBox();
  await expect
    .poll(async () => {
      const now = await bar.boundingBox();
      const settled = now !== null && JSON.stringify(now) === JSON.stringify(box);
      box = now;
      return settled;
    })
    .toBe(true);
  if (!box) throw new Error('bar not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
}

const utcDay = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);

test('the tooltip spells the UTC bucket for the interval and shows the exact value', async ({ app, page, sim }) => {
  await app.open('#/metrics/43114?metric=txCount&interval=week&range=90d');
  const weeks = lastDays(await simMetricPoints(sim, '43114', 'txCount', 'week'), 90);
  await expectDrawn(page, 0, counts(weeks));
  const tooltip = page.getByTestId('chart-tooltip');

  // The latest bucket: a Monday, its exact count, and the warning that it is still changing.
  await hoverBar(page, 0, counts(weeks).nonZero - 1);
  const latest = weeks.at(-1)!;
  expect(new Date(latest.timestamp * 1000).getUTCDay()).toBe(1);
  await expect(tooltip).toContainText(`week of Monday ${utcDay(latest.timestamp)}`);
  await expect(tooltip).toContainText('still changing');
  const shown = await tooltip.getByTestId('tooltip-value').innerText();
  expect(shown.replace(/,/g, '')).toBe(latest.value);

  // An earlier one: no warning.
  await hoverBar(page, 0, 1);
  const earlier = weeks.filter((p) => Number(p.value) !== 0)[1]!;
  await expect(tooltip).toContainText(`week of Monday ${utcDay(earlier.timestamp)}`);
  await expect(tooltip).not.toContainText('still changing');
  expect((await tooltip.getByTestId('tooltip-value').innerText()).replace(/,/g, '')).toBe(earlier.value);

  // Months are named, not dated.
  await goTo(page, '#/metrics/43114?metric=gasUsed&interval=month&range=custom&from=2026-01-01&to=2026-09-30');
  const months = await simMetricPoints(sim, '43114', 'gasUsed', 'month', {
    startTimestamp: Date.UTC(2026, 0, 1) / 1000,
    endTimestamp: Date.UTC(2026, 8, 30) / 1000 + 86_399,
  });
  expect(months).toHaveLength(9);
  await expectDrawn(page, 0, counts(months));
  await hoverBar(page, 0, 0);
  const first = months.filter((p) => Number(p.value) !== 0)[0]!;
  const monthName = new Date(first.timestamp * 1000).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(tooltip).toContainText(monthName);
});

test('a refused request and an unreachable service each say so in the chart area; Retry draws', async ({
  app,
  page,
  sim,
}) => {
  await app.fault('400', 1, '/v2/chains/43114/metrics');
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=30d');
  const error = page.getByTestId('metrics-error');
  await expect(error).toContainText('The metrics API refused Transactions');
  await expect(error.getByTestId('error-message')).toContainText('Injected 400');
  await expect(page.getByTestId('metrics-controls')).toBeVisible();
  await error.getByTestId('retry-button').click();
  await expectDrawn(page, 0, counts(lastDays(await simMetricPoints(sim, '43114', 'txCount', 'day'), 30)));

  // The connection drops half-way through the answer.
  await app.fault('truncated', 1, '/v2/chains/43114/metrics');
  await goTo(page, '#/metrics/43114?metric=gasUsed&interval=day&range=30d');
  await expect(page.getByTestId('metrics-error')).toContainText('Cannot reach the metrics API');
  await page.getByTestId('metrics-error').getByTestId('retry-button').click();
  await expectDrawn(page, 0, counts(lastDays(await simMetricPoints(sim, '43114', 'gasUsed', 'day'), 30)));
  await expect(page.getByTestId('metrics-error')).toHaveCount(0);
});

test('a compared series is named in the compare list and removed from the chart and the hash', async ({
  app,
  page,
}) => {
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=30d&compare=4337:txCount,43114:gasUsed');
  await expectSeriesShown(page, '43114:gasUsed');
  const beam = page.locator('[data-testid=compare-remove][data-series="4337:txCount"]');
  const beamName = (await page.getByTestId('compare-chain').locator('option[value="4337"]').innerText()).trim();
  await expect(beam).toContainText(`${beamName} · Transactions`);
  await beam.click();
  await expect.poll(async () => (await hashParams(page)).get('compare')).toBe('43114:gasUsed');
  await expect(page.getByTestId('metrics-chart')).toHaveAttribute('data-series', '2');
  await expect(page.locator('[data-testid=legend-item][data-series="4337:txCount"]')).toHaveCount(0);
});

test('the pickers offer every EVM chain of the network plus the aggregates, and all 17 metrics in 4 groups', async ({
  app,
  page,
  sim,
}) => {
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=30d');
  const res = await fetch(`${sim.url}/v1/chains?network=mainnet`);
  const { chains } = (await res.json()) as { chains: { chainId: string; chainName: string }[] };
  expect(chains.length).toBeGreaterThan(1);
  const chainSelect = page.getByTestId('metrics-chain');
  await expect
    .poll(() => chainSelect.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)))
    .toEqual([...chains.map((c) => c.chainId), 'total', 'mainnet', 'testnet']);
  for (const chain of chains) {
    await expect(chainSelect.locator(`option[value="${chain.chainId}"]`)).toContainText(chain.chainName);
  }

  const metricSelect = page.getByTestId('metrics-metric');
  const groups = await metricSelect
    .locator('optgroup')
    .evaluateAll((gs) => gs.map((g) => (g as HTMLOptGroupElement).label.toLowerCase()));
  expect(groups).toEqual(['activity', 'contracts', 'gas and fees', 'throughput']);
  const offered = await metricSelect
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect([...offered].sort()).toEqual([...METRIC_NAMES].sort());
});

test('a fetch that takes longer than a few seconds reports its end, for the desktop notification', async ({
  app,
  page,
  sim,
}) => {
  const reported: unknown[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/ipc/app.work.finished') reported.push(r.postDataJSON());
  });
  // LONG_WORK_MIN_MS is 5 s: hold the metrics answers longer than that (the chart's page among them).
  await app.fault('latency:6000', 5, '/v2/chains/43114/metrics');
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=30d');
  await expectDrawn(page, 0, counts(lastDays(await simMetricPoints(sim, '43114', 'txCount', 'day'), 30)));
  await expect.poll(() => reported.length, { timeout: 10_000 }).toBe(1);
  const [notice] = reported as { kind: string; outcome: string; route: string; title: string; body: string }[];
  expect(notice?.kind).toBe('metrics');
  expect(notice?.outcome).toBe('completed');
  expect(notice?.route).toMatch(/^#\/metrics\/43114\?/);
  expect(notice?.route).toContain('metric=txCount');
  expect(notice?.body).toContain('43114:txCount');
});
