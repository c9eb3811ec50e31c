import { expect, type Page, test } from './fixtures';
import { beamOf, beamRpcUrl, quietChainOf, selectBeamNodeProfile, simDataApi, simRpcCall } from './node-only-support';
import { shootThemes } from './theme-shots';

/**
 * Node only: the home dashboard and the latest-transactions list are read from the newest blocks over node RPC
 * (batched eth_getBlockByNumber with full transactions). What they show must be what the simulator's Data API
 * lists as the latest blocks and transactions of the same chain.
 */

interface DataBlock {
  blockNumber: string;
  txCount: number;
}
interface DataTx {
  txHash: string;
  blockNumber: string;
}

/** The block numbers the block links point at. */
const linkedBlocks = async (page: Page) =>
  (await page.getByTestId('home-block-link').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))).map(
    (href) => href.split('/').pop() ?? '',
  );
/** The full hashes behind the shortened transaction links. */
const linkedTxs = (page: Page) =>
  page.getByTestId('home-tx-link').evaluateAll((els) => els.map((e) => e.getAttribute('data-value') ?? ''));

/** Every transaction the Data API lists as latest on the chain, down to block `bottom`. */
async function dataTxsDownTo(simUrl: string, chainId: string, bottom: number): Promise<DataTx[]> {
  const out: DataTx[] = [];
  let token = '';
  for (;;) {
    const page = await simDataApi<{ transactions: DataTx[]; nextPageToken?: string }>(
      simUrl,
      `/chains/${chainId}/transactions?pageSize=100${token ? `&pageToken=${token}` : ''}`,
    );
    for (const t of page.transactions) {
      if (Number(t.blockNumber) < bottom) return out;
      out.push(t);
    }
    token = page.nextPageToken ?? '';
    if (!token) return out;
  }
}

test.describe('node-only live lists', () => {
  test('home: latest blocks and the latest transactions from the newest blocks equal the Data API, labelled, refreshed live; metrics keep the notice', async ({
    app,
    page,
    sim,
  }) => {
    const beam = beamOf(sim);
    const chainId = selectBeamNodeProfile(app.services, sim.url, beam);
    const blocks = await simDataApi<{ blocks: DataBlock[] }>(sim.url, `/chains/${chainId}/blocks?pageSize=6`);
    const txs = await simDataApi<{ transactions: DataTx[] }>(sim.url, `/chains/${chainId}/transactions?pageSize=6`);
    const head = Number(BigInt(await simRpcCall<string>(beamRpcUrl(sim.url, beam), 'eth_blockNumber', [])));

    await app.open('#/');
    const home = page.getByTestId('home-dashboard');
    await expect(home.getByTestId('home-block')).toHaveCount(blocks.blocks.length);
    expect(await linkedBlocks(page)).toEqual(blocks.blocks.map((b) => b.blockNumber));
    const txCounts = await home
      .getByTestId('home-block')
      .evaluateAll((rows) =>
        rows.map((r) => Number((r.querySelector('.muted')?.textContent ?? '').replace(/\D/g, ''))),
      );
    expect(txCounts).toEqual(blocks.blocks.map((b) => b.txCount));

    await expect(home.getByTestId('home-tx')).toHaveCount(txs.transactions.length);
    expect(await linkedTxs(page)).toEqual(txs.transactions.map((t) => t.txHash));
    // Labelled with the blocks they were taken from: down from the node's head.
    const source = home.getByTestId('home-txs-source');
    await expect(source).toHaveAttribute('data-top', String(head));
    const bottom = Number(await source.getAttribute('data-bottom'));
    await expect(source).toContainText(`From the last ${head - bottom + 1} blocks`);
    expect(Number(txs.transactions.at(-1)?.blockNumber)).toBeGreaterThanOrEqual(bottom);

    // Metrics need the metrics API: the plain notice, not an error.
    await expect(home.getByTestId('home-metrics').getByTestId('missing-data-api')).toContainText(
      'without a metrics API',
    );
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await shootThemes(page, 'node-only-home', async () => {
      await expect(home.getByTestId('home-tx').first()).toBeVisible();
    });

    // Live: the dashboard asks the node for its head again by itself.
    const mark = sim.stats.requests;
    const beamPath = `/ext/bc/${beam.spec.blockchainId}/rpc`;
    await expect
      .poll(
        () =>
          sim.received.some(
            (r) =>
              r.seq > mark &&
              r.path === beamPath &&
              (r.body as { method?: string } | undefined)?.method === 'eth_blockNumber',
          ),
        { timeout: 25_000 },
      )
      .toBe(true);
  });

  test('home: a node that fails, a slow node and a quiet chain each say so in place', async ({ app, page, sim }) => {
    test.setTimeout(90_000);
    const beam = beamOf(sim);
    const quiet = quietChainOf(sim, sim.url);
    selectBeamNodeProfile(app.services, sim.url, beam, {}, [quiet]);
    const beamPath = `/ext/bc/${beam.spec.blockchainId}/rpc`;

    // Loading: every answer of the chain's node held back.
    await app.fault('latency:5000', 50, beamPath);
    await shootThemes(page, 'node-only-home-loading', async () => {
      await app.open('#/');
      await expect(page.getByTestId('home-transactions').locator('[aria-busy="true"]').first()).toBeVisible();
    });
    await app.clearFaults();

    // The node fails: each card says what could not be read, with Retry; the rest of home stands.
    await app.fault('500', 200, beamPath);
    await app.open('#/');
    const txCard = page.getByTestId('home-transactions');
    await expect(txCard).toContainText('Could not read latest transactions from the node', { timeout: 20_000 });
    await expect(page.getByTestId('home-blocks')).toContainText('Could not read latest blocks from the node');
    await expect(page.getByTestId('active-profile')).toBeVisible();
    await shootThemes(page, 'node-only-home-error', async () => {
      await expect(txCard).toContainText('Could not read');
    });
    await app.clearFaults();

    // A chain whose newest blocks hold no transaction: said with the blocks that were read.
    const head = Number(BigInt(await simRpcCall<string>(quiet.rpcUrl, 'eth_blockNumber', [])));
    await page.getByTestId('chain-picker-button').click();
    await page.locator(`[data-testid="chain-option"][data-chain-id="${quiet.chainId}"]`).click();
    const none = txCard.getByTestId('home-txs-none');
    await expect(none).toBeVisible();
    const source = txCard.getByTestId('home-txs-source');
    await expect(source).toHaveAttribute('data-top', String(head));
    const bottom = Number(await source.getAttribute('data-bottom'));
    await expect(none).toHaveText(
      `No transactions in the last ${head - bottom + 1} blocks (#${bottom.toLocaleString('en-US')} to #${head.toLocaleString('en-US')}).`,
    );
    await expect(page.getByTestId('home-block')).toHaveCount(6);
    await shootThemes(page, 'node-only-home-quiet', async () => {
      await expect(none).toBeVisible();
    });
  });

  test('latest transactions tab: the newest blocks’ transactions, paged backwards through blocks, equal the Data API', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const beam = beamOf(sim);
    const chainId = selectBeamNodeProfile(app.services, sim.url, beam);
    const head = Number(BigInt(await simRpcCall<string>(beamRpcUrl(sim.url, beam), 'eth_blockNumber', [])));

    await app.open(`#/blocks/${chainId}?tab=transactions`);
    const panel = page.getByTestId('latest-transactions');
    const source = panel.getByTestId('node-txs-source');
    await expect(source).toHaveAttribute('data-top', String(head));
    const firstBottom = Number(await source.getAttribute('data-bottom'));
    const expectedFirst = await dataTxsDownTo(sim.url, chainId, firstBottom);
    expect(expectedFirst.length).toBeGreaterThanOrEqual(25);
    await expect(panel.getByTestId('row-count')).toContainText(String(expectedFirst.length));
    await expect(panel.getByTestId('tx-hash').first()).toHaveAttribute('data-value', expectedFirst[0]?.txHash ?? '');
    await expect(source).toContainText(
      `The transactions of blocks #${firstBottom.toLocaleString('en-US')} to #${head.toLocaleString('en-US')}`,
    );
    await expect(page.getByTestId('missing-data-api')).toHaveCount(0);
    await shootThemes(page, 'node-only-latest-txs', async () => {
      await expect(panel.getByTestId('tx-hash').first()).toBeVisible();
    });

    // Older blocks: the next page continues below the first one's lowest block.
    await panel.getByTestId('load-more').click();
    await expect(panel.getByTestId('page-count')).toHaveText('2');
    const secondBottom = Number(await source.getAttribute('data-bottom'));
    expect(secondBottom).toBeLessThan(firstBottom);
    const expectedBoth = await dataTxsDownTo(sim.url, chainId, secondBottom);
    await expect(panel.getByTestId('row-count')).toContainText(String(expectedBoth.length));

    // Refresh starts again at the head with one page.
    await panel.getByTestId('live-refresh').click();
    await expect(panel.getByTestId('page-count')).toHaveText('1');
    await expect(source).toHaveAttribute('data-bottom', String(firstBottom));
  });

  test('latest transactions tab: a quiet chain names the blocks it read, a failing node shows its error with Retry', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const beam = beamOf(sim);
    const quiet = quietChainOf(sim, sim.url);
    selectBeamNodeProfile(app.services, sim.url, beam, {}, [quiet]);
    const head = Number(BigInt(await simRpcCall<string>(quiet.rpcUrl, 'eth_blockNumber', [])));

    await app.open(`#/blocks/${quiet.chainId}?tab=transactions`);
    const panel = page.getByTestId('latest-transactions');
    const empty = panel.getByTestId('table-empty');
    // One page reads at most 100 blocks down from the head, and says so.
    await expect(empty).toHaveText(
      `No transactions in blocks #${(head - 99).toLocaleString('en-US')} to #${head.toLocaleString('en-US')}. Load more reads older blocks.`,
    );
    await expect(panel.getByTestId('load-more')).toBeVisible();
    await shootThemes(page, 'node-only-latest-txs-quiet', async () => {
      await expect(empty).toBeVisible();
    });

    const beamPath = `/ext/bc/${beam.spec.blockchainId}/rpc`;
    await app.fault('500', 200, beamPath);
    await app.open(`#/blocks/${beam.spec.evmChainId}?tab=transactions`);
    const failed = panel.getByTestId('table-error');
    await expect(failed).toContainText('Injected 500', { timeout: 20_000 });
    await shootThemes(page, 'node-only-latest-txs-error', async () => {
      await expect(failed).toBeVisible();
    });
    await app.clearFaults();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByTestId('tx-hash').first()).toBeVisible();
  });
});

test.describe('custom chains on a profile with a Data API', () => {
  test('a chain the Data API does not list is read from its RPC URL, one it lists stays on the Data API', async ({
    app,
    page,
    sim,
  }) => {
    const beam = beamOf(sim);
    const quiet = quietChainOf(sim, sim.url);
    const { environment: _env, ...local } = app.services.profiles.get('local');
    app.services.profiles.save({
      ...local,
      id: 'local-plus',
      name: 'Local plus my chains',
      builtin: false,
      customChains: [
        { ...quiet, symbol: 'DUNE' },
        { chainId: beam.spec.evmChainId, name: 'Beam by RPC', rpcUrl: beamRpcUrl(sim.url, beam) },
      ],
    });
    app.services.profiles.select('local-plus');
    const head = Number(BigInt(await simRpcCall<string>(quiet.rpcUrl, 'eth_blockNumber', [])));

    // Not indexed: the node's latest blocks, the address from the node with the reason the lists are absent.
    await app.open(`#/blocks/${quiet.chainId}`);
    await expect(page.getByTestId('node-blocks-source')).toBeVisible();
    await expect(page.getByTestId('blocks-table').getByTestId('block-number').first()).toHaveText(
      `#${head.toLocaleString('en-US')}`,
    );
    const someone = beam.accounts.find((a) => a.kind === 'eoa')?.address ?? '';
    await app.open(`#/address/${quiet.chainId}/${someone}`);
    await expect(page.getByTestId('node-account')).toBeVisible();
    await expect(page.getByTestId('not-indexed')).toContainText(`${quiet.name} is a custom chain of this profile`);
    await expect(page.getByTestId('missing-data-api')).toHaveCount(0);
    expect((await page.getByTestId('node-account-balance').getAttribute('title'))?.endsWith(' DUNE')).toBe(true);
    await shootThemes(page, 'custom-chain-with-data-api-address', async () => {
      await expect(page.getByTestId('not-indexed')).toBeVisible();
    });

    // Listed by the Data API after all: the indexed views, as for any listed chain.
    await app.open(`#/blocks/${beam.spec.evmChainId}`);
    await expect(page.getByTestId('blocks-table').getByTestId('block-number').first()).toBeVisible();
    await expect(page.getByTestId('node-blocks-source')).toHaveCount(0);

    // Export pages the Data API: the chain it does not index is not offered, the listed one is.
    await app.open('#/export');
    await page.getByTestId('export-new').click();
    await expect(page.getByTestId(`export-chain-${beam.spec.evmChainId}`)).toBeVisible();
    await expect(page.getByTestId(`export-chain-${quiet.chainId}`)).toHaveCount(0);
  });
});
