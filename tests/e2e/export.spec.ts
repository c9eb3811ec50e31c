import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServices } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import { startWebServer } from '@main/web/server';
import { BROWSER_MODE } from '@shared/bridge';
import type { Erc20Transfer, NativeTransaction } from '@shared/models/data/transactions';
import type { RunningSimulator } from '@sim/server';
import { parseCsv } from '../support/csv-reader';
import { busiestAddress, expectedDecimal, simList } from '../support/export-jobs';
import { expect, type Page, test } from './fixtures';

/** An EOA on the mainnet C-Chain with a few pages of native transactions and some ERC-20 transfers. */
function exportableAddress(sim: RunningSimulator, minTxs = 250, maxTxs = 600): string {
  const chain = sim.dataset.evm.mainnet;
  for (const [account, txs] of chain.txsByAccount) {
    const erc20 = chain.erc20ByAccount.get(account)?.length ?? 0;
    if (chain.accounts[account]!.kind === 'eoa' && txs.length >= minTxs && txs.length <= maxTxs && erc20 >= 20) {
      return chain.accounts[account]!.address;
    }
  }
  throw new Error('no suitable address in the simulated mainnet C-Chain');
}

interface SimOperation {
  metadata?: { code?: string; downloadUrl?: string; nextDate?: string };
}

/** The export operation as the simulator's Data API reports it, and the file it serves. */
async function simOperation(sim: RunningSimulator, operationId: string): Promise<SimOperation> {
  return (await (await fetch(`${sim.url}/v1/operations/${operationId}`)).json()) as SimOperation;
}
async function simDownload(operation: SimOperation): Promise<Buffer> {
  return Buffer.from(await (await fetch(operation.metadata!.downloadUrl!)).arrayBuffer());
}

async function openDialogFromAddress(page: Page, address: string) {
  await expect(page.getByTestId('address-value')).toHaveText(address);
  await page.getByTestId('address-export').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('export', () => {
  // Pages are slowed down on purpose so progress and cancel can be watched.
  test.describe.configure({ timeout: 90_000 });

  test('address view → Export… → dialog → download: the CSV rows are the simulator’s, the bar moves', async ({
    app,
    page,
    sim,
  }) => {
    const address = exportableAddress(sim);
    await app.open(`#/address/43114/${address}`);
    const dialog = await openDialogFromAddress(page, address);

    // Prefilled with the address and its chain; the focus is in the dialog.
    await expect(dialog.getByTestId('export-addresses')).toHaveValue(address);
    await expect(dialog.getByTestId('export-addresses')).toBeFocused();
    await expect(dialog.getByTestId('export-chain-43114')).toBeChecked();
    await expect(dialog.getByTestId('export-kind-both')).toBeChecked();

    // Slow pages so the progress can be watched; the page itself records every value the bar and the row
    // count take (polling from the test could miss some on a loaded machine).
    await app.fault('latency:400', 60, `/v1/chains/43114/addresses/${address}`);
    await page.evaluate(() => {
      const seen = { rows: [] as string[], bar: [] as string[] };
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      const note = (list: string[], value: string | null | undefined) => {
        if (value != null && list.at(-1) !== value) list.push(value);
      };
      new MutationObserver(() => {
        note(seen.rows, document.querySelector('[data-testid="job-rows"]')?.textContent);
        note(seen.bar, document.querySelector('[data-testid="job-progress-bar"]')?.getAttribute('aria-valuenow'));
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByTestId('export-submit').click();
    await expect(dialog.getByTestId('export-dialog-job')).toBeVisible();
    await expect(dialog.getByTestId('job-status')).toHaveText('Completed', { timeout: 60_000 });
    const bar = dialog.getByTestId('job-progress-bar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: { rows: string[]; bar: string[] } }).progressSeen,
    );
    // Rows went up page by page, and the bar passed through the middle (the first of two lists done).
    const rows = seen.rows.map((r) => Number(r.replaceAll(',', '')));
    expect(new Set(rows).size).toBeGreaterThanOrEqual(3);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    expect(seen.bar.some((v) => Number(v) > 0 && Number(v) < 100)).toBe(true);

    const file = await download;
    const suggested = file.suggestedFilename();
    expect(suggested).toMatch(/^snowscope-0x.+-43114-both\.csv$/);
    const [header, ...records] = parseCsv(readFileSync(await file.path(), 'utf8'));
    const col = (name: string) => header!.indexOf(name);

    const base = `/v1/chains/43114/addresses/${address}/transactions`;
    const native = await simList<NativeTransaction>(sim, `${base}:listNative`);
    const erc20 = await simList<Erc20Transfer>(sim, `${base}:listErc20`);
    expect(records).toHaveLength(native.length + erc20.length);
    const nativeRows = records.filter((r) => r[col('kind')] === 'native');
    const erc20Rows = records.filter((r) => r[col('kind')] === 'erc20');
    expect(nativeRows.map((r) => [r[col('tx_hash')], r[col('value_raw')], r[col('value')], r[col('from')]])).toEqual(
      native.map((tx) => [tx.txHash, tx.value, expectedDecimal(tx.value, 18), tx.from.address]),
    );
    expect(
      erc20Rows.map((r) => [r[col('tx_hash')], r[col('log_index')], r[col('value')], r[col('token_symbol')]]),
    ).toEqual(
      erc20.map((t) => [
        t.txHash,
        String(t.logIndex),
        expectedDecimal(t.value, t.erc20Token.decimals),
        t.erc20Token.symbol,
      ]),
    );

    await dialog.getByTestId('export-dialog-done').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('address-export')).toBeFocused();
  });

  test('the dialog is a real modal: focus stays inside, Enter submits, every field is checked inline, Esc closes', async ({
    app,
    page,
    sim,
  }) => {
    await app.open('#/export?address=0x12345&chain=43114&kind=native&startBlock=900&endBlock=100&from=2026-02-30&to=');
    const dialog = page.getByTestId('export-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('export-addresses')).toHaveValue('0x12345');
    await expect(dialog.getByTestId('export-kind-native')).toBeChecked();
    await expect(dialog.getByTestId('export-start-block')).toHaveValue('900');
    await expect(dialog.getByTestId('export-from-date')).toHaveValue('2026-02-30');
    // The dialog asks for the chain list as it opens: that request must be in before the count is taken (on a
    // loaded machine it reached the simulator after the mark, and was counted as one the form sent).
    await expect(dialog.getByTestId('export-chains')).not.toContainText('Loading the chain list');

    const before = sim.stats.requests;
    const jobsBefore = app.services.exports.list().length;
    // Enter in a field submits; nothing is valid, so nothing is sent and each field says why.
    await dialog.getByTestId('export-end-block').press('Enter');
    await expect(dialog.getByTestId('export-error-addresses')).toContainText('0x12345');
    await expect(dialog.getByTestId('export-error-endBlock')).toContainText('greater than the start block');
    await expect(dialog.getByTestId('export-error-fromDate')).toHaveText('is not a real calendar date');
    await expect(dialog.getByTestId('export-addresses')).toBeFocused();
    await expect(dialog.getByTestId('export-addresses')).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost.
    await expect(dialog.getByTestId('export-start-block')).toHaveValue('900');

    await dialog.getByTestId('export-chain-43114').uncheck();
    await dialog.getByTestId('export-file-name').fill('../evil.csv');
    await dialog.getByTestId('export-submit').click();
    await expect(dialog.getByTestId('export-error-chainIds')).toHaveText('choose at least one chain');
    await expect(dialog.getByTestId('export-error-fileName')).toBeVisible();
    expect(sim.stats.requests).toBe(before);
    expect(app.services.exports.list()).toHaveLength(jobsBefore);

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The prefill was used once; the link no longer reopens the dialog.
    expect(await page.evaluate(() => window.location.hash)).toBe('#/export');
  });

  test('cancel stops a running export: no file arrives and the job says so', async ({ app, page, sim }) => {
    const address = exportableAddress(sim);
    await app.fault('latency:400', 200, `/v1/chains/43114/addresses/${address}`);
    await app.open(`#/address/43114/${address}`);
    const dialog = await openDialogFromAddress(page, address);
    let downloads = 0;
    page.on('download', () => downloads++);
    await dialog.getByTestId('export-submit').click();
    await expect(dialog.getByTestId('job-rows')).not.toHaveText('0', { timeout: 45_000 });

    await dialog.getByTestId('job-cancel').click();
    await dialog.getByTestId('job-cancel-yes').click();
    await expect(dialog.getByTestId('job-status')).toHaveText('Cancelled');
    await expect(dialog.getByTestId('job-message')).toHaveText('Cancelled; the partial file was deleted.');
    const [job] = app.services.exports.list();
    expect(job).toMatchObject({ status: 'cancelled' });
    await page.waitForTimeout(500);
    expect(downloads).toBe(0);

    // The Export page lists it, and can forget it.
    await dialog.getByTestId('export-dialog-done').click();
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    const card = page.getByTestId('job-card');
    await expect(card).toHaveAttribute('data-status', 'cancelled');
    await card.getByTestId('job-remove').click();
    await expect(page.getByTestId('export-empty')).toBeVisible();
  });

  test('a 500 pauses the job on the Export page; Resume completes it and the file downloads', async ({
    app,
    page,
    sim,
  }) => {
    const address = exportableAddress(sim);
    await app.fault('500', 1, `/v1/chains/43114/addresses/${address}/transactions:listErc20`);
    await app.open(`#/export?address=${address}&chain=43114&kind=both`);
    const dialog = page.getByTestId('export-dialog');
    await dialog.getByTestId('export-submit').click();
    await expect(dialog.getByTestId('job-status')).toHaveText('Paused');
    await expect(dialog.getByTestId('job-message')).toHaveText('Paused: Injected 500');
    await dialog.getByTestId('export-dialog-done').click();

    const card = page.getByTestId('job-card');
    await expect(card).toHaveAttribute('data-status', 'paused');
    const download = page.waitForEvent('download');
    await card.getByTestId('job-resume').click();
    await expect(card).toHaveAttribute('data-status', 'completed');
    const file = await download;
    const records = parseCsv(readFileSync(await file.path(), 'utf8')).slice(1);
    const [job] = app.services.exports.list();
    expect(records).toHaveLength(job!.rows);
    expect(new Set(records.map((r) => `${r[1]}|${r[5]}|${r[6]}`)).size).toBe(records.length);
  });

  test('Data API export job from the dialog: a truncated file is the service’s byte for byte, Continue downloads the rest', async ({
    app,
    page,
    sim,
  }) => {
    const address = busiestAddress(sim);
    await app.open(`#/export?address=${address}&chain=43114`);
    const dialog = page.getByTestId('export-dialog');
    // The radio sits inside its segmented label, which is what a user clicks.
    await dialog.locator('label', { has: page.getByTestId('export-mode-remote') }).click();
    await expect(dialog.getByTestId('export-mode-remote')).toBeChecked();
    const first = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByTestId('export-submit').click();
    await expect(dialog.getByTestId('job-status')).toHaveText('Completed', { timeout: 60_000 });
    const [job] = app.services.exports.list();
    const operation = await simOperation(sim, job!.remote!.operationId!);
    expect(operation.metadata?.code).toBe('WarnTruncatedExport');
    await expect(dialog.getByTestId('job-operation-status')).toContainText('COMPLETED_WITH_WARNING');
    await expect(dialog.getByTestId('job-message')).toContainText('partial');
    const firstFile = await first;
    expect(firstFile.suggestedFilename()).toBe(job!.fileName);
    expect(readFileSync(await firstFile.path()).equals(await simDownload(operation))).toBe(true);

    // Closing the dialog before main has answered Continue still downloads the rest: the answer is held until
    // the dialog is gone (the page once forgot the job it had started when the dialog closed first).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${BROWSER_MODE.ipcPrefix}export.continue`, async (route) => {
      await held;
      await route.continue();
    });
    const second = page.waitForEvent('download', { timeout: 60_000 });
    const asked = page.waitForRequest(`**${BROWSER_MODE.ipcPrefix}export.continue`);
    await dialog.getByTestId('job-continue').click();
    await asked;
    await dialog.getByTestId('export-dialog-done').click();
    await expect(dialog).toBeHidden();
    release();
    await expect(page.getByTestId('job-card')).toHaveCount(2);
    const secondFile = await second;
    const next = app.services.exports.list().find((j) => j.id !== job!.id);
    expect(next).toMatchObject({ status: 'completed' });
    const nextOperation = await simOperation(sim, next!.remote!.operationId!);
    expect(secondFile.suggestedFilename()).toBe(next!.fileName);
    expect(readFileSync(await secondFile.path()).equals(await simDownload(nextOperation))).toBe(true);
    // The second part starts on the day the first said to continue from.
    expect(secondFile.suggestedFilename()).toContain(operation.metadata!.nextDate!);
  });

  test('an export stopped when the server quits shows as interrupted after the restart; Resume completes it exactly', async ({
    app,
    page,
    sim,
  }) => {
    const address = exportableAddress(sim);
    await app.fault('latency:400', 200, `/v1/chains/43114/addresses/${address}`);
    await app.open(`#/export?address=${address}&chain=43114&kind=native`);
    const dialog = page.getByTestId('export-dialog');
    await dialog.getByTestId('export-submit').click();
    await expect(dialog.getByTestId('job-rows')).not.toHaveText('0', { timeout: 45_000 });

    // What quitting does, then a new server process on the same data dir.
    await app.services.exports.close();
    await app.web.close();
    await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
    const restarted = createServices({
      dataDir: app.dataDir,
      env: { SNOWSCOPE_PROFILE: 'local' },
      builtinProfiles: builtinProfilesWithSimulatorAt(sim.url),
    });
    const web = await startWebServer({ services: restarted, rendererDir: resolve('out/renderer'), port: 0 });
    try {
      await page.goto(`${web.launchUrl}#/export`);
      const card = page.getByTestId('job-card');
      await expect(card).toHaveAttribute('data-status', 'interrupted');
      await expect(card.getByTestId('job-message')).toContainText('Resume continues after page');
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await card.getByTestId('job-resume').click();
      await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
      const file = await download;
      const [header, ...records] = parseCsv(readFileSync(await file.path(), 'utf8'));
      const native = await simList<NativeTransaction>(
        sim,
        `/v1/chains/43114/addresses/${address}/transactions:listNative`,
      );
      expect(records.map((r) => r[header!.indexOf('tx_hash')])).toEqual(native.map((tx) => tx.txHash));
    } finally {
      await restarted.exports.close();
      await web.close();
    }
  });
});
