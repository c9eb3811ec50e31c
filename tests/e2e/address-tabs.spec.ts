import { ADDRESS_GALLERY_PAGE_SIZE, ADDRESS_LIST_PAGE_SIZE } from '@renderer/queries/address';
import { contract } from '@shared/contract';
import { PAGE_LIMITS } from '@shared/contract/data/common';
import { toChecksumAddress } from '@shared/ids';
import { zodFieldErrors } from '@shared/schema';
import { erc20BalanceAt, erc20TokensTouched, latestBlock, nftsOwnedBy } from '@sim/dataset/evm/lookup';
import type { EvmChainData } from '@sim/dataset/evm/types';
import type { RunningSimulator } from '@sim/server';
import { fiatText } from './expected';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';
import { quietMark } from './sim-requests';

const CHAIN = '43114';
const PAGE_SIZE = ADDRESS_LIST_PAGE_SIZE;
const GALLERY_PAGE_SIZE = ADDRESS_GALLERY_PAGE_SIZE;
/** Everything the simulator has, in one request: the largest page each list allows. */
const ALL_BALANCES = PAGE_LIMITS['data.listErc20Balances'].max;
const ALL_COLLECTIBLES = PAGE_LIMITS['data.listCollectibleBalances'].max;
const ALL_TXS = PAGE_LIMITS['data.listNativeTransactions'].max;

interface SimTx {
  txHash: string;
  blockNumber: string;
}
interface SimList<T> {
  nextPageToken?: string;
  items: T[];
}
interface SimErc20Balance {
  address: string;
  symbol: string;
  tokenReputation: string | null;
  balanceValue?: { currencyCode: string; value: number | string };
}
interface SimNft {
  address: string;
  tokenId: string;
  ercType: string;
  metadata: { imageUri?: string; animationUri?: string; indexStatus: string };
}

/** The simulator's own answer to the same Data API request the app makes. */
async function simGet<T>(sim: RunningSimulator, path: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(`${sim.url}/v1/chains/${CHAIN}/${path}${qs ? `?${qs}` : ''}`);
  if (!res.ok) throw new Error(`simulator answered ${res.status} for ${path}`);
  return (await res.json()) as T;
}

async function simList<T>(
  sim: RunningSimulator,
  path: string,
  key: string,
  query: Record<string, string | number>,
): Promise<SimList<T>> {
  const body = await simGet<Record<string, unknown>>(sim, path, query);
  return { nextPageToken: body.nextPageToken as string | undefined, items: body[key] as T[] };
}

const nativeTxs = (sim: RunningSimulator, address: string, query: Record<string, string | number> = {}) =>
  simList<SimTx>(sim, `addresses/${address}/transactions:listNative`, 'transactions', {
    pageSize: PAGE_SIZE,
    ...query,
  });

const mainnet = (sim: RunningSimulator): EvmChainData => sim.dataset.evm.mainnet;

/** An EOA holding, right now, a spam token and a malicious token the spam filter keeps, and busy enough to page. */
function busyTokenHolder(sim: RunningSimulator): string {
  const chain = mainnet(sim);
  const latest = latestBlock(chain).number;
  for (let i = 0; i < chain.accounts.length; i++) {
    const account = chain.accounts[i];
    if (account?.kind !== 'eoa') continue;
    const held = erc20TokensTouched(chain, i).filter((t) => erc20BalanceAt(chain, t, i, latest) > 0n);
    const spam = held.some((t) => chain.tokens[t]?.spam);
    const malicious = held.some((t) => chain.tokens[t]?.reputation === 'Malicious' && !chain.tokens[t]?.spam);
    const txs = chain.txsByAccount.get(i)?.length ?? 0;
    const transfers = chain.erc20ByAccount.get(i)?.length ?? 0;
    if (spam && malicious && txs > 3 * PAGE_SIZE && transfers > 3 * PAGE_SIZE) return account.address;
  }
  throw new Error('no busy spam-token holder on the simulated mainnet C-Chain');
}

/** An EOA with more than a page of collectibles, broken and on-chain images among them. */
function nftHolder(sim: RunningSimulator): string {
  const chain = mainnet(sim);
  for (let i = 0; i < chain.accounts.length; i++) {
    const account = chain.accounts[i];
    if (account?.kind !== 'eoa') continue;
    const owned = nftsOwnedBy(chain, i);
    const styles = new Set(owned.map((s) => chain.collections[s.collection]?.style));
    if (owned.length > GALLERY_PAGE_SIZE && styles.has('broken') && styles.has('onchain')) return account.address;
  }
  throw new Error('no NFT holder with a second page on the simulated mainnet C-Chain');
}

/** A token contract and the EOA that is not a contract, from the dataset's deployments. */
function tokenContract(sim: RunningSimulator): string {
  const chain = mainnet(sim);
  for (const accountIndex of chain.deployments.keys()) {
    const account = chain.accounts[accountIndex];
    if (account?.kind === 'erc20') return account.address;
  }
  throw new Error('no deployed ERC-20 contract on the simulated mainnet C-Chain');
}

const table = (page: Page, testId: string) => page.getByTestId(testId);
const rowAt = (page: Page, testId: string, index: number) => table(page, testId).locator(`tr[data-index="${index}"]`);

/** Remote media cannot load here anyway; failing it at once keeps the gallery deterministic. */
async function blockRemoteMedia(page: Page) {
  // A pattern (not a predicate) is matched in the browser, so the app's own requests are not intercepted.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort('addressunreachable'));
}

test.describe('address tabs', () => {
  test('the transaction and token tabs open by deep link, showing the simulator rows', async ({ app, page, sim }) => {
    await blockRemoteMedia(page);
    const busy = busyTokenHolder(sim);

    const txs = await nativeTxs(sim, busy);
    await app.open(`#/address/${CHAIN}/${busy}?tab=transactions`);
    await expect(page.getByTestId('tab-transactions')).toHaveAttribute('aria-selected', 'true');
    await expect(rowAt(page, 'transactions-table', 0).getByTestId('tx-link')).toHaveAttribute(
      'data-value',
      txs.items[0]?.txHash ?? '',
    );

    const transfers = await simList<SimTx>(sim, `addresses/${busy}/transactions:listErc20`, 'transactions', {
      pageSize: PAGE_SIZE,
    });
    await app.open(`#/address/${CHAIN}/${busy}?tab=erc20-transfers`);
    await expect(page.getByTestId('tab-erc20-transfers')).toHaveAttribute('aria-selected', 'true');
    await expect(rowAt(page, 'erc20-transfers-table', 0).getByTestId('tx-link')).toHaveAttribute(
      'data-value',
      transfers.items[0]?.txHash ?? '',
    );

    const balances = await simList<SimErc20Balance>(sim, `addresses/${busy}/balances:listErc20`, 'erc20TokenBalances', {
      pageSize: PAGE_SIZE,
    });
    await app.open(`#/address/${CHAIN}/${busy}?tab=erc20-balances`);
    await expect(page.getByTestId('tab-erc20-balances')).toHaveAttribute('aria-selected', 'true');
    await expect(table(page, 'erc20-balances-table').getByTestId('row-count')).toHaveText(
      String(balances.items.length),
    );
    await expect(rowAt(page, 'erc20-balances-table', 0).locator('a[data-address]')).toHaveAttribute(
      'data-address',
      toChecksumAddress(balances.items[0]?.address ?? ''),
    );
  });

  test('the NFT tabs open by deep link, and every tab by click', async ({ app, page, sim }) => {
    await blockRemoteMedia(page);
    const nfts = nftHolder(sim);
    for (const [tab, path, key] of [
      ['erc721', 'balances:listErc721', 'erc721TokenBalances'],
      ['collectibles', 'balances:listCollectibles', 'collectibleBalances'],
    ] as const) {
      const list = await simList<SimNft>(sim, `addresses/${nfts}/${path}`, key, { pageSize: GALLERY_PAGE_SIZE });
      await app.open(`#/address/${CHAIN}/${nfts}?tab=${tab}`);
      await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
      const first = page.getByTestId('nft-card').first();
      await expect(first).toHaveAttribute('data-token-id', list.items[0]?.tokenId ?? '');
      await expect(first).toHaveAttribute('data-contract', list.items[0]?.address ?? '');
      await expect(page.getByTestId('gallery-count')).toHaveText(String(list.items.length));
    }

    // By click: the tab lands in the hash, and the default tab leaves none.
    await page.getByTestId('tab-erc20-balances').click();
    await expect(page).toHaveURL(new RegExp(`#/address/${CHAIN}/${nfts}\\?tab=erc20-balances$`));
    await page.getByTestId('tab-transactions').click();
    await expect(page).toHaveURL(new RegExp(`#/address/${CHAIN}/${nfts}$`));
    await expect(page.getByTestId('transactions-tab')).toBeVisible();
  });

  test('a second page loads in the transaction table', async ({ app, page, sim }) => {
    const busy = busyTokenHolder(sim);
    const first = await nativeTxs(sim, busy);
    const second = await nativeTxs(sim, busy, { pageToken: first.nextPageToken ?? '' });

    await app.open(`#/address/${CHAIN}/${busy}`);
    const txTable = table(page, 'transactions-table');
    await expect(txTable.getByTestId('row-count')).toHaveText(String(PAGE_SIZE));
    await expect(txTable.getByTestId('page-count')).toHaveText('1');
    await txTable.getByTestId('load-more').click();
    await expect(txTable.getByTestId('page-count')).toHaveText('2');
    await expect(txTable.getByTestId('row-count')).toHaveText(String(PAGE_SIZE + second.items.length));
    await expect(rowAt(page, 'transactions-table', PAGE_SIZE).getByTestId('tx-link')).toHaveAttribute(
      'data-value',
      second.items[0]?.txHash ?? '',
    );
  });

  test('a second page loads in the gallery', async ({ app, page, sim }) => {
    await blockRemoteMedia(page);
    const nfts = nftHolder(sim);
    const items = await simList<SimNft>(sim, `addresses/${nfts}/balances:listCollectibles`, 'collectibleBalances', {
      pageSize: ALL_COLLECTIBLES,
    });
    await app.open(`#/address/${CHAIN}/${nfts}?tab=collectibles`);
    await expect(page.getByTestId('gallery-page-count')).toHaveText('1');
    await page.getByTestId('load-more').click();
    await expect(page.getByTestId('gallery-page-count')).toHaveText('2');
    await expect(page.getByTestId('gallery-count')).toHaveText(
      String(Math.min(items.items.length, 2 * GALLERY_PAGE_SIZE)),
    );
  });

  test('the block range filter narrows both transaction lists; an invalid range is refused inline', async ({
    app,
    page,
    sim,
  }) => {
    const busy = busyTokenHolder(sim);
    const all = await nativeTxs(sim, busy, { pageSize: ALL_TXS });
    // A range holding a few of the newest transactions: start at the 8th's block, stop before the 2nd's.
    const startBlock = Number(all.items[7]?.blockNumber);
    const endBlock = Number(all.items[1]?.blockNumber);
    expect(endBlock).toBeGreaterThan(startBlock);
    const inRange = await nativeTxs(sim, busy, { startBlock, endBlock, pageSize: ALL_TXS });
    expect(inRange.items.length).toBeGreaterThan(0);
    expect(inRange.items[0]?.txHash).not.toBe(all.items[0]?.txHash);

    await app.open(`#/address/${CHAIN}/${busy}`);
    const txTable = table(page, 'transactions-table');
    await expect(rowAt(page, 'transactions-table', 0).getByTestId('tx-link')).toHaveAttribute(
      'data-value',
      all.items[0]?.txHash ?? '',
    );
    await expect(page.getByTestId('range-note')).toContainText('excludes its end block');
    await page.getByTestId('start-block-input').fill(String(startBlock));
    await page.getByTestId('end-block-input').fill(String(endBlock));
    await page.getByTestId('range-apply').click();
    await expect(page).toHaveURL(new RegExp(`startBlock=${startBlock}&endBlock=${endBlock}`));
    await expect(txTable.getByTestId('row-count')).toHaveText(String(inRange.items.length));
    await expect(rowAt(page, 'transactions-table', 0).getByTestId('tx-link')).toHaveAttribute(
      'data-value',
      inRange.items[0]?.txHash ?? '',
    );
    await expect(page.getByTestId('range-note')).toContainText(`up to but not including ${endBlock}`);

    // The same range applies to the ERC-20 transfers tab.
    const transfers = await simList<SimTx>(sim, `addresses/${busy}/transactions:listErc20`, 'transactions', {
      startBlock,
      endBlock,
      pageSize: PAGE_SIZE,
    });
    await page.getByTestId('tab-erc20-transfers').click();
    await expect(page.getByTestId('start-block-input')).toHaveValue(String(startBlock));
    const transferTable = table(page, 'erc20-transfers-table');
    if (transfers.items.length === 0) await expect(transferTable.getByTestId('table-empty')).toBeVisible();
    else await expect(transferTable.getByTestId('row-count')).toHaveText(String(transfers.items.length));

    // Start after end: the contract's message beside the end field, the input kept, nothing sent.
    const inverted = contract['data.listNativeTransactions'].params.safeParse({
      chainId: CHAIN,
      address: busy,
      startBlock: endBlock,
      endBlock: startBlock,
    });
    if (inverted.success) throw new Error('the contract accepted an inverted range');
    const expected = zodFieldErrors(inverted.error);
    await page.getByTestId('tab-transactions').click();
    await expect(txTable.getByTestId('row-count')).toHaveText(String(inRange.items.length));
    const before = await quietMark(sim);
    await page.getByTestId('start-block-input').fill(String(endBlock));
    await page.getByTestId('end-block-input').fill(String(startBlock));
    await page.getByTestId('range-apply').click();
    await expect(page.getByTestId('end-block-error')).toHaveText(expected.endBlock ?? '');
    await expect(page.getByTestId('end-block-input')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('start-block-input')).toHaveValue(String(endBlock));
    await page.getByTestId('start-block-input').fill('12abc');
    await page.getByTestId('range-apply').click();
    await expect(page.getByTestId('start-block-error')).toHaveText('must be a whole number');
    await expect(txTable.getByTestId('row-count')).toHaveText(String(inRange.items.length));
    expect(sim.stats.requests).toBe(before);
  });

  test('the spam switch, contract filter and malicious badges of the ERC-20 balances', async ({ app, page, sim }) => {
    const busy = busyTokenHolder(sim);
    const path = `addresses/${busy}/balances:listErc20`;
    const withoutSpam = await simList<SimErc20Balance>(sim, path, 'erc20TokenBalances', { pageSize: ALL_BALANCES });
    const withSpam = await simList<SimErc20Balance>(sim, path, 'erc20TokenBalances', {
      pageSize: ALL_BALANCES,
      filterSpamTokens: 'false',
    });
    expect(withSpam.items.length).toBeGreaterThan(withoutSpam.items.length);
    const malicious = withoutSpam.items.filter((b) => b.tokenReputation === 'Malicious');
    expect(malicious.length).toBeGreaterThan(0);

    await app.open(`#/address/${CHAIN}/${busy}?tab=erc20-balances`);
    const balances = table(page, 'erc20-balances-table');
    await expect(page.getByTestId('spam-toggle')).toBeChecked();
    await expect(balances.getByTestId('row-count')).toHaveText(String(withoutSpam.items.length));
    await expect(balances.getByTestId('malicious-badge')).toHaveCount(malicious.length);

    // Values follow the currency picked in the header: a new currency is a new request.
    const inEur = await simList<SimErc20Balance>(sim, path, 'erc20TokenBalances', {
      pageSize: ALL_BALANCES,
      currency: 'eur',
    });
    const priced = inEur.items.findIndex((b) => b.balanceValue !== undefined);
    const eurValue = inEur.items[priced]?.balanceValue;
    if (!eurValue) throw new Error('the simulator priced none of the tokens in EUR');
    await page.getByTestId('currency-select').selectOption('eur');
    await expect(rowAt(page, 'erc20-balances-table', priced).getByTestId('token-value')).toHaveText(
      fiatText(eurValue.value, 'eur'),
    );

    await page.getByTestId('spam-toggle').uncheck();
    await expect(page).toHaveURL(/spam=show/);
    await expect(balances.getByTestId('row-count')).toHaveText(String(withSpam.items.length));
    const spamOnly = withSpam.items.filter((b) => !withoutSpam.items.some((k) => k.address === b.address));
    for (const token of spamOnly) {
      await expect(balances.locator(`a[data-address="${toChecksumAddress(token.address)}"]`)).toHaveCount(1);
    }
    await expect(balances.getByTestId('malicious-badge')).toHaveCount(
      withSpam.items.filter((b) => b.tokenReputation === 'Malicious').length,
    );

    // One contract: only its row. A malformed one: the field says which, nothing is sent.
    const only = withSpam.items[0]?.address ?? '';
    await page.getByTestId('contracts-input').fill(`${only}, `);
    await page.getByTestId('balance-apply').click();
    await expect(balances.getByTestId('row-count')).toHaveText('1');
    await expect(balances.locator('a[data-address]')).toHaveAttribute('data-address', toChecksumAddress(only));

    const before = await quietMark(sim);
    await page.getByTestId('contracts-input').fill(`${only} 0x1234`);
    await page.getByTestId('balance-apply').click();
    await expect(page.getByTestId('contracts-error')).toHaveText('0x1234 must be 0x followed by 40 hex characters');
    await page.getByTestId('as-of-input').fill('yesterday');
    await page.getByTestId('balance-apply').click();
    await expect(page.getByTestId('as-of-error')).toHaveText('must be a block number (decimal or 0x hex)');
    expect(sim.stats.requests).toBe(before);
  });

  test('a contract shows its badge and deployment link; an account shows neither', async ({ app, page, sim }) => {
    const token = tokenContract(sim);
    const deployment = await simGet<{ nativeTransaction: { txHash: string } }>(
      sim,
      `contracts/${token}/transactions:getDeployment`,
    );
    await app.open(`#/address/${CHAIN}/${token}`);
    await expect(page.getByTestId('contract-badge')).toHaveText('Contract');
    const link = page.getByTestId('deployment-link');
    await expect(link).toHaveAttribute('data-value', deployment.nativeTransaction.txHash);
    await link.locator('a').click();
    await expect(page).toHaveURL(new RegExp(`#/tx/${CHAIN}/${deployment.nativeTransaction.txHash}$`));

    const account = busyTokenHolder(sim);
    await app.open(`#/address/${CHAIN}/${account}`);
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    await expect(page.getByTestId('contract-checking')).toHaveCount(0);
    await expect(page.getByTestId('contract-badge')).toHaveCount(0);
    await expect(page.getByTestId('contract-status-error')).toHaveCount(0);
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
  });

  test('the gallery shows each card, with a placeholder wherever the image cannot be shown', async ({
    app,
    page,
    sim,
  }) => {
    await blockRemoteMedia(page);
    const nfts = nftHolder(sim);
    const list = await simList<SimNft>(sim, `addresses/${nfts}/balances:listCollectibles`, 'collectibleBalances', {
      pageSize: GALLERY_PAGE_SIZE,
    });
    await app.open(`#/address/${CHAIN}/${nfts}?tab=collectibles`);
    await expect(page.getByTestId('gallery-count')).toHaveText(String(list.items.length));

    let placeholders = 0;
    for (const item of list.items) {
      const card = page.locator(
        `[data-testid="nft-card"][data-contract="${item.address}"][data-token-id="${item.tokenId}"]`,
      );
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByTestId('nft-collection-link')).toHaveAttribute('href', `#/nft/${CHAIN}/${item.address}`);
      // Only on-chain data: images can load here; every remote one fails and falls back.
      if (item.metadata.imageUri?.startsWith('data:image/')) {
        const img = card.getByTestId('nft-image');
        await expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
        await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      } else {
        await expect(card.getByTestId('nft-image-placeholder')).toBeVisible();
        placeholders++;
      }
      if (item.ercType === 'ERC-1155') await expect(card.getByTestId('nft-balance')).toBeVisible();
      if (item.metadata.animationUri) await expect(card.getByTestId('nft-animation-link')).toBeVisible();
    }
    expect(placeholders).toBeGreaterThan(0);
    await expect(page.locator('video, audio, iframe, object, embed')).toHaveCount(0);
  });

  test('a failure of the transaction list shows the error, and Retry loads it', async ({ app, page, sim }) => {
    const busy = busyTokenHolder(sim);
    const txs = await nativeTxs(sim, busy);
    await app.fault('500', 1, `/v1/chains/${CHAIN}/addresses/${busy}/transactions:listNative`);

    // Opened from another view, so the view's own request meets the fault (a cold deep link starts it
    // earlier — deep-link-prefetch.spec.ts).
    await app.open('#/settings');
    await expect(page.getByTestId('settings-view')).toBeVisible();
    await page.evaluate((h) => window.location.assign(h), `#/address/${CHAIN}/${busy}`);
    const txTable = table(page, 'transactions-table');
    await expect(txTable.getByTestId('table-error')).toBeVisible();
    await expect(txTable.getByTestId('error-message')).toContainText('Injected 500');
    await expect(page.getByTestId('balance-amount')).toBeVisible();

    await txTable.getByTestId('retry-button').click();
    await expect(txTable.getByTestId('table-error')).toHaveCount(0);
    await expect(rowAt(page, 'transactions-table', 0).getByTestId('tx-link')).toHaveAttribute(
      'data-value',
      txs.items[0]?.txHash ?? '',
    );
  });

  const SHOT_GROUPS = [
    {
      name: 'transaction and token tabs',
      address: busyTokenHolder,
      tabs: [
        ['transactions', 'transactions-table', 'row-count'],
        ['erc20-transfers', 'erc20-transfers-table', 'row-count'],
        ['erc20-balances', 'erc20-balances-table', 'row-count'],
      ],
    },
    {
      name: 'NFT tabs',
      address: nftHolder,
      tabs: [
        ['erc721', 'erc721-gallery', 'gallery-count'],
        ['collectibles', 'collectibles-gallery', 'gallery-count'],
      ],
    },
  ] as const;

  for (const group of SHOT_GROUPS) {
    test(`screenshots of the ${group.name} in light and dark`, async ({ app, page, sim }) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        const remote = !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(msg.location().url);
        const failedRemoteLoad = remote && msg.text().startsWith('Failed to load resource');
        if (msg.type() === 'error' && !failedRemoteLoad) errors.push(msg.text());
      });
      page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
      await blockRemoteMedia(page);
      await page.setViewportSize({ width: 1360, height: 1100 });
      await app.open(`#/address/${CHAIN}/${group.address(sim)}`);
      await expect(page.getByTestId('balance-amount')).toBeVisible();
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        for (const [tab, list, loaded] of group.tabs) {
          await page.getByTestId(`tab-${tab}`).click();
          await expect(page.getByTestId(list).getByTestId(loaded)).toBeVisible();
          // <main> scrolls, never the document: anything stretching the page past the shell is a layout bug.
          expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
          await shoot(page, `address-${tab}-${theme}`, { animations: 'disabled' });
        }
      }
      expect(errors).toEqual([]);
    });
  }
});
