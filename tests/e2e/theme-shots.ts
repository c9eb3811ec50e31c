import { expect, type Page } from './fixtures';
import { shoot } from './shots';

/**
 * `<name>-light.png` and `<name>-dark.png` under artifacts/screenshots (when shots are on: see ./shots). `show`
 * brings the view up once, in the light theme; the dark shot is the same screen after the system theme changes,
 * which the app follows live (no reload, so nothing is asked again and no state is lost between the two shots).
 */
export async function shootThemes(page: Page, name: string, show: () => Promise<void>, height = 1100) {
  await page.setViewportSize({ width: 1360, height });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    if (theme === 'light') await show();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shoot(page, `${name}-${theme}`, { animations: 'disabled' });
  }
}
