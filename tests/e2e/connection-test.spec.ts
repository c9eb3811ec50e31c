import { createServer } from 'node:net';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';
import { simRpc } from './sim-data';

const THEMES = ['light', 'dark'] as const;

async function shots(page: Page, name: string, testId: string) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shoot(page.getByTestId(testId), `${name}-${theme}`, { animations: 'disabled' });
  }
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test.describe('Test connection in Settings', () => {
  test('a profile card probes all three services, then reports a failing metrics API', async ({ app, page, sim }) => {
    const version = await simRpc<{ version: string }>(sim, '/ext/info', 'info.getNodeVersion');
    const network = await simRpc<{ networkID: string }>(sim, '/ext/info', 'info.getNetworkID');
    await page.setViewportSize({ width: 1280, height: 1000 });
    await app.open('#/settings');
    const panel = page.getByTestId('connection-test-local');
    await panel.getByTestId('connection-test-local-run').click();
    await expect(panel.getByTestId('connection-test-local-status')).toContainText('All three answered.');
    for (const target of ['dataApi', 'metricsApi', 'node']) {
      await expect(panel.getByTestId(`connection-test-local-${target}`)).toHaveAttribute('data-ok', 'true');
      await expect(panel.getByTestId(`connection-test-local-${target}-measured`)).toContainText('HTTP 200');
    }
    await expect(panel.getByTestId('connection-test-local-node-version')).toHaveText(version.version);
    await expect(panel.getByTestId('connection-test-local-node-network')).toHaveText(
      `mainnet (id ${network.networkID})`,
    );
    await shots(page, 'settings-connection-test-ok', 'profile-card-local');

    // The metrics path: nothing else on Settings asks for it, so no background request takes the fault.
    const chainId = app.services.profiles.get('local').defaultChainId;
    await app.fault('503', 1, `/v2/chains/${chainId}/metrics/txCount`);
    await panel.getByTestId('connection-test-local-run').click();
    await expect(panel.getByTestId('connection-test-local-status')).toContainText('1 of 3 need attention.');
    await expect(panel.getByTestId('connection-test-local-metricsApi')).toHaveAttribute('data-ok', 'false');
    await expect(panel.getByTestId('connection-test-local-metricsApi-summary')).toHaveText(
      '503: the metrics API is having trouble',
    );
    await expect(panel.getByTestId('connection-test-local-metricsApi-measured')).toContainText('HTTP 503');
    await shots(page, 'settings-connection-test-503', 'connection-test-local');
  });

  test('the new-profile form tests a draft before saving: refused port and wrong network', async ({
    app,
    page,
    sim,
  }) => {
    const port = await closedPort();
    await page.setViewportSize({ width: 1280, height: 1100 });
    await app.open('#/settings');
    await page.getByTestId('profile-new').click();
    const form = page.getByTestId('profile-form');
    // Invalid draft: the test is refused at the field, like saving would be.
    await form.getByTestId('profile-form-test-run').click();
    await expect(form.getByTestId('profile-form-invalid')).toBeVisible();
    await expect(form.getByTestId('profile-form-test-status')).toHaveText('');

    await form.getByTestId('profile-input-name').fill('Half broken');
    await form.getByTestId('profile-input-network').selectOption('mainnet');
    await form.getByTestId('profile-input-dataApiUrl').fill(`http://127.0.0.1:${port}`);
    await form.getByTestId('profile-input-metricsApiUrl').fill(sim.url);
    await form.getByTestId('profile-input-nodeRpcUrl').fill(`${sim.url}/fuji`);
    await form.getByTestId('profile-form-test-run').click();
    await expect(form.getByTestId('profile-form-test-status')).toContainText('2 of 3 need attention.');
    await expect(form.getByTestId('profile-form-test-dataApi-summary')).toHaveText('Connection refused');
    await expect(form.getByTestId('profile-form-test-dataApi')).toContainText(`127.0.0.1:${port}`);
    await expect(form.getByTestId('profile-form-test-metricsApi')).toHaveAttribute('data-ok', 'true');
    await expect(form.getByTestId('profile-form-test-node-summary')).toHaveText(
      'This node is on Fuji but the profile says Mainnet',
    );
    await shots(page, 'settings-connection-test-draft', 'profile-form');

    // Nothing was saved by testing, and an edit drops the results of the draft that was tested.
    expect(app.services.profiles.find('half-broken')).toBeUndefined();
    await form.getByTestId('profile-input-network').selectOption('fuji');
    await expect(form.getByTestId('profile-form-test-node')).toHaveCount(0);
  });
});
