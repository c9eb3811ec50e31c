import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

/** An address of the simulated mainnet C-Chain (an EOA, so the address view has something to show). */
function simAddress(sim: { dataset: { evm: { mainnet: { accounts: { kind: string; address: string }[] } } } }) {
  const account = sim.dataset.evm.mainnet.accounts.find((a) => a.kind === 'eoa');
  if (!account) throw new Error('the simulated mainnet has no EOA');
  return account.address;
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('Copy link offers the #/ and snowscope:// forms of the view, tab included, and copies each', async ({
  app,
  page,
  sim,
}) => {
  const address = simAddress(sim);
  const hash = `#/address/43114/${address}?tab=erc20-balances`;
  await app.open(hash);
  await expect(page.getByRole('tab', { name: 'ERC-20 balances' })).toHaveAttribute('aria-selected', 'true');

  await page.getByTestId('copy-link').click();
  const menu = page.getByTestId('copy-link-menu');
  await expect(menu.getByTestId('copy-link-hash')).toContainText(hash);
  const appLink = `snowscope://address/43114/${address}?tab=erc20-balances`;
  await expect(menu.getByTestId('copy-link-app')).toContainText(appLink);

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await shoot(page, `copy-link-menu-${theme}`);
  }

  await menu.getByTestId('copy-link-app').click();
  await expect(menu.getByTestId('copy-link-app')).toContainText('Copied');
  expect(await clipboardText(page)).toBe(appLink);
  await menu.getByTestId('copy-link-hash').click();
  expect(await clipboardText(page)).toBe(hash);

  // What was copied opens the same view again: a snowscope:// link pasted into the search box.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await app.open('#/');
  await page.getByTestId('search-input').fill(appLink);
  await page.getByTestId('search-input').press('Enter');
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(hash);
  await expect(page.getByRole('tab', { name: 'ERC-20 balances' })).toHaveAttribute('aria-selected', 'true');
});

test('a view whose parameters are invalid has no snowscope:// link, and says why', async ({ app, page }) => {
  await app.open('#/address/43114/0x12345');
  await expect(page.getByTestId('address-invalid')).toBeVisible();
  await page.getByTestId('copy-link').click();
  await expect(page.getByTestId('copy-link-hash')).toContainText('#/address/43114/0x12345');
  await expect(page.getByTestId('copy-link-app')).toBeDisabled();
  await expect(page.getByTestId('copy-link-app')).toContainText('parameters are not valid');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await shoot(page, `copy-link-invalid-${theme}`);
  }
});

test('the menu works from the keyboard: ArrowDown opens it on the first item, Escape closes it', async ({
  app,
  page,
}) => {
  await app.open('#/node');
  const toggle = page.getByTestId('copy-link');
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('copy-link-hash')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('copy-link-app')).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await clipboardText(page)).toBe('snowscope://node');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('copy-link-menu')).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a pasted snowscope:// link that the app would refuse is explained, not opened', async ({ app, page }) => {
  await app.open('#/');
  await page.getByTestId('search-input').fill('snowscope://tx/43114/..%2F..%2Fsettings');
  await page.getByTestId('search-input').press('Enter');
  await expect(page.getByTestId('search-error')).toContainText('cannot be opened');
  expect(await page.evaluate(() => window.location.hash)).toBe('#/');
});
