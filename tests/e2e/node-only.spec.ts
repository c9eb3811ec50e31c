import type { EvmChainData } from '@sim/dataset/evm';
import { expect, type Page, test } from './fixtures';
import { shootThemes } from './theme-shots';

/**
 * A node-only profile made in Settings: no Data API or metrics URL, the simulator's Beam L1 added as a custom
 * chain by its RPC URL (chain id read with eth_chainId). Expected values come from the simulator's answers.
 */

const beamOf = (sim: { dataset: { evm: { chains: EvmChainData[] } } }) =>
  sim.dataset.evm.chains.find((c) => c.spec.chainName === 'Beam') as EvmChainData;

async function createNodeOnlyProfile(page: Page, simUrl: string, beam: EvmChainData) {
  await page.getByTestId('profile-new').click();
  const form = page.getByTestId('profile-form');
  await form.getByTestId('profile-input-name').fill('Beam operator');
  await form.getByTestId('profile-input-nodeRpcUrl').fill(simUrl);
  await form.getByTestId('custom-chain-add').click();
  await form.getByTestId('custom-chain-name-0').fill('Beam (own node)');
  await form.getByTestId('custom-chain-url-0').fill(`${simUrl}/ext/bc/${beam.spec.blockchainId}/rpc`);
  await form.getByTestId('custom-chain-read-0').click();
  await expect(form.getByTestId('custom-chain-id-0')).toHaveValue(beam.spec.evmChainId);
  await form.getByTestId('profile-input-defaultChainId').fill(beam.spec.evmChainId);
  await form.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-form')).toHaveCount(0);
}

test.describe('node-only profile', () => {
  test('custom chain: a bad URL is explained next to it, its chain id is read from the node, nothing typed is lost', async ({
    app,
    page,
    sim,
  }) => {
    await app.open('#/settings');
    await page.getByTestId('profile-new').click();
    const form = page.getByTestId('profile-form');
    await form.getByTestId('custom-chain-add').click();
    await form.getByTestId('custom-chain-name-0').fill('Mine');
    await form.getByTestId('custom-chain-url-0').fill('ftp://example.org/rpc');
    await form.getByTestId('custom-chain-read-0').click();
    await expect(form.getByTestId('profile-error-customChains.0.rpcUrl')).toHaveText(
      'must start with http:// or https://',
    );
    // A URL that answers, but is no EVM chain of this node.
    await form.getByTestId('custom-chain-url-0').fill(`${sim.url}/ext/bc/nope/rpc`);
    await form.getByTestId('custom-chain-read-0').click();
    await expect(form.getByTestId('profile-error-customChains.0.rpcUrl')).toContainText('eth_chainId failed');
    // Saving without a chain id says what to do under the chain id.
    await form.getByTestId('profile-input-name').fill('Half done');
    await form.getByTestId('profile-input-nodeRpcUrl').fill(sim.url);
    await form.getByTestId('profile-save').click();
    await expect(form.getByTestId('profile-error-customChains.0.chainId')).toHaveText(
      'read the chain id from the RPC URL first',
    );
    await expect(form.getByTestId('custom-chain-name-0')).toHaveValue('Mine');
    await shootThemes(page, 'node-only-profile-errors', async () => {
      await form.getByTestId('profile-custom-chains').scrollIntoViewIfNeeded();
    });
  });

  test('is saved without Data API, lists its custom chain in the picker, and Data API views show the notice', async ({
    app,
    page,
    sim,
  }) => {
    const beam = beamOf(sim);
    await app.open('#/settings');
    await createNodeOnlyProfile(page, sim.url, beam);
    const stored = app.services.profiles.list().find((p) => p.id === 'beam-operator');
    expect(stored).toMatchObject({
      dataApiUrl: '',
      metricsApiUrl: '',
      customChains: [
        {
          chainId: beam.spec.evmChainId,
          name: 'Beam (own node)',
          rpcUrl: `${sim.url}/ext/bc/${beam.spec.blockchainId}/rpc`,
        },
      ],
    });
    await page.getByTestId('profile-switcher').selectOption('beam-operator');

    await page.getByTestId('chain-picker-button').click();
    const options = page.getByTestId('chain-option');
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toHaveAttribute('data-chain-id', '43114');
    await expect(options.nth(1)).toHaveAttribute('data-chain-id', beam.spec.evmChainId);
    await expect(options.nth(1).getByTestId('chain-option-name')).toHaveText('Beam (own node)');
    await shootThemes(page, 'node-only-chain-picker', async () => {
      if ((await page.getByTestId('chain-picker-popover').count()) === 0)
        await page.getByTestId('chain-picker-button').click();
    });
    await options.nth(1).click();

    // A view that needs the indexer: the notice with a link to Settings, never an error panel.
    await app.open(`#/metrics/${beam.spec.evmChainId}`);
    await expect(page.getByTestId('missing-data-api').first()).toContainText('without a metrics API');
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await app.open('#/subnets/mainnet');
    await expect(page.getByTestId('missing-data-api').first()).toContainText('without a Data API');
    await expect(page.getByTestId('missing-data-api-settings').first()).toHaveAttribute('href', '#/settings');
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await shootThemes(page, 'node-only-notice', async () => {
      await expect(page.getByTestId('missing-data-api').first()).toBeVisible();
    });
  });
});
