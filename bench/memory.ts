import type { Browser, Page } from '@playwright/test';
import { heapAfterGc } from './page-probes';
import { settled } from './renderer';
import { type Sample, summarize } from './stats';

/**
 * Row 5, memory: the renderer's JS heap after a full garbage collection (CDP), once the app has toured
 * every view by hash navigation in one page and paged each of their tables 10 times — what a session of
 * browsing leaves behind. The heap right after the first view is reported beside it.
 */

export const MEMORY_GOAL_MB = 150;
const PAGES_PER_TABLE = 10;

/** The controls that fetch a table's next page, in the views that have them. */
const NEXT_PAGE = [
  '[data-testid=load-more]',
  '[data-testid=subnet-load-more]',
  '[data-testid=vertices-next]',
  '[data-testid=range-older]',
];

/** Clicks each next-page control of the view up to 10 times, each time waiting for the answer to be in. */
async function pageTables(page: Page): Promise<number> {
  let pages = 0;
  for (const selector of NEXT_PAGE) {
    const controls = page.locator(`main ${selector}`);
    for (let n = 0; n < (await controls.count()); n++) {
      const control = controls.nth(n);
      for (let i = 0; i < PAGES_PER_TABLE; i++) {
        if (!(await control.isVisible()) || !(await control.isEnabled())) break;
        await control.click();
        pages++;
        // Disabled while the page is in flight; visible and enabled again (or gone: all loaded) once it is in.
        await page.waitForFunction(
          ({ selector, n }) => {
            const el = document.querySelectorAll<HTMLButtonElement>(`main ${selector}`)[n];
            return !el?.disabled;
          },
          { selector, n },
          { timeout: 60_000 },
        );
        await settled(page);
      }
    }
  }
  return pages;
}

export interface MemoryResult {
  samples: Sample[];
  ratios: string[];
}

export async function benchMemory(
  browser: Browser,
  appUrl: string,
  stops: readonly string[],
  runs: number,
): Promise<MemoryResult> {
  const after: number[] = [];
  const first: number[] = [];
  let pagesPaged = 0;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${appUrl}${stops[0]}`);
      await settled(page);
      first.push(await heapAfterGc(page));
      pagesPaged = 0;
      for (const hash of stops) {
        await page.evaluate((h) => window.location.assign(h), hash);
        await settled(page);
        pagesPaged += await pageTables(page);
      }
      after.push(await heapAfterGc(page));
    } finally {
      await context.close();
    }
  }
  const tour = summarize(`JS heap after touring ${stops.length} views, tables paged ×${PAGES_PER_TABLE} (MB)`, after);
  const start = summarize('JS heap after the first view (MB)', first);
  return {
    samples: [start, tour],
    ratios: [
      `JS heap after the tour (${pagesPaged} next pages asked for): ${tour.medianMs.toFixed(1)} MB, ` +
        `${(tour.medianMs / MEMORY_GOAL_MB).toFixed(2)}× the ${MEMORY_GOAL_MB} MB goal (first view alone: ${start.medianMs.toFixed(1)} MB)`,
    ],
  };
}
