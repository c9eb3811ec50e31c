import type { DesktopCommand } from '@shared/contract';
import type { MenuItemConstructorOptions } from 'electron';

export interface AppMenuOptions {
  platform: NodeJS.Platform;
  /** Development builds get Reload, Force Reload and the developer tools. */
  dev: boolean;
  appName: string;
  /** A command for the page (through the contract's `app.command` event). */
  command(command: DesktopCommand): void;
  /** Open a hash route of the app (through the contract's `app.navigate` event). */
  navigate(hash: string): void;
  showAbout(): void;
  openReadme(): void;
}

const separator: MenuItemConstructorOptions = { type: 'separator' };

/**
 * Back/forward/home as each platform's browsers do it: ⌘[ ⌘] ⇧⌘H on macOS, Alt+Left/Right/Home
 * elsewhere. Search is the page's own ⌘K/Ctrl+K; settings are ⌘, / Ctrl+, as in most desktop apps.
 */
function goMenu(o: AppMenuOptions): MenuItemConstructorOptions {
  const mac = o.platform === 'darwin';
  return {
    label: '&Go',
    submenu: [
      { label: 'Back', accelerator: mac ? 'Command+[' : 'Alt+Left', click: () => o.command('back') },
      { label: 'Forward', accelerator: mac ? 'Command+]' : 'Alt+Right', click: () => o.command('forward') },
      separator,
      { label: 'Home', accelerator: mac ? 'Shift+Command+H' : 'Alt+Home', click: () => o.navigate('#/') },
      { label: 'Search…', accelerator: 'CmdOrCtrl+K', click: () => o.command('focusSearch') },
      { label: 'Settings', accelerator: 'CmdOrCtrl+,', click: () => o.navigate('#/settings') },
    ],
  };
}

function viewMenu(o: AppMenuOptions): MenuItemConstructorOptions {
  const development: MenuItemConstructorOptions[] = o.dev
    ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator]
    : [];
  return {
    label: '&View',
    submenu: [
      ...development,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };
}

function editMenu(o: AppMenuOptions): MenuItemConstructorOptions {
  // macOS routes ⌘C/⌘V/⌘A to the page only through these roles: without them copy and paste do nothing.
  return {
    label: '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(o.platform === 'darwin' ? [{ role: 'pasteAndMatchStyle' as const }] : []),
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  };
}

function helpMenu(o: AppMenuOptions): MenuItemConstructorOptions {
  const about: MenuItemConstructorOptions[] =
    o.platform === 'darwin' ? [] : [separator, { label: `About ${o.appName}`, click: () => o.showAbout() }];
  return {
    role: 'help',
    label: '&Help',
    submenu: [{ label: `${o.appName} README`, click: () => o.openReadme() }, ...about],
  };
}

/** The application menu for `platform`, built from Electron's roles so shortcuts follow the platform. */
export function appMenuTemplate(o: AppMenuOptions): MenuItemConstructorOptions[] {
  if (o.platform === 'darwin') {
    return [
      {
        label: o.appName,
        submenu: [
          { label: `About ${o.appName}`, click: () => o.showAbout() },
          separator,
          { role: 'services' },
          separator,
          { role: 'hide' },
          { role: 'hideOthers' },
          { role: 'unhide' },
          separator,
          { role: 'quit' },
        ],
      },
      { label: 'File', submenu: [{ role: 'close' }] },
      editMenu(o),
      viewMenu(o),
      goMenu(o),
      { role: 'windowMenu' },
      helpMenu(o),
    ];
  }
  return [{ label: '&File', submenu: [{ role: 'quit' }] }, editMenu(o), viewMenu(o), goMenu(o), helpMenu(o)];
}
