import { api } from '@renderer/api';
import type { DesktopCommand } from '@shared/contract';
import { deepLinkOf } from '@shared/routing/deep-link';
import { navigate } from '../routing/use-route';
import { requestSearchFocus } from '../shell/search-focus';

/** Opens a route main sent (a snowscope:// link, a notification, the Go menu) if it is one links may open. */
export function openSentRoute(hash: string): boolean {
  if (!hash.startsWith('#/') || deepLinkOf(hash) === null) return false;
  navigate(hash);
  return true;
}

export function runDesktopCommand(command: DesktopCommand): void {
  if (command === 'back') window.history.back();
  else if (command === 'forward') window.history.forward();
  else requestSearchFocus();
}

/**
 * Listens for what the desktop app sends the page: routes to open and menu commands. Called once as the
 * page's script starts (not in an effect), so a link main sends right after the page loaded is not missed.
 * Browser mode has no desktop menus or links: nothing to listen for.
 */
export function listenToDesktop(): () => void {
  if (api.mode() !== 'electron') return () => {};
  const offNavigate = api.on('app.navigate', ({ hash }) => openSentRoute(hash));
  const offCommand = api.on('app.command', ({ command }) => runDesktopCommand(command));
  return () => {
    offNavigate();
    offCommand();
  };
}
