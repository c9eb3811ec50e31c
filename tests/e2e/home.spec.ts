import { expect, test } from './fixtures';
import { shoot } from './shots';
import { fundedAddress, simMetricPoints } from './sim-data';

const C_CHAIN = '43114';

/** The simulator's own /v1 answers, the same endpoints the dashboard calls. */
async function simLatest(simUrl: string) {
  const blocks = (await (await fetch(`${simUrl}/v1/chains/${C_CHAIN}/blocks?pageSize=6`)).json()) as {
    blocks: { blockNumber: string }[];
  };
  const txs = (await (await fetch(`${simUrl}/v1/chains/${C_CHAIN}/transactions?pageSize=6`)).json()) as {
    transactions: { txHash: string; from: { address: string } }[];
  };
  return { blocks: blocks.blocks, txs: txs.transactions };
}

test.describe('home dashboard', () => {
  test('shows the latest blocks and transactions, the watchlist and the node verdict; help behind "?"', async ({
    app,
    page,
    sim,
  }) => {
    const latest = await simLatest(sim.url);
    const address = await fundedAddress(sim);
    await app.services.labels.set({
      address: address.toLowerCase(),
      label: 'Desk wallet',
      watch: true,
      chainId: C_CHAIN,
    });
    await app.open('#/');

    const blocks = page.getByTestId('home-block');
    await expect(blocks).toHaveCount(latest.blocks.length);
    // The newest block the simulator has is first (or a newer one, if the chain moved on meanwhile).
    const firstShown = Number((await blocks.first().getByTestId('home-block-link').textContent())?.replace(/\D/g, ''));
    expect(firstShown).toBeGreaterThanOrEqual(Number(latest.blocks[0]?.blockNumber));
    await expect(page.getByTestId('home-tx')).toHaveCount(latest.txs.length);
    await expect(page.getByTestId('home-tx-link').first()).toHaveAttribute('data-value', /^0x[0-9a-f]{64}$/);

    const watch = page.getByTestId('home-watch');
    await expect(watch).toHaveCount(1);
    await expect(watch.getByTestId('home-watch-link-label')).toHaveText('Desk wallet');
    await expect(watch.getByTestId('watch-balance')).toBeVisible();

    await expect(page.getByTestId('home-node-verdict')).toHaveAttribute('data-verdict', 'ok');
    await expect(page.getByTestId('home-node-verdict')).toContainText('P, X and C bootstrapped');

    // Help is behind "?", as a deep link Back undoes.
    await expect(page.getByTestId('search-examples')).toHaveCount(0);
    await page.getByTestId('home-help-toggle').click();
    await expect(page.getByTestId('search-examples')).toBeVisible();
    await expect(page).toHaveURL(/#\/\?help=1$/);
    await page.goBack();
    await expect(page.getByTestId('search-examples')).toHaveCount(0);
  });

  test('an empty watchlist says how to start one; a failing list shows its error, the rest still works', async ({
    app,
    page,
  }) => {
    await app.fault('500', 20, `/v1/chains/${C_CHAIN}/transactions`);
    await app.open('#/');
    await expect(page.getByTestId('home-watchlist-empty')).toBeVisible();
    await expect(page.getByTestId('home-transactions').getByRole('alert').first()).toBeVisible();
    await expect(page.getByTestId('home-block').first()).toBeVisible();
  });

  test('Retry keeps the error on screen, marked "Retrying…", until the answer comes, then shows it', async ({
    app,
    page,
    sim,
  }) => {
    const blocksPath = `/v1/chains/${C_CHAIN}/blocks`;
    // The first ask fails; the second is slow, so the card can be looked at while it is under way.
    await app.fault('500', 1, blocksPath);
    await app.fault('latency:1500', 1, blocksPath);
    await app.open('#/');
    const card = page.getByTestId('home-blocks');
    await expect(card.getByTestId('error-panel')).toBeVisible();
    await expect(card.getByTestId('retry-button')).toHaveText('Retry');
    await card.getByTestId('retry-button').click();
    await expect(card.getByTestId('retry-button')).toHaveText('Retrying…');
    await expect(card.getByTestId('retry-button')).toBeDisabled();
    await expect(card.getByTestId('error-panel')).toBeVisible();
    await expect(card.getByTestId('query-loading')).toHaveCount(0);
    const latest = await simLatest(sim.url);
    await expect(card.getByTestId('home-block')).toHaveCount(latest.blocks.length);
    await expect(card.getByTestId('error-panel')).toHaveCount(0);
  });
});

test('the home dashboard draws metric sparklines whose latest figure is the simulator’s', async ({
  app,
  page,
  sim,
}) => {
  await app.open('#/');
  const sparks = page.getByTestId('home-metrics').getByTestId('home-sparkline');
  await expect(sparks).toHaveCount(2);
  for (const metric of ['txCount', 'activeAddresses']) {
    const spark = page.getByTestId('home-metrics').locator(`[data-metric="${metric}"]`);
    await expect(spark).toHaveAttribute('data-points', /^[1-9]\d*$/);
    const points = await simMetricPoints(sim, '43114', metric, 'day');
    await expect(spark).toHaveAttribute('data-last', points.at(-1)?.value ?? '');
    await expect(spark.locator('polyline')).toHaveCount(1);
    await expect(spark).toHaveAttribute('href', `#/metrics/43114?metric=${metric}&range=30d`);
  }
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await shoot(page.getByTestId('home-metrics'), `home-sparklines-${theme}`);
  }
});
