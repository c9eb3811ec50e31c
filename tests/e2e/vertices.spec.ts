import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

const table = (page: Page) => page.getByTestId('vertices-table');

/** The highest height that holds the most vertices (several, so paging and parents can be shown). */
function busyHeight(sim: RunningSimulator) {
  const byHeight = new Map<number, number>();
  for (const v of sim.dataset.primary.mainnet.vertices)
    byHeight.set(v.vertexHeight, (byHeight.get(v.vertexHeight) ?? 0) + 1);
  const most = Math.max(...byHeight.values());
  const height = Math.max(...[...byHeight.entries()].filter(([h, n]) => n === most && h > 0).map(([h]) => h));
  if (most < 3) throw new Error('expected a height with 3 or more vertices');
  return { height, vertices: sim.dataset.primary.mainnet.vertices.filter((v) => v.vertexHeight === height) };
}

async function shownHashes(page: Page): Promise<string[]> {
  const cells = table(page).getByTestId('vertex-hash');
  return (await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-value') ?? ''))).sort();
}

test.describe('x-chain vertices', () => {
  test('a deep link lists the simulator’s vertices at that height, with chain info', async ({ app, page, sim }) => {
    const { height, vertices } = busyHeight(sim);
    await app.open(`#/vertices/mainnet?height=${height}`);
    await expect(page.getByTestId('vertices-height')).toHaveValue(String(height));
    await expect(table(page).getByTestId('row-count')).toHaveText(String(vertices.length));
    expect(await shownHashes(page)).toEqual(vertices.map((v) => v.vertexHash).sort());
    await expect(page.getByTestId('vertices-chain-info')).toContainText('x-chain');
    await expect(page.getByTestId('vertices-chain-info')).toContainText('mainnet');
  });

  test('a small page size pages through the height', async ({ app, page, sim }) => {
    const { height, vertices } = busyHeight(sim);
    await app.open('#/vertices/mainnet');
    await page.getByTestId('vertices-height').fill(String(height));
    await page.getByTestId('vertices-page-size').fill('2');
    await page.getByTestId('vertices-chain').selectOption('id');
    await page.getByTestId('vertices-submit').click();
    await expect(page).toHaveURL(/pageSize=2/);
    await expect(table(page).getByTestId('row-count')).toHaveText('2');
    await table(page).getByTestId('load-more').click();
    await expect(table(page).getByTestId('row-count')).toHaveText(String(Math.min(4, vertices.length)));
    await expect(table(page).getByTestId('page-count')).toHaveText('2');
  });

  test('a vertex shows its transactions, and a parent opens the height above with it selected', async ({
    app,
    page,
    sim,
  }) => {
    const { height, vertices } = busyHeight(sim);
    const vertex = vertices.find((v) => v.transactions.length > 0 && v.parentHashes.length > 0);
    if (!vertex) throw new Error('expected a vertex with transactions and parents');
    await app.open(`#/vertices/mainnet?height=${height}`);
    const row = table(page)
      .getByTestId('table-row')
      .filter({ has: page.locator(`[data-value="${vertex.vertexHash}"]`) });
    await row.getByTestId('vertex-show-txs').click();
    const detail = page.getByTestId('vertex-detail');
    await expect(detail.getByTestId('vertex-detail-hash')).toHaveAttribute('data-value', vertex.vertexHash);
    await expect(detail.getByTestId('vertex-detail-tx')).toHaveCount(vertex.transactions.length);
    await expect(detail.getByTestId('vertex-detail-parent')).toHaveCount(vertex.parentHashes.length);

    const parent = vertex.parentHashes[0] as string;
    await detail.getByTestId('vertex-detail-parent').first().locator('a').click();
    await expect(page.getByTestId('vertices-height')).toHaveValue(String(height - 1));
    await expect(page.getByTestId('vertex-detail').getByTestId('vertex-detail-hash')).toHaveAttribute(
      'data-value',
      parent,
    );
    const parentRecord = sim.dataset.primary.mainnet.vertices.find((v) => v.vertexHash === parent);
    expect(parentRecord?.vertexHeight).toBe(height - 1);
  });

  test('a negative height is refused beside the field and nothing is asked', async ({ app, page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ipc/data.listVerticesByHeight')) asked.push(r.url());
    });
    await app.open('#/vertices/mainnet');
    await page.getByTestId('vertices-height').fill('-1');
    await page.getByTestId('vertices-submit').click();
    await expect(page.getByTestId('vertices-height-error')).toContainText('0 or more');
    await expect(page.getByTestId('vertices-height')).toHaveValue('-1');
    await expect(page).not.toHaveURL(/height=/);

    await app.open('#/vertices/mainnet?height=-5');
    await expect(page.getByTestId('vertices-height-error')).toContainText('0 or more');
    await expect(page.getByTestId('vertices-table')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('a failed request shows the error and Retry loads the vertices', async ({ app, page, sim }) => {
    const { height, vertices } = busyHeight(sim);
    await app.fault('500', 1, '/v1/networks/mainnet/blockchains');
    await app.open(`#/vertices/mainnet?height=${height}`);
    await expect(table(page).getByTestId('error-panel')).toBeVisible();
    await table(page).getByTestId('retry-button').click();
    await expect(table(page).getByTestId('row-count')).toHaveText(String(vertices.length));
  });

  test('screenshot: vertices in light and dark', async ({ app, page, sim }) => {
    const { height, vertices } = busyHeight(sim);
    const vertex = vertices.find((v) => v.transactions.length > 0) ?? vertices[0];
    await page.setViewportSize({ width: 1360, height: 1100 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await app.open(`#/vertices/mainnet?height=${height}&vertex=${vertex?.vertexHash}`);
      await expect(page.getByTestId('vertex-detail')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await shoot(page, `vertices-${theme}`, { animations: 'disabled' });
    }
  });
});
