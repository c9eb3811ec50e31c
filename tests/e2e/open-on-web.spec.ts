import { ExplorerTemplates } from '@shared/models/explorer';
import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

const EXPLORER = 'https://explorer.example';

/** A transaction, its block and its sender on the simulated mainnet C-Chain. */
function simItems(sim: RunningSimulator) {
  const evm = sim.dataset.evm.mainnet;
  const tx = evm.txs[evm.txs.length - 1];
  const block = evm.blocks[evm.blocks.length - 1];
  const account = evm.accounts.find((a) => a.kind === 'eoa');
  if (!tx || !block || !account) throw new Error('the simulated mainnet lacks a tx, block or account');
  return { txHash: tx.hash, blockNumber: String(block.number), address: account.address };
}

/** The message the shared schema gives for a template (what the form must show under the field). */
function templateMessage(field: 'tx' | 'address', value: string): string {
  const parsed = ExplorerTemplates.shape[field].safeParse(value);
  if (parsed.success) throw new Error(`"${value}" is a valid ${field} template`);
  return parsed.error.issues[0]?.message ?? '';
}

async function shootBothThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await shoot(page, `${name}-${theme}`, { fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a profile’s explorer templates are checked in the form (https only) and open the same item on the web', async ({
  app,
  page,
  sim,
  context,
}) => {
  // Settings, then three views with a popup each: several times one view's work.
  test.slow();
  const items = simItems(sim);
  await app.open('#/settings');
  await page.getByTestId('profile-new').click();
  const form = page.getByTestId('profile-form');
  await form.getByTestId('profile-input-name').fill('Sim with explorer');
  await form.getByTestId('profile-input-dataApiUrl').fill(sim.url);
  await form.getByTestId('profile-input-metricsApiUrl').fill(sim.url);
  await form.getByTestId('profile-input-nodeRpcUrl').fill(sim.url);

  // Snowtrace fills every field for the profile's network.
  await form.getByTestId('profile-explorer-snowtrace').click();
  await expect(form.getByTestId('profile-input-explorerTx')).toHaveValue('https://snowtrace.io/tx/{txHash}');
  await expect(form.getByTestId('profile-input-explorerChainIds')).toHaveValue('43114');

  // Bad templates: refused next to their fields, nothing saved, nothing typed lost.
  const plainHttp = `http://explorer.example/tx/{txHash}`;
  const noPlaceholder = `${EXPLORER}/address/`;
  await form.getByTestId('profile-input-explorerName').fill('Example explorer');
  await form.getByTestId('profile-input-explorerTx').fill(plainHttp);
  await form.getByTestId('profile-input-explorerAddress').fill(noPlaceholder);
  await form.getByTestId('profile-input-explorerChainIds').fill('43114, c-chain');
  await form.getByTestId('profile-save').click();
  await expect(form.getByTestId('profile-error-explorerTx')).toHaveText(templateMessage('tx', plainHttp));
  await expect(form.getByTestId('profile-error-explorerAddress')).toHaveText(templateMessage('address', noPlaceholder));
  await expect(form.getByTestId('profile-error-explorerChainIds')).toBeVisible();
  // The first marked field, in the form's order, takes the focus.
  await expect(form.getByTestId('profile-input-explorerChainIds')).toBeFocused();
  await form.getByTestId('profile-explorer').scrollIntoViewIfNeeded();
  await shootBothThemes(page, 'settings-explorer-errors');
  expect(app.services.profiles.list().some((p) => p.id === 'sim-with-explorer')).toBe(false);

  await form.getByTestId('profile-input-explorerTx').fill(`${EXPLORER}/tx/{txHash}`);
  await form.getByTestId('profile-input-explorerAddress').fill(`${EXPLORER}/address/{address}?chain={chainId}`);
  await form.getByTestId('profile-input-explorerBlock').fill(`${EXPLORER}/block/{number}`);
  await form.getByTestId('profile-input-explorerChainIds').fill('43114');
  await form.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-saved')).toContainText('Sim with explorer');
  expect(app.services.profiles.find('sim-with-explorer')?.explorer).toEqual({
    name: 'Example explorer',
    address: `${EXPLORER}/address/{address}?chain={chainId}`,
    tx: `${EXPLORER}/tx/{txHash}`,
    block: `${EXPLORER}/block/{number}`,
    chainIds: ['43114'],
  });
  await expect(page.getByTestId('profile-explorer-sim-with-explorer')).toHaveText('Example explorer (chain 43114)');
  await page.getByTestId('profile-use-sim-with-explorer').click();
  await expect(page.getByTestId('profile-switcher')).toHaveValue('sim-with-explorer');

  // The explorer is not reachable from here: serve its pages locally to see what the browser opened.
  await context.route(`${EXPLORER}/**`, (route) => route.fulfill({ contentType: 'text/plain', body: 'explorer' }));

  const cases = [
    [`#/tx/43114/${items.txHash}`, `${EXPLORER}/tx/${items.txHash}`],
    [`#/block/43114/${items.blockNumber}`, `${EXPLORER}/block/${items.blockNumber}`],
    [`#/address/43114/${items.address}`, `${EXPLORER}/address/${items.address}?chain=43114`],
  ] as const;
  for (const [hash, expected] of cases) {
    await app.open(hash);
    const link = page.getByTestId('open-on-web');
    await expect(link).toHaveText('Open on Example explorer↗');
    await expect(link).toHaveAttribute('href', expected);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(expected);
    await popup.close();
    if (hash.startsWith('#/tx')) await shootBothThemes(page, 'tx-open-on-web');
  }

  // A chain the explorer does not show: said so, no link.
  await app.open(`#/blocks/43114`);
  await app.open(`#/address/4337/${items.address}`);
  await expect(page.getByTestId('open-on-web')).toHaveCount(0);
  await expect(page.getByTestId('open-on-web-none')).toHaveText('Example explorer does not show chain 4337');
});

test('a profile without an explorer shows no Open on the web', async ({ app, page, sim }) => {
  const items = simItems(sim);
  await app.open(`#/tx/43114/${items.txHash}`);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  await expect(page.getByTestId('copy-link')).toBeVisible();
  await expect(page.getByTestId('open-on-web')).toHaveCount(0);
  await expect(page.getByTestId('open-on-web-none')).toHaveCount(0);
});
