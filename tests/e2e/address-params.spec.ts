import { latestBlock, nftsOwnedBy } from '@sim/dataset/evm/lookup';
import type { RunningSimulator } from '@sim/server';
import { expect, test } from './fixtures';
import { shoot } from './shots';
import { fundedAddress } from './sim-data';
import { dataRequests, markRequests, rpcCalls } from './sim-requests';

const CHAIN = '43114';

/** The simulator's own Data API answer for a native balance at a block (latest when undefined). */
async function simBalanceAt(sim: RunningSimulator, address: string, block?: number): Promise<string> {
  const query = block === undefined ? '' : `?blockNumber=${block}`;
  const res = await fetch(`${sim.url}/v1/chains/${CHAIN}/addresses/${address}/balances:getNative${query}`);
  if (!res.ok) throw new Error(`simulator answered ${res.status}`);
  return ((await res.json()) as { nativeTokenBalance: { balance: string } }).nativeTokenBalance.balance;
}

/** The simulator's node answer (eth_getBalance) at a block, as decimal. */
async function simNodeBalanceAt(sim: RunningSimulator, address: string, block: number): Promise<string> {
  const res = await fetch(`${sim.url}/ext/bc/C/rpc`, {
    method: 'POST',
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, `0x${block.toString(16)}`],
    }),
  });
  return BigInt(((await res.json()) as { result: string }).result).toString();
}

/** A block in the simulated history at which `address` held a different balance than now. */
async function pastBlockWithOtherBalance(sim: RunningSimulator, address: string): Promise<number> {
  const chain = sim.dataset.evm.mainnet;
  const head = latestBlock(chain).number;
  const now = await simBalanceAt(sim, address);
  for (let step = 1; step <= 16; step++) {
    const block = head - Math.floor((step * chain.spec.blockCount) / 17);
    if ((await simBalanceAt(sim, address, block)) !== now) return block;
  }
  throw new Error(`no past block where ${address} held another balance`);
}

/** An EOA owning NFTs of at least two contracts: the contract filter has something to narrow. */
function multiCollectionHolder(sim: RunningSimulator): { address: string; contract: string } {
  const chain = sim.dataset.evm.mainnet;
  for (let i = 0; i < chain.accounts.length; i++) {
    const account = chain.accounts[i];
    if (account?.kind !== 'eoa') continue;
    const collections = [...new Set(nftsOwnedBy(chain, i).map((s) => s.collection))];
    const erc721 = collections.filter((c) => chain.collections[c]?.ercType === 'ERC-721');
    if (collections.length >= 2 && erc721.length >= 1) {
      const contract = chain.accounts[chain.collections[erc721[0] as number]?.account as number]?.address as string;
      return { address: account.address, contract };
    }
  }
  throw new Error('no holder of NFTs from two collections on the simulated mainnet C-Chain');
}

test.describe('address view parameters', () => {
  // Several views and requests per test on a shared 2-core machine: more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('native balance "as of block" sends blockNumber and shows that block\'s balance; a bad block is refused', async ({
    app,
    page,
    sim,
  }) => {
    const address = await fundedAddress(sim);
    const block = await pastBlockWithOtherBalance(sim, address);
    const expected = await simBalanceAt(sim, address, block);
    await app.open(`#/address/${CHAIN}/${address}`);
    await expect(page.getByTestId('balance-amount')).toHaveAttribute('data-value', await simBalanceAt(sim, address));

    let since = markRequests(sim);
    await page.getByTestId('balance-asof-input').fill('twelve');
    await page.getByTestId('balance-asof-apply').click();
    await expect(page.getByTestId('balance-asof-error')).toContainText('block number');
    expect(dataRequests(sim, since, 'balances:getNative')).toEqual([]);

    await page.getByTestId('balance-asof-input').fill(String(block));
    await page.getByTestId('balance-asof-apply').click();
    await expect(page).toHaveURL(new RegExp(`balanceBlock=${block}`));
    await expect(page.getByTestId('balance-at')).toHaveText(`as of block ${block}`);
    await expect(page.getByTestId('balance-amount')).toHaveAttribute('data-value', expected);
    const sent = dataRequests(sim, since, 'balances:getNative').map((r) => r.query.get('blockNumber'));
    expect(sent).toContain(String(block));

    since = markRequests(sim);
    await page.getByTestId('balance-asof-reset').click();
    await expect(page.getByTestId('balance-at')).toHaveCount(0);
    await expect(page.getByTestId('balance-amount')).toHaveAttribute('data-value', await simBalanceAt(sim, address));
  });

  test('the balance is compared with the node at one block: the head, or the as-of block', async ({
    app,
    page,
    sim,
  }) => {
    const address = await fundedAddress(sim);
    await app.open(`#/address/${CHAIN}/${address}`);
    let since = markRequests(sim);
    await page.getByTestId('balance-check-run').click();
    const result = page.getByTestId('balance-check-result');
    await expect(page.getByTestId('balance-check-verdict')).toHaveAttribute('data-match', 'true');
    const head = Number(await result.getAttribute('data-block'));
    expect(rpcCalls(sim, since, 'eth_blockNumber').length).toBeGreaterThan(0);
    expect(rpcCalls(sim, since, 'eth_getBalance').map((c) => c.params)).toContainEqual([
      address,
      `0x${head.toString(16)}`,
    ]);
    expect(dataRequests(sim, since, 'balances:getNative').map((r) => r.query.get('blockNumber'))).toContain(
      String(head),
    );
    await expect(page.getByTestId('balance-check-node')).toHaveAttribute(
      'data-wei',
      await simNodeBalanceAt(sim, address, head),
    );
    await expect(page.getByTestId('balance-check-data')).toHaveAttribute(
      'data-wei',
      await simBalanceAt(sim, address, head),
    );

    const block = await pastBlockWithOtherBalance(sim, address);
    await page.getByTestId('balance-asof-input').fill(String(block));
    await page.getByTestId('balance-asof-apply').click();
    since = markRequests(sim);
    await page.getByTestId('balance-check-run').click();
    await expect(result).toHaveAttribute('data-block', String(block));
    await expect(page.getByTestId('balance-check-node')).toHaveAttribute(
      'data-wei',
      await simNodeBalanceAt(sim, address, block),
    );
    expect(rpcCalls(sim, since, 'eth_getBalance').map((c) => c.params)).toContainEqual([
      address,
      `0x${block.toString(16)}`,
    ]);
    expect(rpcCalls(sim, since, 'eth_blockNumber')).toEqual([]);
  });

  test('the deployment lookup follows the currency preference', async ({ app, page, sim }) => {
    const chain = sim.dataset.evm.mainnet;
    const contract = chain.accounts[[...chain.deployments.keys()][0] as number]?.address as string;
    const since = markRequests(sim);
    await app.open(`#/address/${CHAIN}/${contract}`);
    await expect(page.getByTestId('contract-badge')).toBeVisible();
    await page.getByTestId('currency-select').selectOption('chf');
    await expect
      .poll(() => dataRequests(sim, since, 'transactions:getDeployment').map((r) => r.query.get('currency')))
      .toEqual(['usd', 'chf']);
    await expect(page.getByTestId('contract-badge')).toBeVisible();
  });

  test('ERC-721 and collectibles: the contract filter is sent as contractAddress and narrows the gallery', async ({
    app,
    page,
    sim,
  }) => {
    const { address, contract } = multiCollectionHolder(sim);
    for (const [tab, path, key] of [
      ['erc721', 'balances:listErc721', 'erc721TokenBalances'],
      ['collectibles', 'balances:listCollectibles', 'collectibleBalances'],
    ] as const) {
      const res = await fetch(
        `${sim.url}/v1/chains/${CHAIN}/addresses/${address}/${path}?pageSize=24&contractAddress=${contract}`,
      );
      const expected = ((await res.json()) as Record<string, { address: string }[]>)[key] ?? [];
      expect(expected.length).toBeGreaterThan(0);
      await app.open(`#/address/${CHAIN}/${address}?tab=${tab}`);
      await expect(page.getByTestId('gallery-count')).toBeVisible();

      let since = markRequests(sim);
      await page.getByTestId('nft-contract-filter-input').fill('0x1234');
      await page.getByTestId('nft-contract-filter-apply').click();
      await expect(page.getByTestId('nft-contract-filter-error')).toContainText('Contract');
      expect(dataRequests(sim, since, path)).toEqual([]);

      since = markRequests(sim);
      await page.getByTestId('nft-contract-filter-input').fill(contract);
      await page.getByTestId('nft-contract-filter-apply').click();
      await expect(page).toHaveURL(new RegExp(`nftContract=${contract}`));
      await expect(page.getByTestId('gallery-count')).toHaveText(String(expected.length));
      for (const card of await page.getByTestId('nft-card').all()) {
        await expect(card).toHaveAttribute('data-contract', contract);
      }
      expect(dataRequests(sim, since, path).map((r) => r.query.get('contractAddress'))).toEqual([contract]);
    }
  });

  test('address lists: the page size is sent as pageSize, per list, and remembered', async ({ app, page, sim }) => {
    const address = await fundedAddress(sim);
    let since = markRequests(sim);
    await app.open(`#/address/${CHAIN}/${address}`);
    await expect(page.getByTestId('transactions-table').getByTestId('row-count')).toBeVisible();
    expect(dataRequests(sim, since, 'transactions:listNative').map((r) => r.query.get('pageSize'))).toEqual(['25']);
    await expect(page.getByTestId('page-size-select')).toHaveValue('25');
    await expect(page.getByTestId('page-size-select').locator('option')).toHaveText(['10', '25', '50', '100']);

    since = markRequests(sim);
    await page.getByTestId('page-size-select').selectOption('100');
    await expect
      .poll(() => dataRequests(sim, since, 'transactions:listNative').map((r) => r.query.get('pageSize')))
      .toEqual(['100']);

    since = markRequests(sim);
    await app.open(`#/address/${CHAIN}/${address}?tab=erc20-transfers`);
    await expect(page.getByTestId('page-size-select')).toHaveValue('25');
    // The tab's first page (of 25) must have been asked before the choice, or it would count as asked after it.
    await expect
      .poll(() => dataRequests(sim, since, 'transactions:listErc20').map((r) => r.query.get('pageSize')))
      .toEqual(['25']);
    since = markRequests(sim);
    await page.getByTestId('page-size-select').selectOption('10');
    await expect
      .poll(() => dataRequests(sim, since, 'transactions:listErc20').map((r) => r.query.get('pageSize')))
      .toEqual(['10']);

    since = markRequests(sim);
    await app.open(`#/address/${CHAIN}/${address}`);
    await expect(page.getByTestId('page-size-select')).toHaveValue('100');
    await expect
      .poll(() => dataRequests(sim, since, 'transactions:listNative').map((r) => r.query.get('pageSize')))
      .toEqual(['100']);
  });

  test('screenshot: balance as of a block compared with the node, and the NFT contract filter', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const address = await fundedAddress(sim);
    const block = await pastBlockWithOtherBalance(sim, address);
    const { address: holder, contract } = multiCollectionHolder(sim);
    await page.setViewportSize({ width: 1360, height: 1000 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await app.go(`#/address/${CHAIN}/${address}?balanceBlock=${block}`);
      await page.getByTestId('balance-check-run').click();
      await expect(page.getByTestId('balance-check-verdict')).toBeVisible();
      await shoot(page.getByTestId('native-balance'), `address-balance-asof-${theme}`);
      await app.go(`#/address/${CHAIN}/${holder}?tab=erc721&nftContract=${contract}`);
      await expect(page.getByTestId('nft-card').first()).toBeVisible();
      await shoot(page, `address-nft-contract-${theme}`);
    }
  });
});
