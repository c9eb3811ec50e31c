import { parseUnits } from 'viem';
import { expect, type Page, test } from './fixtures';
import { beamOf, beamRpcUrl, selectBeamNodeProfile, simDataApi } from './node-only-support';
import { shootThemes } from './theme-shots';

/**
 * A custom chain's native token, named in Settings, is the unit of every native amount the node-backed views
 * show; left unnamed, amounts say "native". Export on a node-only profile is the plain unavailable notice.
 * Expected values come from the simulator's Data API for the same chain.
 */

interface ChainAnswer {
  networkToken: { symbol: string; decimals: number };
}

/** The number and unit of an Amount's title (`"1,234.5 BEAM"`), the number in the smallest unit. */
async function amountOf(page: Page, testId: string, decimals: number) {
  const title = (await page.getByTestId(testId).first().getAttribute('title')) ?? '';
  const [number = '', unit = ''] = title.split(' ');
  return { value: parseUnits(number.replace(/,/g, ''), decimals), unit };
}

test.describe('node-only: native token of a custom chain', () => {
  test('named in Settings (bad input explained next to the field), it is the unit of balance, value, fee and block amounts', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const beam = beamOf(sim);
    const chainId = beam.spec.evmChainId;
    const { networkToken } = await simDataApi<ChainAnswer>(sim.url, `/chains/${chainId}`);

    await app.open('#/settings');
    await page.getByTestId('profile-new').click();
    const form = page.getByTestId('profile-form');
    await form.getByTestId('profile-input-name').fill('Beam operator');
    await form.getByTestId('profile-input-nodeRpcUrl').fill(sim.url);
    await form.getByTestId('custom-chain-add').click();
    await form.getByTestId('custom-chain-name-0').fill('Beam (own node)');
    await form.getByTestId('custom-chain-url-0').fill(beamRpcUrl(sim.url, beam));
    await form.getByTestId('custom-chain-read-0').click();
    await expect(form.getByTestId('custom-chain-id-0')).toHaveValue(chainId);
    await form.getByTestId('custom-chain-symbol-0').fill(`${networkToken.symbol} token`);
    await form.getByTestId('custom-chain-decimals-0').fill('eighteen');
    await form.getByTestId('profile-input-defaultChainId').fill(chainId);
    await form.getByTestId('profile-save').click();
    await expect(form.getByTestId('profile-error-customChains.0.symbol')).toHaveText('one word, no spaces (e.g. BEAM)');
    await expect(form.getByTestId('profile-error-customChains.0.decimals')).toHaveText(
      'must be a whole number from 0 to 36',
    );
    await expect(form.getByTestId('custom-chain-symbol-0')).toHaveValue(`${networkToken.symbol} token`);
    await expect(form.getByTestId('custom-chain-symbol-0')).toHaveAttribute('aria-invalid', 'true');
    await shootThemes(page, 'node-only-token-errors', async () => {
      await form.getByTestId('profile-custom-chains').scrollIntoViewIfNeeded();
    });
    await form.getByTestId('custom-chain-symbol-0').fill(networkToken.symbol);
    await form.getByTestId('custom-chain-decimals-0').fill(String(networkToken.decimals));
    await expect(form.getByTestId('profile-error-customChains.0.symbol')).toHaveCount(0);
    await form.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-form')).toHaveCount(0);
    const stored = app.services.profiles.list().find((p) => p.id === 'beam-operator');
    expect(stored?.customChains?.[0]).toMatchObject({
      symbol: networkToken.symbol,
      decimals: networkToken.decimals,
    });
    await page.getByTestId('profile-switcher').selectOption('beam-operator');

    // Address: the balance the Data API reports, in the token the user named.
    const holder = beam.accounts.find((a) => a.kind === 'eoa')?.address ?? '';
    const native = await simDataApi<{ nativeTokenBalance: { balance: string; symbol: string } }>(
      sim.url,
      `/chains/${chainId}/addresses/${holder}/balances:getNative`,
    );
    await app.open(`#/address/${chainId}/${holder}`);
    await expect(page.getByTestId('node-account-balance')).toBeVisible();
    const balance = await amountOf(page, 'node-account-balance', networkToken.decimals);
    expect(balance).toEqual({
      value: BigInt(native.nativeTokenBalance.balance),
      unit: native.nativeTokenBalance.symbol,
    });
    await expect(page.getByTestId('node-account-unit-hint')).toHaveCount(0);

    // A transaction with a value: value and fee in the named token.
    const latest = await simDataApi<{ transactions: { txHash: string; value: string; blockNumber: string }[] }>(
      sim.url,
      `/chains/${chainId}/transactions?pageSize=100`,
    );
    const paid = latest.transactions.find((t) => t.value !== '0');
    if (!paid) throw new Error('no transaction with a value among the latest 100');
    await app.open(`#/tx/${chainId}/${paid.txHash}`);
    await expect(page.getByTestId('tx-node-value')).toBeVisible();
    expect(await amountOf(page, 'tx-node-value', networkToken.decimals)).toEqual({
      value: BigInt(paid.value),
      unit: networkToken.symbol,
    });
    expect((await amountOf(page, 'tx-node-fee', networkToken.decimals)).unit).toBe(networkToken.symbol);
    await shootThemes(page, 'node-only-token-tx', async () => {
      await expect(page.getByTestId('tx-node-fee')).toBeVisible();
    });

    // The block's transaction list: the same value in the same unit.
    await app.open(`#/block/${chainId}/${paid.blockNumber}`);
    const row = page.getByTestId('block-transactions').locator('tr', { hasText: paid.txHash.slice(0, 10) });
    const title = (await row.getByTestId('block-tx-value').getAttribute('title')) ?? '';
    expect(title.endsWith(` ${networkToken.symbol}`)).toBe(true);
    expect(parseUnits(title.split(' ')[0]?.replace(/,/g, '') ?? '', networkToken.decimals)).toBe(BigInt(paid.value));
    await shootThemes(page, 'node-only-token-block', async () => {
      await row.scrollIntoViewIfNeeded();
    });
  });

  test('left unnamed, amounts say "native" and the address says where to name it', async ({ app, page, sim }) => {
    const beam = beamOf(sim);
    const chainId = selectBeamNodeProfile(app.services, sim.url, beam);
    const holder = beam.accounts.find((a) => a.kind === 'eoa')?.address ?? '';
    const native = await simDataApi<{ nativeTokenBalance: { balance: string } }>(
      sim.url,
      `/chains/${chainId}/addresses/${holder}/balances:getNative`,
    );
    await app.open(`#/address/${chainId}/${holder}`);
    await expect(page.getByTestId('node-account-balance')).toBeVisible();
    expect(await amountOf(page, 'node-account-balance', 18)).toEqual({
      value: BigInt(native.nativeTokenBalance.balance),
      unit: 'native',
    });
    await expect(page.getByTestId('node-account-unit-hint').getByRole('link')).toHaveAttribute('href', '#/settings');
    await shootThemes(page, 'node-only-token-unnamed', async () => {
      await expect(page.getByTestId('node-account-unit-hint')).toBeVisible();
    });
  });
});

test.describe('node-only: export', () => {
  test('the export page and an export link show the unavailable notice with the way to Settings, never an error', async ({
    app,
    page,
    sim,
  }) => {
    const beam = beamOf(sim);
    const chainId = selectBeamNodeProfile(app.services, sim.url, beam);
    const holder = beam.accounts.find((a) => a.kind === 'eoa')?.address ?? '';

    await app.open('#/export');
    const notice = page.getByTestId('export-view').getByTestId('missing-data-api');
    await expect(notice).toContainText('Exporting transactions is unavailable without a Data API');
    await expect(notice.getByTestId('missing-data-api-settings')).toHaveAttribute('href', '#/settings');
    await expect(page.getByTestId('export-new')).toHaveCount(0);
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.getByTestId('export-empty')).toBeVisible();
    await shootThemes(page, 'node-only-export', async () => {
      await expect(notice).toBeVisible();
    });

    // A prefilled export link (as "Export…" on an address makes): the dialog says the same, with no form.
    await app.open(`#/export?address=${holder}&chain=${chainId}`);
    const dialog = page.getByTestId('export-dialog');
    await expect(dialog.getByTestId('missing-data-api')).toContainText('unavailable without a Data API');
    await expect(dialog.getByTestId('export-form')).toHaveCount(0);
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await shootThemes(page, 'node-only-export-dialog', async () => {
      await expect(dialog).toBeVisible();
    });
    await dialog.getByTestId('export-dialog-done').click();
    await expect(page.getByTestId('export-dialog')).toHaveCount(0);
    expect(app.services.exports.list()).toEqual([]);
  });
});
