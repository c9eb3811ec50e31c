import type { RunningSimulator } from '@sim/server';
import { expect, test } from './fixtures';
import { shoot } from './shots';

interface SimTransfer {
  txHash: string;
  logIndex: number;
  erc20Token: { address: string; symbol: string };
}
interface SimBalance {
  address: string;
  symbol: string;
  balanceValue?: { value: number | string; currencyCode: string };
}

/** Every page the simulator's /v1 endpoint lists (the same endpoint the app calls). */
async function allPages<T>(sim: RunningSimulator, path: string, key: string, pageSize: number): Promise<T[]> {
  const out: T[] = [];
  let token: string | undefined;
  do {
    const q = new URLSearchParams({ pageSize: String(pageSize) });
    if (token) q.set('pageToken', token);
    const res = await fetch(`${sim.url}${path}${path.includes('?') ? '&' : '?'}${q}`);
    const body = (await res.json()) as Record<string, unknown> & { nextPageToken?: string };
    out.push(...(body[key] as T[]));
    token = body.nextPageToken || undefined;
  } while (token);
  return out;
}

/** A decimal string as an integer of 10^-12 units (the test's own exact arithmetic). */
function picoUnits(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** 12n + BigInt(fraction.padEnd(12, '0').slice(0, 12));
}

test.describe('per-token view of an address', () => {
  test('a balance row opens the transfers of that token: pages load until a page of matches, with progress', async ({
    app,
    page,
    sim,
  }) => {
    test.slow();
    const chain = sim.dataset.evm.mainnet;
    let holder = '';
    let most = 0;
    chain.accounts.forEach((a, i) => {
      const n = chain.erc20ByAccount.get(i)?.length ?? 0;
      if (a.kind === 'eoa' && n > most) [holder, most] = [a.address, n];
    });
    const base = `/v1/chains/43114/addresses/${holder}`;
    const transfers = await allPages<SimTransfer>(sim, `${base}/transactions:listErc20`, 'transactions', 100);
    const balances = await allPages<SimBalance>(
      sim,
      `${base}/balances:listErc20?filterSpamTokens=true&currency=usd`,
      'erc20TokenBalances',
      100,
    );
    // The held token whose transfers are rarest among the first pages: the search has to go deep for it.
    const counts = (token: string) =>
      transfers.filter((t) => t.erc20Token.address.toLowerCase() === token.toLowerCase()).length;
    const token = [...balances]
      .filter((b) => counts(b.address) > 0)
      .sort((a, b) => counts(a.address) - counts(b.address))[0];
    if (!token) throw new Error('the holder holds no token it has transfers of');

    await app.open(`#/address/43114/${holder}?tab=erc20-balances`);
    const row = page
      .getByTestId('erc20-balances-table')
      .getByTestId('table-row')
      .filter({ has: page.locator(`[data-address="${token.address}" i]`) })
      .first();
    await row.getByTestId('token-transfers-link').click();
    await expect(page).toHaveURL(new RegExp(`tab=erc20-transfers&token=${token.address}`, 'i'));

    const bar = page.getByTestId('token-filter');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-state', /enough|ended/, { timeout: 30_000 });
    const pageSize = Number(await page.getByTestId('page-size-select').inputValue());
    const pages = Number(
      (await bar.getAttribute('data-state')) === 'ended' ? Math.ceil(transfers.length / pageSize) : 0,
    );
    const scanned = Number((await page.getByTestId('token-filter-scanned').textContent())?.replace(/,/g, ''));
    if (pages) expect(scanned).toBe(transfers.length);
    // What the simulator lists for this token within the transfers searched so far.
    const expected = transfers
      .slice(0, scanned)
      .filter((t) => t.erc20Token.address.toLowerCase() === token.address.toLowerCase());
    await expect(page.getByTestId('token-filter-matches')).toHaveText(String(expected.length));
    if ((await bar.getAttribute('data-state')) === 'enough') expect(expected.length).toBeGreaterThanOrEqual(pageSize);
    const table = page.getByTestId('erc20-transfers-table');
    await expect(table.getByTestId('match-count')).toContainText(String(expected.length));
    const tokensShown = await table
      .getByTestId('token-link')
      .locator('a')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-address')?.toLowerCase()));
    expect(new Set(tokensShown)).toEqual(new Set([token.address.toLowerCase()]));
    await shoot(page, 'token-filter-light');

    // All tokens again: the same loaded pages, unfiltered.
    await page.getByTestId('token-filter-clear').click();
    await expect(page.getByTestId('token-filter')).toHaveCount(0);
    await expect(table.getByTestId('row-count')).toHaveText(String(scanned));
  });

  test('the balances tab sums the loaded tokens’ value, as the simulator values them', async ({ app, page, sim }) => {
    const chain = sim.dataset.evm.mainnet;
    const holder = chain.accounts.find((a, i) => a.kind === 'eoa' && (chain.erc20ByAccount.get(i)?.length ?? 0) > 20);
    if (!holder) throw new Error('no token holder');
    const balances = await allPages<SimBalance>(
      sim,
      `/v1/chains/43114/addresses/${holder.address}/balances:listErc20?filterSpamTokens=true&currency=usd`,
      'erc20TokenBalances',
      25,
    );
    const firstPage = balances.slice(0, 25);
    const valued = firstPage.filter((b) => b.balanceValue !== undefined);
    const sum = valued.reduce((s, b) => s + picoUnits(String(b.balanceValue?.value)), 0n);

    await app.open(`#/address/43114/${holder.address}?tab=erc20-balances`);
    const total = page.getByTestId('portfolio-total');
    await expect(total).toBeVisible();
    expect(picoUnits((await page.getByTestId('portfolio-total-value').getAttribute('data-value')) ?? '')).toBe(sum);
    await expect(total).toHaveAttribute('data-complete', String(balances.length <= 25));
    await expect(page.getByTestId('portfolio-total-scope')).toContainText(
      balances.length > 25
        ? 'loaded tokens — more to load'
        : balances.length === 1
          ? 'one token'
          : `all ${balances.length} tokens`,
    );
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await shoot(page, `portfolio-total-${theme}`);
    }
  });
});
