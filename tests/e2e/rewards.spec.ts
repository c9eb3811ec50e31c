import { PAGE_LIMITS } from '@shared/contract/data/common';
import { formatAvaxAddress, parseAvaxAddress } from '@shared/ids';
import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

const MAX_REWARDS_PAGE = PAGE_LIMITS['data.listPendingRewards'].max;

const results = (page: Page) => page.getByTestId('rewards-table');

/** The pending rewards the simulator's Data API returns for a query, every page, in its order. */
async function simRewards(sim: RunningSimulator, query: string): Promise<{ txHash: string; nodeId: string }[]> {
  const res = await fetch(`${sim.url}/v1/networks/mainnet/rewards:listPending?pageSize=${MAX_REWARDS_PAGE}&${query}`);
  if (!res.ok) throw new Error(`simulator answered ${res.status} for rewards ${query}`);
  const body = (await res.json()) as { pendingRewards: { txHash: string; nodeId: string }[]; nextPageToken?: string };
  if (body.nextPageToken) throw new Error(`expected every reward on one page of ${MAX_REWARDS_PAGE}`);
  return body.pendingRewards;
}

interface SimReward {
  txHash: string;
  estimatedReward: { assetId: string; symbol: string; amount: string };
}

/** Every pending reward the simulator lists for a query, following its pages, in its order. */
async function simRewardsAllPages(sim: RunningSimulator, query: string): Promise<SimReward[]> {
  const out: SimReward[] = [];
  let token = '';
  do {
    const res = await fetch(
      `${sim.url}/v1/networks/mainnet/rewards:listPending?pageSize=100&${query}${token ? `&pageToken=${token}` : ''}`,
    );
    if (!res.ok) throw new Error(`simulator answered ${res.status} for rewards ${query}`);
    const body = (await res.json()) as { pendingRewards: SimReward[]; nextPageToken?: string };
    out.push(...body.pendingRewards);
    token = body.nextPageToken ?? '';
  } while (token);
  return out;
}

/** The sum of the simulator's estimated rewards per asset id, as integers in the smallest unit. */
function sumRewards(rewards: readonly SimReward[]): Map<string, string> {
  const sums = new Map<string, bigint>();
  for (const r of rewards) {
    const id = r.estimatedReward.assetId;
    sums.set(id, (sums.get(id) ?? 0n) + BigInt(r.estimatedReward.amount));
  }
  return new Map([...sums].map(([id, v]) => [id, v.toString()]));
}

/** The node with the most pending rewards (more than one page of 10). */
function busiestNode(sim: RunningSimulator): string {
  const counts = new Map<string, number>();
  for (const r of sim.dataset.primary.mainnet.pendingRewards) counts.set(r.nodeId, (counts.get(r.nodeId) ?? 0) + 1);
  const [nodeId, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count <= 10) throw new Error('expected a node with more than 10 pending rewards');
  return nodeId;
}

/** A P-Chain address (as typed by a user) that owns a few pending rewards. */
function rewardedAddress(sim: RunningSimulator): string {
  const reward = sim.dataset.primary.mainnet.pendingRewards.find((r) => r.addresses.length > 0);
  const parsed = parseAvaxAddress(reward?.addresses[0] ?? '');
  if (!parsed) throw new Error('no reward with a readable address');
  return formatAvaxAddress(parsed.hrp, parsed.bytes, 'P');
}

test.describe('pending rewards', () => {
  test('by node id from a deep link: the first page, then the next, as the simulator lists them', async ({
    app,
    page,
    sim,
  }) => {
    const nodeId = busiestNode(sim);
    const expected = await simRewards(sim, `nodeIds=${nodeId}`);
    await app.open(`#/rewards/mainnet?nodeIds=${nodeId}`);
    await expect(page.getByTestId('rewards-node-ids')).toHaveValue(nodeId);
    await expect(results(page).getByTestId('row-count')).toHaveText('10');
    await expect(results(page).getByTestId('page-count')).toHaveText('1');
    await expect(results(page).getByTestId('table-row').first().getByTestId('reward-tx')).toHaveAttribute(
      'data-value',
      expected[0]?.txHash as string,
    );
    await expect(results(page).getByTestId('reward-node').first()).toHaveAttribute('data-value', nodeId);
    await results(page).getByTestId('load-more').click();
    await expect(results(page).getByTestId('row-count')).toHaveText(String(Math.min(20, expected.length)));
    await expect(results(page).getByTestId('page-count')).toHaveText('2');
  });

  test('the total row sums the estimated rewards per asset: of the loaded pages, then of all of them', async ({
    app,
    page,
    sim,
  }) => {
    const nodeId = busiestNode(sim);
    const all = await simRewardsAllPages(sim, `nodeIds=${nodeId}`);
    await app.open(`#/rewards/mainnet?nodeIds=${nodeId}`);
    await expect(results(page).getByTestId('row-count')).toHaveText('10');
    const totals = page.getByTestId('reward-totals');
    const shown = async () =>
      new Map(
        await totals
          .getByTestId('reward-total')
          .evaluateAll((els) => els.map((e) => [e.getAttribute('data-asset'), e.getAttribute('data-amount')])),
      );
    await expect(totals).toHaveAttribute('data-complete', 'false');
    await expect(totals.getByTestId('reward-totals-partial')).toBeVisible();
    await expect.poll(shown).toEqual(sumRewards(all.slice(0, 10)));

    const loadMore = results(page).getByTestId('load-more');
    for (let pages = 1; (await totals.getAttribute('data-complete')) === 'false'; pages++) {
      if (pages > 20) throw new Error('more than 20 pages of rewards');
      await loadMore.click();
      await expect(results(page).getByTestId('page-count')).toHaveText(String(pages + 1));
    }
    await expect(results(page).getByTestId('row-count')).toHaveText(String(all.length));
    await expect(totals.getByTestId('reward-totals-partial')).toHaveCount(0);
    await expect.poll(shown).toEqual(sumRewards(all));
    // The amount shown names its asset.
    const symbol = all[0]?.estimatedReward.symbol ?? '';
    await expect(totals.getByTestId('reward-total-amount').first()).toContainText(symbol);
  });

  test('by address through the form; the order changes the first row as the service sorts', async ({
    app,
    page,
    sim,
  }) => {
    const address = rewardedAddress(sim);
    const desc = await simRewards(sim, `addresses=${address}&sortOrder=desc`);
    const asc = await simRewards(sim, `addresses=${address}&sortOrder=asc`);
    await app.open('#/rewards/mainnet');
    await expect(page.getByTestId('rewards-idle')).toBeVisible();
    await page.getByTestId('rewards-addresses').fill(address);
    await page.getByTestId('rewards-submit').click();
    await expect(page).toHaveURL(/addresses=/);
    await expect(results(page).getByTestId('row-count')).toHaveText(String(desc.length));
    const firstTx = results(page).getByTestId('table-row').first().getByTestId('reward-tx');
    await expect(firstTx).toHaveAttribute('data-value', desc[0]?.txHash as string);

    if (desc.length > 1) {
      await page.getByTestId('rewards-sort').selectOption('asc');
      await page.getByTestId('rewards-submit').click();
      await expect(page).toHaveURL(/sort=asc/);
      await expect(firstTx).toHaveAttribute('data-value', asc[0]?.txHash as string);
    }
  });

  test('an invalid or missing entry shows its message and asks nothing', async ({ app, page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ipc/data.listPendingRewards')) asked.push(r.url());
    });
    await app.open('#/rewards/mainnet');
    await page.getByTestId('rewards-submit').click();
    await expect(page.getByTestId('rewards-addresses-error')).toContainText('enter at least one address or node ID');

    const fuji = formatAvaxAddress('fuji', new Uint8Array(20).fill(7), 'P');
    await page.getByTestId('rewards-addresses').fill(fuji);
    await page.getByTestId('rewards-submit').click();
    await expect(page.getByTestId('rewards-addresses-error')).toContainText('mainnet prefix');
    await expect(page.getByTestId('rewards-addresses')).toHaveValue(fuji);

    await page.getByTestId('rewards-addresses').fill('');
    await page.getByTestId('rewards-node-ids').fill('NodeID-nope');
    await page.getByTestId('rewards-page-size').fill('500');
    await page.getByTestId('rewards-submit').click();
    await expect(page.getByTestId('rewards-node-ids-error')).toContainText('NodeID-');
    await expect(page.getByTestId('rewards-page-size-error')).toContainText('at most 100');

    await app.open(`#/rewards/mainnet?addresses=${fuji}`);
    await expect(page.getByTestId('rewards-addresses-error')).toContainText('mainnet prefix');
    expect(asked).toEqual([]);
  });

  test('a failed request shows the error and Retry loads the rewards', async ({ app, page, sim }) => {
    const nodeId = busiestNode(sim);
    await app.fault('500', 1, '/v1/networks/mainnet/rewards');
    await app.open(`#/rewards/mainnet?nodeIds=${nodeId}`);
    await expect(results(page).getByTestId('error-panel')).toBeVisible();
    await results(page).getByTestId('retry-button').click();
    await expect(results(page).getByTestId('row-count')).toHaveText('10');
  });

  test('a node id links to its validator', async ({ app, page, sim }) => {
    const nodeId = busiestNode(sim);
    await app.open(`#/rewards/mainnet?nodeIds=${nodeId}`);
    await results(page).getByTestId('reward-node').first().locator('a').click();
    await expect(page).toHaveURL(new RegExp(`#/validators/mainnet\\?node=${nodeId}`));
    await expect(page.getByTestId('validator-detail').getByTestId('detail-node-id')).toHaveAttribute(
      'data-value',
      nodeId,
    );
  });

  test('screenshot: rewards in light and dark', async ({ app, page, sim }) => {
    const nodeId = busiestNode(sim);
    await page.setViewportSize({ width: 1360, height: 1100 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await app.open(`#/rewards/mainnet?nodeIds=${nodeId}`);
      await expect(results(page).getByTestId('row-count')).toHaveText('10');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await shoot(page, `rewards-${theme}`, { animations: 'disabled' });
    }
  });
});
