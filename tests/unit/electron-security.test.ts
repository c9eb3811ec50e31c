import { externalUrlToOpen, isAppUrl, navigationDecision, permissionGranted } from '@main/main/navigation-policy';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Electron is not loadable in plain Node: the glue in electron/main/security.ts gets a fake `shell`. */
const openExternal = vi.fn(async (_url: string) => {});
vi.mock('electron', () => ({ shell: { openExternal: (url: string) => openExternal(url) } }));

const FILE_APP = 'file:///opt/Snowscope/resources/app/out/renderer/index.html';
const DEV_APP = 'http://localhost:5173/';

describe('isAppUrl', () => {
  it('accepts the app page under file:// with any hash or query, and nothing else on disk', () => {
    expect(isAppUrl(`${FILE_APP}#/tx/43114/0xabc`, FILE_APP)).toBe(true);
    expect(isAppUrl(`${FILE_APP}?x=1`, FILE_APP)).toBe(true);
    expect(isAppUrl('file:///etc/passwd', FILE_APP)).toBe(false);
    expect(isAppUrl('file:///opt/Snowscope/resources/app/out/renderer/other.html', FILE_APP)).toBe(false);
    expect(isAppUrl('https://evil.example/index.html', FILE_APP)).toBe(false);
  });

  it('compares dev-server origins exactly (a prefix is not the same origin)', () => {
    expect(isAppUrl('http://localhost:5173/#/settings', DEV_APP)).toBe(true);
    expect(isAppUrl('http://localhost:5173.evil.com/', DEV_APP)).toBe(false);
    expect(isAppUrl('http://localhost:51730/', DEV_APP)).toBe(false);
    expect(isAppUrl('https://localhost:5173/', DEV_APP)).toBe(false);
    expect(isAppUrl('http://localhost:5173@evil.com/', DEV_APP)).toBe(false);
    expect(isAppUrl('not a url', DEV_APP)).toBe(false);
  });
});

describe('externalUrlToOpen', () => {
  it('hands only https URLs to public hosts to the system browser, parsed and normalised', () => {
    expect(externalUrlToOpen('https://snowyowls.xyz/token/1')).toBe('https://snowyowls.xyz/token/1');
    expect(externalUrlToOpen('HTTPS://Example.org')).toBe('https://example.org/');
    for (const refused of [
      'http://example.org/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://server/share',
      'ms-settings:',
      'https://user:pw@example.org/',
      'https://192.168.1.1/',
      'https://localhost/',
      'https\u0000://example.org',
    ]) {
      expect(externalUrlToOpen(refused), refused).toBeNull();
    }
  });
});

describe('navigationDecision', () => {
  it('allows the app itself and stops everything else, opening https links outside', () => {
    expect(navigationDecision(`${FILE_APP}#/settings`, FILE_APP)).toEqual({ action: 'allow' });
    expect(navigationDecision('https://example.org/x', FILE_APP)).toEqual({
      action: 'deny',
      openExternally: 'https://example.org/x',
    });
    expect(navigationDecision('http://example.org/x', FILE_APP)).toEqual({ action: 'deny', openExternally: null });
  });
});

describe('permissions', () => {
  it('grants the page none, the clipboard included (copy goes through main)', () => {
    for (const permission of [
      'clipboard-read',
      'clipboard-sanitized-write',
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'fullscreen',
      'hid',
      'usb',
      'serial',
    ]) {
      expect(permissionGranted(permission), permission).toBe(false);
    }
  });
});

type Listener = (...args: unknown[]) => unknown;

/** Just enough of a WebContents to record what the lock-down installs. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  const handlers: Record<string, Listener> = {};
  let windowOpen: Listener = () => ({ action: 'allow' });
  const contents = {
    on: (event: string, listener: Listener) => listeners.set(event, listener),
    setWindowOpenHandler: (h: Listener) => {
      windowOpen = h;
    },
    session: {
      setPermissionRequestHandler: (h: Listener) => {
        handlers.request = h;
      },
      setPermissionCheckHandler: (h: Listener) => {
        handlers.check = h;
      },
      setDevicePermissionHandler: (h: Listener) => {
        handlers.device = h;
      },
    },
  };
  const navigate = (event: string, url: string) => {
    const e = { url, preventDefault: vi.fn() };
    listeners.get(event)?.(e);
    return e.preventDefault.mock.calls.length > 0;
  };
  return { contents, listeners, handlers, navigate, windowOpen: (url: string) => windowOpen({ url }) };
}

describe('lockDownContents (Electron glue, faked)', () => {
  beforeEach(() => openExternal.mockClear());

  it('stops navigation away from the app in every frame and redirect, opening only https outside', async () => {
    const { lockDownContents } = await import('@main/main/security');
    const fake = fakeContents();
    lockDownContents(fake.contents as never, FILE_APP);
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(fake.navigate(event, `${FILE_APP}#/blocks/43114`), event).toBe(false);
      expect(fake.navigate(event, 'https://evil.example/'), event).toBe(true);
      expect(fake.navigate(event, 'file:///etc/passwd'), event).toBe(true);
    }
    expect(openExternal.mock.calls.map(([u]) => u)).toEqual([
      'https://evil.example/',
      'https://evil.example/',
      'https://evil.example/',
    ]);
    const attach = { preventDefault: vi.fn() };
    fake.listeners.get('will-attach-webview')?.(attach);
    expect(attach.preventDefault).toHaveBeenCalled();
  });

  it('never opens a window; https links go to the system browser, others nowhere', async () => {
    const { lockDownContents } = await import('@main/main/security');
    const fake = fakeContents();
    lockDownContents(fake.contents as never, FILE_APP);
    expect(fake.windowOpen('https://snowyowls.xyz/')).toEqual({ action: 'deny' });
    expect(fake.windowOpen('http://snowyowls.xyz/')).toEqual({ action: 'deny' });
    expect(fake.windowOpen(FILE_APP)).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls.map(([u]) => u)).toEqual(['https://snowyowls.xyz/']);
  });

  it('denies permission requests, checks and devices', async () => {
    const { lockDownContents } = await import('@main/main/security');
    const fake = fakeContents();
    lockDownContents(fake.contents as never, FILE_APP);
    const callback = vi.fn();
    fake.handlers.request?.(fake.contents, 'clipboard-sanitized-write', callback, {});
    expect(callback).toHaveBeenCalledWith(false);
    expect(fake.handlers.check?.(fake.contents, 'clipboard-read', FILE_APP, {})).toBe(false);
    expect(fake.handlers.device?.({})).toBe(false);
  });

  it('trusts IPC only from the app page itself', async () => {
    const { isTrustedSender } = await import('@main/main/security');
    const from = (url: string | undefined) => ({ senderFrame: url === undefined ? null : { url } }) as never;
    expect(isTrustedSender(from(`${FILE_APP}#/settings`), FILE_APP)).toBe(true);
    expect(isTrustedSender(from('http://localhost:5173/'), DEV_APP)).toBe(true);
    expect(isTrustedSender(from('http://localhost:5173.evil.com/'), DEV_APP)).toBe(false);
    expect(isTrustedSender(from('https://evil.example/'), FILE_APP)).toBe(false);
    expect(isTrustedSender(from(undefined), FILE_APP)).toBe(false);
  });
});
