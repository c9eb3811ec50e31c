import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServices } from '@main/app/wiring';
import { startWebServer } from '@main/web/server';
import { toChecksumAddress } from '@shared/ids';
import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';
import { fundedAddress, simNativeBalance } from './sim-data';

const C_CHAIN = '43114';

async function screenshot(page: Page, view: string, show: () => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await show();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shoot(page, `${view}-${theme}`, { animations: 'disabled' });
  }
}

/** The newest native transaction of `address`, straight from the simulator's /v1 list. */
async function newestTx(sim: RunningSimulator, address: string): Promise<{ txHash: string; from: string; to: string }> {
  const res = await fetch(`${sim.url}/v1/chains/${C_CHAIN}/addresses/${address}/transactions:listNative?pageSize=1`);
  const body = (await res.json()) as {
    transactions: { txHash: string; from: { address: string }; to: { address: string } }[];
  };
  const tx = body.transactions[0];
  if (!tx) throw new Error(`the simulator lists no transaction of ${address}`);
  return { txHash: tx.txHash, from: tx.from.address, to: tx.to.address };
}

/** `raw` base units as an exact decimal with thousands grouped (what an amount's title shows). */
function exactUnits(raw: string, decimals: number): string {
  const value = BigInt(raw);
  const base = 10n ** BigInt(decimals);
  const fraction = (value % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  const whole = (value / base).toLocaleString('en-US');
  return fraction ? `${whole}.${fraction}` : whole;
}

test.describe('labels and the watchlist', () => {
  test('a label set on the address page shows in the tx view, is found by search, is watched, and survives a restart', async ({
    app,
    page,
    sim,
  }) => {
    const address = await fundedAddress(sim);
    const shown = toChecksumAddress(address);
    await app.open(`#/address/${C_CHAIN}/${address}`);

    // Bad input: an empty label is refused beside the field, in the field's words.
    await page.getByTestId('label-add').click();
    await page.getByTestId('label-save').click();
    await expect(page.getByTestId('label-error')).toHaveText('Label is required');
    await page.getByTestId('label-input').fill('Treasury ops');
    await page.getByTestId('label-watch').check();
    await page.getByTestId('label-save').click();
    await expect(page.getByTestId('label-current')).toHaveText('Treasury ops');
    await expect(page.getByTestId('label-watched')).toBeVisible();
    await screenshot(page, 'address-labelled', async () => {
      await expect(page.getByTestId('label-current')).toBeVisible();
    });

    // The tx view's party of that address leads with the label.
    const tx = await newestTx(sim, address);
    await app.open(`#/tx/${C_CHAIN}/${tx.txHash}`);
    const party = tx.from.toLowerCase() === address.toLowerCase() ? 'tx-from' : 'tx-to';
    await expect(page.getByTestId(party)).toHaveAttribute('data-label', 'Treasury ops');
    await expect(page.getByTestId(`${party}-label`)).toHaveText('Treasury ops');
    await expect(page.getByTestId(party).locator('a')).toHaveAttribute('href', `#/address/${C_CHAIN}/${shown}`);

    // Search by label: the suggestion, then Enter on the name opens the address.
    const search = page.getByTestId('search-input');
    await search.fill('treasury');
    const suggestion = page.getByTestId('search-label-suggestion');
    await expect(suggestion).toHaveCount(1);
    await expect(suggestion).toContainText('Treasury ops');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/address/${C_CHAIN}/${address}$`, 'i'));
    await expect(page.getByTestId('label-current')).toHaveText('Treasury ops');

    // The watchlist: native balance and newest transaction, both as the simulator answers them.
    const balance = await simNativeBalance(sim, C_CHAIN, address);
    await app.open('#/labels');
    const row = page.getByTestId('watchlist-table').locator('.vtable__row', { hasText: 'Treasury ops' });
    await expect(row.getByTestId('watch-balance').locator('[title]').first()).toHaveAttribute(
      'title',
      `${exactUnits(balance.balance, balance.decimals)} ${balance.symbol}`,
    );
    await expect(row.getByTestId('watch-activity-tx')).toHaveAttribute('data-value', tx.txHash);
    await screenshot(page, 'watchlist', async () => {
      await expect(row.getByTestId('watch-activity-tx')).toBeVisible();
    });

    // A restart: new services and server on the same data dir still know the label.
    expect(JSON.parse(readFileSync(join(app.dataDir, 'labels.json'), 'utf8')).labels[0]).toMatchObject({
      address: address.toLowerCase(),
      label: 'Treasury ops',
      watch: true,
    });
    await app.web.close();
    const services = createServices({
      dataDir: app.dataDir,
      env: {
        SNOWSCOPE_PROFILE: 'local',
        SNOWSCOPE_DATA_API_URL: sim.url,
        SNOWSCOPE_METRICS_API_URL: sim.url,
        SNOWSCOPE_NODE_RPC_URL: sim.url,
      },
    });
    const web = await startWebServer({ services, rendererDir: resolve('out/renderer'), port: 0 });
    try {
      await page.goto(`${web.launchUrl}#/tx/${C_CHAIN}/${tx.txHash}`);
      await expect(page.getByTestId(`${party}-label`)).toHaveText('Treasury ops');
      await page.goto(`${web.launchUrl}#/labels`);
      await expect(page.getByTestId('watchlist-table').locator('.vtable__row')).toHaveCount(1);
    } finally {
      await web.close();
    }
  });

  test("a label row's Watch and Remove sit side by side inside the row, where they can be clicked", async ({
    app,
    page,
    sim,
  }) => {
    const address = await fundedAddress(sim);
    await app.open('#/labels');
    await page.getByTestId('add-label-address').fill(address);
    await page.getByTestId('add-label-name').fill('Cold storage');
    await page.getByTestId('add-label-save').click();
    const row = page.getByTestId('labels-table').locator('.vtable__row').first();
    await expect(row.getByTestId('label-row-link-label')).toHaveText('Cold storage');
    const rowBox = await row.boundingBox();
    const watch = await row.getByTestId('label-row-watch').boundingBox();
    const remove = await row.getByTestId('label-row-remove').boundingBox();
    if (!rowBox || !watch || !remove) throw new Error('the row or its actions are not laid out');
    for (const button of [watch, remove]) {
      expect(button.y).toBeGreaterThanOrEqual(rowBox.y);
      expect(button.y + button.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
      expect(button.x + button.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    }
    // Side by side, not wrapped: one line.
    expect(Math.abs(watch.y - remove.y)).toBeLessThan(2);
    await row.getByTestId('label-row-remove').click();
    await expect(page.getByTestId('labels-table').locator('.vtable__row')).toHaveCount(0);
  });

  test('labels export to JSON and import back; bad files and bad input are refused with a reason', async ({
    app,
    page,
    sim,
  }) => {
    const address = await fundedAddress(sim);
    await app.open('#/labels');
    await expect(page.getByTestId('labels-table').getByTestId('table-empty')).toBeVisible();
    await expect(page.getByTestId('labels-export')).toBeDisabled();
    await screenshot(page, 'labels-empty', async () => {
      await expect(page.getByTestId('labels-table')).toBeVisible();
    });

    // Add from the form: a bad address is refused beside its field, nothing is stored.
    await page.getByTestId('add-label-address').fill('0x1234');
    await page.getByTestId('add-label-name').fill('Cold storage');
    await page.getByTestId('add-label-save').click();
    await expect(page.getByTestId('add-label-address-error')).toContainText('Address');
    await expect(page.getByTestId('add-label-name')).toHaveValue('Cold storage');
    await page.getByTestId('add-label-address').fill(address);
    await page.getByTestId('add-label-save').click();
    const rows = page.getByTestId('labels-table').locator('.vtable__row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('label-row-link-label')).toHaveText('Cold storage');
    await expect(page.getByTestId('watchlist-table').locator('.vtable__row')).toHaveCount(1);

    // Export: browser mode hands the file over as a download.
    const downloadEvent = page.waitForEvent('download');
    await page.getByTestId('labels-export').click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('snowscope-labels.json');
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(exported.labels).toEqual([
      expect.objectContaining({ address: address.toLowerCase(), label: 'Cold storage', watch: true, chainId: C_CHAIN }),
    ]);

    // Remove it, then import the exported file: it is back.
    await rows.first().getByTestId('label-row-remove').click();
    await expect(rows).toHaveCount(0);
    const saved = join(tmpdir(), `labels-${Date.now()}.json`);
    writeFileSync(saved, JSON.stringify(exported));
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('labels-import').click();
    await (await chooser).setFiles(saved);
    await expect(page.getByTestId('labels-import-status')).toContainText('1 added, 0 updated');
    await expect(rows).toHaveCount(1);

    // A file that is not a labels file: a reason, nothing lost.
    const junk = join(tmpdir(), `junk-${Date.now()}.json`);
    writeFileSync(junk, '{"hello": 1}');
    const chooser2 = page.waitForEvent('filechooser');
    await page.getByTestId('labels-import').click();
    await (await chooser2).setFiles(junk);
    await expect(page.getByTestId('labels-import-status')).toContainText('Not imported: Not a labels file');
    await expect(rows).toHaveCount(1);
    await screenshot(page, 'labels', async () => {
      await expect(rows).toHaveCount(1);
    });
  });
});
