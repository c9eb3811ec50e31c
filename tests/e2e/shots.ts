import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator } from '@playwright/test';
import type { Page } from './fixtures';

/** Screenshots are taken only when `SNOWSCOPE_SHOTS=1` (read at each call). */
export function shotsOn(): boolean {
  return process.env.SNOWSCOPE_SHOTS === '1';
}

interface ShotOptions {
  fullPage?: boolean;
  animations?: 'disabled';
}

/**
 * Writes `artifacts/screenshots/<name>.png` (`name` may hold a subfolder: `fit/home-light`) — only when
 * `SNOWSCOPE_SHOTS=1`; otherwise returns at once. The PNGs are for people to look at, nothing compares them,
 * and taking them costs ~10 % of the e2e's CPU, so a plain run skips them. Take them with `npm run shots`
 * (every spec) or `npm run shots -- tests/e2e/tx.spec.ts` (some). `fullPage` applies to a page only.
 */
export async function shoot(target: Page | Locator, name: string, options: ShotOptions = {}): Promise<void> {
  if (!shotsOn()) return;
  const path = join('artifacts', 'screenshots', `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  // A locator's screenshot has no `fullPage`: keep it for a page only.
  const { fullPage: _pageOnly, ...rest } = options;
  const forTarget = isPage(target) ? options : rest;
  await target.screenshot({ path, ...forTarget });
}

function isPage(target: Page | Locator): target is Page {
  return 'mainFrame' in target;
}
