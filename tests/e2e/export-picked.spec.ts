import type { ExportJobView } from '@shared/export/job';
import type { RunningSimulator } from '@sim/server';
import { expect, test } from './fixtures';
import { shoot } from './shots';

/** An EOA of the simulated mainnet C-Chain with a short history (each export is a page or two). */
function shortHistory(sim: RunningSimulator): string {
  const chain = sim.dataset.evm.mainnet;
  for (const [account, txs] of chain.txsByAccount) {
    if (chain.accounts[account]!.kind === 'eoa' && txs.length >= 20 && txs.length <= 150)
      return chain.accounts[account]!.address;
  }
  throw new Error('no short history in the simulated mainnet C-Chain');
}

test('a link to one export job (what a desktop notification opens) picks out its card', async ({ app, page, sim }) => {
  const address = shortHistory(sim);
  const ids: string[] = [];
  for (const fileName of ['first.csv', 'second.csv', 'third.csv']) {
    const started = await app.services.dispatch(
      'export.start',
      { mode: 'local', addresses: [address], chainIds: ['43114'], kind: 'native', format: 'csv', fileName },
      { profileId: 'local' },
    );
    expect(started.ok).toBe(true);
    const job = (started as { ok: true; data: { job: ExportJobView } }).data.job;
    expect((await app.services.exports.settled(job.id)).status).toBe('completed');
    ids.push(job.id);
  }
  const picked = ids[0]!;
  await app.open(`#/export?job=${picked}`);
  const cards = page.getByTestId('job-card');
  await expect(cards).toHaveCount(3);
  const card = page.locator(`[data-testid="job-card"][data-job-id="${picked}"]`);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card).toContainText('first.csv');
  await expect(page.locator('[data-testid="job-card"][aria-current]')).toHaveCount(1);
  await expect(card).toBeInViewport();
  await expect(page.getByTestId('job-picked-gone')).toHaveCount(0);

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await shoot(page, `export-picked-job-${theme}`);
  }

  // A job that was removed since: said so, and the list is still there.
  const removed = await app.services.dispatch('export.remove', { jobId: picked });
  expect(removed.ok).toBe(true);
  await app.open(`#/export?job=${picked}`);
  await expect(page.getByTestId('job-picked-gone')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(page.locator('[data-testid="job-card"][aria-current]')).toHaveCount(0);
});
