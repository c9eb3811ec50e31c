import { LIVE_PAGE_SIZE } from '@renderer/queries/blocks';
import type { RunningSimulator } from '@sim/server';
import { integerText } from './expected';
import { expect, test } from './fixtures';
import { shoot } from './shots';

interface SimChain {
  chainId: string;
  chainName: string;
  isTestnet: boolean;
}

async function simChains(sim: RunningSimulator): Promise<SimChain[]> {
  const res = await fetch(`${sim.url}/v1/chains`);
  return ((await res.json()) as { chains: SimChain[] }).chains;
}

async function simLatestBlock(sim: RunningSimulator, chainId: string): Promise<string> {
  const res = await fetch(`${sim.url}/v1/chains/${chainId}/blocks?pageSize=1`);
  const body = (await res.json()) as { blocks: { blockNumber: string }[] };
  return body.blocks[0]?.blockNumber ?? '';
}

/** A mainnet chain other than the C-Chain, from the simulator's own list. */
async function otherMainnetChain(sim: RunningSimulator): Promise<SimChain> {
  const chain = (await simChains(sim)).find((c) => !c.isTestnet && c.chainId !== '43114');
  if (!chain) throw new Error('the simulator lists no mainnet L1');
  return chain;
}

// The simulator builds a chain's data on first use; build it before the app's own requests are timed.
test.beforeEach(async ({ sim }) => {
  await simChains(sim);
  await simLatestBlock(sim, '43114');
});

test.describe('chain picker', () => {
  test('lists every chain the Data API lists, grouped into mainnet and testnet', async ({ app, page, sim }) => {
    const chains = await simChains(sim);
    await app.open('#/blocks/43114');
    const button = page.getByTestId('chain-picker-button');
    await expect(page.getByTestId('chain-picker-name')).toHaveText(
      chains.find((c) => c.chainId === '43114')?.chainName ?? '',
    );
    await button.click();
    const popover = page.getByTestId('chain-picker-popover');
    await expect(popover.getByTestId('chain-option')).toHaveCount(chains.length);
    for (const [group, testnet] of [
      ['mainnet', false],
      ['testnet', true],
    ] as const) {
      const ids = await popover
        .getByTestId(`chain-group-${group}`)
        .getByTestId('chain-option')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-chain-id')));
      expect(ids).toEqual(chains.filter((c) => c.isTestnet === testnet).map((c) => c.chainId));
    }
    const names = await popover.getByTestId('chain-option-name').allTextContents();
    expect([...names].sort()).toEqual(chains.map((c) => c.chainName).sort());
    await expect(popover.locator('[data-chain-id="43114"]')).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('choosing a chain on #/blocks/43114 re-opens the blocks of that chain and remembers it', async ({
    app,
    page,
    sim,
  }) => {
    const target = await otherMainnetChain(sim);
    const latest = await simLatestBlock(sim, target.chainId);
    await app.open('#/blocks/43114?tab=blocks');
    await page.getByTestId('chain-picker-button').click();
    await page.getByTestId('chain-picker-popover').locator(`[data-chain-id="${target.chainId}"]`).click();

    await expect(page).toHaveURL(new RegExp(`#/blocks/${target.chainId}\\?tab=blocks$`));
    await expect(page.getByTestId('blocks-chain-name')).toHaveText(target.chainName);
    await expect(page.getByTestId('blocks-table').getByTestId('block-number').first()).toHaveText(
      `#${integerText(latest)}`,
    );
    await expect(page.getByTestId('chain-picker-button')).toHaveAttribute('data-chain-id', target.chainId);

    // Stored per profile: off EVM routes the picker and the chain links use it.
    await app.open('#/');
    await expect(page.getByTestId('chain-picker-button')).toHaveAttribute('data-chain-id', target.chainId);
    await expect(page.getByTestId('nav-blocks')).toHaveAttribute('href', `#/blocks/${target.chainId}`);
  });

  test('typing filters and the keyboard chooses; off EVM routes only the default changes', async ({
    app,
    page,
    sim,
  }) => {
    const fuji = (await simChains(sim)).filter((c) => c.chainName.toLowerCase().includes('fuji'));
    expect(fuji.length).toBeGreaterThan(0);
    await app.open('#/settings');
    const button = page.getByTestId('chain-picker-button');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const filter = page.getByTestId('chain-picker-filter');
    await expect(filter).toBeFocused();
    await filter.fill('fuji');
    const options = page.getByTestId('chain-option');
    await expect(options).toHaveCount(fuji.length);
    await filter.fill('no chain is called this');
    await expect(page.getByTestId('chain-picker-empty')).toBeVisible();
    await filter.fill('fuji');
    await expect(options.first()).toHaveClass(/is-active/);
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('chain-picker-popover')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(button).toHaveAttribute('data-chain-id', fuji[0]?.chainId as string);
    await expect(page.getByTestId('nav-blocks')).toHaveAttribute('href', `#/blocks/${fuji[0]?.chainId}`);
  });

  test('the route chain wins over the stored one', async ({ app, page, sim }) => {
    const target = await otherMainnetChain(sim);
    await app.open(`#/blocks/${target.chainId}`);
    await expect(page.getByTestId('chain-picker-button')).toHaveAttribute('data-chain-id', target.chainId);
    await expect(page.getByTestId('chain-picker-name')).toHaveText(target.chainName);
    // Nothing was chosen, so the default is still the profile's.
    await expect(page.getByTestId('nav-blocks')).toHaveAttribute('href', '#/blocks/43114');
  });

  test('a failed chain list shows the error in the picker, and Retry loads it', async ({ app, page, sim }) => {
    const chains = await simChains(sim);
    await app.fault('500', 1, '/v1/chains');
    await app.open('#/settings');
    await page.getByTestId('chain-picker-button').click();
    const popover = page.getByTestId('chain-picker-popover');
    await expect(popover.getByTestId('error-message')).toContainText('Injected 500');
    await popover.getByTestId('retry-button').click();
    await expect(popover.getByTestId('chain-option')).toHaveCount(chains.length);
  });

  test('screenshot: chain picker open, light and dark', async ({ app, page }) => {
    await page.setViewportSize({ width: 1360, height: 800 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await app.open('#/blocks/43114');
      await expect(page.getByTestId('blocks-table').getByTestId('row-count')).toHaveText(String(LIVE_PAGE_SIZE));
      await page.getByTestId('chain-picker-button').click();
      await expect(page.getByTestId('chain-option').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await shoot(page, `chain-picker-${theme}`, { animations: 'disabled' });
    }
  });
});
