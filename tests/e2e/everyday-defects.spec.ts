import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from './fixtures';
import { fundedAddress } from './sim-data';

const SHOT_DIR = join('artifacts', 'screenshots');
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
] as const;

/** Elements wider than the window that are not inside something that scrolls sideways. */
async function unscrolledOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (/(auto|scroll|hidden)/.test(style.overflowX) && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      if (getComputedStyle(el).position === 'fixed') continue;
      if (!scrolls(el.parentElement)) out.push(`${el.tagName.toLowerCase()}.${el.className}`);
    }
    return out.slice(0, 5);
  });
}

/** Tabs whose box lies (even partly) outside the window. */
async function unreachableTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('[role="tab"]'))
      .filter((t) => {
        const box = t.getBoundingClientRect();
        return box.left < 0 || box.right > width + 1;
      })
      .map((t) => t.textContent ?? '');
  });
}

test.describe('everyday defects', () => {
  test('the first Tab reaches a skip link that moves focus to the view', async ({ app, page }) => {
    await app.open('#/labels');
    await expect(page.getByTestId('labels-view')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('skip-link')).toBeFocused();
    await expect(page.getByTestId('skip-link')).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('main')).toBeFocused();
    // The next Tab is inside the view, not back in the top bar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
    expect(inMain).toBe(true);
  });

  test('a numeric column sorts largest first, the sort is in the hash and survives reload', async ({
    app,
    page,
    sim,
  }) => {
    const starts = sim.dataset.primary.mainnet.primaryValidators.map((v) => Number(v.startTime));
    const latestStart = Math.max(...starts);
    const earliestStart = Math.min(...starts);
    await app.open('#/validators/mainnet');
    const table = page.getByTestId('validator-table');
    await expect(table.getByTestId('row-count')).toHaveText(String(starts.length));
    const startHeader = table.locator('th', { has: page.getByTestId('sort-start') });

    await table.getByTestId('sort-start').click();
    await expect(startHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/validatorSort=start\.desc/);
    const firstStart = async () => {
      const node = await table
        .getByTestId('table-row')
        .first()
        .getByTestId('validator-node')
        .getAttribute('data-value');
      const v = sim.dataset.primary.mainnet.primaryValidators.find((x) => x.nodeID === node);
      return Number(v?.startTime);
    };
    expect(await firstStart()).toBe(latestStart);

    await page.reload();
    await expect(startHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await firstStart()).toBe(latestStart);

    await table.getByTestId('sort-start').click();
    await expect(startHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(await firstStart()).toBe(earliestStart);
    // Text sorts A→Z first.
    await table.getByTestId('sort-node').click();
    await expect(table.locator('th', { has: page.getByTestId('sort-node') })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('address tabs are history entries: Back returns to the previous tab, then leaves', async ({
    app,
    page,
    sim,
  }) => {
    // Three address tab loads on a machine shared by many runs: more than the default 30 s at times.
    test.slow();
    const address = await fundedAddress(sim);
    await app.open('#/labels');
    await page.goto(`${page.url().split('#')[0]}#/address/43114/${address}`);
    await expect(page.getByTestId('tab-transactions')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('tab-erc20-transfers').click();
    await page.getByTestId('tab-erc20-balances').click();
    await expect(page).toHaveURL(/tab=erc20-balances/);
    await page.goBack();
    await expect(page.getByTestId('tab-erc20-transfers')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByTestId('tab-transactions')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByTestId('labels-view')).toBeVisible();
  });

  test('at 1024×700 and 1280×800 the views touched here fit: nothing overflows unscrolled, every tab is reachable', async ({
    app,
    page,
    sim,
  }) => {
    // Four views at two sizes in two themes.
    test.setTimeout(180_000);
    const address = await fundedAddress(sim);
    await app.services.labels.set({
      address: address.toLowerCase(),
      label: 'Ops wallet',
      watch: true,
      chainId: '43114',
    });
    const tx = sim.dataset.evm.mainnet.txs.find((t) => t.success && t.teleporter);
    if (!tx) throw new Error('the simulated C-Chain has no teleporter transaction');
    const views = [
      { name: 'home', hash: '#/', ready: 'home-node-verdict' },
      { name: 'labels', hash: '#/labels', ready: 'watch-balance' },
      { name: 'address', hash: `#/address/43114/${address}`, ready: 'balance-amount' },
      { name: 'tx', hash: `#/tx/43114/${tx.hash}`, ready: 'tx-status' },
    ];
    mkdirSync(SHOT_DIR, { recursive: true });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const view of views) {
        await app.open(view.hash);
        await expect(page.getByTestId(view.ready).first()).toBeVisible();
        expect(await unscrolledOverflow(page), `${view.name} at ${size.width}`).toEqual([]);
        expect(await unreachableTabs(page), `${view.name} at ${size.width}`).toEqual([]);
        const search = await page.getByTestId('search-input').boundingBox();
        expect(search?.width ?? 0, `search box at ${size.width}`).toBeGreaterThanOrEqual(250);
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await page.screenshot({ path: join(SHOT_DIR, `fit-${view.name}-${size.width}-${theme}.png`) });
        }
      }
    }
  });
});
