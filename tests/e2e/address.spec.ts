import { evmAddressProblem } from '@shared/ids';
import { fiatText, unitsText } from './expected';
import { expect, test } from './fixtures';
import { fundedAddress, simNativeBalance } from './sim-data';

test.describe('address view', () => {
  test('a deep link shows the exact balance and symbol; currency changes the value and persists', async ({
    app,
    page,
    sim,
  }) => {
    const address = await fundedAddress(sim);
    const usd = await simNativeBalance(sim, '43114', address, 'usd');
    const eur = await simNativeBalance(sim, '43114', address, 'eur');
    if (!usd.balanceValue || !eur.balanceValue) throw new Error('the simulator priced nothing');

    await app.open(`#/address/43114/${address}`);
    await expect(page.getByTestId('address-value')).toHaveText(address);
    await expect(page.getByTestId('balance-amount')).toHaveText(unitsText(usd.balance, usd.decimals));
    await expect(page.getByTestId('balance-symbol')).toHaveText(usd.symbol);
    const usdText = fiatText(usd.balanceValue.value, 'usd');
    await expect(page.getByTestId('balance-value')).toHaveText(usdText);

    await page.getByTestId('currency-select').selectOption('eur');
    const eurText = fiatText(eur.balanceValue.value, 'eur');
    expect(eurText).not.toBe(usdText);
    await expect(page.getByTestId('balance-value')).toHaveText(eurText);

    await page.reload();
    await expect(page.getByTestId('currency-select')).toHaveValue('eur');
    await expect(page.getByTestId('balance-value')).toHaveText(eurText);
  });

  test('an invalid address in the route shows the reason and makes no request', async ({ app, page, sim }) => {
    const bad = '0x12345';
    const reason = evmAddressProblem(bad);
    expect(reason).not.toBeNull();
    const before = sim.stats.requests;

    await app.open(`#/address/43114/${bad}`);
    await expect(page.getByTestId('address-invalid')).toBeVisible();
    await expect(page.getByTestId('route-issue')).toHaveText(reason as string);
    await expect(page.getByTestId('native-balance')).toHaveCount(0);
    expect(sim.stats.requests).toBe(before);
  });

  test('an injected server error shows the error panel; Retry keeps it, "Retrying…", until the balance comes', async ({
    app,
    page,
    sim,
  }) => {
    const address = await fundedAddress(sim);
    const expected = await simNativeBalance(sim, '43114', address);
    // Only the balance request: the tabs below it call other /addresses endpoints at the same time.
    await app.fault('500', 1, `/v1/chains/43114/addresses/${address}/balances:getNative`);

    // Opened from another view: what the view itself shows of its own request (a cold deep link starts
    // these requests before the view is there — deep-link-prefetch.spec.ts covers that case).
    await app.open('#/settings');
    await expect(page.getByTestId('settings-view')).toBeVisible();
    await page.evaluate((h) => window.location.assign(h), `#/address/43114/${address}`);
    const panel = page.getByTestId('error-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-error-kind', 'http');
    await expect(page.getByTestId('error-message')).toContainText('Injected 500');
    await expect(page.getByTestId('balance-amount')).toHaveCount(0);

    // The second ask is slow: the panel is looked at while it is under way.
    await app.fault('latency:1500', 1, `/v1/chains/43114/addresses/${address}/balances:getNative`);
    await page.getByTestId('retry-button').click();
    await expect(page.getByTestId('retry-button')).toHaveText('Retrying…');
    await expect(page.getByTestId('retry-button')).toBeDisabled();
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.getByTestId('balance-amount')).toHaveText(unitsText(expected.balance, expected.decimals));
  });

  test('the search box routes an address to this view', async ({ app, page, sim }) => {
    const address = await fundedAddress(sim);
    const expected = await simNativeBalance(sim, '43114', address);
    await app.open('#/');
    await page.getByTestId('search-input').fill(address);
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/address/43114/${address}$`));
    await expect(page.getByTestId('address-value')).toHaveText(address);
    await expect(page.getByTestId('balance-amount')).toHaveText(unitsText(expected.balance, expected.decimals));
  });

  test('the home example address opens this view with its balance', async ({ app, page, sim }) => {
    await app.open('#/');
    await page.getByTestId('home-help-toggle').click();
    const example = page.getByTestId('example-address');
    const address = (await example.textContent())?.trim() ?? '';
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const expected = await simNativeBalance(sim, '43114', address);

    await example.click();
    await expect(page).toHaveURL(new RegExp(`#/address/43114/${address}$`));
    await expect(page.getByTestId('address-view')).toBeVisible();
    await expect(page.getByTestId('address-value')).toHaveText(address);
    await expect(page.getByTestId('balance-amount')).toHaveText(unitsText(expected.balance, expected.decimals));
    await expect(page.getByTestId('balance-symbol')).toHaveText(expected.symbol);
  });
});
