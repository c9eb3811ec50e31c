import { classifySearch } from '@renderer/search/classify';
import { expect, type Page, test } from './fixtures';

const CHAIN = { chainId: '43114' };

async function search(page: Page, text: string) {
  const box = page.getByTestId('search-input');
  await box.fill(text);
  await box.press('Enter');
}

test.describe('search box', () => {
  test('invalid input shows the reason under the box and stays put', async ({ app, page }) => {
    await app.open('#/');
    const input = '0xnothex';
    const outcome = classifySearch(input, CHAIN);
    if (outcome.kind !== 'unrecognised') throw new Error('expected the classifier to refuse the input');

    await search(page, input);
    const error = page.getByTestId('search-error');
    await expect(error).toHaveText(outcome.reason);
    await expect(page.getByTestId('search-input')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('search-input')).toHaveValue(input);
    await expect(page).toHaveURL(/#\/$/);

    // A mixed-case address with a bad checksum gets its own reason.
    const badChecksum = '0xB31F66AA3C1E785363F0875A1B74E27B85FD66c7';
    const second = classifySearch(badChecksum, CHAIN);
    if (second.kind !== 'unrecognised') throw new Error('expected a checksum refusal');
    await search(page, badChecksum);
    await expect(error).toHaveText(second.reason);

    await page.getByTestId('search-input').fill('1');
    await expect(error).toHaveCount(0);
  });

  test('a pasted deep link routes to that view', async ({ app, page }) => {
    await app.open('#/');
    await search(page, 'https://example.invalid/app#/validators/fuji');
    await expect(page).toHaveURL(/#\/validators\/fuji$/);
    await expect(page.getByTestId('nav-validators')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('search-input')).toHaveValue('');

    await search(page, '#/settings');
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(page.getByTestId('settings-view')).toBeVisible();
  });

  test('a transaction hash routes to #/tx and a number to #/block on the active chain', async ({ app, page }) => {
    const hash = `0x${'ab'.repeat(32)}`;
    await app.open('#/');
    await search(page, hash);
    await expect(page).toHaveURL(new RegExp(`#/tx/43114/${hash}$`));
    await expect(page.getByTestId('tx-view')).toBeVisible();

    await search(page, '123456');
    await expect(page).toHaveURL(/#\/block\/43114\/123456$/);
  });

  test('recent searches are offered on the home view and open again', async ({ app, page, sim }) => {
    const hash = sim.dataset.evm.mainnet.txs[0]?.hash as string;
    const missing = `0x${'cd'.repeat(32)}`;
    await app.open('#/');
    await expect(page.getByTestId('recent-searches')).toHaveCount(0);
    await search(page, '777');
    await expect(page).toHaveURL(/#\/block\/43114\/777$/);
    await search(page, hash);
    await expect(page).toHaveURL(new RegExp(`#/tx/43114/${hash}$`));
    await expect(page.getByTestId('tx-status')).toBeVisible();
    // A lookup that finds nothing is not kept.
    await search(page, missing);
    await expect(page.getByTestId('tx-not-found')).toBeVisible();

    await page.getByTestId('brand-home').click();
    const recent = page.getByTestId('recent-searches');
    const links = recent.getByRole('link');
    await expect(links).toHaveText([`#/tx/43114/${hash}`, '#/block/43114/777']);

    await page.reload();
    await expect(links).toHaveCount(2);
    await links.nth(1).click();
    await expect(page).toHaveURL(/#\/block\/43114\/777$/);
  });
});
