import type { Page, Route as PlaywrightRoute } from '@playwright/test';

/** Every script chunk the page requested, by file name without its hash (`AddressView`, `charts`…). */
export function recordChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/([^/]+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
    if (m) chunks.push(m[1] as string);
  });
  return chunks;
}

/** Holds back every request for a chunk named `name` until `release` is called. */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route(new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`), async (route: PlaywrightRoute) => {
    await released;
    await route.continue();
  });
  return release;
}
