import { type BrowserWindow, type IpcMainInvokeEvent, shell } from 'electron';

/** Only our own renderer (the file we loaded, or the dev server) may call handlers. */
export function isTrustedSender(event: IpcMainInvokeEvent, rendererUrl: string): boolean {
  const url = event.senderFrame?.url;
  if (!url) return false;
  const strip = (u: string) => u.split('#')[0]?.split('?')[0];
  return strip(url) === strip(rendererUrl) || (rendererUrl.startsWith('http') && url.startsWith(rendererUrl));
}

/** Navigation can never leave the app; http(s) links open in the system browser instead. */
export function lockNavigation(win: BrowserWindow, rendererUrl: string): void {
  const openExternally = (url: string) => {
    if (/^https?:\/\//.test(url)) void shell.openExternal(url);
  };
  win.webContents.on('will-navigate', (event, url) => {
    if (url.split('#')[0] === rendererUrl.split('#')[0]) return;
    event.preventDefault();
    openExternally(url);
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  win.webContents.session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
}
