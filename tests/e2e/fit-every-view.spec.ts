import type { RunningSimulator } from '@sim/server';
import { tableFits, unreachableTabs, unscrolledOverflow } from './fit-checks';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

interface ViewCase {
  name: string;
  hash: string;
  /** A test id that shows once the view has its data. */
  ready?: string;
  /** Column headers that must stay in sight at both sizes (the cut columns). */
  keep?: string[];
}

/** The EOA with the most ERC-20 transfers on the simulated mainnet C-Chain (pages of every address table). */
function busiestTokenHolder(sim: RunningSimulator): string {
  const chain = sim.dataset.evm.mainnet;
  let best = { address: '', transfers: 0 };
  chain.accounts.forEach((account, i) => {
    const transfers = chain.erc20ByAccount.get(i)?.length ?? 0;
    if (account.kind === 'eoa' && transfers > best.transfers) best = { address: account.address, transfers };
  });
  if (best.transfers === 0) throw new Error('no EOA with ERC-20 transfers on the simulated mainnet C-Chain');
  return best.address;
}

/** Every view, with data from the simulator; tables are opened on the tab that shows them. */
async function everyView(sim: RunningSimulator): Promise<ViewCase[]> {
  const chain = sim.dataset.evm.mainnet;
  const address = busiestTokenHolder(sim);
  const collection = chain.accounts[chain.collections[0]?.account as number]?.address as string;
  const teleporterTx = chain.txs.find((t) => t.success && t.teleporter);
  const tokenTx = chain.txs.find((t) => t.success && (t.erc20?.length ?? 0) > 0);
  if (!teleporterTx || !tokenTx) throw new Error('the simulated C-Chain lacks a teleporter or token transaction');
  const subnet = sim.dataset.primary.mainnet.subnets.find((s) => s.isL1)?.subnetId as string;
  const rewardNode = sim.dataset.primary.mainnet.pendingRewards[0]?.nodeId as string;
  const address$ = `#/address/43114/${address}`;
  return [
    { name: 'home', hash: '#/', ready: 'home-node-verdict' },
    { name: 'labels', hash: '#/labels', ready: 'watch-balance' },
    { name: 'address-txs', hash: address$, ready: 'table-row', keep: ['Status', 'Value', 'To'] },
    { name: 'address-erc20', hash: `${address$}?tab=erc20-transfers`, ready: 'table-row', keep: ['Amount', 'To'] },
    { name: 'address-balances', hash: `${address$}?tab=erc20-balances`, ready: 'table-row' },
    { name: 'tx-teleporter', hash: `#/tx/43114/${teleporterTx.hash}`, ready: 'tx-status' },
    { name: 'tx-tokens', hash: `#/tx/43114/${tokenTx.hash}`, ready: 'erc20-amount', keep: ['Amount', 'To'] },
    { name: 'blocks', hash: '#/blocks/43114', ready: 'table-row' },
    { name: 'block', hash: '#/block/43114/5', ready: 'block-view' },
    { name: 'nft', hash: `#/nft/43114/${collection}` },
    { name: 'subnets', hash: '#/subnets/mainnet', ready: 'table-row', keep: ['Validator manager'] },
    { name: 'subnet', hash: `#/subnet/mainnet/${subnet}` },
    { name: 'validators', hash: '#/validators/mainnet', ready: 'table-row', keep: ['Reward'] },
    { name: 'rewards', hash: `#/rewards/mainnet?nodeIds=${rewardNode}`, ready: 'table-row', keep: ['Est. reward'] },
    { name: 'vertices', hash: '#/vertices/mainnet' },
    { name: 'node', hash: '#/node' },
    { name: 'peers', hash: '#/node?tab=peers', ready: 'table-row', keep: ['Benched'] },
    { name: 'index', hash: '#/index/C/block' },
    { name: 'metrics', hash: '#/metrics/43114' },
    { name: 'export', hash: '#/export' },
    { name: 'signatures', hash: '#/signatures' },
    { name: 'settings', hash: '#/settings' },
  ];
}

async function settle(page: Page, view: ViewCase) {
  await expect(page.locator('main .view').first(), view.name).toBeVisible();
  if (view.ready) await expect(page.getByTestId(view.ready).first(), view.name).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main .skeleton'), `${view.name} still loading`).toHaveCount(0, { timeout: 20_000 });
}

async function shootBothThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shoot(page, `fit/${name}-${theme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const size of [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width}×${size.height} every view fits: nothing overflows unscrolled, every tab is reachable, tables keep their key columns, cut values carry their whole`, async ({
    app,
    page,
    sim,
  }) => {
    // Twenty-two views, each checked and shot in two themes (and its first table in two more).
    test.setTimeout(300_000);
    const views = await everyView(sim);
    // The labels view's watchlist and the address tables show a label where the address appears.
    await app.services.labels.set({
      address: busiestTokenHolder(sim).toLowerCase(),
      label: 'Ops wallet',
      watch: true,
      chainId: '43114',
    });
    await page.setViewportSize(size);
    for (const view of views) {
      await app.go(view.hash);
      await settle(page, view);
      const where = `${view.name} at ${size.width}`;
      expect.soft(await unscrolledOverflow(page), where).toEqual([]);
      expect.soft(await unreachableTabs(page), where).toEqual([]);
      const search = await page.getByTestId('search-input').boundingBox();
      expect.soft(search?.width ?? 0, `search box, ${where}`).toBeGreaterThanOrEqual(250);

      const tables = await tableFits(page);
      for (const t of tables) {
        const which = `${t.label} (${where})`;
        expect.soft(t.cutHeaders, `cut headers of ${which}`).toEqual([]);
        expect.soft(t.cutWithoutTitle, `cut cells without their whole value in ${which}`).toEqual([]);
        expect.soft(t.pastTheirRow, `content reaching past its row in ${which}`).toEqual([]);
        // A row wider than the view always says so.
        expect.soft(t.scrollsSideways ? t.cueShown : true, `scroll cue of ${which}`).toBe(true);
        if (t.headersBeyond.length > 0) expect.soft(t.scrollsSideways && t.cueShown, which).toBe(true);
        if (t.hiddenNote !== null) expect.soft(t.hiddenNote.length, which).toBeGreaterThan(0);
      }
      if (view.keep) {
        const visible = tables.flatMap((t) => t.visibleHeaders);
        for (const header of view.keep) expect.soft(visible, `${header} in sight, ${where}`).toContain(header);
      }

      await shootBothThemes(page, `${view.name}-${size.width}`);
      if (tables.length > 0) {
        await page.locator('main .vtable__frame').first().scrollIntoViewIfNeeded();
        await shootBothThemes(page, `${view.name}-${size.width}-table`);
      }
    }
  });
}
