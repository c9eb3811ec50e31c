import type { RunningSimulator } from '@sim/server';
import { expect, type Page, startApp, test } from './fixtures';
import { simRpc } from './sim-data';
import { markRequests, rpcCalls } from './sim-requests';
import { shootThemes } from './theme-shots';

interface SimContainer {
  id: string;
  bytes: string;
  timestamp: string;
  index: string;
}

const lastAccepted = (sim: RunningSimulator, index: string) =>
  simRpc<SimContainer>(sim, `/ext/index/${index}`, 'index.getLastAccepted', { encoding: 'hex' });
/** Current nodes wrap the range as {containers}. */
const containerRange = async (sim: RunningSimulator, index: string, startIndex: number, numToFetch: number) =>
  (
    await simRpc<{ containers: SimContainer[] }>(sim, `/ext/index/${index}`, 'index.getContainerRange', {
      startIndex,
      numToFetch,
      encoding: 'hex',
    })
  ).containers;

async function rowIndexes(page: Page): Promise<number[]> {
  const values = await page
    .getByTestId('range-table')
    .getByTestId('container-index')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))));
  return values;
}

async function rowIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('range-table')
    .getByTestId('container-id')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-value') ?? ''));
}

const expectNewestFirstContiguous = (indexes: number[]) => {
  for (let i = 1; i < indexes.length; i++) expect(indexes[i]).toBe((indexes[i - 1] as number) - 1);
};

test.describe('index browser', () => {
  test('a P/block deep link shows the last accepted container of the node, and the range pages backwards', async ({
    app,
    page,
    sim,
  }) => {
    const last = await lastAccepted(sim, 'P/block');
    const lastIndex = Number(last.index);
    await app.open('#/index/P/block');

    await expect(page.getByTestId('index-choice-P-block')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('last-accepted-index')).toHaveAttribute('data-value', last.index);
    await expect(page.getByTestId('last-accepted-id')).toHaveAttribute('data-value', last.id);

    // First page: the 10 newest, newest first, exactly what the node holds there.
    await expect(page.getByTestId('range-table').getByTestId('table-row')).toHaveCount(10);
    const first = await rowIndexes(page);
    expect(first[0]).toBe(lastIndex);
    expectNewestFirstContiguous(first);
    const expectedFirst = await containerRange(sim, 'P/block', lastIndex - 9, 10);
    expect(await rowIds(page)).toEqual(expectedFirst.map((c) => c.id).reverse());
    await expect(page.getByTestId('range-newer')).toBeDisabled();

    await page.getByTestId('range-older').click();
    await expect(page.getByTestId('range-table').getByTestId('container-index').first()).toHaveAttribute(
      'data-value',
      String(lastIndex - 10),
    );
    const second = await rowIndexes(page);
    expect(second).toHaveLength(10);
    expectNewestFirstContiguous(second);
    expect(second[0]).toBe((first.at(-1) as number) - 1);
    const expectedSecond = await containerRange(sim, 'P/block', lastIndex - 19, 10);
    expect(await rowIds(page)).toEqual(expectedSecond.map((c) => c.id).reverse());

    await page.getByTestId('range-newer').click();
    await expect(page.getByTestId('range-table').getByTestId('container-index').first()).toHaveAttribute(
      'data-value',
      String(lastIndex),
    );

    // A row opens the container; a P-Chain block links on to the P-Chain tools.
    await page.getByTestId('range-table').getByTestId('table-row').first().click();
    await expect(page.getByTestId('detail-index')).toHaveAttribute('data-value', last.index);
    await expect(page.getByTestId('detail-pchain-link')).toHaveAttribute('href', `#/node?tab=pchain&pblock=${last.id}`);

    // A larger page keeps the newest container in view.
    await page.getByTestId('range-page-size').selectOption('50');
    await expect(page.getByTestId('range-table').getByTestId('row-count')).toHaveText('50');
    expect((await rowIndexes(page))[0]).toBe(lastIndex);
  });

  test('the range form refuses numToFetch above 1024 without a call, and shows the spec’s other rules', async ({
    app,
    page,
    sim,
  }) => {
    const last = Number((await lastAccepted(sim, 'C/block')).index);
    await app.open('#/index/C/block');
    await expect(page.getByTestId('range-table').getByTestId('table-row')).toHaveCount(10);

    // Only range requests count: the view's live reads (the last accepted container) may land meanwhile.
    const before = markRequests(sim);
    await page.getByTestId('range-input-startIndex').fill('0');
    await page.getByTestId('range-input-numToFetch').fill('1025');
    await page.getByTestId('range-fetch').click();
    await expect(page.getByTestId('range-error-numToFetch')).toHaveText('must be at most 1024');
    await expect(page.getByTestId('range-input-numToFetch')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('range-input-startIndex').fill('-4');
    await page.getByTestId('range-fetch').click();
    await expect(page.getByTestId('range-error-startIndex')).toHaveText('must be 0 or more');
    expect(rpcCalls(sim, before, 'index.getContainerRange')).toEqual([]);
    // The typed values are kept.
    await expect(page.getByTestId('range-input-numToFetch')).toHaveValue('1025');

    // Fewer containers than asked → a partial page.
    await page.getByTestId('range-input-startIndex').fill(String(last - 2));
    await page.getByTestId('range-input-numToFetch').fill('10');
    await page.getByTestId('range-fetch').click();
    await expect(page.getByTestId('range-partial')).toContainText('3 of 10 requested');
    expect(await rowIndexes(page)).toEqual([last, last - 1, last - 2]);

    // numToFetch 0: the spec's "empty answer" is an error on current nodes, so it is refused here.
    const beforeZero = markRequests(sim);
    await page.getByTestId('range-input-numToFetch').fill('0');
    await page.getByTestId('range-fetch').click();
    await expect(page.getByTestId('range-error-numToFetch')).toHaveText(
      'must be at least 1 (nodes answer 0 with an error)',
    );
    expect(rpcCalls(sim, beforeZero, 'index.getContainerRange')).toEqual([]);

    // startIndex beyond the last accepted → the node's error, explained.
    await page.getByTestId('range-input-startIndex').fill(String(last + 5));
    await page.getByTestId('range-input-numToFetch').fill('10');
    await page.getByTestId('range-fetch').click();
    await expect(page.getByTestId('range-beyond-last')).toBeVisible();
    await expect(page.getByTestId('range-browser').getByTestId('error-message')).toContainText(
      `start index (${last + 5}) > last accepted index (${last})`,
    );
  });

  test('lookups by index and id answer what the node holds; a bad index is refused inline', async ({
    app,
    page,
    sim,
  }) => {
    const [target] = await containerRange(sim, 'X/block', 17, 1);
    if (!target) throw new Error('the simulator has no X/block container 17');
    await app.open('#/index/X/block');
    await expect(page.getByTestId('last-accepted-index')).toBeVisible();

    // The view's live reads (the last accepted container) may arrive meanwhile: only the lookup itself counts.
    const before = markRequests(sim);
    await page.getByTestId('lookup-value').fill('seventeen');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-error')).toHaveText('containerIndex must be a whole number');
    expect(rpcCalls(sim, before, 'index.getContainerByIndex')).toEqual([]);

    await page.getByTestId('lookup-value').fill('17');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-container-id')).toHaveAttribute('data-value', target.id);
    expect(rpcCalls(sim, before, 'index.getContainerByIndex').map((c) => c.params)).toEqual([
      expect.objectContaining({ index: 17 }),
    ]);

    await page.getByTestId('lookup-method').selectOption('getIndex');
    await page.getByTestId('lookup-value').fill(target.id);
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-index-value')).toHaveAttribute('data-value', '17');

    await page.getByTestId('lookup-method').selectOption('isAccepted');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-accepted-value')).toContainText('yes');

    await page.getByTestId('lookup-method').selectOption('byId');
    await page.getByTestId('lookup-submit').click();
    await page.getByTestId('lookup-open').click();
    await expect(page).toHaveURL(/#\/index\/X\/block\?container=17$/);
    await expect(page.getByTestId('detail-id')).toHaveAttribute('data-value', target.id);
  });

  test('an X/tx container shows its bytes and the avm.getTx JSON; screenshots of the browser and the detail', async ({
    app,
    page,
    sim,
  }) => {
    const last = await lastAccepted(sim, 'X/tx');
    const tx = await simRpc<{ tx: { unsignedTx: { blockchainID: string; networkID: number } } }>(
      sim,
      '/ext/bc/X',
      'avm.getTx',
      { txID: last.id, encoding: 'json' },
    );
    await app.open('#/index/X/tx');
    await shootThemes(page, 'index-browser', async () => {
      await expect(page.getByTestId('range-table').getByTestId('table-row')).toHaveCount(10);
    });

    await page.getByTestId('range-table').getByTestId('table-row').first().click();
    await expect(page).toHaveURL(new RegExp(`\\?container=${last.index}$`));
    const detail = page.getByTestId('container-detail');
    await expect(detail.getByTestId('detail-id')).toHaveAttribute('data-value', last.id);
    await expect(detail.getByTestId('hex-byte-count')).toHaveText(
      ((last.bytes.length - 2) / 2).toLocaleString('en-US'),
    );
    const json = detail.getByTestId('avm-tx-json');
    await expect(json).toContainText(tx.tx.unsignedTx.blockchainID);
    await expect(json).toContainText('credentials');

    await shootThemes(page, 'index-container-detail', async () => {
      await expect(json).toContainText(tx.tx.unsignedTx.blockchainID);
      await detail.scrollIntoViewIfNeeded();
    });

    // The detail is a deep link.
    await page.reload();
    await expect(page.getByTestId('container-detail').getByTestId('detail-id')).toHaveAttribute('data-value', last.id);
  });

  test('X/vtx is marked historical; the picker and the side navigation reach every index', async ({ app, page }) => {
    await app.open('#/');
    await page.getByTestId('nav-index').click();
    await expect(page).toHaveURL(/#\/index\/C\/block$/);
    await expect(page.getByTestId('index-choice-C-block')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('index-choice-X-vtx').getByTestId('historical-badge')).toHaveText(
      'historical — frozen since Cortina',
    );
    await expect(page.getByTestId('historical-badge')).toHaveCount(1);

    await page.getByTestId('index-choice-X-vtx').click();
    await expect(page).toHaveURL(/#\/index\/X\/vtx$/);
    await expect(page.getByTestId('vtx-historical')).toContainText('no longer populated since the Cortina activation');
    await expect(page.getByTestId('last-accepted-index')).toBeVisible();
  });

  test('an unknown index in the link is explained with the picker, and nothing is asked', async ({
    app,
    page,
    sim,
  }) => {
    const before = sim.stats.requests;
    await app.open('#/index/C/tx');
    await expect(page.getByTestId('index-invalid')).toBeVisible();
    await expect(page.getByTestId('route-issue')).toContainText('must be one of C/block, P/block');
    await expect(page.getByTestId('last-accepted')).toHaveCount(0);
    expect(sim.stats.requests).toBe(before);
    await page.getByTestId('index-choice-P-block').click();
    await expect(page.getByTestId('last-accepted-index')).toBeVisible();
  });

  test('an injected node error shows the error panel and Retry loads the last accepted', async ({ app, page, sim }) => {
    const last = await lastAccepted(sim, 'P/block');
    await app.fault('500', 1, '/ext/index/P/block');
    await app.open('#/index/P/block');
    const card = page.getByTestId('last-accepted');
    await expect(card.getByTestId('error-panel')).toBeVisible();
    await card.getByTestId('retry-button').click();
    await expect(card.getByTestId('last-accepted-index')).toHaveAttribute('data-value', last.index);
  });

  test('on a node without the indexer (public server) the view explains --index-enabled', async ({ page, sim }) => {
    const server = await startApp(sim, { nodeRpcUrl: `${sim.url}/public` });
    try {
      await page.goto(`${server.web.launchUrl}#/index/P/block`);
      const notice = page.getByTestId('index-disabled');
      await expect(notice).toBeVisible();
      await expect(notice.getByTestId('index-enabled-flag')).toHaveText('--index-enabled');
      await expect(notice).toContainText('fresh database');
      await expect(notice).toContainText('--index-allow-incomplete');
      await expect(page.getByTestId('range-browser')).toHaveCount(0);
      await shootThemes(page, 'index-disabled', async () => {
        await expect(notice).toBeVisible();
      });
    } finally {
      await server.close();
    }
  });
});
