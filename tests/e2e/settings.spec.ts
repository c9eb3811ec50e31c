import { osKeychainBackend } from '@main/services/keychain';
import { contract } from '@shared/contract';
import { Profile } from '@shared/models/profile';
import { expect, type Page, test } from './fixtures';

/** The message the contract gives for `value` in one profile field (what the form must show). */
function profileFieldMessage(field: 'dataApiUrl' | 'nodeRpcUrl' | 'id', value: string): string {
  const parsed = Profile.shape[field].safeParse(value);
  if (parsed.success) throw new Error(`"${value}" is a valid ${field}`);
  return parsed.error.issues[0]?.message ?? '';
}

/** Every input's current value plus the page's text: where a leaked secret would show up. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
    return `${document.body.textContent}\n${document.documentElement.outerHTML}\n${values.join('\n')}`;
  });
}

interface ProfileValues {
  id: string;
  name: string;
  network?: 'mainnet' | 'fuji';
  dataApiUrl: string;
  metricsApiUrl: string;
  nodeRpcUrl: string;
  timeoutMs?: string;
}

async function fillProfile(page: Page, v: ProfileValues) {
  const form = page.getByTestId('profile-form');
  await form.getByTestId('profile-input-name').fill(v.name);
  await form.getByTestId('profile-input-id').fill(v.id);
  if (v.network) await form.getByTestId('profile-input-network').selectOption(v.network);
  await form.getByTestId('profile-input-dataApiUrl').fill(v.dataApiUrl);
  await form.getByTestId('profile-input-metricsApiUrl').fill(v.metricsApiUrl);
  await form.getByTestId('profile-input-nodeRpcUrl').fill(v.nodeRpcUrl);
  if (v.timeoutMs) await form.getByTestId('profile-input-timeoutMs').fill(v.timeoutMs);
}

test.describe('settings', () => {
  test('API key: refused when too short, stored in the OS keychain, never shown, cleared', async ({ app, page }) => {
    const noKeyring = process.env.SNOWSCOPE_NO_KEYRING;
    if (noKeyring) console.log(`[settings] API key test skipped: SNOWSCOPE_NO_KEYRING=${noKeyring}`);
    test.skip(Boolean(noKeyring), `no OS keychain: ${noKeyring}`);

    const keychain = await osKeychainBackend();
    const account = 'api-key:local';
    keychain.delete(account);
    const secret = `e2e-${Date.now().toString(36)}-Zq9xK7pLmW`;
    try {
      await app.open('#/settings');
      const status = page.getByTestId('api-key-status-local');
      const input = page.getByTestId('api-key-input-local');
      await expect(status).toHaveAttribute('data-key-set', 'false');
      await expect(status).toHaveText('not set');

      const short = 'abc';
      const shortParams = contract['app.apiKey.set'].params.safeParse({ profileId: 'local', apiKey: short });
      const shortMessage = shortParams.success ? '' : (shortParams.error.issues[0]?.message ?? '');
      expect(shortMessage).not.toBe('');
      await input.fill(short);
      await page.getByTestId('api-key-save-local').click();
      const form = page.locator('form', { has: input });
      await expect(form.getByTestId('api-key-error-local')).toContainText(shortMessage);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(status).toHaveAttribute('data-key-set', 'false');
      expect(keychain.get(account)).toBeNull();

      await input.fill(secret);
      await page.getByTestId('api-key-save-local').click();
      await expect(page.getByTestId('api-key-saved-local')).toBeVisible();
      await expect(status).toHaveAttribute('data-key-set', 'true');
      await expect(input).toHaveValue('');
      expect(keychain.get(account)).toContain(secret);
      expect(await visibleText(page)).not.toContain(secret);

      await page.reload();
      await expect(page.getByTestId('api-key-status-local')).toHaveAttribute('data-key-set', 'true');
      expect(await visibleText(page)).not.toContain(secret);

      await page.getByTestId('api-key-clear-local').click();
      await expect(page.getByTestId('api-key-status-local')).toHaveAttribute('data-key-set', 'false');
      await expect(page.getByTestId('api-key-status-local')).toHaveText('not set');
      expect(keychain.get(account)).toBeNull();
    } finally {
      keychain.delete(account);
    }
  });

  test('a custom profile is created, appears in the switcher, is selected, edited and removed', async ({
    app,
    page,
    sim,
  }) => {
    const switcher = page.getByTestId('profile-switcher');
    await app.open('#/settings');
    // Built-ins are read-only.
    await expect(page.getByTestId('profile-card-mainnet')).toBeVisible();
    await expect(page.getByTestId('profile-edit-mainnet')).toHaveCount(0);
    await expect(page.getByTestId('profile-remove-mainnet')).toHaveCount(0);

    await page.getByTestId('profile-new').click();
    const form = page.getByTestId('profile-form');
    await expect(form).toHaveAttribute('data-mode', 'create');
    await expect(form.getByTestId('profile-input-apiKeyHeader')).toHaveValue('x-glacier-api-key');
    await expect(form.getByTestId('profile-field-apiKeyHeader')).toContainText('x-service-api-key');
    await form.getByTestId('profile-input-name').fill('Staging node');
    await expect(form.getByTestId('profile-input-id')).toHaveValue('staging-node');
    await form.getByTestId('profile-input-network').selectOption('fuji');
    await expect(form.getByTestId('profile-input-defaultChainId')).toHaveValue('43113');
    await form.getByTestId('profile-input-dataApiUrl').fill(sim.url);
    await form.getByTestId('profile-input-metricsApiUrl').fill(`${sim.url}/`);
    await form.getByTestId('profile-input-nodeRpcUrl').fill(sim.url);
    await form.getByTestId('profile-use-spec-header').click();
    await expect(form.getByTestId('profile-input-apiKeyHeader')).toHaveValue('x-service-api-key');
    await form.getByTestId('profile-input-timeoutMs').fill('15000');
    await form.getByTestId('profile-input-publicNode').check();
    await form.getByTestId('profile-save').click();

    await expect(page.getByTestId('profile-form')).toHaveCount(0);
    await expect(page.getByTestId('profile-saved')).toContainText('Staging node');
    const card = page.getByTestId('profile-card-staging-node');
    await expect(card).toContainText('Staging node');
    await expect(card).toContainText('fuji');
    await expect(switcher.locator('option[value="staging-node"]')).toHaveText('Staging node');
    const stored = app.services.profiles.list().find((p) => p.id === 'staging-node');
    expect(stored).toEqual({
      id: 'staging-node',
      name: 'Staging node',
      builtin: false,
      network: 'fuji',
      defaultChainId: '43113',
      dataApiUrl: sim.url,
      metricsApiUrl: sim.url,
      nodeRpcUrl: sim.url,
      apiKeyHeader: 'x-service-api-key',
      timeoutMs: 15000,
      publicNode: true,
      allowKeyOverHttp: false,
    });

    await switcher.selectOption('staging-node');
    await expect(page.getByTestId('profile-network')).toHaveText('fuji');
    await expect(card.getByTestId('profile-active')).toBeVisible();
    expect(app.services.profiles.activeProfileId).toBe('staging-node');

    await card.getByTestId('profile-edit-staging-node').click();
    const editForm = page.getByTestId('profile-form');
    await expect(editForm).toHaveAttribute('data-mode', 'edit');
    await expect(editForm.getByTestId('profile-input-id')).toHaveValue('staging-node');
    await expect(editForm.getByTestId('profile-input-id')).toHaveAttribute('readonly', '');
    await expect(editForm.getByTestId('profile-input-name')).toHaveValue('Staging node');
    await expect(editForm.getByTestId('profile-input-timeoutMs')).toHaveValue('15000');
    await expect(editForm.getByTestId('profile-input-publicNode')).toBeChecked();
    await editForm.getByTestId('profile-input-name').fill('Staging (renamed)');
    await editForm.getByTestId('profile-input-defaultChainId').fill('43114');
    await editForm.getByTestId('profile-save').click();

    await expect(page.getByTestId('profile-form')).toHaveCount(0);
    await expect(card).toContainText('Staging (renamed)');
    await expect(card.getByTestId('profile-chain-staging-node')).toHaveText('43114');
    await expect(switcher.locator('option[value="staging-node"]')).toHaveText('Staging (renamed)');
    expect(app.services.profiles.list().find((p) => p.id === 'staging-node')?.name).toBe('Staging (renamed)');

    await card.getByTestId('profile-remove-staging-node').click();
    await card.getByTestId('profile-remove-cancel-staging-node').click();
    await expect(card).toBeVisible();
    await card.getByTestId('profile-remove-staging-node').click();
    await card.getByTestId('profile-remove-confirm-staging-node').click();
    await expect(page.getByTestId('profile-card-staging-node')).toHaveCount(0);
    await expect(switcher.locator('option[value="staging-node"]')).toHaveCount(0);
    await expect(switcher).toHaveValue('mainnet');
    expect(app.services.profiles.list().map((p) => p.id)).toEqual(['mainnet', 'fuji', 'local']);
  });

  test('invalid values are explained next to their fields and nothing typed is lost', async ({ app, page, sim }) => {
    await app.open('#/settings');
    await page.getByTestId('profile-new').click();
    const form = page.getByTestId('profile-form');
    const typed: ProfileValues = {
      id: 'mainnet',
      name: 'Broken one',
      network: 'mainnet',
      dataApiUrl: 'glacier.example.org/api',
      metricsApiUrl: sim.url,
      nodeRpcUrl: 'ftp://node.example.org',
      timeoutMs: '500',
    };
    await fillProfile(page, typed);
    await form.getByTestId('profile-save').click();

    const dataField = form.getByTestId('profile-field-dataApiUrl');
    const dataMessage = profileFieldMessage('dataApiUrl', typed.dataApiUrl);
    await expect(dataField.getByTestId('profile-error-dataApiUrl')).toHaveText(dataMessage);
    await expect(form.getByTestId('profile-input-dataApiUrl')).toHaveAccessibleDescription(
      new RegExp(`^${dataMessage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    // The first field in error takes the focus.
    await expect(form.getByTestId('profile-input-id')).toBeFocused();
    const nodeMessage = profileFieldMessage('nodeRpcUrl', typed.nodeRpcUrl);
    expect(nodeMessage).not.toBe(dataMessage);
    await expect(form.getByTestId('profile-field-nodeRpcUrl').getByTestId('profile-error-nodeRpcUrl')).toHaveText(
      nodeMessage,
    );
    const timeout = Profile.shape.timeoutMs.safeParse(500);
    await expect(form.getByTestId('profile-error-timeoutMs')).toHaveText(
      timeout.success ? 'unexpected' : (timeout.error.issues[0]?.message ?? ''),
    );
    await expect(form.getByTestId('profile-error-id')).toContainText('already used');
    await expect(form.getByTestId('profile-error-metricsApiUrl')).toHaveCount(0);
    await expect(form.getByTestId('profile-error-name')).toHaveCount(0);

    for (const field of ['id', 'name', 'dataApiUrl', 'metricsApiUrl', 'nodeRpcUrl', 'timeoutMs'] as const) {
      await expect(form.getByTestId(`profile-input-${field}`)).toHaveValue(typed[field] ?? '');
    }
    expect(app.services.profiles.list()).toHaveLength(3);

    // Fixing a field clears its message as you type; the others stay.
    await form.getByTestId('profile-input-dataApiUrl').fill(sim.url);
    await expect(form.getByTestId('profile-error-dataApiUrl')).toHaveCount(0);
    await expect(form.getByTestId('profile-error-nodeRpcUrl')).toHaveText(nodeMessage);
    await form.getByTestId('profile-input-id').fill('broken-one');
    await form.getByTestId('profile-input-nodeRpcUrl').fill(sim.url);
    await form.getByTestId('profile-input-timeoutMs').fill('5000');
    await expect(form.getByTestId('profile-form-invalid')).toHaveCount(0);

    // The backend fails the save: the reason is shown and every field keeps its value.
    await page.route('**/ipc/app.profiles.save', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          ok: false,
          error: { kind: 'internal', message: 'Disk full: profiles.json not written' },
        }),
      }),
    );
    await form.getByTestId('profile-save').click();
    await expect(form.getByTestId('profile-form-error')).toContainText('Disk full: profiles.json not written');
    await expect(form.getByTestId('profile-input-id')).toHaveValue('broken-one');
    await expect(form.getByTestId('profile-input-name')).toHaveValue('Broken one');
    await expect(form.getByTestId('profile-input-dataApiUrl')).toHaveValue(sim.url);
    await expect(form.getByTestId('profile-input-timeoutMs')).toHaveValue('5000');
    expect(app.services.profiles.list()).toHaveLength(3);

    await page.unroute('**/ipc/app.profiles.save');
    await form.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-card-broken-one')).toBeVisible();
    expect(app.services.profiles.list().map((p) => p.id)).toContain('broken-one');
  });
});

test.describe('IPFS gateway', () => {
  test('refuses a non-http gateway next to the field and keeps the typed text; a valid one is used and persists', async ({
    app,
    page,
  }) => {
    await app.open('#/settings');
    const input = page.getByTestId('ipfs-gateway-input');
    await input.fill('ftp://gateway.example');
    await page.getByTestId('ipfs-gateway-save').click();
    await expect(page.getByTestId('ipfs-gateway-error')).toContainText('http');
    await expect(input).toHaveValue('ftp://gateway.example');
    await expect(page.getByTestId('ipfs-gateway-current')).toHaveText('https://ipfs.io/ipfs/');

    await input.fill('https://gw.example/ipfs');
    await page.getByTestId('ipfs-gateway-save').click();
    await expect(page.getByTestId('ipfs-gateway-error')).toHaveCount(0);
    await expect(page.getByTestId('ipfs-gateway-current')).toHaveText('https://gw.example/ipfs/');
    await page.reload();
    await expect(page.getByTestId('ipfs-gateway-current')).toHaveText('https://gw.example/ipfs/');
  });
});
