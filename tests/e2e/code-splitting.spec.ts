import { holdChunk, recordChunks } from './chunks';
import { unitsText } from './expected';
import { expect, type Page, test } from './fixtures';
import { fundedAddress, simNativeBalance } from './sim-data';
import { shootThemes } from './theme-shots';

const goTo = (page: Page, hash: string) => page.evaluate((h) => window.location.assign(h), hash);

test('an address deep link shows its skeleton while the view loads, then the balance; no other view is fetched', async ({
  app,
  page,
  sim,
}) => {
  const address = await fundedAddress(sim);
  const balance = await simNativeBalance(sim, '43114', address);
  const chunks = recordChunks(page);
  const release = await holdChunk(page, 'AddressView');

  await app.open(`#/address/43114/${address}`);
  const skeleton = page.getByTestId('view-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('data-route', 'address');
  await expect(skeleton.locator('.page-header__title')).toHaveText(address);
  // The shell is already usable around it.
  await expect(page.getByTestId('nav-blocks')).toBeVisible();

  release();
  await expect(page.getByTestId('balance-amount')).toHaveText(unitsText(balance.balance, balance.decimals));
  await expect(page.getByTestId('view-skeleton')).toHaveCount(0);
  expect(chunks).toContain('AddressView');
  for (const other of ['HomeView', 'NodeView', 'MetricsView', 'SubnetView', 'SettingsView', 'charts']) {
    expect(chunks, other).not.toContain(other);
  }
});

test('hovering or focusing a navigation entry fetches its view before the click', async ({ app, page }) => {
  const chunks = recordChunks(page);
  await app.open('#/settings');
  await expect(page.getByTestId('settings-view')).toBeVisible();
  expect(chunks).not.toContain('ValidatorsView');
  expect(chunks).not.toContain('RewardsView');

  await page.getByTestId('nav-validators').hover();
  await expect.poll(() => chunks.includes('ValidatorsView')).toBe(true);
  await page.getByTestId('nav-rewards').focus();
  await expect.poll(() => chunks.includes('RewardsView')).toBe(true);
  // Prefetching does not navigate.
  await expect(page).toHaveURL(/#\/settings$/);

  await page.getByTestId('nav-validators').click();
  await expect(page.getByTestId('validators-view')).toBeVisible();
  expect(chunks.filter((c) => c === 'ValidatorsView')).toHaveLength(1);
});

test('the chart library loads with the first chart: not with the node dashboard, only on its peers tab', async ({
  app,
  page,
}) => {
  const chunks = recordChunks(page);
  await app.open('#/node');
  await expect(page.getByTestId('node-view')).toBeVisible();
  await expect(page.getByTestId('node-tabs')).toBeVisible();
  expect(chunks).toContain('NodeView');
  expect(chunks).not.toContain('charts');

  const release = await holdChunk(page, 'charts');
  await goTo(page, '#/node?tab=peers');
  // The peers table does not wait for the chart; the chart's place holds a skeleton meanwhile.
  await expect(page.getByTestId('chart-loading')).toBeVisible();
  release();
  await expect(page.getByTestId('peers-by-version').getByTestId('bar-breakdown')).toBeVisible();
  await expect(page.getByTestId('chart-loading')).toHaveCount(0);
  expect(chunks).toContain('charts');
});

test('screenshots: the loading outline of a table view and of a detail view, light and dark', async ({
  app,
  page,
  sim,
}) => {
  const address = await fundedAddress(sim);
  await holdChunk(page, 'AddressView');
  await holdChunk(page, 'ValidatorsView');
  await shootThemes(page, 'view-skeleton-address', async () => {
    await app.open(`#/address/43114/${address}`);
    await expect(page.getByTestId('view-skeleton')).toHaveAttribute('data-route', 'address');
  });
  await shootThemes(page, 'view-skeleton-validators', async () => {
    await app.open('#/validators/mainnet');
    await expect(page.getByTestId('view-skeleton')).toHaveAttribute('data-route', 'validators');
  });
});
