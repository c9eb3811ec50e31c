import { hasView, ROUTES_WITHOUT_VIEW } from '@renderer/routing/route-views';
import { buildHash, type KnownRoute, ROUTE_PATTERNS, type RouteName } from '@shared/routing/routes';
import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';

/** A working example of every route, built from the simulator's data. */
function examples(sim: RunningSimulator): Record<RouteName, KnownRoute> {
  const chain = sim.dataset.evm.mainnet;
  const eoa = chain.accounts.find((a) => a.kind === 'eoa')?.address as string;
  const collection = chain.accounts[chain.collections[0]?.account as number]?.address as string;
  const tx = chain.txs[0]?.hash as string;
  const subnet = sim.dataset.primary.mainnet.subnets[0]?.subnetId as string;
  return {
    home: { name: 'home' },
    addressLookup: { name: 'addressLookup' },
    address: { name: 'address', chainId: '43114', address: eoa },
    txLookup: { name: 'txLookup' },
    tx: { name: 'tx', chainId: '43114', txHash: tx },
    blocks: { name: 'blocks', chainId: '43114' },
    block: { name: 'block', chainId: '43114', number: '1' },
    nftLookup: { name: 'nftLookup' },
    nft: { name: 'nft', chainId: '43114', contract: collection },
    subnets: { name: 'subnets', network: 'mainnet' },
    subnet: { name: 'subnet', network: 'mainnet', subnetId: subnet },
    validators: { name: 'validators', network: 'mainnet' },
    rewards: { name: 'rewards', network: 'mainnet' },
    vertices: { name: 'vertices', network: 'mainnet' },
    node: { name: 'node' },
    index: { name: 'index', chain: 'C', kind: 'block' },
    metrics: { name: 'metrics', chainId: '43114' },
    export: { name: 'export' },
    signatures: { name: 'signatures' },
    settings: { name: 'settings' },
    labels: { name: 'labels' },
  };
}

// The simulator builds a chain's data on first use; build it before the views ask for it.
test.beforeAll(async ({ sim }) => {
  await fetch(`${sim.url}/v1/chains/43114/blocks?pageSize=1`);
});

/** Moves the app to `hash` (as its links do) and waits until a view (any view) is on screen for it. */
async function openView(app: { go(hash: string): Promise<void> }, page: Page, hash: string) {
  await app.go(hash);
  await expect(page.locator('main .view').first()).toBeVisible();
}

test.describe('routes and the links that offer them', () => {
  test('every route opens its own view; only the routes listed without one show the route panel', async ({
    app,
    page,
    sim,
  }) => {
    // Twenty-one routes, each opened and checked.
    test.setTimeout(120_000);
    const all = examples(sim);
    expect(Object.keys(all).sort()).toEqual(Object.keys(ROUTE_PATTERNS).sort());
    for (const route of Object.values(all)) {
      await openView(app, page, buildHash(route));
      if (hasView(route)) {
        await expect(page.getByTestId('area-view'), route.name).toHaveCount(0);
        await expect(page.getByTestId('unknown-route'), route.name).toHaveCount(0);
      } else {
        await expect(page.getByTestId('route-panel'), route.name).toBeVisible();
      }
    }
  });

  test('the home deep-link table lists only routes with a view, and each example opens one', async ({ app, page }) => {
    await app.open('#/?help=1');
    const rows = page.getByTestId('deep-link-row');
    await expect(rows.first()).toBeVisible();
    const listed = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-route')));
    for (const name of ROUTES_WITHOUT_VIEW) expect(listed).not.toContain(name);
    expect(listed).toContain('signatures');
    expect(listed).toContain('export');
    expect(listed).toContain('labels');
    const links = await page
      .getByTestId('deep-links')
      .locator('a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') as string));
    test.setTimeout(120_000);
    for (const href of links) {
      await openView(app, page, href);
      await expect(page.getByTestId('area-view'), href).toHaveCount(0);
      await expect(page.getByTestId('unknown-route'), href).toHaveCount(0);
    }
  });

  test.describe('a page of its own: the recent searches are set by an init script', () => {
    test.use({ freshPage: true });
    test('search: every recent link is suggested, and a pasted metrics link opens the metrics view', async ({
      app,
      page,
    }) => {
      expect(ROUTES_WITHOUT_VIEW).toEqual([]);
      const recents = ['#/metrics/43114', '#/signatures', '#/export', '#/node'];
      await page.addInitScript((list) => {
        localStorage.setItem('snowscope.prefs', JSON.stringify({ state: { recentSearches: list }, version: 1 }));
      }, recents);
      await app.open('#/settings');
      await page.locator('body').press('/');
      const options = page.getByTestId('search-suggestion');
      await expect(options).toHaveCount(4);
      expect(await options.evaluateAll((els) => els.map((el) => el.getAttribute('data-hash')))).toEqual(recents);

      const box = page.getByTestId('search-input');
      await box.fill('#/metrics/43114');
      await box.press('Enter');
      await expect(page).toHaveURL(/#\/metrics\/43114/);
      await expect(page.getByTestId('area-view')).toHaveCount(0);
    });
  });
});
