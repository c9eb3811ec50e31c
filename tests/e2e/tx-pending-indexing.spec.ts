import type { RunningSimulator } from '@sim/server';
import { expect, test } from './fixtures';
import { shoot } from './shots';
import { markRequests, rpcCalls } from './sim-requests';

const CHAIN = '43114';

/** A recent C-Chain transaction, as the simulator's node reports it. */
async function recentTx(sim: RunningSimulator) {
  const res = await fetch(`${sim.url}/v1/chains/${CHAIN}/transactions?pageSize=1`);
  const hash = ((await res.json()) as { transactions: { txHash: string }[] }).transactions[0]?.txHash as string;
  const rpc = async (method: string) => {
    const r = await fetch(`${sim.url}/ext/bc/C/rpc`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [hash] }),
    });
    return ((await r.json()) as { result: Record<string, string> }).result;
  };
  return { hash, tx: await rpc('eth_getTransactionByHash'), receipt: await rpc('eth_getTransactionReceipt') };
}

const UNKNOWN = `0x${'ab'.repeat(32)}`;

// The simulator builds chains on first use, and an unknown hash is looked for everywhere: build it all
// before the app's own requests are timed.
test.beforeAll(async ({ sim }) => {
  await fetch(`${sim.url}/v1/chains/${CHAIN}/transactions/${UNKNOWN}`);
});

test.describe('a transaction the Data API has not indexed yet', () => {
  // Several views and requests per test on a shared 2-core machine: more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('is shown from the node, labelled pending indexing, until the Data API has it', async ({ app, page, sim }) => {
    const { hash, tx, receipt } = await recentTx(sim);
    await app.fault('404', 1, `/v1/chains/${CHAIN}/transactions/${hash}`);
    const since = markRequests(sim);
    await app.open(`#/tx/${CHAIN}/${hash}`);
    const card = page.getByTestId('tx-node-fallback');
    await expect(card).toContainText('Pending indexing — from the node');
    await expect(card.getByTestId('tx-node-block')).toHaveText(
      BigInt(tx.blockNumber as string).toLocaleString('en-US'),
    );
    await expect(card.getByTestId('tx-node-status')).toHaveAttribute(
      'data-status',
      receipt.status === '0x1' ? 'success' : 'failed',
    );
    await expect(card.getByTestId('tx-node-from').locator('a')).toHaveAttribute('href', new RegExp(`${tx.from}$`, 'i'));
    await expect(card.getByTestId('tx-node-chain')).toHaveAttribute('data-matches', 'true');
    expect(rpcCalls(sim, since, 'eth_getTransactionByHash').map((c) => c.params)).toEqual([[hash]]);
    expect(rpcCalls(sim, since, 'eth_getTransactionReceipt').map((c) => c.params)).toEqual([[hash]]);
    expect(rpcCalls(sim, since, 'eth_chainId').length).toBe(1);

    // The fault is spent: the Data API now has it.
    await card.getByTestId('tx-node-recheck').click();
    await expect(page.getByTestId('tx-status')).toBeVisible();
    await expect(page.getByTestId('tx-node-fallback')).toHaveCount(0);
  });

  test('a hash neither the Data API nor the node knows says so and offers the other chains', async ({
    app,
    page,
    sim,
  }) => {
    const unknown = UNKNOWN;
    const since = markRequests(sim);
    await app.open(`#/tx/${CHAIN}/${unknown}`);
    await expect(page.getByTestId('tx-node-none')).toHaveText('The node does not know this transaction either.');
    await expect(page.getByTestId('tx-not-found')).toBeVisible();
    expect(rpcCalls(sim, since, 'eth_getTransactionByHash').map((c) => c.params)).toEqual([[unknown]]);
  });

  test('screenshot: pending indexing in light and dark', async ({ app, page, sim }) => {
    const { hash } = await recentTx(sim);
    for (const theme of ['light', 'dark'] as const) {
      await app.fault('404', 1, `/v1/chains/${CHAIN}/transactions/${hash}`);
      await page.emulateMedia({ colorScheme: theme });
      await app.open(`#/tx/${CHAIN}/${hash}`);
      await expect(page.getByTestId('tx-node-facts')).toBeVisible();
      await shoot(page, `tx-pending-indexing-${theme}`);
    }
  });
});
