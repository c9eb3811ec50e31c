import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from './fixtures';
import { expectSeriesShown, hashParams } from './metrics-page';
import { lastDays, type SimMetricPoint, simMetricPoints, warmMetrics } from './sim-data';

/** These specs fetch pages and draw thousands of points: on a loaded machine that takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/** The metrics table and the files it saves, checked against the simulator's own digits. */

test.beforeAll(async ({ sim }) => {
  test.setTimeout(120_000);
  warmMetrics(sim);
});

const iso = (ts: number) => `${new Date(ts * 1000).toISOString().slice(0, 19)}Z`;

async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

test('the table shows exactly the simulator’s values, sorts them, and copies them', async ({
  app,
  page,
  sim,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Fees in wei: most of these values are far beyond 2^53.
  await app.open('#/metrics/43114?metric=feesPaid&interval=day&range=30d&table=1');
  const expected = lastDays(await simMetricPoints(sim, '43114', 'feesPaid', 'day'), 30);
  expect(expected.filter((p) => BigInt(p.value) > 2n ** 53n).length).toBeGreaterThan(20);
  const table = page.getByTestId('metrics-table');
  await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', '31');

  /** Every row, scrolling the virtualised body from top to bottom (only rows in view are in the DOM). */
  const shown = async () => {
    const scroller = table.locator('.vtable__scroll');
    const seen = new Map<number, { time: string; value: string }>();
    for (const top of [0, 10_000]) {
      await scroller.evaluate((el, y) => el.scrollTo(0, y), top);
      await page.waitForTimeout(100);
      const rows = await table.getByTestId('table-row').evaluateAll((trs) =>
        trs.map((r) => ({
          index: Number(r.getAttribute('data-index')),
          time: r.querySelector('.mono')?.textContent ?? '',
          value: r.querySelector('[data-testid=cell-value]')?.getAttribute('data-value') ?? '',
        })),
      );
      for (const { index, ...row } of rows) seen.set(index, row);
    }
    return [...seen.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  };
  // Newest first by default.
  // Polled: a slow machine may not have drawn the rows scrolled into view within the pause.
  await expect.poll(shown).toEqual([...expected].reverse().map((p) => ({ time: iso(p.timestamp), value: p.value })));
  await table.locator('.vtable__scroll').evaluate((el) => el.scrollTo(0, 0));
  // Shown in AVAX, every digit: wei / 10^18 written out.
  const newest = expected.at(-1)!.value.padStart(19, '0');
  const avax = `${newest.slice(0, -18)}.${newest.slice(-18)}`.replace(/0+$/, '').replace(/^0+(?=\d)/, '');
  await expect(table.getByTestId('cell-value').first()).toHaveText(avax);

  // A numeric column sorts largest first, then smallest first; the sort is kept in the hash.
  const ascending = [...expected].sort((a, b) => (BigInt(a.value) < BigInt(b.value) ? -1 : 1));
  await table.getByTestId('sort-s0').click();
  await expect.poll(async () => (await hashParams(page)).get('metricsSort')).toBe('s0.desc');
  await expect
    .poll(async () => (await shown()).map((r) => r.value))
    .toEqual([...ascending].reverse().map((p) => p.value));
  await table.getByTestId('sort-s0').click();
  await expect.poll(async () => (await hashParams(page)).get('metricsSort')).toBe('s0.asc');
  await expect.poll(async () => (await shown()).map((r) => r.value)).toEqual(ascending.map((p) => p.value));

  await table.getByTestId('table-copy').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const lines = copied.trimEnd().split('\n');
  expect(lines[0]).toBe('bucket_start_utc\t43114:feesPaid (wei)');
  expect(lines.slice(1)).toEqual(expected.map((p) => `${iso(p.timestamp)}\t${p.value}`));
});

test('Save CSV downloads the shown series byte for byte as the simulator sent them', async ({ app, page, sim }) => {
  await app.open('#/metrics/43114?metric=feesPaid&interval=day&range=30d&compare=4337:feesPaid');
  await expectSeriesShown(page, '4337:feesPaid');
  const cchain = lastDays(await simMetricPoints(sim, '43114', 'feesPaid', 'day'), 30);
  const beam = lastDays(await simMetricPoints(sim, '4337', 'feesPaid', 'day'), 30);
  const beamAt = new Map(beam.map((p: SimMetricPoint) => [p.timestamp, p.value]));
  const expected = [
    'bucket_start_utc,43114:feesPaid (wei),4337:feesPaid (wei)',
    ...cchain.map((p) => `${iso(p.timestamp)},${p.value},${beamAt.get(p.timestamp) ?? ''}`),
  ]
    .map((line) => `${line}\r\n`)
    .join('');

  const csv = await download(page, 'save-csv');
  expect(csv.name).toBe('snowscope-metrics-43114-feesPaid-vs-1-day-30d.csv');
  expect(csv.bytes.toString('utf8')).toBe(expected);
  await expect(page.getByTestId('metrics-save-status')).toContainText(`Downloading ${csv.name}`);
});

test('PNG and SVG downloads are valid images of the chart', async ({ app, page }) => {
  await app.open('#/metrics/43114?metric=txCount&interval=day&range=30d&compare=4337:txCount');
  await expectSeriesShown(page, '4337:txCount');

  const png = await download(page, 'save-png');
  expect(png.name).toBe('snowscope-metrics-43114-txCount-vs-1-day-30d.png');
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const pngWidth = png.bytes.readUInt32BE(16);
  const pngHeight = png.bytes.readUInt32BE(20);
  const chartBox = await page.locator('[data-testid=metrics-chart] svg.recharts-surface').boundingBox();
  // Drawn at twice the chart's size, with a title above and the legend below.
  expect(pngWidth).toBe(Math.round(chartBox!.width) * 2);
  expect(pngHeight).toBeGreaterThan(Math.round(chartBox!.height) * 2);

  const svg = await download(page, 'save-svg');
  expect(svg.name).toBe('snowscope-metrics-43114-txCount-vs-1-day-30d.svg');
  const text = svg.bytes.toString('utf8');
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);

  // Both decode as images in the browser, at the size they declare; the SVG is well-formed XML with the bars.
  const decoded = await page.evaluate(
    async ({ pngBase64, svgText }) => {
      const load = async (src: string) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      };
      const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
      return {
        png: await load(`data:image/png;base64,${pngBase64}`),
        svg: await load(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`),
        parseError: doc.querySelector('parsererror')?.textContent ?? null,
        bars: doc.querySelectorAll('.recharts-bar-rectangle').length,
        title: doc.querySelector('svg > text')?.textContent ?? '',
      };
    },
    { pngBase64: png.bytes.toString('base64'), svgText: text },
  );
  expect(decoded.parseError).toBeNull();
  expect(decoded.png).toEqual({ width: pngWidth, height: pngHeight });
  expect(decoded.svg.width).toBe(pngWidth / 2);
  expect(decoded.bars).toBeGreaterThan(40);
  expect(decoded.title).toContain('vs');
});
