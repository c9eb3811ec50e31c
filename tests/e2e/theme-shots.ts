import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from './fixtures';

export const SHOT_DIR = join('artifacts', 'screenshots');

/**
 * `<name>-light.png` and `<name>-dark.png` under artifacts/screenshots. `show` brings the view up once, in the
 * light theme; the dark shot is the same screen after the system theme changes, which the app follows live
 * (no reload, so nothing is asked again and no state is lost between the two shots).
 */
export async function shootThemes(page: Page, name: string, show: () => Promise<void>, height = 1100) {
  mkdirSync(SHOT_DIR, { recursive: true });
  await page.setViewportSize({ width: 1360, height });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    if (theme === 'light') await show();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.screenshot({ path: join(SHOT_DIR, `${name}-${theme}.png`), animations: 'disabled' });
  }
}
