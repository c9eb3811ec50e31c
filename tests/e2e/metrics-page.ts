import { expect, type Page } from './fixtures';

/** Reading the metrics chart the way a user sees it: what is drawn, not what the view meant to draw. */

/**
 * Points drawn for series `index`: bars in the DOM (a zero is a bar of no height, which the chart does
 * not draw), or the vertices of the line/area path.
 */
export async function drawnPoints(page: Page, index: number): Promise<{ kind: 'bar' | 'path'; count: number }> {
  return page.evaluate((i) => {
    const layer = document.querySelector(`[data-testid=metrics-chart] g.metrics-series--${i}`);
    if (!layer) return { kind: 'path' as const, count: 0 };
    if (layer.classList.contains('recharts-bar')) {
      return { kind: 'bar' as const, count: layer.querySelectorAll('.recharts-bar-rectangle').length };
    }
    const d = layer.querySelector('.recharts-line-curve, .recharts-area-curve')?.getAttribute('d') ?? '';
    const vertices = (d.match(/[ML]/g) ?? []).length;
    return { kind: 'path' as const, count: vertices };
  }, index);
}

/**
 * How long to wait for a chart: fetching pages from the simulator and drawing thousands of points take
 * seconds on a loaded 2-core machine. A wait, not a speed assertion (bench/ measures speed).
 */
export const CHART_WAIT = { timeout: 30_000 };

/** Waits until series `index` is drawn with `expected` points (bars: the non-zero ones). */
export async function expectDrawn(page: Page, index: number, expected: { all: number; nonZero: number }) {
  await expect
    .poll(async () => {
      const drawn = await drawnPoints(page, index);
      return drawn.kind === 'bar' ? drawn.count === expected.nonZero : drawn.count === expected.all;
    }, CHART_WAIT)
    .toBe(true);
}

/** Waits until the summary row of `series` (`chainId:metric`) is shown: its data arrived and is drawn. */
export async function expectSeriesShown(page: Page, series: string) {
  await expect(page.locator(`[data-testid=metrics-summary][data-series="${series}"]`)).toBeVisible(CHART_WAIT);
}

/** The hash's query parameters. */
export async function hashParams(page: Page): Promise<URLSearchParams> {
  const hash = await page.evaluate(() => window.location.hash);
  return new URLSearchParams(hash.split('?')[1] ?? '');
}

/** Drags across the chart's plot from `fromShare` to `toShare` of its width. */
export async function dragAcross(page: Page, fromShare: number, toShare: number): Promise<void> {
  const surface = page.locator('[data-testid=metrics-chart] svg.recharts-surface');
  const box = await surface.boundingBox();
  if (!box) throw new Error('chart not visible');
  const y = box.y + box.height * 0.5;
  await page.mouse.move(box.x + box.width * fromShare, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((fromShare + toShare) / 2), y, { steps: 4 });
  await page.mouse.move(box.x + box.width * toShare, y, { steps: 4 });
  await page.mouse.up();
}
