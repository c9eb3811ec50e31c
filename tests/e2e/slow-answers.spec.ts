import { expect, test } from './fixtures';
import { shoot } from './shots';

test.describe('slow answers are not passed off as loading', () => {
  test('a 429 says "rate limited — retrying in N s" while main waits, then the data comes', async ({ app, page }) => {
    await app.open('#/labels');
    await expect(page.getByTestId('labels-view')).toBeVisible();
    // The next request for the latest blocks is refused with Retry-After: 4 s; main waits and retries.
    await app.fault('429:4', 1, '/v1/chains/43114/blocks');
    await page.getByTestId('brand-home').click();
    const notice = page.getByTestId('retry-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('data-status', '429');
    await expect(notice).toContainText(/rate limiting requests \(429\) — retrying in [1-4] s/);
    await shoot(page, 'retry-notice-light');
    await expect(page.getByTestId('home-block').first()).toBeVisible({ timeout: 15_000 });
    await expect(notice).toHaveCount(0, { timeout: 5_000 });
  });

  test('Cancel during a retry wait stops the retries: the error shows at once with Retry, which then loads', async ({
    app,
    page,
  }) => {
    await app.open('#/labels');
    await expect(page.getByTestId('labels-view')).toBeVisible();
    // One 429 asking for a long wait: left alone, main would wait and the retry would succeed.
    await app.fault('429:8', 1, '/v1/chains/43114/blocks');
    await page.goto(page.url().replace(/#.*$/, '#/blocks/43114'));
    const notice = page.getByTestId('retry-notice');
    await expect(notice).toBeVisible();
    await shoot(page, 'retry-cancel-light');
    await page.getByTestId('retry-cancel').click();
    await expect(notice).toHaveCount(0);
    // The wait was cut short: the refusal is the answer, not the data the retry would have brought.
    const error = page.getByTestId('error-panel').first();
    await expect(error).toBeVisible();
    await expect(error).toContainText('429');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shoot(page, 'retry-cancelled-dark');
    await error.getByTestId('retry-button').click();
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.getByTestId('table-row').first()).toBeVisible();
  });

  test('a stalled answer says how long it has been waiting', async ({ app, page }) => {
    await app.fault('stall', 1, '/v1/chains/43114/blocks');
    await app.open('#/');
    const waiting = page.getByTestId('home-blocks').getByTestId('still-waiting');
    await expect(waiting).toBeVisible({ timeout: 10_000 });
    await expect(waiting).toContainText(/Still waiting for the answer \(\d+ s\)/);
    // The rest of the dashboard is not held up by it.
    await expect(page.getByTestId('home-tx').first()).toBeVisible();
  });

  test('Cancel on a stalled answer stops the wait and says so; Retry asks again and loads', async ({ app, page }) => {
    await app.fault('stall', 1, '/v1/chains/43114/blocks');
    await app.open('#/');
    const blocks = page.getByTestId('home-blocks');
    await expect(blocks.getByTestId('still-waiting')).toBeVisible({ timeout: 10_000 });
    await blocks.getByTestId('still-waiting-cancel').click();
    const stopped = blocks.getByTestId('stopped-waiting');
    await expect(stopped).toContainText(/Stopped waiting after \d+ s/);
    await expect(blocks.getByTestId('still-waiting')).toHaveCount(0);
    await expect(blocks.getByTestId('home-block')).toHaveCount(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await shoot(page, 'stall-cancelled-dark');
    // The stall was for one request: asking again brings the blocks.
    await stopped.getByTestId('retry-button').click();
    await expect(stopped).toHaveCount(0);
    await expect(blocks.getByTestId('home-block').first()).toBeVisible();
  });

  test('a service refusal that names a parameter is said in the words of the form', async ({ app, page, sim }) => {
    const chain = sim.dataset.evm.mainnet;
    const holder = chain.accounts.find((a, i) => a.kind === 'eoa' && (chain.erc20ByAccount.get(i)?.length ?? 0) > 0);
    if (!holder) throw new Error('no EOA with ERC-20 transfers');
    const beyond = String((chain.blocks.at(-1)?.number ?? 0) + 1_000_000);
    const res = await fetch(
      `${sim.url}/v1/chains/43114/addresses/${holder.address}/balances:listErc20?blockNumber=${beyond}`,
    );
    const { message } = (await res.json()) as { message: string };
    // The simulator's own words name the parameter; the panel must not.
    expect(res.status).toBe(400);
    expect(message).toContain('blockNumber');
    await app.open(`#/address/43114/${holder.address}?tab=erc20-balances&asOf=${beyond}`);
    const shown = page.getByTestId('erc20-balances-tab').getByTestId('error-message');
    await expect(shown).toHaveText(message.replace('blockNumber', 'As-of block'));
    await shoot(page, 'error-in-words-light');
  });
});
