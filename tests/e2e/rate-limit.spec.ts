import type { RunningSimulator } from '@sim/server';
import { expect, test } from './fixtures';
import { shootThemes } from './theme-shots';

/** The budget the simulator last announced: the lowest remaining count it sent since the limit was set. */
function lastAnnounced(sim: RunningSimulator, sinceSeq: number) {
  const sent = sim.received.filter((r) => r.seq > sinceSeq && r.rateLimit).map((r) => r.rateLimit ?? {});
  if (sent.length === 0) return null;
  const remaining = Math.min(...sent.map((h) => Number(h['ratelimit-remaining'])));
  const last = sent.at(-1) ?? {};
  return { remaining, limit: Number(last['ratelimit-limit']), reset: Number(last['ratelimit-reset']) };
}

test.describe('the Data API rate-limit gauge', () => {
  test('hidden without rate-limit headers; then follows the simulator’s headers', async ({ app, page, sim }) => {
    await app.open('#/');
    await expect(page.getByTestId('home-block').first()).toBeVisible();
    const gauge = page.getByTestId('rate-limit-gauge');
    await expect(gauge).toHaveCount(0);

    const since = sim.stats.requests;
    await app.rateLimit(80);
    await page.getByTestId('nav-blocks').click();
    await expect(gauge).toBeVisible();
    // Once the page is quiet, the gauge shows exactly what the simulator last said.
    await expect
      .poll(async () => {
        const sent = lastAnnounced(sim, since);
        const shown = await page.getByTestId('rate-limit-figure').textContent();
        return sent !== null && shown === `${sent.remaining}/${sent.limit}`;
      })
      .toBe(true);
    const sent = lastAnnounced(sim, since);
    expect(sent?.limit).toBe(80);
    await expect(gauge).toHaveAttribute('data-level', 'ok');
    const reset = Number((await page.getByTestId('rate-limit-reset').textContent())?.replace(/\D/g, ''));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(sent?.reset ?? 0);
    await expect(gauge).toHaveAttribute(
      'title',
      new RegExp(`${sent?.remaining} of 80 requests left; resets in \\d+ s`),
    );
    await expect(gauge).toHaveAttribute('title', /the public limit \(no API key\)/);

    // More requests: the figure goes down with the simulator's count.
    const before = sent?.remaining ?? 0;
    await page.getByTestId('brand-home').click();
    await expect(page.getByTestId('home-block').first()).toBeVisible();
    await expect
      .poll(async () => {
        const now = lastAnnounced(sim, since);
        const shown = await page.getByTestId('rate-limit-figure').textContent();
        return now !== null && now.remaining < before && shown === `${now.remaining}/${now.limit}`;
      })
      .toBe(true);

    await shootThemes(
      page,
      'top-bar-rate-gauge',
      async () => {
        await expect(gauge).toBeVisible();
      },
      700,
    );
  });
});
