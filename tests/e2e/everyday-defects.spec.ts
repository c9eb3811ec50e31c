import { expect, test } from './fixtures';
import { fundedAddress } from './sim-data';

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
});
