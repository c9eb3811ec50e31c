import { expect, type Page, test } from './fixtures';

/**
 * The worker's page goes from test to test (`reused-page.ts`): what one test leaves on it must not reach the next,
 * and what cannot be taken back is refused. In order, on one worker.
 */
test.describe.configure({ mode: 'serial' });

let pageOfFirstTest: Page | undefined;
/** Requests seen by the listener the first test leaves on the page. */
const heardByLeftListener: string[] = [];

test('a test leaves storage, a permission, a route, a listener, a size, a theme and the pointer behind', async ({
  app,
  page,
  context,
}) => {
  await app.open('#/settings');
  await expect(page.getByTestId('profile-active')).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'local');
    sessionStorage.setItem('left-behind', 'session');
  });
  await context.grantPermissions(['clipboard-read']);
  await page.route('**/ipc/**', (route) => route.abort());
  page.on('request', (request) => heardByLeftListener.push(request.url()));
  await page.setViewportSize({ width: 800, height: 600 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' });
  // Over the search box: hovering it outlines it.
  await page.getByTestId('search-input').hover();
  pageOfFirstTest = page;
});

test('the next test gets the same page with none of it', async ({ app, page }) => {
  expect(page).toBe(pageOfFirstTest);
  const heardBefore = heardByLeftListener.length;
  expect(page.viewportSize()).toEqual({ width: 1360, height: 860 });
  await app.open('#/settings');
  // The route that aborted every call is gone: the app gets its answers.
  await expect(page.getByTestId('profile-active')).toBeVisible();
  const left = await page.evaluate(async () => ({
    local: localStorage.getItem('left-behind'),
    session: sessionStorage.getItem('left-behind'),
    clipboardRead: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    // The pointer was put in the page's top-left corner, on the top bar, where nothing answers to it.
    hoveredControls: document.querySelectorAll(
      ':is(a, button, input, select, textarea, summary, tr, [role=row], [tabindex]):hover',
    ).length,
  }));
  expect(left).toEqual({
    local: null,
    session: null,
    clipboardRead: 'prompt',
    dark: false,
    reducedMotion: true,
    hoveredControls: 0,
  });
  expect(heardByLeftListener).toHaveLength(heardBefore);
});

test('what cannot be taken back is refused, naming the way out', async ({ page }) => {
  const wayOut = /test\.use\(\{ freshPage: true \}\)/;
  expect(() => page.addInitScript(() => undefined)).toThrow(wayOut);
  expect(() => page.context().addInitScript(() => undefined)).toThrow(wayOut);
  expect(() => page.clock.install()).toThrow(wayOut);
  expect(() => page.exposeFunction('f', () => undefined)).toThrow(wayOut);
});

test.describe('a test that asks for a page of its own', () => {
  test.use({ freshPage: true });

  test('gets another page, in a context of its own, where it may install the clock', async ({ app, page }) => {
    expect(page).not.toBe(pageOfFirstTest);
    expect(page.context()).not.toBe(pageOfFirstTest?.context());
    await page.clock.install({ time: new Date('2026-01-02T03:04:05Z') });
    await app.open('#/settings');
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2026);
  });
});

test.describe('a test that sets a context option a live context cannot change', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Asia/Tokyo' });

  test('gets a context of its own with it, not the shared page without it', async ({ app, page }) => {
    expect(page).not.toBe(pageOfFirstTest);
    await app.open('#/settings');
    await expect(page.getByTestId('profile-active')).toBeVisible();
    expect(
      await page.evaluate(() => ({
        language: navigator.language,
        zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      })),
    ).toEqual({ language: 'de-DE', zone: 'Asia/Tokyo' });
  });
});

test('after it, the shared page again, with Playwright’s default locale', async ({ app, page }) => {
  expect(page).toBe(pageOfFirstTest);
  await app.open('#/settings');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
});
