import type { RunningSimulator } from '@sim/server';
import { expect, test } from './fixtures';
import { shoot } from './shots';
import { markRequests, rpcCalls } from './sim-requests';

async function simRpc<T>(sim: RunningSimulator, path: string, method: string, params: unknown = {}): Promise<T> {
  const res = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined) throw new Error(`${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

/** A tracked L1 with an EVM chain and several validators: the node serves its `/validators` and EVM RPC. */
function trackedL1(sim: RunningSimulator) {
  const subnet = sim.dataset.primary.mainnet.subnets.find(
    (s) => s.isL1 && s.tracked && s.l1Validators.length >= 3 && s.blockchains.some((b) => b.evm),
  );
  if (!subnet) throw new Error('the simulated mainnet has no tracked L1 with an EVM chain and 3+ validators');
  return subnet;
}

/** An X-Chain transaction id the node knows. */
const xTxId = (sim: RunningSimulator) => [...sim.dataset.primary.mainnet.xTxById.keys()][3] as string;

test.describe('node parameters', () => {
  // Several views and requests per test on a shared 2-core machine: more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test("a chain's validators by node ids: sent as nodeIDs, answered by the node", async ({ app, page, sim }) => {
    const l1 = trackedL1(sim);
    const chain = l1.blockchains[0]?.blockchainId as string;
    const wanted = l1.l1Validators.slice(0, 2).map((v) => v.nodeID);
    await app.open(`#/validators/mainnet?subnet=${l1.subnetId}&chain=${chain}`);
    const table = page.getByTestId('chain-validator-table');
    await expect(table.getByTestId('row-count')).toHaveText(String(l1.l1Validators.length));

    let since = markRequests(sim);
    await page.getByTestId('chain-nodes-filter-input').fill(`${wanted[0]}, NodeID-nope`);
    await page.getByTestId('chain-nodes-filter-apply').click();
    await expect(page.getByTestId('chain-nodes-filter-error')).toContainText('“NodeID-nope”');
    expect(rpcCalls(sim, since, 'validators.getCurrentValidators')).toEqual([]);

    since = markRequests(sim);
    await page.getByTestId('chain-nodes-filter-input').fill(wanted.join(' '));
    await page.getByTestId('chain-nodes-filter-apply').click();
    await expect(table.getByTestId('row-count')).toHaveText('2');
    expect(rpcCalls(sim, since, 'validators.getCurrentValidators')).toEqual([
      { path: `/ext/bc/${chain}/validators`, params: { nodeIDs: wanted } },
    ]);
    await expect(page).toHaveURL(/chainNodes=/);
  });

  test('info.isBootstrapped for any chain alias or id', async ({ app, page, sim }) => {
    const chain = trackedL1(sim).blockchains[0]?.blockchainId as string;
    const expected = await simRpc<{ isBootstrapped: boolean }>(sim, '/ext/info', 'info.isBootstrapped', { chain });
    await app.open('#/node');
    let since = markRequests(sim);
    await page.getByTestId('bootstrap-check-chain-input').fill('not an alias!');
    await page.getByTestId('bootstrap-check-chain-apply').click();
    await expect(page.getByTestId('bootstrap-check-chain-error')).toContainText('chain alias');
    // The dashboard asks about P, X and C on its own; none of its calls may carry the refused text.
    const asked = (from: number) => rpcCalls(sim, from, 'info.isBootstrapped').map((c) => c.params);
    expect(asked(since)).not.toContainEqual({ chain: 'not an alias!' });

    since = markRequests(sim);
    await page.getByTestId('bootstrap-check-chain-input').fill(chain);
    await page.getByTestId('bootstrap-check-chain-apply').click();
    await expect(page.getByTestId('bootstrap-check-result')).toHaveAttribute(
      'data-bootstrapped',
      String(expected.isBootstrapped),
    );
    expect(asked(since)).toContainEqual({ chain });

    since = markRequests(sim);
    await page.getByTestId('bootstrap-check-chain-input').fill('avm');
    await page.getByTestId('bootstrap-check-chain-apply').click();
    await expect(page.getByTestId('bootstrap-check-result')).toHaveAttribute('title', 'avm');
    expect(asked(since)).toContainEqual({ chain: 'avm' });
  });

  test('avm.getTx for any id, as json or hex', async ({ app, page, sim }) => {
    const txID = xTxId(sim);
    const hex = await simRpc<{ tx: string }>(sim, '/ext/bc/X', 'avm.getTx', { txID, encoding: 'hex' });
    await app.open('#/node?tab=xchain');
    let since = markRequests(sim);
    await page.getByTestId('xchain-tx-id-input').fill(txID);
    await page.getByTestId('xchain-tx-id-apply').click();
    await expect(page.getByTestId('xchain-tx-json')).toBeVisible();
    expect(rpcCalls(sim, since, 'avm.getTx').map((c) => c.params)).toEqual([{ txID, encoding: 'json' }]);

    since = markRequests(sim);
    await page.getByTestId('xchain-tx-encoding').getByText('hex (bytes)').click();
    await expect(page).toHaveURL(/xenc=hex/);
    await expect(page.getByTestId('xchain-tx-hex').getByTestId('hex-byte-count')).toHaveText(
      ((hex.tx.length - 2) / 2).toLocaleString('en-US'),
    );
    expect(rpcCalls(sim, since, 'avm.getTx').map((c) => c.params)).toEqual([{ txID, encoding: 'hex' }]);
  });

  test('search: a cb58 id that is no subnet or blockchain is tried as an X-Chain transaction', async ({
    app,
    page,
    sim,
  }) => {
    const txID = xTxId(sim);
    await app.open('#/');
    const since = markRequests(sim);
    await page.getByTestId('search-input').fill(txID);
    await page.getByTestId('search-input').press('Enter');
    await expect(page.getByTestId('xchain-probe-found')).toBeVisible();
    expect(rpcCalls(sim, since, 'avm.getTx').map((c) => c.params)).toEqual([{ txID, encoding: 'json' }]);
    await page.getByTestId('xchain-probe-link').click();
    await expect(page.getByTestId('xchain-tx-id-input')).toHaveValue(txID);
    await expect(page.getByTestId('xchain-tx-json')).toBeVisible();

    // An id the node does not know either says so.
    const unknown = sim.dataset.primary.mainnet.pBlocks[2]?.id as string;
    await page.getByTestId('search-input').fill(unknown);
    await page.getByTestId('search-input').press('Enter');
    await expect(page.getByTestId('xchain-probe-missing')).toContainText('not found');
  });

  test('EVM config: active rules and the deprecated precompiles at a time or at "latest" (timestamp left out)', async ({
    app,
    page,
    sim,
  }) => {
    const l1 = sim.dataset.primary.mainnet.subnets
      .filter((s) => s.tracked)
      .flatMap((s) => s.blockchains)
      .find((b) => b.evm?.offersActiveRulesAt === true);
    if (!l1) throw new Error('no tracked EVM L1 offering eth_getActiveRulesAt');
    const path = `/ext/bc/${l1.blockchainId}/rpc`;
    let since = markRequests(sim);
    await app.open(`#/node?tab=evm&chain=${l1.blockchainId}`);
    const deprecated = page.getByTestId('active-precompiles-deprecated');
    await expect(deprecated).toContainText('deprecated');
    await expect(deprecated.getByTestId('active-precompiles-result')).toBeVisible();
    const timestamp = Number(await page.getByTestId('rules-timestamp').locator('.mono').textContent());
    await expect
      .poll(() => rpcCalls(sim, since, 'eth_getActivePrecompilesAt'))
      .toEqual([{ path, params: [timestamp] }]);
    const atTime = await simRpc<Record<string, unknown>>(sim, path, 'eth_getActivePrecompilesAt', [timestamp]);
    await expect(deprecated.getByTestId('active-precompiles-result')).toHaveAttribute(
      'data-count',
      String(Object.keys(atTime).length),
    );

    since = markRequests(sim);
    await page.getByTestId('rules-time-latest').click();
    await expect(page.getByTestId('rules-timestamp')).toHaveAttribute('data-latest', 'true');
    await expect.poll(() => rpcCalls(sim, since, 'eth_getActiveRulesAt')).toEqual([{ path, params: [] }]);
    await expect.poll(() => rpcCalls(sim, since, 'eth_getActivePrecompilesAt')).toEqual([{ path, params: [] }]);
    const latest = await simRpc<Record<string, unknown>>(sim, path, 'eth_getActivePrecompilesAt', []);
    await expect(deprecated.getByTestId('active-precompiles-result')).toHaveAttribute(
      'data-count',
      String(Object.keys(latest).length),
    );
  });

  test('screenshot: X-Chain tab, bootstrap check and deprecated precompiles in light and dark', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const l1 = trackedL1(sim);
    const chain = l1.blockchains[0]?.blockchainId as string;
    await page.setViewportSize({ width: 1360, height: 1100 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await app.go(`#/node?tab=xchain&xtx=${xTxId(sim)}`);
      await expect(page.getByTestId('xchain-tx-json')).toBeVisible();
      await shoot(page, `node-xchain-${theme}`);
      await app.go(`#/node?bootChain=${chain}`);
      await expect(page.getByTestId('bootstrap-check-result')).toBeVisible();
      await shoot(page.getByTestId('node-network-card'), `node-bootstrap-check-${theme}`);
      await app.go(`#/node?tab=evm&chain=${chain}`);
      await expect(page.getByTestId('active-precompiles-deprecated')).toBeVisible();
      await shoot(page.getByTestId('evm-active-rules'), `node-active-precompiles-${theme}`);
      await app.go(`#/subnet/mainnet/${xTxId(sim)}`);
      await expect(page.getByTestId('xchain-probe-found')).toBeVisible();
      await shoot(page, `subnet-xchain-probe-${theme}`);
    }
  });
});
