import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { markRequests } from './sim-requests';

const C_CHAIN = '43114';
const goTo = (page: Page, hash: string) => page.evaluate((h) => window.location.assign(h), hash);

/** Whatever a view asks for on mount is sent at once: a second of quiet means nothing more is coming. */
const settle = (page: Page) => page.waitForTimeout(1000);

const sentSince = (sim: RunningSimulator, mark: number) =>
  sim.received.filter((r) => r.seq > mark).map((r) => `${r.method} ${r.path}`);

interface SimBlocks {
  blocks: { blockNumber: string }[];
}

/** The live views, each with what shows it has drawn its live list from an answer. */
const LIVE_STOPS = (block: string) => [
  { hash: '#/', drawn: (page: Page) => expect(page.getByTestId('home-block').first()).toBeVisible() },
  {
    hash: `#/blocks/${C_CHAIN}`,
    drawn: (page: Page) => expect(page.getByTestId('blocks-table').getByTestId('block-age').first()).toBeVisible(),
  },
  {
    hash: `#/block/${C_CHAIN}/${block}`,
    drawn: (page: Page) => expect(page.getByTestId('block-view').getByTestId('block-hash')).toBeVisible(),
  },
  {
    hash: '#/index/C/block',
    drawn: (page: Page) => expect(page.getByTestId('last-accepted-refresh')).toBeEnabled(),
  },
];

test('live views revisited within their stale time are drawn from the cache: the simulator receives nothing', async ({
  app,
  page,
  sim,
}) => {
  const { blocks } = (await (await fetch(`${sim.url}/v1/chains/${C_CHAIN}/blocks?pageSize=3`)).json()) as SimBlocks;
  const stops = LIVE_STOPS(blocks[2]?.blockNumber as string);
  const first = markRequests(sim);
  await app.open(stops[0]?.hash);
  for (const [i, stop] of stops.entries()) {
    if (i > 0) await goTo(page, stop.hash);
    await stop.drawn(page);
    await settle(page);
  }
  const firstVisits = sentSince(sim, first);
  // The first visits did ask for each live list (latest blocks and transactions, the head, the last container).
  expect(firstVisits.filter((p) => p.includes(`/v1/chains/${C_CHAIN}/blocks`)).length).toBeGreaterThanOrEqual(2);
  expect(firstVisits.some((p) => p.includes(`/v1/chains/${C_CHAIN}/transactions`))).toBe(true);

  for (const stop of stops) {
    const mark = markRequests(sim);
    await goTo(page, stop.hash);
    await stop.drawn(page);
    await settle(page);
    expect({ hash: stop.hash, sent: sentSince(sim, mark) }).toEqual({ hash: stop.hash, sent: [] });
  }
});

test('a live list still refreshes on its own while shown, and draws what the new answer brings', async ({
  app,
  page,
  sim,
}) => {
  const latest = (await (await fetch(`${sim.url}/v1/chains/${C_CHAIN}/blocks?pageSize=6`)).json()) as SimBlocks;
  const newest = latest.blocks[0]?.blockNumber as string;
  // The dashboard's first answer comes from before the newest block existed (it is left out of the answer
  // as the page received it); the refresh then asks the simulator, which has it.
  let answers = 0;
  await page.route('**/ipc/data.listLatestBlocks', async (route) => {
    answers++;
    const response = await route.fetch();
    if (answers > 1) return route.fulfill({ response });
    const body = (await response.json()) as { ok: true; data: SimBlocks };
    body.data.blocks = body.data.blocks.filter((b) => b.blockNumber !== newest);
    return route.fulfill({ response, json: body });
  });
  await app.open('#/');
  const links = page.getByTestId('home-block').getByTestId('home-block-link');
  await expect(links.first()).toBeVisible();
  await expect(links.first()).not.toHaveAttribute('href', new RegExp(`/${newest}$`));
  const mark = markRequests(sim);

  // No click, no navigation: the dashboard's own refresh (every 10 s) brings the newest block in.
  await expect(links.first()).toHaveAttribute('href', new RegExp(`/${newest}$`), { timeout: 15_000 });
  expect(sentSince(sim, mark).filter((p) => p.includes(`/v1/chains/${C_CHAIN}/blocks`)).length).toBeGreaterThan(0);
  expect(answers).toBeGreaterThan(1);
});
