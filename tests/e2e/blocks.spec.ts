import { DEFAULT_ROW_HEIGHT } from '@renderer/components/table/VirtualTable';
import { LIVE_PAGE_SIZE } from '@renderer/queries/blocks';
import { toChecksumAddress } from '@shared/ids';
import type { RunningSimulator } from '@sim/server';
import { gweiText, integerText } from './expected';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';
import { simRpc } from './sim-data';

interface SimBlock {
  blockNumber: string;
  blockHash: string;
  txCount: number;
  baseFee: string;
}
interface SimTx {
  txHash: string;
  txStatus: string;
}
interface RpcTx {
  hash: string;
  from: string;
  to: string | null;
}
interface RpcBlock {
  number: string;
  hash: string;
  parentHash: string;
  miner: string;
  gasUsed: string;
  gasLimit: string;
  size: string;
  transactions: RpcTx[];
}

async function simGet<T>(sim: RunningSimulator, path: string): Promise<T> {
  const res = await fetch(`${sim.url}${path}`);
  if (!res.ok) throw new Error(`simulator answered ${res.status} for ${path}`);
  return (await res.json()) as T;
}

/** Straight JSON-RPC to the simulator's mainnet C-Chain, the node the local profile uses. */
const rpc = <T>(sim: RunningSimulator, method: string, params: unknown[]) =>
  simRpc<T>(sim, '/ext/bc/C/rpc', method, params);

const rpcBlock = (sim: RunningSimulator, n: bigint) =>
  rpc<RpcBlock | null>(sim, 'eth_getBlockByNumber', [`0x${n.toString(16)}`, true]);

/** A recent mainnet C-Chain block with at least two transactions. */
async function busyBlock(sim: RunningSimulator): Promise<bigint> {
  const { blocks } = await simGet<{ blocks: SimBlock[] }>(sim, '/v1/chains/43114/blocks?pageSize=50');
  const found = blocks.slice(2).find((b) => b.txCount >= 2);
  if (!found) throw new Error('no busy block among the latest 50 below the head');
  return BigInt(found.blockNumber);
}

const THEMES = ['light', 'dark'] as const;

async function screenshots(page: Page, name: string, show: () => Promise<void>) {
  await page.setViewportSize({ width: 1360, height: 1000 });
  // Brought up once: the dark shot is the same screen after the live theme switch.
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    if (theme === THEMES[0]) await show();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shoot(page, `${name}-${theme}`, { animations: 'disabled' });
  }
}

test.describe('latest blocks and transactions', () => {
  test('a deep link lists the latest blocks as the Data API has them; Load more adds the second page', async ({
    app,
    page,
    sim,
  }) => {
    const first = await simGet<{ blocks: SimBlock[]; nextPageToken: string }>(
      sim,
      `/v1/chains/43114/blocks?pageSize=${LIVE_PAGE_SIZE}`,
    );
    const second = await simGet<{ blocks: SimBlock[] }>(
      sim,
      `/v1/chains/43114/blocks?pageSize=${LIVE_PAGE_SIZE}&pageToken=${first.nextPageToken}`,
    );
    const top = first.blocks[0] as SimBlock;

    await app.open('#/blocks/43114');
    const table = page.getByTestId('blocks-table');
    await expect(table.getByTestId('row-count')).toHaveText(String(LIVE_PAGE_SIZE));
    await expect(table.getByTestId('page-count')).toHaveText('1');
    const row = table.getByTestId('table-row').first();
    await expect(row.getByTestId('block-number')).toHaveText(`#${integerText(top.blockNumber)}`);
    await expect(row.getByTestId('block-tx-count')).toHaveText(String(top.txCount));
    await expect(row.getByTestId('block-base-fee')).toHaveText(gweiText(top.baseFee, 2));
    await expect(row.getByTestId('block-hash')).toHaveAttribute('data-value', top.blockHash);

    await table.getByTestId('load-more').click();
    await expect(table.getByTestId('row-count')).toHaveText(String(2 * LIVE_PAGE_SIZE));
    await expect(table.getByTestId('page-count')).toHaveText('2');
    // Rows are virtualised: scroll to the second page's first row before reading it.
    await table.locator('.vtable__scroll').evaluate((el, top) => {
      el.scrollTop = top;
    }, LIVE_PAGE_SIZE * DEFAULT_ROW_HEIGHT);
    const firstOfSecond = second.blocks[0] as SimBlock;
    await expect(table.locator(`[data-index="${LIVE_PAGE_SIZE}"]`).getByTestId('block-number')).toHaveText(
      `#${integerText(firstOfSecond.blockNumber)}`,
    );
  });

  test('the status filter asks the service for failed or successful transactions only', async ({ app, page, sim }) => {
    const all = await simGet<{ transactions: SimTx[] }>(
      sim,
      `/v1/chains/43114/transactions?pageSize=${LIVE_PAGE_SIZE}`,
    );
    const failed = await simGet<{ transactions: SimTx[] }>(
      sim,
      `/v1/chains/43114/transactions?pageSize=${LIVE_PAGE_SIZE}&status=failed`,
    );
    expect(failed.transactions.length).toBeGreaterThan(0);
    expect(failed.transactions[0]?.txHash).not.toBe(all.transactions[0]?.txHash);

    await app.open('#/blocks/43114?tab=transactions');
    const table = page.getByTestId('txs-table');
    const firstHash = table.getByTestId('table-row').first().getByTestId('tx-hash');
    await expect(firstHash).toHaveAttribute('data-value', all.transactions[0]?.txHash as string);

    await page.getByTestId('status-filter-failed').click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(firstHash).toHaveAttribute('data-value', failed.transactions[0]?.txHash as string);
    const statuses = table.getByTestId('tx-status');
    await expect(statuses.first()).toBeVisible();
    const tones = await statuses.evaluateAll((els) => els.map((el) => el.getAttribute('data-tone')));
    expect(tones.length).toBeGreaterThan(0);
    expect(new Set(tones)).toEqual(new Set(['failed']));

    await page.getByTestId('status-filter-success').click();
    await expect(page).toHaveURL(/status=success/);
    await expect(statuses.first()).toHaveAttribute('data-tone', 'success');
    const successTones = await statuses.evaluateAll((els) => els.map((el) => el.getAttribute('data-tone')));
    expect(new Set(successTones)).toEqual(new Set(['success']));
  });

  test('Refresh asks again from the newest page, and auto-refresh keeps asking at its interval', async ({
    app,
    page,
    sim,
  }) => {
    await app.open('#/blocks/43114');
    const table = page.getByTestId('blocks-table');
    await table.getByTestId('load-more').click();
    await expect(table.getByTestId('page-count')).toHaveText('2');

    let before = sim.stats.requests;
    await page.getByTestId('live-refresh').click();
    await expect(table.getByTestId('page-count')).toHaveText('1');
    await expect(page.getByTestId('live-refresh')).toBeEnabled();
    expect(sim.stats.requests).toBeGreaterThan(before);

    await page.getByTestId('live-interval').selectOption('5');
    await expect(page.getByTestId('live-interval')).toHaveValue('5');
    before = sim.stats.requests;
    await page.getByTestId('live-auto').click();
    await expect(page.getByTestId('live-auto-switch')).toBeChecked();
    await expect.poll(() => sim.stats.requests, { timeout: 8_000 }).toBeGreaterThan(before);

    // The live dot pulses, unless the system asks for reduced motion (as these tests' browser does).
    const dot = page.locator('.live-toggle.is-on .live-toggle__dot');
    const animation = () => dot.evaluate((el) => getComputedStyle(el).animationName);
    expect(await animation()).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await animation()).toBe('live-pulse');
  });

  test('clicking a block row opens the block', async ({ app, page, sim }) => {
    const { blocks } = await simGet<{ blocks: SimBlock[] }>(sim, `/v1/chains/43114/blocks?pageSize=${LIVE_PAGE_SIZE}`);
    const second = blocks[1] as SimBlock;
    await app.open('#/blocks/43114');
    await page.getByTestId('blocks-table').getByTestId('block-age').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`#/block/43114/${second.blockNumber}$`));
    await expect(page.getByTestId('block-title')).toHaveText(`#${integerText(second.blockNumber)}`);
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', second.blockHash);
  });

  test('a server error on the blocks list shows the error, and Retry loads it', async ({ app, page, sim }) => {
    const { blocks } = await simGet<{ blocks: SimBlock[] }>(sim, `/v1/chains/43114/blocks?pageSize=${LIVE_PAGE_SIZE}`);
    await app.fault('500', 1, '/v1/chains/43114/blocks');
    await app.open('#/blocks/43114');
    const table = page.getByTestId('blocks-table');
    await expect(table.getByTestId('error-panel')).toBeVisible();
    await expect(table.getByTestId('error-message')).toContainText('Injected 500');
    await table.getByTestId('retry-button').click();
    await expect(table.getByTestId('error-panel')).toHaveCount(0);
    await expect(table.getByTestId('block-number').first()).toHaveText(`#${integerText(blocks[0]?.blockNumber ?? '')}`);
  });

  test('an invalid chain id is explained and nothing is asked', async ({ app, page, sim }) => {
    const before = sim.stats.requests;
    await app.open('#/blocks/not-a-chain');
    await expect(page.getByTestId('blocks-invalid')).toBeVisible();
    await expect(page.getByTestId('route-issue')).toContainText('must be an EVM chain id');
    expect(sim.stats.requests).toBe(before);
  });

  test('screenshots: blocks list', async ({ app, page }) => {
    await screenshots(page, 'blocks-list', async () => {
      await app.open('#/blocks/43114');
      await expect(page.getByTestId('blocks-table').getByTestId('row-count')).toHaveText(String(LIVE_PAGE_SIZE));
    });
  });

  test('screenshots: latest transactions', async ({ app, page }) => {
    await screenshots(page, 'blocks-latest-txs', async () => {
      await app.open('#/blocks/43114?tab=transactions');
      await expect(page.getByTestId('txs-table').getByTestId('row-count')).toHaveText(String(LIVE_PAGE_SIZE));
    });
  });
});

test.describe('block detail', () => {
  test('shows the block exactly as the node returns it', async ({ app, page, sim }) => {
    const n = await busyBlock(sim);
    const block = await rpcBlock(sim, n);
    if (!block) throw new Error(`the node has no block ${n}`);

    await app.open(`#/block/43114/${n}`);
    await expect(page.getByTestId('block-title')).toHaveText(`#${integerText(n)}`);
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', block.hash);
    await expect(page.getByTestId('block-parent')).toHaveAttribute('data-value', block.parentHash);
    await expect(page.getByTestId('block-parent-link')).toHaveAttribute('href', `#/block/43114/${n - 1n}`);
    await expect(page.getByTestId('block-miner').locator('a')).toHaveAttribute(
      'data-address',
      toChecksumAddress(block.miner),
    );
    await expect(page.getByTestId('block-gas-figures')).toHaveText(
      `${integerText(block.gasUsed)} / ${integerText(block.gasLimit)}`,
    );
    await expect(page.getByTestId('block-size')).toHaveText(`${integerText(block.size)} bytes`);
    await expect(page.getByTestId('block-tx-count')).toHaveText(String(block.transactions.length));

    const txTable = page.getByTestId('block-txs-table');
    await expect(txTable.getByTestId('row-count')).toHaveText(String(block.transactions.length));
    const hashes = await txTable
      .getByTestId('block-tx-hash')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-value')));
    expect(hashes).toEqual(block.transactions.map((t) => t.hash));

    const first = block.transactions[0] as RpcTx;
    await txTable.getByTestId('block-tx-hash').first().locator('a').click();
    await expect(page).toHaveURL(new RegExp(`#/tx/43114/${first.hash}$`));
  });

  test('an L1 block is read from the node through the blockchain id the chain list gives', async ({
    app,
    page,
    sim,
  }) => {
    const { chains } = await simGet<{ chains: { chainId: string; isTestnet: boolean; platformChainId: string }[] }>(
      sim,
      '/v1/chains',
    );
    const l1 = chains.find((c) => !c.isTestnet && c.chainId !== '43114');
    if (!l1) throw new Error('the simulator lists no mainnet L1');
    const { blocks } = await simGet<{ blocks: SimBlock[] }>(sim, `/v1/chains/${l1.chainId}/blocks?pageSize=2`);
    const target = blocks[1] as SimBlock;
    const res = await fetch(`${sim.url}/ext/bc/${l1.platformChainId}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBlockByNumber',
        params: [`0x${BigInt(target.blockNumber).toString(16)}`, true],
      }),
    });
    const block = ((await res.json()) as { result: RpcBlock }).result;
    expect(block.hash).toBe(target.blockHash);

    await app.open(`#/block/${l1.chainId}/${target.blockNumber}`);
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', block.hash);
    await expect(page.getByTestId('block-tx-count')).toHaveText(String(block.transactions.length));
  });

  test('previous and next move by one block, by click and by [ and ]', async ({ app, page, sim }) => {
    const n = await busyBlock(sim);
    const [next, prev] = await Promise.all([rpcBlock(sim, n + 1n), rpcBlock(sim, n - 1n)]);
    await app.open(`#/block/43114/${n}`);
    await expect(page.getByTestId('block-title')).toHaveText(`#${integerText(n)}`);

    await page.getByTestId('block-next').click();
    await expect(page).toHaveURL(new RegExp(`#/block/43114/${n + 1n}$`));
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', next?.hash as string);

    // Each key steps from the block on screen: the next press waits until the view shows the block it moved to
    // (the keys follow the view, which renders a moment after the address changes).
    await page.keyboard.press('[');
    await expect(page).toHaveURL(new RegExp(`#/block/43114/${n}$`));
    await expect(page.getByTestId('block-title')).toHaveText(`#${integerText(n)}`);
    await page.keyboard.press('[');
    await expect(page).toHaveURL(new RegExp(`#/block/43114/${n - 1n}$`));
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', prev?.hash as string);
    await expect(page.getByTestId('block-title')).toHaveText(`#${integerText(n - 1n)}`);
    await page.keyboard.press(']');
    await expect(page).toHaveURL(new RegExp(`#/block/43114/${n}$`));
    await expect(page.getByTestId('block-title')).toHaveText(`#${integerText(n)}`);

    await page.getByTestId('block-prev').click();
    await expect(page).toHaveURL(new RegExp(`#/block/43114/${n - 1n}$`));
  });

  test('a block past the head says it is not produced yet and names the head; the head has no next', async ({
    app,
    page,
    sim,
  }) => {
    const head = BigInt(await rpc<string>(sim, 'eth_blockNumber', []));
    await app.open(`#/block/43114/${head + 5n}`);
    const card = page.getByTestId('block-not-produced');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('block-head-link')).toHaveText(`#${integerText(head)}`);
    await expect(card).toContainText('5 blocks ahead');

    await card.getByTestId('block-head-link').click();
    await expect(page).toHaveURL(new RegExp(`#/block/43114/${head}$`));
    await expect(page.getByTestId('block-title')).toHaveText(`#${integerText(head)}`);
    await expect(page.getByTestId('block-next')).toHaveAttribute('aria-disabled', 'true');
  });

  test('an invalid block number is explained and nothing is asked', async ({ app, page, sim }) => {
    const before = sim.stats.requests;
    await app.open('#/block/43114/12abc');
    await expect(page.getByTestId('block-invalid')).toBeVisible();
    await expect(page.getByTestId('route-issue')).toHaveText('must be a block number (decimal or 0x hex)');
    await expect(page.getByTestId('block-overview')).toHaveCount(0);
    expect(sim.stats.requests).toBe(before);
  });

  test('a chain this node does not serve shows the not-available notice', async ({ app, page }) => {
    // The local profile's node is mainnet; Fuji's C-Chain maps to a blockchain id that node does not serve.
    await app.open('#/block/43113/100');
    await expect(page.getByTestId('not-available')).toBeVisible();
    await expect(page.getByTestId('block-network-mismatch')).toBeVisible();
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
  });

  test('screenshots: block detail', async ({ app, page, sim }) => {
    const n = await busyBlock(sim);
    await screenshots(page, 'block-detail', async () => {
      await app.open(`#/block/43114/${n}`);
      await expect(page.getByTestId('block-txs-table').getByTestId('row-count')).toBeVisible();
    });
  });
});
