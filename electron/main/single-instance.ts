import type { App } from 'electron';
import type { DeepLinkRouter } from './deep-links';

/**
 * One Snowscope at a time: a second launch (a `snowscope://` link clicked in a browser, the app started
 * again) hands its arguments to the running instance and quits. Returns false in the second instance,
 * which must quit without opening anything.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'on'>,
  links: DeepLinkRouter,
  bringToFront: () => void,
): boolean {
  if (!app.requestSingleInstanceLock()) return false;
  // Windows and Linux: the link is one of the second instance's arguments.
  app.on('second-instance', (_event, argv) => {
    links.openFromArgs(argv, 'second instance');
    bringToFront();
  });
  // macOS: links arrive as open-url, also before the app is ready (the first launch from a link).
  app.on('open-url', (event, url) => {
    event.preventDefault();
    links.open(url, 'open-url');
  });
  return true;
}
