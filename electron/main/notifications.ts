import type { DesktopNotifier } from '@main/services/long-work';
import { type BrowserWindow, Notification } from 'electron';

/** Whether the user is looking at the window right now (then the view itself shows the end of the work). */
function isWatching(win: BrowserWindow | null): boolean {
  return win !== null && !win.isDestroyed() && win.isVisible() && !win.isMinimized() && win.isFocused();
}

/**
 * Native notifications for the end of long work while the window is not focused; clicking one opens
 * the work's view (through the same checks as any link).
 */
export function createDesktopNotifier(
  mainWindow: () => BrowserWindow | null,
  openRoute: (hash: string) => void,
): DesktopNotifier {
  // A notification nobody references can be collected before it is clicked, and the click is lost.
  const shown = new Set<Notification>();
  return {
    notify(work) {
      if (!Notification.isSupported()) return 'unsupported';
      if (isWatching(mainWindow())) return 'focused';
      const notification = new Notification({ title: work.title, body: work.body });
      shown.add(notification);
      notification.on('click', () => {
        shown.delete(notification);
        openRoute(work.route);
      });
      notification.on('close', () => shown.delete(notification));
      notification.show();
      return 'shown';
    },
  };
}
