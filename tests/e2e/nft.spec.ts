import type { Route } from '@playwright/test';
import { DEFAULT_IPFS_GATEWAY } from '@renderer/format/ipfs';
import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

/** `ipfs://<cid>/<path>` as the URL under `gateway` the page must use instead. */
const viaIpfsGateway = (uri: string, gateway: string) => `${gateway}${uri.slice('ipfs://'.length)}`;

const CHAIN = '43114';

interface SimToken {
  tokenId: string;
  tokenUri: string;
  name?: string;
  ownerAddress?: string;
  metadata: {
    indexStatus: string;
    name?: string;
    imageUri?: string;
    animationUri?: string;
    externalUrl?: string;
    description?: string;
    attributes?: string;
  };
}

/** The contract address of a simulated mainnet C-Chain collection, by its name. */
function collectionAddress(sim: RunningSimulator, name: string): string {
  const chain = sim.dataset.evm.mainnet;
  const c = chain.collections.find((x) => x.name === name);
  if (!c) throw new Error(`the simulator has no collection "${name}"`);
  return chain.accounts[c.account]?.address as string;
}

/** Straight from the simulator's endpoint, the one the app calls: the first `count` tokens, page by page. */
async function simTokens(sim: RunningSimulator, address: string, count: number): Promise<SimToken[]> {
  const tokens: SimToken[] = [];
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({ pageSize: String(Math.min(100, count - tokens.length)) });
    if (pageToken) query.set('pageToken', pageToken);
    const res = await fetch(`${sim.url}/v1/chains/${CHAIN}/nfts/collections/${address}/tokens?${query}`);
    if (!res.ok) throw new Error(`simulator answered ${res.status} for the tokens of ${address}`);
    const body = (await res.json()) as { tokens: SimToken[]; nextPageToken?: string };
    tokens.push(...body.tokens);
    pageToken = body.nextPageToken;
  } while (pageToken && tokens.length < count);
  return tokens;
}

/** The loaded page count once the gallery has stopped pulling pages (the same count twice, nothing loading). */
async function settledPageCount(page: Page): Promise<number> {
  const read = async () => Number(await page.getByTestId('page-count').textContent());
  let settled = 0;
  await expect
    .poll(async () => {
      const before = await read();
      await page.waitForTimeout(750);
      const loading = await page.getByTestId('nft-gallery-footer').getByText('Loading…').count();
      settled = before;
      return loading === 0 && (await read()) === before;
    })
    .toBe(true);
  return settled;
}

/** A picture for any remote image, so cards look real offline; a hue per URL. */
function svgFor(url: string): string {
  let hue = 0;
  for (const ch of url) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue},45%,55%)"/><circle cx="32" cy="28" r="14" fill="hsl(${(hue + 180) % 360},60%,85%)"/></svg>`;
}

/**
 * Answers every request that leaves the app's own host: images with a picture unless `fails` says the
 * host is dead. Returns the URLs the page asked for, in order.
 */
async function serveRemote(page: Page, fails: (url: string) => boolean = () => false): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  const remote = (url: URL) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost';
  await page.route(remote, async (route: Route) => {
    const url = route.request().url();
    if (fails(url) || url.includes('.invalid/')) return route.abort('namenotresolved');
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svgFor(url) });
  });
  return requested;
}

async function setGateway(page: Page, gateway: string) {
  await page.addInitScript((gw) => {
    const key = 'snowscope.prefs';
    const current = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}');
    localStorage.setItem(key, JSON.stringify({ ...current, state: { ...current.state, ipfsGateway: gw } }));
  }, gateway);
}

const card = (page: Page, tokenId: string) => page.locator(`[data-testid="nft-card"][data-token-id="${tokenId}"]`);

test.describe('NFT collection', () => {
  test('a deep link shows the tokens the simulator has, and more pages load', async ({ app, page, sim }) => {
    await serveRemote(page);
    const address = collectionAddress(sim, 'Peak Pioneers');
    await app.open(`#/nft/${CHAIN}/${address}`);

    const footer = page.getByTestId('nft-gallery-footer');
    await expect(footer).toBeVisible();
    const firstPage = Number(await page.getByTestId('token-count').textContent());
    expect(firstPage).toBeGreaterThan(0);
    await expect(page.getByTestId('page-count')).toHaveText('1');
    const expected = await simTokens(sim, address, firstPage * 3);

    await expect(page.getByTestId('nft-collection-name')).toHaveText(expected[0]?.name as string);
    // The first rendered cards are the first tokens of the list, with their names and ids.
    const cards = page.getByTestId('nft-card');
    const shown = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-token-id')));
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown).toEqual(expected.slice(0, shown.length).map((t) => t.tokenId));
    for (const t of expected.slice(0, 4)) {
      await expect(card(page, t.tokenId).getByTestId('nft-card-name')).toHaveText(t.metadata.name as string);
      await expect(card(page, t.tokenId).getByTestId('nft-card-id')).toHaveText(`#${t.tokenId}`);
    }
    const owned = expected.find((t) => t.ownerAddress);
    if (owned) {
      await expect(card(page, owned.tokenId).getByRole('link')).toHaveAttribute(
        'data-address',
        owned.ownerAddress as string,
      );
    }

    await page.getByTestId('load-more').click();
    await expect(page.getByTestId('page-count')).toHaveText('2');
    await expect(page.getByTestId('token-count')).toHaveText(String(firstPage * 2));

    // Scrolling to the end of the grid pulls the next pages by itself, for as long as the end stays within
    // reach of the view (how many depends on the window); the cards at the end are the simulator's.
    const scroll = page.locator('.collection-gallery__scroll');
    await scroll.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(async () => Number(await page.getByTestId('page-count').textContent())).toBeGreaterThanOrEqual(3);
    const settledPages = await settledPageCount(page);
    const all = await simTokens(sim, address, firstPage * settledPages);
    await expect(page.getByTestId('token-count')).toHaveText(String(all.length));
    await scroll.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = all.at(-1) as SimToken;
    await expect(card(page, last.tokenId).getByTestId('nft-card-name')).toHaveText(last.metadata.name as string);
  });

  test.describe('a page of its own: the gateway is set by an init script', () => {
    test.use({ freshPage: true });
    test('ipfs images load through the configured gateway, never as ipfs://', async ({ app, page, sim }) => {
      const gateway = 'https://gateway.example.test/ipfs/';
      await setGateway(page, gateway);
      const requested = await serveRemote(page);
      const address = collectionAddress(sim, 'Snowy Owls');
      const [first] = await simTokens(sim, address, 1);
      const imageUri = first?.metadata.imageUri as string;
      expect(imageUri).toMatch(/^ipfs:\/\//);
      const viaGateway = viaIpfsGateway(imageUri, gateway);

      await app.open(`#/nft/${CHAIN}/${address}`);
      const image = card(page, first?.tokenId as string).getByTestId('nft-image');
      await expect(image).toHaveAttribute('src', viaGateway);
      await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
      await expect.poll(() => requested.includes(viaGateway)).toBe(true);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(requested.filter((u) => u.startsWith('ipfs:'))).toEqual([]);
      expect(requested.filter((u) => u.startsWith(DEFAULT_IPFS_GATEWAY))).toEqual([]);
    });
  });

  test('a token whose image cannot load shows the placeholder', async ({ app, page, sim }) => {
    const address = collectionAddress(sim, 'Peak Pioneers');
    const [ok, broken] = await simTokens(sim, address, 2);
    if (!ok || !broken) throw new Error('expected two tokens');
    const brokenUrl = broken.metadata.imageUri as string;
    const requested = await serveRemote(page, (url) => url === brokenUrl);

    await app.open(`#/nft/${CHAIN}/${address}`);
    const placeholder = card(page, broken.tokenId).getByTestId('nft-image-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('data-reason', 'image failed to load');
    expect(requested).toContain(brokenUrl);
    await expect(card(page, ok.tokenId).getByTestId('nft-image')).toBeVisible();
    await expect(card(page, broken.tokenId).getByTestId('nft-image')).toHaveCount(0);
  });

  test('clicking a token opens its details with attributes; the animation is only a link', async ({
    app,
    page,
    sim,
  }) => {
    const requested = await serveRemote(page);
    const address = collectionAddress(sim, 'Avalanche Motion');
    const tokens = await simTokens(sim, address, 4);
    const token = tokens.find((t) => t.metadata.animationUri && t.metadata.attributes);
    if (!token) throw new Error('expected an animated token with attributes among the first four');
    const meta = token.metadata;

    await page.setViewportSize({ width: 1024, height: 700 });
    await app.open(`#/nft/${CHAIN}/${address}`);
    await card(page, token.tokenId).getByTestId('nft-card-open').click();
    const detail = page.getByTestId('nft-detail');
    await expect(detail).toBeVisible();
    // Opened below the gallery, it is brought into view and takes focus.
    await expect(detail.getByTestId('nft-detail-name')).toBeInViewport();
    await expect(detail).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`\\?token=${token.tokenId}$`));
    await expect(detail.getByTestId('nft-detail-name')).toHaveText(meta.name as string);
    await expect(detail.getByTestId('nft-detail-id')).toHaveText(token.tokenId);
    await expect(detail.getByTestId('nft-detail-description')).toHaveText(meta.description as string);
    await expect(detail.getByTestId('nft-detail-status')).toHaveAttribute('data-tone', 'success');
    await expect(detail.getByTestId('nft-detail-owner').getByRole('link')).toHaveAttribute(
      'data-address',
      token.ownerAddress as string,
    );

    const traits = JSON.parse(meta.attributes as string) as { trait_type: string; value: string | number }[];
    expect(traits.length).toBeGreaterThan(0);
    await expect(detail.getByTestId('nft-trait-label')).toHaveText(traits.map((t) => t.trait_type));
    await expect(detail.getByTestId('nft-trait-value')).toHaveText(traits.map((t) => String(t.value)));

    const external = detail.getByTestId('nft-detail-external');
    await expect(external).toHaveAttribute('href', meta.externalUrl as string);
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const animationUri = meta.animationUri as string;
    const animationHref = animationUri.startsWith('ipfs://')
      ? viaIpfsGateway(animationUri, DEFAULT_IPFS_GATEWAY)
      : animationUri;
    const animation = detail.getByTestId('nft-detail-animation');
    await expect(animation).toHaveText('open animation');
    await expect(animation).toHaveAttribute('href', animationHref);
    await expect(animation).toHaveAttribute('rel', 'noopener noreferrer');
    // The poster has loaded, so anything the panel would fetch on its own has been asked for by now.
    const poster = detail.getByTestId('nft-image');
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(requested.filter((u) => u === animationHref || u === animationUri)).toEqual([]);
    await expect(page.locator('video, audio, iframe, object, embed')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await expect(page).not.toHaveURL(/token=/);

    // The open token is a deep link.
    await app.open(`#/nft/${CHAIN}/${address}?token=${token.tokenId}`);
    await expect(page.getByTestId('nft-detail-name')).toHaveText(meta.name as string);
  });

  test('reached by click from the address view', async ({ app, page, sim }) => {
    await serveRemote(page);
    const address = collectionAddress(sim, 'Onchain Glyphs');
    await app.open(`#/address/${CHAIN}/${address}`);
    await page.getByRole('link', { name: 'This address as an NFT collection' }).click();
    await expect(page.getByTestId('nft-view')).toBeVisible();
    const [first] = await simTokens(sim, address, 1);
    // On-chain SVG comes as a data:image URI and is shown as an image.
    await expect(card(page, first?.tokenId as string).getByTestId('nft-image')).toHaveAttribute(
      'src',
      first?.metadata.imageUri as string,
    );
  });

  test('an injected server error shows the error, and Retry loads the tokens', async ({ app, page, sim }) => {
    await serveRemote(page);
    const address = collectionAddress(sim, 'Peak Pioneers');
    await app.fault('500', 1, `/v1/chains/${CHAIN}/nfts/collections/`);
    await app.open(`#/nft/${CHAIN}/${address}`);
    await expect(page.getByTestId('error-panel')).toBeVisible();
    await expect(page.getByTestId('error-message')).toContainText('Injected 500');
    await page.getByRole('button', { name: /retry/i }).click();
    await expect(page.getByTestId('nft-card').first()).toBeVisible();
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
  });

  test('an invalid contract in the route is explained and nothing is requested', async ({ app, page, sim }) => {
    const before = sim.stats.requests;
    await app.open(`#/nft/${CHAIN}/0x1234`);
    await expect(page.getByTestId('nft-invalid')).toBeVisible();
    await expect(page.getByTestId('route-issue')).toHaveText('must be 0x followed by 40 hex characters');
    await expect(page.getByTestId('nft-gallery')).toHaveCount(0);
    expect(sim.stats.requests).toBe(before);
  });

  test('screenshots: collection grid and token detail in light and dark', async ({ app, page, sim }) => {
    // Two themes of two views with images: slower than a check, not a sign of a slow app.
    test.slow();
    await serveRemote(page);
    await app.open(`#/nft/${CHAIN}/${collectionAddress(sim, 'Snowy Owls')}`);
    await expect(page.getByTestId('nft-image').first()).toBeVisible();
    await shootBothThemes(page, 'nft-collection');

    const address = collectionAddress(sim, 'Avalanche Motion');
    const [first] = await simTokens(sim, address, 1);
    await app.open(`#/nft/${CHAIN}/${address}?token=${first?.tokenId}`);
    await expect(page.getByTestId('nft-detail').getByTestId('nft-image')).toBeVisible();
    await shootBothThemes(page, 'nft-token-detail');
  });
});

/** Light and dark screenshots of what is on screen, the theme set the way screenshots.spec.ts does. */
async function shootBothThemes(page: Page, view: string) {
  await page.setViewportSize({ width: 1360, height: 900 });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
    await shoot(page, `${view}-${theme}`, { animations: 'disabled' });
  }
}
