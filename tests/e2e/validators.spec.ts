import type { NetworkDataset } from '@sim/dataset/primary';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

const table = (page: Page) => page.getByTestId('validator-table');
const rowCount = (page: Page) => table(page).getByTestId('row-count');
const firstNode = (page: Page) => table(page).getByTestId('table-row').first().getByTestId('validator-node');

function heaviest(data: NetworkDataset) {
  return [...data.primaryValidators].sort((a, b) => (a.weight < b.weight ? 1 : a.weight > b.weight ? -1 : 0))[0];
}

/** A tracked L1 with an EVM chain: the node serves its `/validators` endpoint. */
function trackedL1(data: NetworkDataset) {
  const subnet = data.subnets.find((s) => s.isL1 && s.tracked && s.blockchains.some((b) => b.evm));
  if (!subnet) throw new Error('the simulated mainnet has no tracked L1 with an EVM chain');
  return subnet;
}

async function simNodeId(sim: { url: string }): Promise<string> {
  const res = await fetch(`${sim.url}/ext/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'info.getNodeID', params: {} }),
  });
  return ((await res.json()) as { result: { nodeID: string } }).result.nodeID;
}

/** The first page (10) of the simulator's pending rewards of a node, summed: what the detail shows first. */
async function simFirstPageRewardSum(sim: { url: string }, nodeId: string): Promise<{ rows: number; sum: string }> {
  const res = await fetch(`${sim.url}/v1/networks/mainnet/rewards:listPending?pageSize=10&nodeIds=${nodeId}`);
  const body = (await res.json()) as { pendingRewards: { estimatedReward: { amount: string } }[] };
  const sum = body.pendingRewards.reduce((s, r) => s + BigInt(r.estimatedReward.amount), 0n);
  return { rows: body.pendingRewards.length, sum: sum.toString() };
}

test.describe('validators', () => {
  test('a deep link lists every primary validator; sorting by stake puts the heaviest first', async ({
    app,
    page,
    sim,
  }) => {
    const data = sim.dataset.primary.mainnet;
    await app.open('#/validators/mainnet');
    await expect(rowCount(page)).toHaveText(String(data.primaryValidators.length));
    await expect(page.getByTestId('totals-count')).toHaveText(String(data.primaryValidators.length));
    const connected = data.primaryValidators.filter((v) => v.connected).length;
    await expect(page.getByTestId('totals-connected')).toHaveText(`${connected} of ${data.primaryValidators.length}`);

    // A numeric column sorts largest first on the first click.
    const sort = table(page).getByTestId('sort-weight');
    await sort.click();
    await expect(table(page).locator('th[aria-sort="descending"]')).toHaveCount(1);
    await expect(firstNode(page)).toHaveAttribute('data-value', heaviest(data)?.nodeID as string);
    await sort.click();
    await expect(table(page).locator('th[aria-sort="ascending"]')).toHaveCount(1);
  });

  test('the connection filter keeps only connected or disconnected validators', async ({ app, page, sim }) => {
    const data = sim.dataset.primary.mainnet;
    const connected = data.primaryValidators.filter((v) => v.connected).length;
    const disconnected = data.primaryValidators.length - connected;
    expect(disconnected).toBeGreaterThan(0);

    await app.open('#/validators/mainnet');
    await expect(rowCount(page)).toHaveText(String(data.primaryValidators.length));
    await page.getByTestId('connection-disconnected').check({ force: true });
    await expect(rowCount(page)).toHaveText(String(disconnected));
    await expect(page).toHaveURL(/status=disconnected/);
    const pills = table(page).getByTestId('validator-connected');
    await expect(pills.first()).toHaveAttribute('data-tone', 'failed');
    await expect(table(page).locator('[data-testid="validator-connected"][data-tone="success"]')).toHaveCount(0);

    await page.getByTestId('connection-connected').check({ force: true });
    await expect(rowCount(page)).toHaveText(String(connected));
  });

  test('?node= filters to that node and its detail shows the delegators the simulator has', async ({
    app,
    page,
    sim,
  }) => {
    const data = sim.dataset.primary.mainnet;
    const target = [...data.primaryValidators].sort((a, b) => b.delegators.length - a.delegators.length)[0];
    if (!target || target.delegators.length < 2) throw new Error('expected a validator with delegators');

    await app.open(`#/validators/mainnet?node=${target.nodeID}`);
    await expect(rowCount(page)).toHaveText('1');
    await expect(firstNode(page)).toHaveAttribute('data-value', target.nodeID);
    await expect(page.getByTestId('validator-filter')).toHaveValue(target.nodeID);

    const detail = page.getByTestId('validator-detail');
    await expect(detail.getByTestId('detail-node-id')).toHaveAttribute('data-value', target.nodeID);
    await expect(detail.getByTestId('detail-txid')).toHaveAttribute('data-value', target.txID);
    if (target.signer) {
      await expect(detail.getByTestId('detail-bls-key')).toHaveAttribute('data-value', target.signer.publicKey);
      await expect(detail.getByTestId('detail-bls-pop')).toHaveAttribute('data-value', target.signer.proofOfPossession);
    }
    const delegators = detail.getByTestId('delegator-table');
    await expect(delegators.getByTestId('row-count')).toHaveText(String(target.delegators.length));
    // Sorted by stake, heaviest first.
    const heaviestDelegation = [...target.delegators].sort((a, b) => (a.weight < b.weight ? 1 : -1))[0];
    await expect(delegators.getByTestId('table-row').first().getByTestId('delegator-tx')).toHaveAttribute(
      'data-value',
      heaviestDelegation?.txID as string,
    );
  });

  test('this node: "Jump to my node" shows its row, marked, and its detail with its pending rewards and their total', async ({
    app,
    page,
    sim,
  }) => {
    const own = await simNodeId(sim);
    expect(sim.dataset.primary.mainnet.primaryValidators.some((v) => v.nodeID === own)).toBe(true);
    const rewards = await simFirstPageRewardSum(sim, own);
    expect(rewards.rows).toBeGreaterThan(0);

    await app.open('#/validators/mainnet');
    await expect(rowCount(page)).toHaveText(String(sim.dataset.primary.mainnet.primaryValidators.length));
    await page.getByTestId('validators-jump-mine').click();
    await expect(page).toHaveURL(new RegExp(`node=${own}`));
    await expect(rowCount(page)).toHaveText('1');
    await expect(table(page).getByTestId('table-row').first()).toHaveClass(/validators__row--mine/);
    const detail = page.getByTestId('validator-detail');
    await expect(detail.getByTestId('detail-node-id')).toHaveAttribute('data-value', own);
    await expect(detail.getByTestId('validator-detail-mine')).toBeVisible();
    await expect(page.getByTestId('validators-jump-mine')).toBeDisabled();

    const inline = detail.getByTestId('validator-rewards-table');
    await expect(inline.getByTestId('row-count')).toHaveText(String(rewards.rows));
    await expect(detail.getByTestId('validator-reward-totals').getByTestId('reward-total')).toHaveAttribute(
      'data-amount',
      rewards.sum,
    );
    await expect(detail.getByTestId('validator-rewards').getByRole('link', { name: 'In Rewards →' })).toHaveAttribute(
      'href',
      `#/rewards/mainnet?nodeIds=${own}`,
    );

    await page.setViewportSize({ width: 1360, height: 1100 });
    await detail.getByTestId('validator-rewards').scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await shoot(page, `validators-mine-${theme}`, { animations: 'disabled' });
    }

    // Another validator is not marked as this node, and its detail has its own rewards.
    const other = sim.dataset.primary.mainnet.primaryValidators.find((v) => v.nodeID !== own)?.nodeID as string;
    const otherRewards = await simFirstPageRewardSum(sim, other);
    await app.open(`#/validators/mainnet?node=${other}`);
    await expect(detail.getByTestId('detail-node-id')).toHaveAttribute('data-value', other);
    await expect(detail.getByTestId('validator-detail-mine')).toHaveCount(0);
    await expect(table(page).getByTestId('table-row').first()).not.toHaveClass(/validators__row--mine/);
    await expect(detail.getByTestId('validator-reward-totals').getByTestId('reward-total')).toHaveAttribute(
      'data-amount',
      otherRewards.sum,
    );
  });

  test('clicking a row opens its detail by ?node=, and Close returns to the whole set', async ({ app, page, sim }) => {
    const data = sim.dataset.primary.mainnet;
    await app.open('#/validators/mainnet');
    const row = table(page).getByTestId('table-row').nth(2);
    const nodeId = (await row.getByTestId('validator-node').getAttribute('data-value')) as string;
    await row.locator('td').nth(3).click();
    await expect(page).toHaveURL(new RegExp(`node=${nodeId}`));
    await expect(page.getByTestId('validator-detail').getByTestId('detail-node-id')).toHaveAttribute(
      'data-value',
      nodeId,
    );
    await page.getByTestId('validator-detail-close').click();
    await expect(page.getByTestId('validator-detail')).toHaveCount(0);
    await expect(rowCount(page)).toHaveText(String(data.primaryValidators.length));
  });

  test('an L1 by ?subnet= shows its P-Chain validators and the chain’s /validators table', async ({
    app,
    page,
    sim,
  }) => {
    const l1 = trackedL1(sim.dataset.primary.mainnet);
    await app.open(`#/validators/mainnet?subnet=${l1.subnetId}`);
    await expect(page.getByTestId('subnet-kind')).toHaveText('L1');
    await expect(rowCount(page)).toHaveText(String(l1.l1Validators.length));
    // The continuous-fee balance says its unit (nAVAX on the wire, AVAX on screen).
    const table = page.getByTestId('validator-table');
    await expect(table.getByTestId('sort-balance')).toContainText('Balance (AVAX)');
    const node = await table.getByTestId('table-row').first().getByTestId('validator-node').getAttribute('data-value');
    const simBalance = l1.l1Validators.find((v) => v.nodeID === node)?.balance;
    const balanceTitle = await table
      .getByTestId('table-row')
      .first()
      .getByTestId('validator-balance')
      .getAttribute('title');
    const [whole, fraction = ''] = (balanceTitle ?? '').replace(/,/g, '').split('.');
    expect(BigInt(whole ?? '') * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'))).toBe(BigInt(String(simBalance)));
    const chainTable = page.getByTestId('chain-validator-table');
    await expect(chainTable.getByTestId('row-count')).toHaveText(String(l1.l1Validators.length));
    const heaviestL1 = [...l1.l1Validators].sort((a, b) => (a.weight < b.weight ? 1 : -1))[0];
    await expect(chainTable.getByTestId('table-row').first().getByTestId('chain-validation-id')).toHaveAttribute(
      'data-value',
      heaviestL1?.validationID as string,
    );
    if (l1.blockchains.length > 1) await expect(page.getByTestId('chain-select')).toBeVisible();
  });

  test('an L1 this node does not track explains that its /validators is not available', async ({ app, page, sim }) => {
    const untracked = sim.dataset.primary.mainnet.subnets.find((s) => s.isL1 && !s.tracked && s.blockchains.length);
    if (!untracked) throw new Error('the simulated mainnet has no untracked L1');
    await app.open(`#/validators/mainnet?subnet=${untracked.subnetId}`);
    await expect(rowCount(page)).toHaveText(String(untracked.l1Validators.length));
    const chain = page.getByTestId('chain-validators');
    await expect(chain.getByTestId('not-available')).toBeVisible();
    await expect(chain.getByTestId('chain-validators-explanation')).toContainText('does not track');
  });

  test('a failed validator request shows the error and Retry loads the set', async ({ app, page, sim }) => {
    await app.fault('500', 1, '/ext/bc/P');
    await app.open('#/validators/mainnet');
    const set = page.getByTestId('validator-set');
    await expect(set.getByTestId('error-panel')).toBeVisible();
    await set.getByTestId('retry-button').click();
    await expect(rowCount(page)).toHaveText(String(sim.dataset.primary.mainnet.primaryValidators.length));
  });

  test('another network than the profile’s is named and nothing is asked; bad subnet ids are refused', async ({
    app,
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ipc/node.platform.getCurrentValidators')) asked.push(r.url());
    });
    await app.open('#/validators/fuji');
    await expect(page.getByTestId('network-mismatch')).toContainText('mainnet');
    await expect(page.getByTestId('mismatch-own-network')).toHaveAttribute('href', '#/validators/mainnet');

    await app.open('#/validators/mainnet?subnet=not-a-subnet');
    await expect(page.getByTestId('route-problem')).toContainText('cb58');
    await page.getByTestId('subnet-input').fill('abc');
    await page.getByTestId('subnet-submit').click();
    await expect(page.getByTestId('subnet-input-error')).toContainText('cb58');
    expect(asked).toEqual([]);
  });

  test('screenshot: validators in light and dark', async ({ app, page, sim }) => {
    // Six views and screenshots: more than the default 30 s on a loaded shared machine.
    test.setTimeout(90_000);
    const target = [...sim.dataset.primary.mainnet.primaryValidators].sort(
      (a, b) => b.delegators.length - a.delegators.length,
    )[0];
    const l1 = trackedL1(sim.dataset.primary.mainnet);
    await page.setViewportSize({ width: 1360, height: 1100 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await app.go('#/validators/mainnet');
      await expect(rowCount(page)).toHaveText(String(sim.dataset.primary.mainnet.primaryValidators.length));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await shoot(page, `validators-${theme}`, { animations: 'disabled' });

      await app.go(`#/validators/mainnet?node=${target?.nodeID}`);
      await expect(page.getByTestId('delegator-table')).toBeVisible();
      await page.getByTestId('validator-detail').scrollIntoViewIfNeeded();
      await shoot(page, `validators-detail-${theme}`, { animations: 'disabled' });

      await app.go(`#/validators/mainnet?subnet=${l1.subnetId}`);
      await expect(page.getByTestId('chain-validator-table')).toBeVisible();
      await shoot(page, `validators-l1-${theme}`, { animations: 'disabled' });
    }
  });
});
