import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { fundedAddress } from './sim-data';
import { dataRequests, markRequests } from './sim-requests';

const C_CHAIN = '43114';
const goTo = (page: Page, hash: string) => page.evaluate((h) => window.location.assign(h), hash);

/** A well-formed hash the simulated C-Chain does not have. */
function unknownHash(sim: RunningSimulator): string {
  const known = new Set(sim.dataset.evm.mainnet.txs.map((t) => t.hash));
  for (let i = 1; ; i++) {
    const hash = `0x${i.toString(16).padStart(4, '0').repeat(16)}`;
    if (!known.has(hash)) return hash;
  }
}

/** Whatever a view asks for on mount is sent at once: a second of quiet means nothing more is coming. */
const settle = (page: Page) => page.waitForTimeout(1000);

test('"not a contract" is an answer: revisiting an account asks the simulator nothing at all', async ({
  app,
  page,
  sim,
}) => {
  const address = await fundedAddress(sim);
  const first = markRequests(sim);
  await app.open(`#/address/${C_CHAIN}/${address}`);
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  await expect(page.getByTestId('contract-checking')).toHaveCount(0);
  await expect(page.getByTestId('contract-badge')).toHaveCount(0);
  await expect(page.getByTestId('contract-status-error')).toHaveCount(0);
  // The first visit did ask, and was told 404.
  await expect.poll(() => dataRequests(sim, first, '/transactions:getDeployment').length).toBe(1);

  await goTo(page, '#/settings');
  await expect(page.getByTestId('settings-view')).toBeVisible();
  await settle(page);
  const before = markRequests(sim);
  await goTo(page, `#/address/${C_CHAIN}/${address}`);
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  await expect(page.getByTestId('contract-badge')).toHaveCount(0);
  await expect(page.getByTestId('contract-status-error')).toHaveCount(0);
  await settle(page);
  expect(dataRequests(sim, before, '/transactions:getDeployment')).toEqual([]);
  expect(sim.stats.requests - before).toBe(0);
});

test('"no such transaction" is an answer: revisiting the hash does not ask the Data API again', async ({
  app,
  page,
  sim,
}) => {
  const missing = unknownHash(sim);
  const path = `/v1/chains/${C_CHAIN}/transactions/${missing}`;
  const first = markRequests(sim);
  await app.open(`#/tx/${C_CHAIN}/${missing}`);
  await expect(page.getByTestId('tx-not-found')).toBeVisible();
  expect(dataRequests(sim, first, path)).toHaveLength(1);

  await goTo(page, '#/settings');
  await expect(page.getByTestId('settings-view')).toBeVisible();
  const before = markRequests(sim);
  await goTo(page, `#/tx/${C_CHAIN}/${missing}`);
  await expect(page.getByTestId('tx-not-found')).toBeVisible();
  await settle(page);
  expect(dataRequests(sim, before, path)).toEqual([]);
});

test('"no record of this address on the chain" is an answer: shown as the balance\'s absent state, not asked again on a revisit', async ({
  app,
  page,
  sim,
}) => {
  const address = await fundedAddress(sim);
  // A chain id the simulated Data API does not index: its balance endpoint answers 404, as the service does.
  const chainId = '99999';
  const path = `/v1/chains/${chainId}/addresses/${address}/balances:getNative`;
  const answer = await fetch(`${sim.url}${path}?currency=usd`);
  expect(answer.status).toBe(404);
  const { message } = (await answer.json()) as { message: string };

  const first = markRequests(sim);
  await app.open(`#/address/${chainId}/${address}`);
  const absent = page.getByTestId('balance-not-found');
  await expect(absent).toContainText(`no record of this address on chain ${chainId}`);
  await expect(absent).toContainText(message);
  await expect(page.getByTestId('native-balance').getByTestId('error-panel')).toHaveCount(0);
  await expect.poll(() => dataRequests(sim, first, '/balances:getNative').length).toBe(1);

  await goTo(page, '#/settings');
  await expect(page.getByTestId('settings-view')).toBeVisible();
  const before = markRequests(sim);
  await goTo(page, `#/address/${chainId}/${address}`);
  await expect(absent).toContainText(message);
  await settle(page);
  expect(dataRequests(sim, before, '/balances:getNative')).toEqual([]);

  // Refresh is the user asking again: it sends.
  await page.getByTestId('balance-refresh').click();
  await expect.poll(() => dataRequests(sim, before, '/balances:getNative').length).toBe(1);
  await expect(absent).toBeVisible();
});
