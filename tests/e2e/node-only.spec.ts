import type { EvmChainData } from '@sim/dataset/evm';
import { parseUnits } from 'viem';
import { expect, type Page, test } from './fixtures';
import { beamOf, selectBeamNodeProfile } from './node-only-support';
import { shootThemes } from './theme-shots';

/**
 * A node-only profile made in Settings: no Data API or metrics URL, the simulator's Beam L1 added as a custom
 * chain by its RPC URL (chain id read with eth_chainId). Expected values come from the simulator's answers.
 */

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

  test('latest blocks, a block, a transaction with its decoded ERC-20 transfer and an address with balance and transfers over a range equal the Data API of the same chain', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(120_000);
    const beam = beamOf(sim);
    const chainId = beam.spec.evmChainId;
    selectBeamNodeProfile(app.services, sim.url, beam);
    const dataApi = async <T>(path: string): Promise<T> => (await (await fetch(`${sim.url}/v1${path}`)).json()) as T;

    // Latest blocks: newest first, the same numbers and hashes as the Data API's latest blocks.
    const latest = await dataApi<{ blocks: { blockNumber: string; blockHash: string; txCount: number }[] }>(
      `/chains/${chainId}/blocks?pageSize=10`,
    );
    await app.open(`#/blocks/${chainId}`);
    const rows = page.getByTestId('blocks-table').getByTestId('block-number');
    await expect(rows.first()).toHaveText(`#${Number(latest.blocks[0]?.blockNumber).toLocaleString('en-US')}`);
    await expect(page.getByTestId('node-blocks-source')).toBeVisible();
    const hashes = page.getByTestId('blocks-table').getByTestId('block-hash');
    await expect(hashes.first()).toHaveAttribute('title', latest.blocks[0]?.blockHash ?? '');
    await shootThemes(page, 'node-only-blocks', async () => {
      await expect(rows.first()).toBeVisible();
    });
    // The latest transactions come from the same node (node-only-live.spec.ts checks them row by row).
    await page.getByRole('tab', { name: 'Latest transactions' }).click();
    await expect(page.getByTestId('node-txs-source')).toBeVisible();
    await expect(page.getByTestId('missing-data-api')).toHaveCount(0);

    // A transfer of the busiest ERC-20 holder, as the Data API reports it.
    let holder = '';
    let most = -1;
    for (const [account, list] of beam.erc20ByAccount) {
      const a = beam.accounts[account];
      if (a?.kind === 'eoa' && list.length > most) {
        most = list.length;
        holder = a.address;
      }
    }
    const transfers = await dataApi<{
      transactions: {
        blockNumber: string;
        txHash: string;
        value: string;
        erc20Token: { symbol: string; decimals: number; address: string };
      }[];
    }>(`/chains/${chainId}/addresses/${holder}/transactions:listErc20?pageSize=100`);
    const transfer = transfers.transactions[0];
    if (!transfer) throw new Error('the holder has no ERC-20 transfer');

    await app.open(`#/block/${chainId}/${transfer.blockNumber}`);
    await expect(page.getByTestId('block-title')).toHaveText(
      `#${Number(transfer.blockNumber).toLocaleString('en-US')}`,
    );
    await expect(page.getByTestId('block-transactions')).toContainText(transfer.txHash.slice(0, 10));

    await app.open(`#/tx/${chainId}/${transfer.txHash}`);
    const decoded = page.getByTestId('node-tx-transfers');
    await expect(decoded.getByTestId('node-transfer-token').first()).toContainText(transfer.erc20Token.symbol);
    const amounts = await decoded
      .getByTestId('node-transfer-amount')
      .evaluateAll((els) => els.map((e) => (e.getAttribute('title') ?? '').split(' ')[0]?.replace(/,/g, '') ?? ''));
    expect(amounts.map((a) => parseUnits(a, transfer.erc20Token.decimals))).toContain(BigInt(transfer.value));
    await expect(page.getByTestId('tx-node-status')).toHaveAttribute('data-status', 'success');
    await expect(page.getByTestId('node-tx-selector')).toHaveText(/^0x[0-9a-f]{8}$/);
    await shootThemes(page, 'node-only-tx', async () => {
      await expect(decoded.getByTestId('node-transfer-token').first()).toBeVisible();
    });

    // The address: balance and nonce as the Data API has them; transfers over a range that needs several chunks.
    const native = await dataApi<{ nativeTokenBalance: { balance: string } }>(
      `/chains/${chainId}/addresses/${holder}/balances:getNative`,
    );
    await app.open(`#/address/${chainId}/${holder}`);
    const balanceTitle = await page.getByTestId('node-account-balance').getAttribute('title');
    expect(parseUnits((balanceTitle ?? '').split(' ')[0]?.replace(/,/g, '') ?? '', 18)).toBe(
      BigInt(native.nativeTokenBalance.balance),
    );
    await expect(page.getByTestId('node-account-kind')).toHaveAttribute('data-kind', 'account');
    const first = beam.spec.firstBlock;
    const last = first + beam.spec.blockCount - 1;
    await page.getByTestId('scan-from').fill(String(first));
    await page.getByTestId('scan-to').fill(String(last));
    await page.getByTestId('scan-start').click();
    await expect(page.getByTestId('scan-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    // The L1 node refuses ranges of 500 blocks or more: the scan had to shrink its chunks.
    await expect(page.getByTestId('scan-range')).toContainText('500 blocks per request');
    await expect(page.getByTestId('scan-range')).toContainText(
      `Scanned blocks ${first.toLocaleString('en-US')} to ${last.toLocaleString('en-US')} — complete`,
    );
    // Every page of the Data API's transfers in the same range (its endBlock is exclusive).
    let expected = 0;
    let token = '';
    do {
      const pageOf = await dataApi<{ transactions: unknown[]; nextPageToken?: string }>(
        `/chains/${chainId}/addresses/${holder}/transactions:listErc20?pageSize=100&startBlock=${first}&endBlock=${last + 1}${token ? `&pageToken=${token}` : ''}`,
      );
      expected += pageOf.transactions.length;
      token = pageOf.nextPageToken ?? '';
    } while (token);
    expect(expected).toBeGreaterThan(0);
    await expect(page.getByTestId('scan-status')).toHaveAttribute('data-count', String(expected));
    await expect(page.getByTestId('missing-data-api')).toBeVisible();
    await shootThemes(
      page,
      'node-only-address',
      async () => {
        await expect(page.getByTestId('scan-status')).toBeVisible();
      },
      1400,
    );

    // Search works the same on the chosen chain: a block number, a transaction hash, an address.
    const search = async (text: string) => {
      await page.getByTestId('search-input').fill(text);
      await page.getByTestId('search-input').press('Enter');
    };
    await search(transfer.blockNumber);
    await expect(page).toHaveURL(new RegExp(`#/block/${chainId}/${transfer.blockNumber}$`));
    await expect(page.getByTestId('block-title')).toBeVisible();
    await search(transfer.txHash);
    await expect(page).toHaveURL(new RegExp(`#/tx/${chainId}/${transfer.txHash}$`));
    await expect(page.getByTestId('node-tx-transfers')).toBeVisible();
    await search(holder);
    await expect(page).toHaveURL(new RegExp(`#/address/${chainId}/${holder}$`, 'i'));
    await expect(page.getByTestId('node-account')).toBeVisible();

    // Contract badge and bytecode size of the token contract.
    await app.open(`#/address/${chainId}/${transfer.erc20Token.address}`);
    await expect(page.getByTestId('node-account-kind')).toHaveAttribute('data-kind', 'contract');
    await expect(page.getByTestId('node-account-code-size')).toHaveText(/^[\d,]+ bytes$/);
  });

  test('a transfer scan can be cancelled: what was read stays, and the unread blocks are named', async ({
    app,
    page,
    sim,
  }) => {
    const beam = beamOf(sim);
    const chainId = beam.spec.evmChainId;
    selectBeamNodeProfile(app.services, sim.url, beam);
    const holder = beam.accounts.find((a) => a.kind === 'eoa')?.address ?? '';
    const first = beam.spec.firstBlock;
    const last = first + beam.spec.blockCount - 1;
    await app.open(`#/address/${chainId}/${holder}`);
    await expect(page.getByTestId('node-account')).toBeVisible();
    // Every further request to the chain's RPC waits 4 s, so the scan is still running when Cancel is pressed.
    await app.fault('latency:4000', 50, `/ext/bc/${beam.spec.blockchainId}/rpc`);
    await page.getByTestId('scan-from').fill(String(first));
    await page.getByTestId('scan-to').fill(String(last));
    await page.getByTestId('scan-start').click();
    await expect(page.getByTestId('scan-status')).toHaveAttribute('data-status', 'scanning');
    await page.getByTestId('scan-cancel').click();
    await expect(page.getByTestId('scan-status')).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByTestId('scan-range')).toContainText(
      `Nothing scanned yet — cancelled; blocks ${first.toLocaleString('en-US')} to ${last.toLocaleString('en-US')} were not read`,
    );
    await expect(page.getByTestId('scan-start')).toBeEnabled();
    await app.clearFaults();
  });
});
