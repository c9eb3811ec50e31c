import { holdChunk } from './chunks';
import { integerText, unitsText } from './expected';
import { expect, test } from './fixtures';
import { fundedAddress, simNativeBalance } from './sim-data';
import { dataRequests, markRequests } from './sim-requests';

const C_CHAIN = '43114';

test("an address deep link asks for its balance, first page and contract check while the view's code is still loading, once each", async ({
  app,
  page,
  sim,
}) => {
  const address = await fundedAddress(sim);
  const balance = await simNativeBalance(sim, C_CHAIN, address);
  const release = await holdChunk(page, 'AddressView');
  const mark = markRequests(sim);
  await app.open(`#/address/${C_CHAIN}/${address}`);
  await expect(page.getByTestId('view-skeleton')).toBeVisible();

  // The view's code has not arrived, yet its three Data API requests have reached the simulator.
  const base = `/v1/chains/${C_CHAIN}`;
  const wanted = [
    `${base}/addresses/${address}/balances:getNative`,
    `${base}/addresses/${address}/transactions:listNative`,
    `${base}/contracts/${address}/transactions:getDeployment`,
  ];
  for (const path of wanted) await expect.poll(() => dataRequests(sim, mark, path).length, { message: path }).toBe(1);
  await expect(page.getByTestId('view-skeleton')).toBeVisible();

  release();
  await expect(page.getByTestId('balance-amount')).toHaveText(unitsText(balance.balance, balance.decimals));
  await expect(page.getByTestId('transactions-table').getByTestId('tx-link').first()).toBeVisible();
  await page.waitForTimeout(1000);
  // The view joined the requests under way: none of them was sent twice.
  for (const path of wanted) expect(dataRequests(sim, mark, path), path).toHaveLength(1);
  // The page size and currency the prefetch used are the view's: its first page is 25 rows in USD.
  expect(dataRequests(sim, mark, wanted[1] as string)[0]?.query.get('pageSize')).toBe('25');
  expect(dataRequests(sim, mark, wanted[0] as string)[0]?.query.get('currency')).toBe('usd');
});

test('a deep link with view state in its hash (another tab) is left to the view: nothing of the default tab is asked', async ({
  app,
  page,
  sim,
}) => {
  const address = await fundedAddress(sim);
  const release = await holdChunk(page, 'AddressView');
  const mark = markRequests(sim);
  await app.open(`#/address/${C_CHAIN}/${address}?tab=erc20-balances`);
  await expect(page.getByTestId('view-skeleton')).toBeVisible();
  await page.waitForTimeout(1000);
  // (The shell may ask for the chain list meanwhile; nothing about this address is asked.)
  expect(dataRequests(sim, mark, address)).toEqual([]);

  release();
  await expect(page.getByTestId('address-view')).toBeVisible();
  await expect.poll(() => dataRequests(sim, mark, '/balances:listErc20').length).toBeGreaterThan(0);
  expect(dataRequests(sim, mark, '/transactions:listNative')).toEqual([]);
});

test('a deep link whose early request failed before the view arrived asks once more when the view opens, and shows that answer', async ({
  app,
  page,
  sim,
}) => {
  const address = await fundedAddress(sim);
  const balance = await simNativeBalance(sim, C_CHAIN, address);
  const path = `/v1/chains/${C_CHAIN}/addresses/${address}/balances:getNative`;
  await app.fault('500', 2, path);
  const release = await holdChunk(page, 'AddressView');
  const mark = markRequests(sim);
  await app.open(`#/address/${C_CHAIN}/${address}`);
  // The early request has been answered (500) while the view's code is held back.
  await expect.poll(() => dataRequests(sim, mark, path).length).toBe(1);
  await page.waitForTimeout(500);

  release();
  // The view asked again (the second injected 500) and shows its error, with Retry.
  const panel = page.getByTestId('native-balance').getByTestId('error-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('error-message')).toContainText('Injected 500');
  expect(dataRequests(sim, mark, path)).toHaveLength(2);
  await page.getByTestId('native-balance').getByTestId('retry-button').click();
  await expect(page.getByTestId('balance-amount')).toHaveText(unitsText(balance.balance, balance.decimals));
});

test("a transaction deep link asks for the transaction while the view's code is still loading, once", async ({
  app,
  page,
  sim,
}) => {
  const tx = sim.dataset.evm.mainnet.txs[100];
  const hash = tx?.hash as string;
  const path = `/v1/chains/${C_CHAIN}/transactions/${hash}`;
  const release = await holdChunk(page, 'TxView');
  const mark = markRequests(sim);
  await app.open(`#/tx/${C_CHAIN}/${hash}`);
  await expect(page.getByTestId('view-skeleton')).toBeVisible();
  await expect.poll(() => dataRequests(sim, mark, path).length).toBe(1);
  await expect(page.getByTestId('view-skeleton')).toBeVisible();

  release();
  await expect(page.getByTestId('tx-block-link')).toHaveText(`#${integerText(String(tx?.block))}`);
  await page.waitForTimeout(1000);
  expect(dataRequests(sim, mark, path)).toHaveLength(1);
});

test('the boot script asks for the profiles and the view’s code before the rest of the start-up code has arrived', async ({
  app,
  page,
  sim,
}) => {
  const address = await fundedAddress(sim);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  // The kit (components, queries, the contract) is most of the start-up code: held back, nothing of it runs.
  const release = await holdChunk(page, 'kit');
  await page.goto(`${app.web.launchUrl}#/address/${C_CHAIN}/${address}`, { waitUntil: 'commit' });
  await expect.poll(() => asked.filter((p) => p === '/ipc/app.profiles.list').length).toBe(1);
  await expect.poll(() => asked.some((p) => /\/assets\/AddressView-[\w-]{8}\.js$/.test(p))).toBe(true);
  expect(asked.some((p) => p.startsWith('/ipc/data.'))).toBe(false);

  release();
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  await expect(page.getByTestId('transactions-table').getByTestId('tx-link').first()).toBeVisible();
  // The main code took the boot script's answer: the profiles were asked for once.
  expect(asked.filter((p) => p === '/ipc/app.profiles.list')).toHaveLength(1);
});

test.describe('a page of its own: an init script records every row count from before the first render', () => {
  test.use({ freshPage: true });
  test('the first page of a table is drawn in one go, not part of it first and the rest once the table has grown', async ({
    app,
    page,
    sim,
  }) => {
    const address = await fundedAddress(sim);
    // Every row count the transactions table shows, as the DOM changes, from before the first render on.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { rowCounts: number[] }).rowCounts = seen;
      new MutationObserver(() => {
        const rows = document.querySelectorAll('[data-testid=transactions-table] [data-testid=table-row]').length;
        if (rows !== (seen.at(-1) ?? 0)) seen.push(rows);
      }).observe(document, { childList: true, subtree: true });
    });
    await app.open(`#/address/${C_CHAIN}/${address}`);
    await expect(page.getByTestId('transactions-table').getByTestId('row-count')).toHaveText('25');
    await page.waitForTimeout(500);
    const counts = await page.evaluate(() => (window as unknown as { rowCounts: number[] }).rowCounts);
    expect(counts).toEqual([25]);
  });
});

test('the first render waits only briefly for a deep link’s answers: a slow one leaves its part loading, the rest is drawn', async ({
  app,
  page,
  sim,
}) => {
  const address = await fundedAddress(sim);
  const balance = await simNativeBalance(sim, C_CHAIN, address);
  let release: () => void = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/ipc/data.getNativeBalance', async (route) => {
    await released;
    await route.continue();
  });
  await app.open(`#/address/${C_CHAIN}/${address}`);
  // The balance never came, yet the view and its first page are drawn (the wait is a fraction of a second).
  await expect(page.getByTestId('transactions-table').getByTestId('row-count')).toHaveText('25');
  await expect(page.getByTestId('address-view')).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveCount(0);

  release();
  await expect(page.getByTestId('balance-amount')).toHaveText(unitsText(balance.balance, balance.decimals));
});
