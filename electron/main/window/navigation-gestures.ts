import type { DesktopCommand } from '@shared/contract';
import type { BrowserWindow } from 'electron';

/**
 * The mouse's back/forward buttons (Windows and Linux `app-command`) and the trackpad's three-finger swipe
 * (macOS) go back and forward like the Go menu does.
 */
export function forwardNavigationGestures(
  win: Pick<BrowserWindow, 'on'>,
  command: (command: DesktopCommand) => void,
): void {
  win.on('app-command', (_event, name) => {
    if (name === 'browser-backward') command('back');
    else if (name === 'browser-forward') command('forward');
  });
  win.on('swipe', (_event, direction) => {
    if (direction === 'right') command('back');
    else if (direction === 'left') command('forward');
  });
}
