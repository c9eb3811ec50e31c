import { NAV_GROUPS } from '@renderer/shell/nav-items';
import { expect, test } from './fixtures';

/** The local profile (what the fixtures start with) is a mainnet profile on C-Chain 43114. */
const NAV_CONTEXT = { chainId: '43114', network: 'mainnet' } as const;
const NAV_ITEMS = NAV_GROUPS.flatMap((g) => g.items);

test.describe('app shell', () => {
  test('every navigation area links to its hash route and marks itself active', async ({ app, page }) => {
    await app.open('#/');
    expect(NAV_ITEMS.length).toBeGreaterThanOrEqual(14);
    for (const item of NAV_ITEMS) {
      const href = item.href(NAV_CONTEXT);
      const link = page.getByTestId(`nav-${item.area}`);
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('main')).not.toContainText('Nothing lives at');
    }
  });

  test('the theme toggle switches light and dark on <html data-theme> and persists across reload', async ({
    app,
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await app.open('#/');
    const html = page.locator('html');
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('data-theme-pref', 'system');
    await expect(html).toHaveAttribute('data-theme', 'light');

    await toggle.click();
    await expect(toggle).toHaveAttribute('data-theme-pref', 'light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-theme-pref', 'dark');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme-pref', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBackground);
  });

  test('"/" and Ctrl+K focus the search box', async ({ app, page }) => {
    await app.open('#/');
    const search = page.getByTestId('search-input');
    await expect(page.getByTestId('active-profile')).toBeVisible();
    await expect(search).not.toBeFocused();

    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    // The slash was the shortcut, not typed text.
    await expect(search).toHaveValue('');

    await search.blur();
    await expect(search).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
  });

  test('the profile switcher lists the three built-in profiles and shows the active one', async ({ app, page }) => {
    await app.open('#/');
    const switcher = page.getByTestId('profile-switcher');
    const options = switcher.locator('option');
    await expect(options).toHaveCount(3);
    await expect(options.nth(0)).toHaveText(/Avalanche Mainnet/);
    await expect(options.nth(1)).toHaveText(/Avalanche Fuji/);
    await expect(options.nth(2)).toHaveText(/Local simulator/);
    await expect(switcher).toHaveValue('local');
    await expect(page.getByTestId('profile-network')).toHaveText('mainnet');
  });

  test('an unknown route shows the home view with a notice', async ({ app, page }) => {
    await app.open('#/no/such/place');
    const notice = page.getByTestId('unknown-route');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('#/no/such/place');
    await expect(page.getByTestId('search-examples')).toBeVisible();

    await page.getByTestId('brand-home').click();
    await expect(page.getByTestId('unknown-route')).toHaveCount(0);
    // Home is the dashboard; the help is one click away.
    await expect(page.getByTestId('home-dashboard')).toBeVisible();
    await expect(page.getByTestId('search-examples')).toHaveCount(0);
    await page.getByTestId('home-help-toggle').click();
    await expect(page.getByTestId('search-examples')).toBeVisible();
  });
});
