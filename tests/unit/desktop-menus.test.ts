import { type AppMenuOptions, appMenuTemplate } from '@main/main/menus/app-menu';
import { type ContextMenuTarget, contextMenuTemplate } from '@main/main/menus/context-menu';
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { clickMenuItem, findMenuItem } from '../support/fake-electron';
import { TX } from '../support/route-examples';

const RENDERER = 'file:///opt/Snowscope/resources/app.asar/out/renderer/index.html';
const FLAGS = {
  canUndo: false,
  canRedo: false,
  canCut: true,
  canCopy: true,
  canPaste: true,
  canDelete: true,
  canSelectAll: true,
  canEditRichly: false,
};
const target = (t: Partial<ContextMenuTarget>): ContextMenuTarget => ({
  x: 10,
  y: 20,
  isEditable: false,
  editFlags: FLAGS,
  selectionText: '',
  linkURL: '',
  ...t,
});

function contextMenu(t: Partial<ContextMenuTarget>, dev = false) {
  const copied: string[] = [];
  const inspected: [number, number][] = [];
  const template = contextMenuTemplate(target(t), {
    dev,
    rendererUrl: RENDERER,
    copyText: (text) => copied.push(text),
    inspect: (x, y) => inspected.push([x, y]),
  });
  const click = (label: string) => clickMenuItem(template, label);
  return { template, copied, inspected, click };
}

const summary = (template: MenuItemConstructorOptions[]) =>
  template.map((i) => (i.type === 'separator' ? '---' : (i.role ?? i.label)));

describe('context menu', () => {
  it('offers cut, copy, paste and select all in an editable field, enabled as the field allows', () => {
    const { template } = contextMenu({ isEditable: true, editFlags: { ...FLAGS, canCut: false, canPaste: false } });
    expect(summary(template)).toEqual(['cut', 'copy', 'paste', '---', 'selectAll']);
    expect(template.map((i) => i.enabled)).toEqual([false, true, false, undefined, true]);
  });

  it('offers copy on selected text, and nothing on a plain spot (no empty menu)', () => {
    expect(summary(contextMenu({ selectionText: '0xabc' }).template)).toEqual(['copy']);
    expect(contextMenu({ selectionText: '  ' }).template).toEqual([]);
    expect(contextMenu({}).template).toEqual([]);
  });

  it('copies a link into the app as its snowscope:// link, or as the #/ route', () => {
    const menu = contextMenu({ linkURL: `${RENDERER}#/tx/43114/${TX}` });
    expect(summary(menu.template)).toEqual(['Copy Link', 'Copy #/ Link']);
    menu.click('Copy Link');
    menu.click('Copy #/ Link');
    expect(menu.copied).toEqual([`snowscope://tx/43114/${TX}`, `#/tx/43114/${TX}`]);
  });

  it('copies an https link as it is, and offers nothing for javascript:, file: or a foreign file page', () => {
    const web = contextMenu({ linkURL: 'https://snowtrace.io/tx/0x1' });
    web.click('Copy Link');
    expect(web.copied).toEqual(['https://snowtrace.io/tx/0x1']);
    expect(contextMenu({ linkURL: 'javascript:alert(1)' }).template).toEqual([]);
    expect(contextMenu({ linkURL: 'file:///etc/passwd#/node' }).template).toEqual([]);
  });

  it('an app link to an invalid route can only be copied as #/', () => {
    expect(summary(contextMenu({ linkURL: `${RENDERER}#/address/43114/0x12` }).template)).toEqual(['Copy #/ Link']);
  });

  it('offers Inspect only in development, at the click position', () => {
    expect(findMenuItem(contextMenu({ selectionText: 'x' }).template, { label: 'Inspect Element' })).toBeUndefined();
    const dev = contextMenu({ selectionText: 'x' }, true);
    expect(summary(dev.template)).toEqual(['copy', '---', 'Inspect Element']);
    dev.click('Inspect Element');
    expect(dev.inspected).toEqual([[10, 20]]);
  });
});

function appMenu(platform: NodeJS.Platform, dev = false) {
  const options: AppMenuOptions = {
    platform,
    dev,
    appName: 'Snowscope',
    command: vi.fn(),
    navigate: vi.fn(),
    showAbout: vi.fn(),
    openReadme: vi.fn(),
  };
  return { template: appMenuTemplate(options), options };
}

const submenuOf = (template: MenuItemConstructorOptions[], label: string) => {
  const menu = template.find((m) => m.label?.replace('&', '') === label);
  return Array.isArray(menu?.submenu) ? menu.submenu : [];
};

describe('application menu', () => {
  it.each(['darwin', 'linux', 'win32'] as const)('%s: Edit is made of roles (⌘C/⌘V on macOS depend on them)', (p) => {
    const edit = submenuOf(appMenu(p).template, 'Edit');
    const roles = edit.filter((i) => i.role).map((i) => i.role);
    expect(roles).toEqual(
      p === 'darwin'
        ? ['undo', 'redo', 'cut', 'copy', 'paste', 'pasteAndMatchStyle', 'delete', 'selectAll']
        : ['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll'],
    );
  });

  it('View has zoom and full screen; reload and developer tools only in development', () => {
    const roles = (dev: boolean) =>
      submenuOf(appMenu('linux', dev).template, 'View')
        .filter((i) => i.role)
        .map((i) => i.role);
    expect(roles(false)).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(roles(true)).toEqual([
      'reload',
      'forceReload',
      'toggleDevTools',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
  });

  it('Go uses each platform’s shortcuts and reaches the page as commands and routes', () => {
    const mac = appMenu('darwin');
    const linux = appMenu('linux');
    const accelerators = (t: MenuItemConstructorOptions[]) =>
      submenuOf(t, 'Go')
        .filter((i) => i.label)
        .map((i) => `${i.label}=${i.accelerator}`);
    expect(accelerators(mac.template)).toEqual([
      'Back=Command+[',
      'Forward=Command+]',
      'Home=Shift+Command+H',
      'Search…=CmdOrCtrl+K',
      'Settings=CmdOrCtrl+,',
    ]);
    expect(accelerators(linux.template)).toEqual([
      'Back=Alt+Left',
      'Forward=Alt+Right',
      'Home=Alt+Home',
      'Search…=CmdOrCtrl+K',
      'Settings=CmdOrCtrl+,',
    ]);
    for (const label of ['Back', 'Forward', 'Search…', 'Home', 'Settings']) {
      clickMenuItem(linux.template, label);
    }
    expect(vi.mocked(linux.options.command).mock.calls).toEqual([['back'], ['forward'], ['focusSearch']]);
    expect(vi.mocked(linux.options.navigate).mock.calls).toEqual([['#/'], ['#/settings']]);
  });

  it('Help opens the README and About (in the app menu on macOS, in Help elsewhere)', () => {
    const linux = appMenu('linux');
    expect(submenuOf(linux.template, 'Help').map((i) => i.label ?? i.type)).toEqual([
      'Snowscope README',
      'separator',
      'About Snowscope',
    ]);
    clickMenuItem(linux.template, 'Snowscope README');
    clickMenuItem(linux.template, 'About Snowscope');
    expect(linux.options.openReadme).toHaveBeenCalledOnce();
    expect(linux.options.showAbout).toHaveBeenCalledOnce();

    const mac = appMenu('darwin');
    expect(mac.template[0]?.label).toBe('Snowscope');
    expect(submenuOf(mac.template, 'Snowscope')[0]?.label).toBe('About Snowscope');
    expect(submenuOf(mac.template, 'Help').map((i) => i.label)).toEqual(['Snowscope README']);
    expect(mac.template.map((m) => m.role ?? m.label?.replace('&', ''))).toEqual([
      'Snowscope',
      'File',
      'Edit',
      'View',
      'Go',
      'windowMenu',
      'help',
    ]);
  });
});
