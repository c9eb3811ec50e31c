import { toChecksumAddress } from '@shared/ids';
import { ListChainsResponse } from '@shared/models/data/chains';
import { TransactionDetail } from '@shared/models/data/transactions';
import type { EvmTx } from '@sim/dataset/evm/types';
import type { RunningSimulator } from '@sim/server';
import { fiatText, fiatValue, gweiText, integerText, isoText, unitsText } from './expected';
import { type AppHarness, expect, type Page, test } from './fixtures';
import { shoot } from './shots';

const C_CHAIN = '43114';

function pickTx(sim: RunningSimulator, what: string, matches: (tx: EvmTx) => boolean, chainId = C_CHAIN): EvmTx {
  const chain = sim.dataset.evm.chains.find((c) => c.spec.evmChainId === chainId);
  const tx = chain?.txs.find(matches);
  if (!tx) throw new Error(`the simulated chain ${chainId} has no ${what}`);
  return tx;
}

const swapWithInternals = (sim: RunningSimulator) =>
  pickTx(sim, 'successful tx with ERC-20 transfers and internal calls', (t) => {
    return t.success && t.erc20.length > 1 && t.internal.length > 0 && t.methodSig !== undefined;
  });
const teleporterReceive = (sim: RunningSimulator) =>
  pickTx(sim, 'received Teleporter message with internal calls', (t) => {
    return t.success && t.teleporter?.direction === 'DESTINATION_TRANSACTION' && t.internal.length > 0;
  });
const failedWithInternals = (sim: RunningSimulator) =>
  pickTx(sim, 'failed tx with internal calls', (t) => !t.success && t.internal.length > 0);

/** The simulator's own /v1 answer: the same endpoint the app calls. */
async function simTx(sim: RunningSimulator, hash: string, chainId = C_CHAIN): Promise<TransactionDetail> {
  const res = await fetch(`${sim.url}/v1/chains/${chainId}/transactions/${hash}`);
  if (!res.ok) throw new Error(`simulator answered ${res.status} for ${hash}`);
  return TransactionDetail.parse(await res.json());
}

async function simChains(sim: RunningSimulator) {
  const res = await fetch(`${sim.url}/v1/chains`);
  return ListChainsResponse.parse(await res.json()).chains;
}

/** A well-formed hash the simulated C-Chain does not have. */
function unknownHash(sim: RunningSimulator): string {
  const known = new Set(sim.dataset.evm.mainnet.txs.map((t) => t.hash));
  for (let i = 1; ; i++) {
    const hash = `0x${i.toString(16).padStart(4, '0').repeat(16)}`;
    if (!known.has(hash)) return hash;
  }
}

const ipcCalls = (page: Page, channel: string) => {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes(`/ipc/${channel}`)) urls.push(req.url());
  });
  return urls;
};

test.describe('transaction view', () => {
  test('a deep link shows the summary, ERC-20 transfers and internal calls exactly as the Data API sent them', async ({
    app,
    page,
    sim,
  }) => {
    const tx = swapWithInternals(sim);
    const detail = await simTx(sim, tx.hash);
    const n = detail.nativeTransaction;
    const token = detail.networkTokenDetails.networkToken;
    const then = detail.networkTokenDetails.historicalPrice;
    const now = detail.networkTokenDetails.currentPrice;
    if (!then || !now || !n.method) throw new Error('the simulator left out prices or the method');

    await app.open(`#/tx/${C_CHAIN}/${tx.hash}`);
    await expect(page.getByTestId('tx-hash')).toHaveText(tx.hash);
    await expect(page.getByTestId('tx-status')).toHaveText('Success');
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-tone', 'success');
    await expect(page.getByTestId('tx-block-link')).toHaveText(`#${integerText(n.blockNumber)}`);
    await expect(page.getByTestId('tx-timestamp')).toHaveAttribute('datetime', isoText(n.blockTimestamp));
    await expect(page.getByTestId('tx-from').locator('a')).toHaveAttribute(
      'data-address',
      toChecksumAddress(n.from.address),
    );
    await expect(page.getByTestId('tx-to').locator('a')).toHaveAttribute(
      'data-address',
      toChecksumAddress(n.to.address),
    );
    if (n.to.name) await expect(page.getByTestId('tx-to')).toContainText(n.to.name);

    await expect(page.getByTestId('tx-value')).toHaveAttribute(
      'title',
      `${unitsText(n.value, token.decimals)} ${token.symbol}`,
    );
    const fee = BigInt(n.gasUsed) * BigInt(n.gasPrice);
    await expect(page.getByTestId('tx-fee')).toHaveAttribute(
      'title',
      `${unitsText(fee, token.decimals)} ${token.symbol}`,
    );
    await expect(page.getByTestId('tx-fee').locator('.amount__value')).toHaveText(unitsText(fee, token.decimals));
    await expect(page.getByTestId('tx-fee-fiat-then')).toHaveText(
      fiatText(fiatValue(fee, token.decimals, then.value), then.currencyCode),
    );
    await expect(page.getByTestId('tx-fee-fiat-now')).toHaveText(
      fiatText(fiatValue(fee, token.decimals, now.value), now.currencyCode),
    );
    await expect(page.getByTestId('tx-price-then')).toHaveText(fiatText(then.value, then.currencyCode));
    await expect(page.getByTestId('tx-price-now')).toHaveText(fiatText(now.value, now.currencyCode));

    await expect(page.getByTestId('tx-gas-limit')).toHaveText(integerText(n.gasLimit));
    await expect(page.getByTestId('tx-gas-used')).toHaveText(integerText(n.gasUsed));
    await expect(page.getByTestId('tx-gas-price')).toHaveText(gweiText(n.gasPrice, 9));
    await expect(page.getByTestId('tx-base-fee')).toHaveText(gweiText(n.baseFeePerGas, 9));
    if (n.maxFeePerGas) await expect(page.getByTestId('tx-max-fee')).toHaveText(gweiText(n.maxFeePerGas, 9));
    await expect(page.getByTestId('tx-nonce')).toHaveText(integerText(n.nonce));
    await expect(page.getByTestId('tx-type')).toContainText(String(n.txType));
    await expect(page.getByTestId('tx-method-name')).toHaveText(n.method.methodName ?? '');
    await expect(page.getByTestId('tx-method-hash')).toHaveAttribute('data-value', n.method.methodHash);
    await expect(page.getByTestId('tx-input-bytes')).toHaveText(`${integerText((n.input.length - 2) / 2)} bytes`);

    // The first section with rows opens first: the ERC-20 transfers, in log order.
    const transfers = detail.erc20Transfers ?? [];
    await expect(page.getByTestId('tab-erc20')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('tab-erc20')).toContainText(String(transfers.length));
    const erc20 = page.getByTestId('erc20-table');
    await expect(erc20.getByTestId('row-count')).toHaveText(String(transfers.length));
    const amounts = erc20.getByTestId('erc20-amount');
    await expect(amounts).toHaveCount(transfers.length);
    for (const [i, t] of transfers.entries()) {
      await expect(amounts.nth(i)).toHaveAttribute(
        'title',
        `${unitsText(t.value, t.erc20Token.decimals)} ${t.erc20Token.symbol}`,
      );
      await expect(erc20.getByTestId('erc20-from').nth(i).locator('a')).toHaveAttribute(
        'data-address',
        toChecksumAddress(t.from.address),
      );
    }

    const internals = detail.internalTransactions ?? [];
    await page.getByTestId('tab-internal').click();
    await expect(page).toHaveURL(/\?tab=internal$/);
    const internal = page.getByTestId('internal-table');
    await expect(internal.getByTestId('row-count')).toHaveText(String(internals.length));
    await expect(internal.getByTestId('internal-type')).toHaveText(internals.map((c) => c.internalTxType));
    await expect(internal.getByTestId('internal-ok')).toHaveCount(internals.length);

    await page.getByTestId('tab-teleporter').click();
    await expect(page.getByTestId('teleporter-empty')).toBeVisible();
    await page.getByTestId('tab-erc721').click();
    await expect(page.getByTestId('erc721-table').getByTestId('table-empty')).toBeVisible();

    await page.getByTestId('tx-raw-toggle').click();
    await expect(page.getByTestId('tx-raw-json')).toContainText(n.blockHash);
  });

  test('a received Teleporter message names its source chain from the chain list', async ({ app, page, sim }) => {
    const tx = teleporterReceive(sim);
    const detail = await simTx(sim, tx.hash);
    const info = detail.teleporterMessageInfo;
    if (!info?.sourceChainId) throw new Error('the simulator sent no Teleporter source');
    const chains = await simChains(sim);
    const source = chains.find((c) => c.platformChainId === info.sourceChainId || c.chainId === info.sourceChainId);
    const here = chains.find((c) => c.chainId === C_CHAIN);
    if (!source || !here) throw new Error('the chain list lacks the source chain or the C-Chain');

    await app.open(`#/tx/${C_CHAIN}/${tx.hash}`);
    // No token transfers: the internal calls are the first section with rows.
    await expect(page.getByTestId('tab-internal')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('internal-table').getByTestId('row-count')).toHaveText(
      String(detail.internalTransactions?.length ?? 0),
    );
    await expect(page.getByTestId('tab-teleporter')).toContainText('1');

    await page.getByTestId('tab-teleporter').click();
    await expect(page.getByTestId('teleporter-message-id')).toHaveAttribute('data-value', info.teleporterMessageId);
    await expect(page.getByTestId('teleporter-direction')).toHaveText('Received on this chain');
    await expect(page.getByTestId('teleporter-source-name')).toHaveText(source.chainName);
    await expect(page.getByTestId('teleporter-source-name')).toHaveAttribute('href', `#/blocks/${source.chainId}`);
    await expect(page.getByTestId('teleporter-destination-name')).toHaveText(here.chainName);
    await expect(page.getByTestId('teleporter-destination')).toContainText('this chain');
  });

  test('a failed transaction shows the failed pill and highlights its reverted internal calls', async ({
    app,
    page,
    sim,
  }) => {
    const tx = failedWithInternals(sim);
    const detail = await simTx(sim, tx.hash);
    expect(detail.nativeTransaction.txStatus).toBe('0');
    const reverted = (detail.internalTransactions ?? []).filter((c) => c.isReverted).length;

    await app.open(`#/tx/${C_CHAIN}/${tx.hash}?tab=internal`);
    await expect(page.getByTestId('tx-status')).toHaveText('Failed');
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-tone', 'failed');
    await expect(page.getByTestId('internal-reverted')).toHaveCount(reverted);
    if (reverted > 0) await expect(page.getByTestId('internal-reverted-note')).toContainText(`${reverted} of`);
  });

  test('block and address links lead to their routes; coming back does not fetch the transaction again', async ({
    app,
    page,
    sim,
  }) => {
    const tx = swapWithInternals(sim);
    const detail = await simTx(sim, tx.hash);
    const n = detail.nativeTransaction;
    const calls = ipcCalls(page, 'data.getTransaction');

    await app.open(`#/tx/${C_CHAIN}/${tx.hash}`);
    await page.getByTestId('tx-block-link').click();
    await expect(page).toHaveURL(new RegExp(`#/block/${C_CHAIN}/${n.blockNumber}$`));

    await page.goBack();
    await expect(page.getByTestId('tx-status')).toBeVisible();
    await page.getByTestId('tx-from').locator('a').click();
    await expect(page).toHaveURL(new RegExp(`#/address/${C_CHAIN}/${toChecksumAddress(n.from.address)}$`));

    await page.goBack();
    await page.getByTestId('tx-to').locator('a').click();
    await expect(page).toHaveURL(new RegExp(`#/address/${C_CHAIN}/${toChecksumAddress(n.to.address)}$`));
    await page.goBack();
    await expect(page.getByTestId('tx-status')).toHaveText('Success');
    // A finalised transaction is cached for good (cache class "immutable").
    expect(calls).toHaveLength(1);
  });

  test('an unknown hash says where it was not found and offers the other chains, where it is found', async ({
    app,
    page,
    sim,
  }) => {
    const chains = await simChains(sim);
    const missing = unknownHash(sim);
    await app.open(`#/tx/${C_CHAIN}/${missing}`);
    const notFound = page.getByTestId('tx-not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText(`(${C_CHAIN})`);
    const links = page.getByTestId('tx-try-chain');
    await expect(links).toHaveCount(chains.length - 1);
    for (const c of chains.filter((c) => c.chainId !== C_CHAIN)) {
      await expect(page.locator(`[data-testid="tx-try-chain"][data-chain-id="${c.chainId}"]`)).toHaveAttribute(
        'href',
        `#/tx/${c.chainId}/${missing}`,
      );
    }

    // A hash from another chain, opened on the C-Chain: one click on the right chain shows it.
    const other = chains.find((c) => c.chainId !== C_CHAIN && !c.isTestnet);
    if (!other) throw new Error('the chain list has no other mainnet chain');
    const foreign = pickTx(sim, 'transaction', (t) => t.success, other.chainId);
    await app.open(`#/tx/${C_CHAIN}/${foreign.hash}`);
    await expect(page.getByTestId('tx-not-found')).toBeVisible();
    await page.locator(`[data-testid="tx-try-chain"][data-chain-id="${other.chainId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#/tx/${other.chainId}/${foreign.hash}$`));
    await expect(page.getByTestId('tx-status')).toHaveText('Success');
    await expect(page.getByTestId('tx-view')).toContainText(other.chainName);
  });

  test('a malformed hash is explained and nothing is requested', async ({ app, page, sim }) => {
    const before = sim.stats.requests;
    await app.open(`#/tx/${C_CHAIN}/0x1234`);
    await expect(page.getByTestId('tx-invalid')).toBeVisible();
    await expect(page.getByTestId('route-issue')).toHaveText('must be 0x followed by 64 hex characters');
    await expect(page.getByTestId('tx-loading')).toHaveCount(0);
    expect(sim.stats.requests).toBe(before);
  });

  test('an injected server error shows the error panel, and Retry loads the transaction', async ({
    app,
    page,
    sim,
  }) => {
    const tx = swapWithInternals(sim);
    const detail = await simTx(sim, tx.hash);
    await app.fault('500', 1, `/v1/chains/${C_CHAIN}/transactions/`);

    // Opened from another view, so the view's own request meets the fault (a cold deep link starts it
    // earlier — deep-link-prefetch.spec.ts).
    await app.open('#/settings');
    await expect(page.getByTestId('settings-view')).toBeVisible();
    await page.evaluate((h) => window.location.assign(h), `#/tx/${C_CHAIN}/${tx.hash}`);
    const panel = page.getByTestId('error-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-error-kind', 'http');
    await expect(page.getByTestId('error-message')).toContainText('Injected 500');
    await expect(page.getByTestId('tx-overview')).toHaveCount(0);

    await page.getByTestId('retry-button').click();
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.getByTestId('tx-block-link')).toHaveText(`#${integerText(detail.nativeTransaction.blockNumber)}`);
  });
});

test.describe('transaction view screenshots', () => {
  const shots: { view: string; show: (page: Page, app: AppHarness, sim: RunningSimulator) => Promise<void> }[] = [
    {
      view: 'tx-success',
      show: async (page, app, sim) => {
        await app.open(`#/tx/${C_CHAIN}/${swapWithInternals(sim).hash}`);
        await expect(page.getByTestId('erc20-amount').first()).toBeVisible();
      },
    },
    {
      view: 'tx-failed',
      show: async (page, app, sim) => {
        await app.open(`#/tx/${C_CHAIN}/${failedWithInternals(sim).hash}?tab=internal`);
        await expect(page.getByTestId('internal-table')).toBeVisible();
      },
    },
    {
      view: 'tx-not-found',
      show: async (page, app, sim) => {
        await app.open(`#/tx/${C_CHAIN}/${unknownHash(sim)}`);
        await expect(page.getByTestId('tx-try-chain').first()).toBeVisible();
      },
    },
  ];

  for (const shot of shots) {
    test(`screenshot: ${shot.view} in light and dark`, async ({ app, page, sim }) => {
      await page.setViewportSize({ width: 1360, height: 1100 });
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await shot.show(page, app, sim);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await shoot(page, `${shot.view}-${theme}`, { fullPage: true, animations: 'disabled' });
      }
    });
  }
});
