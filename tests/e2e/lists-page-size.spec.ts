import { expect, test } from './fixtures';
import { shoot } from './shots';
import { dataRequests, markRequests } from './sim-requests';

const CHAIN = '43114';

// The simulator builds a chain's data on first use; build it before the app's own requests are timed.
test.beforeAll(async ({ sim }) => {
  await fetch(`${sim.url}/v1/chains/${CHAIN}/blocks?pageSize=1`);
});

test.describe('page sizes of the live lists and the NFT gallery', () => {
  // Several views and requests per test on a shared 2-core machine: more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('latest blocks: the choice is sent as pageSize and remembered across a reload', async ({ app, page, sim }) => {
    await app.open(`#/blocks/${CHAIN}`);
    const select = page.getByTestId('page-size-select');
    const rows = page.getByTestId('blocks-table').getByTestId('row-count');
    await expect(select).toHaveValue('25');
    await expect(rows).toHaveText('25');
    let since = markRequests(sim);
    await select.selectOption('50');
    await expect(rows).toHaveText('50');
    expect(dataRequests(sim, since, `/v1/chains/${CHAIN}/blocks`).map((r) => r.query.get('pageSize'))).toEqual(['50']);

    since = markRequests(sim);
    await page.reload();
    await expect(select).toHaveValue('50');
    await expect(rows).toHaveText('50');
    expect(dataRequests(sim, since, `/v1/chains/${CHAIN}/blocks`).map((r) => r.query.get('pageSize'))).toEqual(['50']);
  });

  test('latest transactions: its own page size, independent of the blocks list', async ({ app, page, sim }) => {
    await app.open(`#/blocks/${CHAIN}?tab=transactions`);
    const select = page.getByTestId('page-size-select');
    const rows = page.getByTestId('txs-table').getByTestId('row-count');
    await expect(rows).toHaveText('25');
    const since = markRequests(sim);
    await select.selectOption('10');
    await expect(rows).toHaveText('10');
    expect(dataRequests(sim, since, `/v1/chains/${CHAIN}/transactions`).map((r) => r.query.get('pageSize'))).toEqual([
      '10',
    ]);
    await page.getByRole('tab', { name: 'Latest blocks' }).click();
    await expect(select).toHaveValue('25');
    await page.getByRole('tab', { name: 'Latest transactions' }).click();
    await expect(select).toHaveValue('10');
  });

  test('NFT collection: the tokens per page choice is sent as pageSize, within the endpoint limit', async ({
    app,
    page,
    sim,
  }) => {
    const chain = sim.dataset.evm.mainnet;
    const collection = chain.collections.find((c) => c.ercType === 'ERC-721');
    const contract = chain.accounts[collection?.account as number]?.address as string;
    await app.open(`#/nft/${CHAIN}/${contract}`);
    const select = page.getByTestId('page-size-select');
    await expect(select).toHaveValue('24');
    // The endpoint allows at most 100 per page: 96 is the largest multiple of the gallery's columns.
    await expect(select.locator('option')).toHaveText(['12', '24', '48', '96']);
    const since = markRequests(sim);
    await select.selectOption('48');
    const pageSizesSent = () =>
      dataRequests(sim, since, `/nfts/collections/${contract}/tokens`).map((r) => r.query.get('pageSize'));
    await expect.poll(pageSizesSent).toContain('48');
    // The gallery may still have been pulling its next page of 24 when the choice was made (the end of a short
    // gallery is within reach): from the first request of 48 on, nothing else may be asked.
    const sent = pageSizesSent();
    expect([...new Set(sent.slice(sent.indexOf('48')))]).toEqual(['48']);
    expect(sent.filter((size) => size !== '48' && size !== '24')).toEqual([]);
  });

  test('screenshot: the rows-per-page control on the blocks view and the address history, light and dark', async ({
    app,
    page,
    sim,
  }) => {
    const address = sim.dataset.evm.mainnet.accounts.find((a) => a.kind === 'eoa')?.address as string;
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await app.go(`#/blocks/${CHAIN}`);
      await expect(page.getByTestId('blocks-table').getByTestId('row-count')).toBeVisible();
      await shoot(page, `blocks-page-size-${theme}`);
      await app.go(`#/address/${CHAIN}/${address}`);
      await expect(page.getByTestId('transactions-table')).toBeVisible();
      await shoot(page.getByTestId('address-tabs'), `address-page-size-${theme}`);
    }
  });
});
