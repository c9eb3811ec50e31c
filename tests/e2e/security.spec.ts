import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type AppServices, createServices, type ServicesOptions } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import { type RunningWebServer, startWebServer } from '@main/web/server';
import { CONTENT_SECURITY_POLICY } from '@shared/csp';
import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

/** Browser mode on its own data dir and options (the fixture's `app` cannot start on a spoiled one). */
async function startApp(
  sim: RunningSimulator,
  options: Partial<ServicesOptions> & { prepare?: (dataDir: string) => void } = {},
): Promise<{ services: AppServices; web: RunningWebServer; dataDir: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-e2e-sec-'));
  options.prepare?.(dataDir);
  const services = createServices({
    dataDir,
    env: { SNOWSCOPE_PROFILE: 'local' },
    builtinProfiles: builtinProfilesWithSimulatorAt(sim.url),
    ...options,
  });
  const web = await startWebServer({ services, rendererDir: resolve('out/renderer'), port: 0 });
  return {
    services,
    web,
    dataDir,
    close: async () => {
      await web.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function shootBothThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await shoot(page, `${name}-${theme}`, { fullPage: false });
  }
  await page.emulateMedia({ colorScheme: null });
}

test.describe('security', () => {
  test('a settings file that could not be used is announced above every view until dismissed', async ({
    page,
    sim,
  }) => {
    const app = await startApp(sim, {
      prepare: (dir) => writeFileSync(join(dir, 'profiles.json'), '\u0000\u00ffnot json at all'),
    });
    try {
      await page.goto(`${app.web.launchUrl}#/`);
      const notice = page.getByTestId('startup-notice-settings-file');
      await expect(notice).toBeVisible();
      const [expected] = app.services.notices.list();
      await expect(notice.getByTestId('startup-notice-message')).toHaveText(expected?.message as string);
      await expect(notice).toContainText('profiles.json.bad-');
      // Still there on another view; the app works underneath.
      await page.goto(`${app.web.launchUrl}#/settings`);
      await expect(page.getByTestId('settings-view')).toBeVisible();
      await expect(notice).toBeVisible();
      await shootBothThemes(page, 'startup-notice');
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(page.getByTestId('startup-notices')).toHaveCount(0);
      expect(app.services.notices.list()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('without an OS keychain, Settings says so and keeps a key for the session only', async ({ page, sim }) => {
    const app = await startApp(sim, {
      secretBackend: async () => {
        throw new Error('Platform failure: no Secret Service on the session bus');
      },
    });
    try {
      await page.goto(`${app.web.launchUrl}#/settings`);
      const notice = page.getByTestId('keychain-unavailable');
      await expect(notice).toContainText('No OS keychain');
      await expect(notice).toContainText('no Secret Service on the session bus');
      const status = page.getByTestId('api-key-status-local');
      await expect(status).toHaveText('not set');
      await expect(page.getByTestId('api-key-session-local')).toHaveCount(0);
      await page.getByTestId('api-key-input-local').fill('sk-session-only-123456');
      await expect(page.getByTestId('api-key-save-local')).toHaveText('Use for this session');
      await page.getByTestId('api-key-save-local').click();
      await expect(page.getByTestId('api-key-saved-local')).toHaveText('Kept for this session');
      await expect(status).toHaveText('this session only');
      await expect(status).toHaveAttribute('data-storage', 'session');
      expect(await app.services.keychain.getApiKey('local')).toBe('sk-session-only-123456');
      await shootBothThemes(page, 'settings-no-keychain');
    } finally {
      await app.close();
    }
  });

  test('an environment override shows as its own profile, with where it came from', async ({ page, sim }) => {
    const app = await startApp(sim, { env: { SNOWSCOPE_PROFILE: 'local', SNOWSCOPE_NODE_RPC_URL: `${sim.url}/` } });
    try {
      const active = app.services.profiles.active();
      await page.goto(`${app.web.launchUrl}#/settings`);
      const card = page.getByTestId(`profile-card-${active.id}`);
      await expect(card).toHaveAttribute('aria-current', 'true');
      await expect(card).toContainText('Local simulator (overridden by environment)');
      await expect(card.getByTestId(`profile-env-badge-${active.id}`)).toHaveText('from environment');
      await expect(card.getByTestId(`profile-env-note-${active.id}`)).toContainText('SNOWSCOPE_NODE_RPC_URL');
      await expect(card.getByTestId(`profile-env-note-${active.id}`)).toContainText('“Local simulator”');
      await expect(card.getByTestId(`profile-edit-${active.id}`)).toHaveCount(0);
      await expect(page.getByTestId('profile-card-local')).not.toHaveAttribute('aria-current', 'true');
      await card.scrollIntoViewIfNeeded();
      await shootBothThemes(page, 'settings-env-profile');
    } finally {
      await app.close();
    }
  });

  test('the profile form warns about plain http and asks before a key may travel over it', async ({ app, page }) => {
    await app.open('#/settings');
    await page.getByTestId('profile-new').click();
    const form = page.getByTestId('profile-form');
    await form.getByTestId('profile-input-name').fill('LAN node');
    await form.getByTestId('profile-input-dataApiUrl').fill('http://127.0.0.1:9000');
    await form.getByTestId('profile-input-metricsApiUrl').fill('https://metrics.example.org');
    await form.getByTestId('profile-input-nodeRpcUrl').fill('http://192.168.1.20:9650');
    // Loopback http is fine; another computer over http is warned about; the key opt-in appears only when
    // the key would go there (Data API or metrics, not the node).
    await expect(form.getByTestId('profile-warning-dataApiUrl')).toHaveCount(0);
    await expect(form.getByTestId('profile-warning-nodeRpcUrl')).toContainText('Plain http');
    await expect(form.getByTestId('profile-input-allowKeyOverHttp')).toHaveCount(0);
    await form.getByTestId('profile-input-dataApiUrl').fill('http://192.168.1.20:8080');
    await expect(form.getByTestId('profile-warning-dataApiUrl')).toContainText('Plain http');
    await expect(form.getByTestId('profile-input-allowKeyOverHttp')).not.toBeChecked();
    await form.getByTestId('profile-input-allowKeyOverHttp').scrollIntoViewIfNeeded();
    await shootBothThemes(page, 'profile-form-http-warning');

    await form.getByTestId('profile-input-dataApiUrl').fill('http://192.168.1.20:8080#frag');
    await form.getByTestId('profile-save').click();
    await expect(form.getByTestId('profile-error-dataApiUrl')).toHaveText('must not contain a #fragment');
    await form.getByTestId('profile-input-dataApiUrl').fill('http://192.168.1.20:8080');
    await form.getByTestId('profile-input-apiKeyHeader').fill('Authorization');
    await form.getByTestId('profile-save').click();
    await expect(form.getByTestId('profile-error-apiKeyHeader')).toContainText('standard request header');
    await form.getByTestId('profile-input-apiKeyHeader').fill('x-glacier-api-key');

    await form.getByTestId('profile-save').click();
    const card = page.getByTestId('profile-card-lan-node');
    await expect(card.getByTestId('profile-http-key-refused-lan-node')).toBeVisible();
    expect(app.services.profiles.get('lan-node').allowKeyOverHttp).toBe(false);

    await card.getByTestId('profile-edit-lan-node').click();
    await page.getByTestId('profile-form').getByTestId('profile-input-allowKeyOverHttp').check();
    await page.getByTestId('profile-form').getByTestId('profile-save').click();
    await expect(card.getByTestId('profile-http-key-allowed-lan-node')).toBeVisible();
    expect(app.services.profiles.get('lan-node').allowKeyOverHttp).toBe(true);
  });

  test('NFT images on plain http or inside the user\u2019s network are refused and shown as text, never fetched', async ({
    app,
    page,
    sim,
  }) => {
    // A gallery of 24 cards and screenshots in two themes: more than 30 s on a loaded machine.
    test.slow();
    const chain = sim.dataset.evm.mainnet;
    const collection = chain.collections.find((c) => c.name === 'Peak Pioneers');
    const address = chain.accounts[collection?.account ?? -1]?.address as string;
    const planted = ['https://192.168.1.1/admin.png', 'http://cdn.example.org/1.png', 'https://127.0.0.1:9/x.png'];
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));
    // The real answer from the simulator with three hostile image URLs planted in its first tokens.
    await page.route('**/ipc/data.listNftCollectionTokens', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { ok: boolean; data: { tokens: { metadata: { imageUri?: string } }[] } };
      body.data.tokens.slice(0, planted.length).forEach((t, i) => {
        t.metadata.imageUri = planted[i];
      });
      await route.fulfill({ response, json: body });
    });
    // Every other remote image gets a picture, so the refused ones stand out as they would for a user.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) =>
        route.fulfill({
          contentType: 'image/svg+xml',
          body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#7aa5d8"/></svg>',
        }),
    );
    await app.open(`#/nft/43114/${address}`);
    const refused = page.getByTestId('nft-image-refused-url');
    await expect(refused).toHaveCount(planted.length);
    expect(await refused.allTextContents()).toEqual(planted);
    const reasons = await page
      .getByTestId('nft-image-placeholder')
      .evaluateAll((els) => els.slice(0, 3).map((el) => el.getAttribute('data-reason')));
    expect(reasons).toEqual([
      'points at a private network address',
      'plain http images are not loaded',
      'points at this computer (loopback)',
    ]);
    expect(requested.filter((u) => planted.includes(u))).toEqual([]);
    await shootBothThemes(page, 'nft-refused-images');
  });

  test('the built page carries the one CSP, and it blocks a plain-http image', async ({ app, page }) => {
    const html = readFileSync(resolve('out/renderer/index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    expect(meta?.replace(/&#39;|&apos;/g, "'")).toBe(CONTENT_SECURITY_POLICY);
    await app.open('#/');
    await expect(page.getByTestId('home-dashboard')).toBeVisible();
    const violated = await page.evaluate(
      () =>
        new Promise<string>((done) => {
          document.addEventListener('securitypolicyviolation', (e) => done(e.violatedDirective), { once: true });
          const img = document.createElement('img');
          img.src = `http://${location.host}/favicon.svg`.replace('http://127.0.0.1', 'http://localhost');
          document.body.append(img);
          setTimeout(() => done('none'), 3000);
        }),
    );
    expect(violated).toBe('img-src');
  });
});
