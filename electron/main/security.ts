import { type IpcMainInvokeEvent, shell, type WebContents } from 'electron';
import { isAppUrl, navigationDecision, permissionGranted } from './navigation-policy';

/** Only our own renderer (the file we loaded, or the dev server's exact origin) may call handlers. */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>, rendererUrl: string): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url, rendererUrl);
}

function openExternally(url: string | null) {
  // Only what externalUrlToOpen returned gets here: an https URL to a public host, parsed with URL.
  if (url) void shell.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
}

/** Navigation of any of the window's frames can never leave the app; https links open in the system browser. */
function lockNavigation(contents: WebContents, rendererUrl: string) {
  const guard = (event: { preventDefault(): void }, url: string) => {
    const decision = navigationDecision(url, rendererUrl);
    if (decision.action === 'allow') return;
    event.preventDefault();
    openExternally(decision.openExternally);
  };
  contents.on('will-navigate', (event) => guard(event, event.url));
  contents.on('will-frame-navigate', (event) => guard(event, event.url));
  contents.on('will-redirect', (event) => guard(event, event.url));
  contents.setWindowOpenHandler(({ url }) => {
    const decision = navigationDecision(url, rendererUrl);
    openExternally(decision.action === 'deny' ? decision.openExternally : null);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** The page gets no permission at all (see permissionGranted): neither by request nor by check. */
function denyPermissions(contents: WebContents) {
  const session = contents.session;
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(permissionGranted(permission)));
  session.setPermissionCheckHandler((_contents, permission) => permissionGranted(permission));
  session.setDevicePermissionHandler(() => false);
}

/** Everything a web contents (the window, or any other the app ever creates) needs before it loads anything. */
export function lockDownContents(contents: WebContents, rendererUrl: string): void {
  lockNavigation(contents, rendererUrl);
  denyPermissions(contents);
}
