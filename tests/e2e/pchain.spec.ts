import type { RunningSimulator } from '@sim/server';
import { avaxText } from './expected';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';
import { simRpc } from './sim-data';

const TAB = '#/node?tab=pchain';

interface SimBlockJson {
  parentID: string;
  height: number | string;
  id: string;
  txs: { id?: string; unsignedTx: { blockchainID?: string }; credentials: { signatures: string[] }[] }[];
}
const blockByHeight = <B>(sim: RunningSimulator, height: number, encoding: 'hex' | 'json') =>
  simRpc<{ block: B }>(sim, '/ext/bc/P', 'platform.getBlockByHeight', { height, encoding });

async function loadHeight(page: Page, height: string) {
  await page.getByTestId('pchain-block-lookup').selectOption('height');
  await page.getByTestId('pchain-block-value').fill(height);
  await page.getByTestId('pchain-block-load').click();
}

test.describe('P-Chain tools', () => {
  test('a block by height in JSON matches the node; the parent link and prev/next navigate; hex shows the bytes', async ({
    app,
    page,
    sim,
  }) => {
    const height = sim.dataset.primary.mainnet.pBlocks.find((b) => b.height > 3 && b.txs.length > 0)?.height;
    if (height === undefined) throw new Error('the simulator has no P-Chain block with transactions');
    const { block } = await blockByHeight<SimBlockJson>(sim, height, 'json');
    const parent = await blockByHeight<SimBlockJson>(sim, height - 1, 'json');
    const firstTx = block.txs[0];
    if (!firstTx) throw new Error('no transaction');

    await app.open(TAB);
    await expect(page.getByTestId('pchain-tools')).toBeVisible();
    await loadHeight(page, String(height));
    const json = page.getByTestId('pchain-block-json');
    await expect(json.getByTestId('pchain-block-height')).toHaveAttribute('data-value', String(block.height));
    await expect(json.getByTestId('pchain-block-id')).toHaveAttribute('data-value', block.id);
    await expect(json.getByTestId('pchain-block-parent')).toHaveAttribute('data-value', block.parentID);
    await expect(json.getByTestId('pchain-block-tx-count')).toHaveText(String(block.txs.length));
    await expect(json.getByTestId('pchain-tx')).toHaveCount(block.txs.length);
    if (firstTx.unsignedTx.blockchainID) {
      await expect(json.getByTestId('pchain-unsigned-tx').first()).toContainText(firstTx.unsignedTx.blockchainID);
    }
    const signatures = firstTx.credentials.flatMap((c) => c.signatures);
    const shown = json.getByTestId('pchain-tx').first().getByTestId('pchain-signature');
    await expect(shown).toHaveCount(signatures.length);
    if (signatures[0]) await expect(shown.first()).toHaveAttribute('data-value', signatures[0]);

    // The parent is loaded by its id.
    await json.getByTestId('pchain-block-parent').click();
    await expect(page).toHaveURL(new RegExp(`pblock=${block.parentID}`));
    await expect(page.getByTestId('pchain-block-height')).toHaveAttribute('data-value', String(parent.block.height));
    await expect(page.getByTestId('pchain-block-id')).toHaveAttribute('data-value', block.parentID);
    await expect(page.getByTestId('pchain-block-value')).toHaveValue(block.parentID);

    // Hex of a block asked by id: the bytes, and prev/next still know its height.
    const parentHex = await blockByHeight<string>(sim, height - 1, 'hex');
    const ownHex = await blockByHeight<string>(sim, height, 'hex');
    const byteCount = page.getByTestId('pchain-block-hex').getByTestId('hex-byte-count');
    // The encoding lives in the hash, so the radio turns checked once the hash change is read back.
    await page.getByTestId('pchain-encoding-hex').click({ force: true });
    await expect(page.getByTestId('pchain-encoding-hex')).toBeChecked();
    await expect(byteCount).toHaveText(((parentHex.block.length - 2) / 2).toLocaleString('en-US'));
    await expect(page.getByTestId('pchain-block-next')).toHaveText(`#${height.toLocaleString('en-US')} →`);
    await page.getByTestId('pchain-block-next').click();
    await expect(page).toHaveURL(new RegExp(`pblock=${height}&penc=hex|penc=hex&pblock=${height}`));
    await expect(byteCount).toHaveText(((ownHex.block.length - 2) / 2).toLocaleString('en-US'));

    await page.getByTestId('pchain-encoding-json').click({ force: true });
    await expect(page.getByTestId('pchain-encoding-json')).toBeChecked();
    await expect(page.getByTestId('pchain-block-height')).toHaveAttribute('data-value', String(height));
    await page.getByTestId('pchain-block-previous').click();
    await expect(page.getByTestId('pchain-block-height')).toHaveAttribute('data-value', String(height - 1));
    await expect(page.getByTestId('pchain-block-value')).toHaveValue(String(height - 1));
  });

  test('an invalid height is refused next to the field and nothing is sent', async ({ app, page }) => {
    await app.open(TAB);
    await expect(page.getByTestId('pchain-supply-avax')).toBeVisible();
    // The node view's health card keeps probing the node, so count this form's own calls only.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (/\/ipc\/node\.platform\.(getBlock|getBlockByHeight|getBlockchainStatus)$/.test(new URL(r.url()).pathname)) {
        sent.push(r.url());
      }
    });
    await loadHeight(page, '-1');
    await expect(page.getByTestId('pchain-block-error')).toHaveText('height must be 0 or more');
    await loadHeight(page, 'tip');
    await expect(page.getByTestId('pchain-block-error')).toHaveText('height must be a whole number');
    await expect(page.getByTestId('pchain-block-value')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('pchain-status-id').fill('not-a-chain');
    await page.getByTestId('pchain-status-check').click();
    await expect(page.getByTestId('pchain-status-error')).toContainText('blockchainID');
    expect(sent).toEqual([]);
  });

  test('blockchain status explains all five states and highlights the answer; supply is in AVAX with 9 decimals', async ({
    app,
    page,
    sim,
  }) => {
    const xChainId = sim.dataset.primary.mainnet.xChainId;
    const { status } = await simRpc<{ status: string }>(sim, '/ext/bc/P', 'platform.getBlockchainStatus', {
      blockchainID: xChainId,
    });
    const { supply } = await simRpc<{ supply: string }>(sim, '/ext/bc/P', 'platform.getCurrentSupply', {});

    await app.open(TAB);
    for (const state of ['Validating', 'Created', 'Preferred', 'Syncing', 'Unknown']) {
      await expect(page.getByTestId(`pchain-state-${state}`)).toHaveAttribute('data-current', 'false');
    }
    await page.getByTestId('pchain-status-alias-X').click();
    await expect(page.getByTestId('pchain-status-id')).toHaveValue(xChainId);
    await expect(page.getByTestId('pchain-status-answer')).toHaveAttribute('data-value', status);
    await expect(page.getByTestId(`pchain-state-${status}`)).toHaveAttribute('data-current', 'true');
    await expect(page.locator('[data-testid^="pchain-state-"][data-current="true"]')).toHaveCount(1);

    await expect(page.getByTestId('pchain-supply-avax')).toHaveText(avaxText(supply));
    await expect(page.getByTestId('pchain-supply-avax')).toHaveText(/\.\d{9}$/);
    await expect(page.getByTestId('pchain-supply-unit')).toHaveText('AVAX');

    await expect(page.getByTestId('deprecated-badge')).toHaveCount(2);
    await expect(page.getByTestId('deprecated-badge').first()).toHaveText('DEPRECATED since v1.9.12');

    await page.setViewportSize({ width: 1360, height: 1100 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await loadHeight(page, '4');
      await expect(page.getByTestId('pchain-block-height')).toHaveAttribute('data-value', '4');
      // <main> scrolls: start the picture at the top of the node view, tab strip included.
      await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
      await shoot(page, `pchain-tools-${theme}`, { animations: 'disabled' });
    }
  });

  test('an injected node error shows the error panel, and Retry loads the supply', async ({ app, page, sim }) => {
    const { supply } = await simRpc<{ supply: string }>(sim, '/ext/bc/P', 'platform.getCurrentSupply', {});
    // The health card's probes also call the P-Chain: fail every P-Chain call until the panel shows.
    await app.fault('500', 1000, '/ext/bc/P');
    await app.open(TAB);
    const card = page.getByTestId('pchain-supply');
    await expect(card.getByTestId('error-panel')).toBeVisible();
    await app.clearFaults();
    await card.getByTestId('retry-button').click();
    await expect(card.getByTestId('pchain-supply-avax')).toHaveText(avaxText(supply));
  });

  test('the deprecated getBalance and getBlockchains still answer as the node does', async ({ app, page, sim }) => {
    // A P-Chain address that holds something, so the figure shown cannot be a coincidental zero.
    let address: string | undefined;
    let balance = { balance: '0' };
    for (const v of sim.dataset.primary.mainnet.primaryValidators.slice(0, 40)) {
      const candidate = v.validationRewardOwner.addresses[0];
      if (!candidate) continue;
      balance = await simRpc<{ balance: string }>(sim, '/ext/bc/P', 'platform.getBalance', { addresses: [candidate] });
      if (BigInt(balance.balance) > 0n) {
        address = candidate;
        break;
      }
    }
    if (!address) throw new Error('no funded P-Chain address among the first 40 validators');
    const chains = await simRpc<{ blockchains: unknown[] }>(sim, '/ext/bc/P', 'platform.getBlockchains', {});

    await app.open(TAB);
    await page.getByTestId('pchain-balance-addresses').fill(`${address}, X-avax1notp`);
    await page.getByTestId('pchain-balance-load').click();
    await expect(page.getByTestId('pchain-balance-error')).toContainText('address 2 (X-avax1notp)');
    await page.getByTestId('pchain-balance-addresses').fill(address);
    await page.getByTestId('pchain-balance-load').click();
    await expect(page.getByTestId('pchain-balance-total')).toContainText(avaxText(balance.balance));

    await page.getByTestId('pchain-blockchains-load').click();
    await expect(page.getByTestId('pchain-blockchains-table').getByTestId('row-count')).toHaveText(
      String(chains.blockchains.length),
    );

    // A listed chain is one click from its status.
    const table = page.getByTestId('pchain-blockchains-table');
    const chainId = (await table.getByTestId('pchain-chain-id').nth(2).getAttribute('data-value')) as string;
    const { status } = await simRpc<{ status: string }>(sim, '/ext/bc/P', 'platform.getBlockchainStatus', {
      blockchainID: chainId,
    });
    await table.getByTestId('pchain-chain-status').nth(2).click();
    await expect(page.getByTestId('pchain-status-id')).toHaveValue(chainId);
    await expect(page.getByTestId('pchain-status-answer')).toHaveAttribute('data-value', status);
    await expect(page.getByTestId(`pchain-state-${status}`)).toHaveAttribute('data-current', 'true');
  });
});
