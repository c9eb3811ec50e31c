import { classifySearch } from '@renderer/search/classify';
import { routeTo } from '@shared/routing/routes';
import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

/** The local profile of the fixtures: mainnet, C-Chain. */
const CTX = { chainId: '43114', network: 'mainnet' } as const;

async function search(page: Page, text: string) {
  const box = page.getByTestId('search-input');
  await box.fill(text);
  await box.press('Enter');
}

/** The hash the page shows, decoded the way the router reads it. */
const currentHash = (page: Page) => page.evaluate(() => window.location.hash);

/** Real identifiers of the simulated mainnet, one of each kind the search box recognises. */
function simIds(sim: RunningSimulator) {
  const primary = sim.dataset.primary.mainnet;
  const evm = sim.dataset.evm.mainnet;
  const validator = primary.primaryValidators[0];
  const subnet = primary.subnets.find((s) => s.subnetId !== '11111111111111111111111111111111LpoYY');
  const rewardAddress = validator?.validationRewardOwner.addresses[0];
  const tx = evm.txs[evm.txs.length - 1];
  const block = evm.blocks[evm.blocks.length - 1];
  const account = evm.accounts.find((a) => a.kind === 'eoa');
  if (!validator || !subnet || !rewardAddress || !tx || !block || !account) {
    throw new Error('the simulated mainnet lacks an identifier this test needs');
  }
  return {
    nodeId: validator.nodeID,
    subnetId: subnet.subnetId,
    pAddress: rewardAddress.startsWith('P-') ? rewardAddress : `P-${rewardAddress}`,
    txHash: tx.hash,
    blockNumber: String(block.number),
    address: account.address,
  };
}

/** Flips one character (kept in the base58 alphabet) so a cb58 checksum no longer matches. */
function corrupt(text: string, at: number): string {
  const c = text[at] as string;
  return `${text.slice(0, at)}${c === '2' ? '3' : '2'}${text.slice(at + 1)}`;
}

async function shootBothThemes(page: Page, view: string, show: () => Promise<void>) {
  await page.setViewportSize({ width: 1360, height: 640 });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await show();
    await shoot(page, `${view}-${theme}`, { animations: 'disabled' });
  }
}

test.describe('search routes', () => {
  /** Searches each input from home and checks the page lands on the hash the classifier promises. */
  async function expectRoutes(page: Page, cases: [input: string, hash: string][]) {
    for (const [input, hash] of cases) {
      const outcome = classifySearch(input, CTX);
      expect(outcome.kind === 'route' && outcome.hash).toBe(hash);
      await search(page, input);
      await expect.poll(() => currentHash(page)).toBe(hash);
      await expect(page.getByTestId('search-input')).toHaveValue('');
      await expect(page.getByTestId('search-error')).toHaveCount(0);
    }
  }

  test('an address, a tx hash, a block number and a pasted link open on the active chain', async ({
    app,
    page,
    sim,
  }) => {
    const ids = simIds(sim);
    await app.open('#/');
    await expectRoutes(page, [
      [ids.address, routeTo('address', { chainId: CTX.chainId, address: ids.address })],
      [ids.txHash, routeTo('tx', { chainId: CTX.chainId, txHash: ids.txHash })],
      [ids.blockNumber, routeTo('block', { chainId: CTX.chainId, number: ids.blockNumber })],
      [
        `http://127.0.0.1:1/?token=x#/address/43114/${ids.address}?tab=erc20`,
        `${routeTo('address', { chainId: '43114', address: ids.address })}?tab=erc20`,
      ],
    ]);
  });

  test('a NodeID, a subnet id and a P-Chain address open on the active network', async ({ app, page, sim }) => {
    const ids = simIds(sim);
    await app.open('#/');
    await expectRoutes(page, [
      [ids.nodeId, `${routeTo('validators', { network: CTX.network })}?node=${ids.nodeId}`],
      [ids.subnetId, routeTo('subnet', { network: CTX.network, subnetId: ids.subnetId })],
      [ids.pAddress, `${routeTo('rewards', { network: CTX.network })}?addresses=${ids.pAddress}`],
    ]);
  });

  test('a fuji address opens the fuji rewards whatever the active network', async ({ app, page, sim }) => {
    const owner = sim.dataset.primary.fuji.primaryValidators[0]?.validationRewardOwner.addresses[0];
    if (!owner) throw new Error('no fuji reward owner');
    const address = owner.replace(/^[PX]-/, '');
    await app.open('#/');
    await search(page, address);
    await expect.poll(() => currentHash(page)).toBe(`${routeTo('rewards', { network: 'fuji' })}?addresses=${address}`);
  });

  test('an invalid NodeID or subnet id says why under the box and goes nowhere', async ({ app, page, sim }) => {
    const ids = simIds(sim);
    await app.open('#/');
    const error = page.getByTestId('search-error');

    const badNode = corrupt(ids.nodeId, 12);
    const nodeOutcome = classifySearch(badNode, CTX);
    if (nodeOutcome.kind !== 'unrecognised') throw new Error('expected the corrupted NodeID to be refused');
    await search(page, badNode);
    await expect(error).toHaveText(nodeOutcome.reason);
    await expect(error).toContainText('NodeID checksum invalid');
    await expect(page.getByTestId('search-input')).toHaveValue(badNode);
    await expect(page.getByTestId('search-input')).toHaveAttribute('aria-invalid', 'true');
    expect(await currentHash(page)).toBe('#/');

    const badSubnet = corrupt(ids.subnetId, 8);
    const subnetOutcome = classifySearch(badSubnet, CTX);
    if (subnetOutcome.kind !== 'unrecognised') throw new Error('expected the corrupted id to be refused');
    await search(page, badSubnet);
    await expect(error).toHaveText(subnetOutcome.reason);
    await expect(error).toContainText('checksum invalid');

    await shootBothThemes(page, 'search-error', async () => {
      await search(page, badNode);
      await expect(error).toBeVisible();
    });
  });

  test('recent searches drop down under the box and work with the keyboard', async ({ app, page, sim }) => {
    const ids = simIds(sim);
    const blockHash = routeTo('block', { chainId: CTX.chainId, number: ids.blockNumber });
    const nodeHash = `${routeTo('validators', { network: CTX.network })}?node=${ids.nodeId}`;
    const txHash = routeTo('tx', { chainId: CTX.chainId, txHash: ids.txHash });
    await app.open('#/settings');
    for (const input of [ids.blockNumber, ids.nodeId, ids.txHash]) await search(page, input);
    await expect.poll(() => currentHash(page)).toBe(txHash);

    // "/" focuses the box and offers the recent searches, newest first.
    await page.locator('body').press('/');
    const box = page.getByTestId('search-input');
    await expect(box).toBeFocused();
    const options = page.getByTestId('search-suggestion');
    await expect(options).toHaveCount(3);
    expect(await options.evaluateAll((els) => els.map((el) => el.getAttribute('data-hash')))).toEqual([
      txHash,
      nodeHash,
      blockHash,
    ]);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', 'search-option-1');
    await box.press('Enter');
    await expect.poll(() => currentHash(page)).toBe(nodeHash);

    // Typing narrows the list; Escape closes it and keeps what was typed.
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.fill(ids.blockNumber);
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveAttribute('data-hash', blockHash);
    await box.press('Escape');
    await expect(page.getByTestId('search-suggestions')).toHaveCount(0);
    await expect(box).toHaveValue(ids.blockNumber);
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect.poll(() => currentHash(page)).toBe(blockHash);

    await shootBothThemes(page, 'search-suggestions', async () => {
      await box.focus();
      await expect(options).toHaveCount(3);
      await box.press('ArrowDown');
    });

    // Clear forgets them everywhere.
    await box.focus();
    await page.getByTestId('search-recent-clear').click();
    await expect(options).toHaveCount(0);
    await box.press('Escape');
    await page.getByTestId('brand-home').click();
    await expect(page.getByTestId('recent-searches')).toHaveCount(0);
  });
});
