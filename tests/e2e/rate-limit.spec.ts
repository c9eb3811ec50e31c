import type { Locator } from '@playwright/test';
import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';
import { shootThemes } from './theme-shots';

async function shootElementThemes(page: Page, name: string, element: Locator) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shoot(element, `${name}-${theme}`, { animations: 'disabled' });
  }
}

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

    // More requests (Refresh asks the live list again; a revisit within its stale time would ask nothing):
    // the figure goes down with the simulator's count.
    const before = sent?.remaining ?? 0;
    await page.getByTestId('live-refresh').click();
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

    // A narrow window: the gauge keeps its place beside the search box.
    await page.setViewportSize({ width: 1024, height: 600 });
    await expect(gauge).toBeInViewport();
    await expect(page.getByTestId('rate-limit-reset')).toBeHidden();
    await expect(page.getByTestId('theme-toggle')).toBeInViewport({ ratio: 1 });
    await shootElementThemes(page, 'top-bar-rate-gauge-narrow', page.locator('.top-bar'));

    // A click opens the profile's API key field.
    await gauge.click();
    await expect(page.getByTestId('settings-view')).toBeVisible();
    await expect(page.getByTestId('api-key-input-local')).toBeFocused();

    // Test connection reports the budget its own request was answered with; the gauge follows it too.
    await page.getByTestId('connection-test-local-run').click();
    const budget = page.getByTestId('connection-test-local-dataApi-rate-limit');
    await expect(budget).toBeVisible();
    const probed = sim.received.filter((r) => r.path === '/v1/chains' && r.rateLimit).at(-1)?.rateLimit ?? {};
    await expect(budget).toHaveText(
      `rate limit: ${probed['ratelimit-remaining']} of 80 left, reset in ${probed['ratelimit-reset']} s`,
    );
    await expect(page.getByTestId('rate-limit-figure')).toHaveText(`${probed['ratelimit-remaining']}/80`);
    await shootElementThemes(page, 'settings-connection-test-rate-limit', page.getByTestId('connection-test-local'));
  });

  test('a burst past the limit ends in the 429 message with the key hint; with a key, the key’s limit', async ({
    app,
    page,
    sim,
  }) => {
    await app.open('#/labels');
    await expect(page.getByTestId('labels-view')).toBeVisible();
    const since = sim.stats.requests;
    await app.rateLimit(2);
    await page.getByTestId('nav-blocks').click();
    await expect(page.getByTestId('blocks-view')).toBeVisible();
    await page.getByTestId('brand-home').click();

    const hint = page.getByTestId('rate-limit-hint').first();
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('data-key', 'none');
    const refused = sim.received.filter((r) => r.seq > since && r.rateLimit?.['retry-after']);
    expect(refused.length).toBeGreaterThan(0);
    const retryAfter = Number(refused[0]?.rateLimit?.['retry-after']);
    await expect(hint).toContainText('The public rate limit of the Data API was reached.');
    const shown = Number(/resets in (\d+) s/.exec((await hint.textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(retryAfter);
    const panel = page.getByTestId('error-panel').filter({ has: hint }).first();
    await expect(panel).toHaveAttribute('data-error-kind', 'http');
    const gauge = page.getByTestId('rate-limit-gauge');
    await expect(gauge).toHaveAttribute('data-level', 'out');
    await expect(page.getByTestId('rate-limit-figure')).toHaveText('0/2');

    await shootElementThemes(page, 'rate-limit-429-panel', panel);
    await shootElementThemes(page, 'top-bar-rate-gauge-out', page.locator('.top-bar'));

    // "Add an API key" opens this profile's key field; with a key the limit is the key's own.
    await hint.getByTestId('rate-limit-add-key').click();
    await expect(page.getByTestId('settings-view')).toBeVisible();
    const input = page.getByTestId('api-key-input-local');
    await expect(input).toBeFocused();
    await input.fill('e2e-rate-key-0123456789');
    const sessionOnly = page.getByTestId('api-key-session-local');
    if (await sessionOnly.isVisible()) await sessionOnly.check();
    await page.getByTestId('api-key-save-local').click();
    await expect(page.getByTestId('api-key-status-local')).toHaveAttribute('data-key-set', 'true');

    await app.rateLimit(1);
    await page.getByTestId('brand-home').click();
    const keyed = page.getByTestId('rate-limit-hint').first();
    await expect(keyed).toHaveAttribute('data-key', 'set');
    await expect(keyed).toContainText('This profile’s API key has reached its rate limit.');
    await expect(keyed.getByTestId('rate-limit-add-key')).toHaveCount(0);
    await expect(gauge).toHaveAttribute('title', /this profile’s API key/);
    await shootElementThemes(page, 'rate-limit-429-panel-key', page.getByTestId('error-panel').first());
  });
});
