import { expect, test } from './fixtures';
import { useSimFuji } from './sim-fuji';

/**
 * Each view's calls name the profile it shows. Another browser-mode tab (here: the main process's store,
 * as that tab's "select profile" call would) switching the active profile must not make this tab's next
 * answers come from that other profile while this tab still files them under its own.
 */
test('a profile switch from another tab does not answer this tab from that profile', async ({ app, page, sim }) => {
  await app.open('#/');
  await expect(page.getByTestId('profile-switcher')).toHaveValue('local');

  useSimFuji(app, sim);

  // This tab has not heard of the switch: it still shows (and caches under) the local profile.
  await page.evaluate(() => {
    window.location.hash = '#/node';
  });
  await expect(page.getByTestId('network-id')).toHaveText('1');

  // A tab opened now starts on the newly active profile and gets that profile's node.
  const other = await page.context().newPage();
  await other.goto(`${app.web.launchUrl}#/node`);
  await expect(other.getByTestId('network-id')).toHaveText('5');
  await other.close();
});
