import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { shootThemes } from './theme-shots';

test.describe('profiles: duplicate, export and import', () => {
  test('duplicate a profile, export it with a key set (no key in the file), import it back', async ({ app, page }) => {
    const local = app.services.profiles.get('local');
    await app.open('#/settings');
    await page.getByTestId('profile-duplicate-local').click();
    const form = page.getByTestId('profile-form');
    await expect(form).toContainText(`Duplicate of “${local.name}”`);
    await expect(form.getByTestId('profile-input-name')).toHaveValue(`${local.name} (copy)`);
    await expect(form.getByTestId('profile-input-dataApiUrl')).toHaveValue(local.dataApiUrl);
    await expect(form.getByTestId('profile-input-nodeRpcUrl')).toHaveValue(local.nodeRpcUrl);
    await form.getByTestId('profile-input-name').fill('Team node');
    await expect(form.getByTestId('profile-input-id')).toHaveValue('team-node');
    await form.getByTestId('profile-save').click();
    const card = page.getByTestId('profile-card-team-node');
    await expect(card).toBeVisible();
    await expect(page.getByTestId('profile-chain-team-node')).toHaveText(local.defaultChainId);

    // A key on the copy: it must never reach the exported file.
    const secret = `e2e-secret-${Date.now().toString(36)}-key`;
    await page.getByTestId('api-key-input-team-node').fill(secret);
    const sessionOnly = page.getByTestId('api-key-session-team-node');
    if (await sessionOnly.isVisible()) await sessionOnly.check();
    await page.getByTestId('api-key-save-team-node').click();
    await expect(page.getByTestId('api-key-status-team-node')).toHaveAttribute('data-key-set', 'true');

    const downloadEvent = page.waitForEvent('download');
    await page.getByTestId('profiles-export').click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('snowscope-profiles.json');
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/apiKey"|allowKeyOverHttp/);
    const exported = JSON.parse(text) as { format: string; profiles: Record<string, unknown>[] };
    expect(exported.format).toBe('snowscope.profiles');
    expect(exported.profiles).toEqual([
      expect.objectContaining({
        id: 'team-node',
        name: 'Team node',
        dataApiUrl: local.dataApiUrl,
        metricsApiUrl: local.metricsApiUrl,
        nodeRpcUrl: local.nodeRpcUrl,
        apiKeyHeader: local.apiKeyHeader,
      }),
    ]);
    const file = join(tmpdir(), `profiles-${Date.now()}.json`);
    writeFileSync(file, text);

    // The same file while the profile is here: nothing to add.
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('profiles-import').click();
    await (await chooser).setFiles(file);
    const status = page.getByTestId('profiles-import-status');
    await expect(status).toContainText('Nothing new to add; 1 already here with the same settings.');

    // Removed, then imported: back with the same settings, and without the key.
    await page.getByTestId('profile-remove-team-node').click();
    await page.getByTestId('profile-remove-confirm-team-node').click();
    await expect(card).toHaveCount(0);
    const [again] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('profiles-import').click()]);
    await again.setFiles(file);
    await expect(status).toContainText('Added “Team node”.');
    await expect(card).toBeVisible();
    await expect(page.getByTestId('api-key-status-team-node')).toHaveAttribute('data-key-set', 'false');
    expect(app.services.profiles.get('team-node')).toMatchObject({
      dataApiUrl: local.dataApiUrl,
      nodeRpcUrl: local.nodeRpcUrl,
      builtin: false,
    });

    // A file that is not a profiles file: the reason, and nothing changed.
    const junk = join(tmpdir(), `junk-profiles-${Date.now()}.json`);
    writeFileSync(junk, JSON.stringify({ format: 'snowscope.profiles', version: 1, profiles: [{ id: 'x' }] }));
    const [junkChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('profiles-import').click(),
    ]);
    await junkChooser.setFiles(junk);
    await expect(status).toHaveAttribute('data-failed', 'true');
    await expect(status).toContainText('Not imported, nothing changed: Not a Snowscope profiles file: profiles.0.');
    await expect(page.locator('.profile-card')).toHaveCount(app.services.profiles.list().length);
    expect(app.services.profiles.find('x')).toBeUndefined();

    await shootThemes(page, 'settings-profile-files', async () => {
      await expect(status).toBeVisible();
    });
  });
});
