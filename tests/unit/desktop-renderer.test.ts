import type { SnowscopeBridge } from '@shared/bridge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The page's side of the desktop event path, with a fake preload bridge in place of Electron's: routes
 * main sends are opened only when links may open them, menu commands move history or focus the search box.
 */
type Listener = (payload: unknown) => void;

let listeners: Map<string, Listener[]>;
let history: string[];

function emit(event: string, payload: unknown) {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}

beforeEach(() => {
  vi.resetModules();
  listeners = new Map();
  history = [];
  const bridge: Pick<SnowscopeBridge, 'on'> & { invoke: () => Promise<never> } = {
    invoke: () => Promise.reject(new Error('not used')),
    on: (event, listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener]);
      return () =>
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((l) => l !== listener),
        );
    },
  };
  vi.stubGlobal('window', {
    snowscope: bridge,
    location: { hash: '#/' },
    history: { back: () => history.push('back'), forward: () => history.push('forward') },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page listens to the desktop app', () => {
  it('opens routes main sends, and ignores what links could not open', async () => {
    const { listenToDesktop } = await import('@renderer/desktop/desktop-events');
    const stop = listenToDesktop();
    emit('app.navigate', { hash: '#/validators/fuji?node=NodeID-a' });
    expect(window.location.hash).toBe('#/validators/fuji?node=NodeID-a');
    for (const hash of ['#/address/43114/0x12', 'javascript:alert(1)', '#/../settings', 'snowscope://node']) {
      emit('app.navigate', { hash });
      expect(window.location.hash, hash).toBe('#/validators/fuji?node=NodeID-a');
    }
    stop();
    emit('app.navigate', { hash: '#/node' });
    expect(window.location.hash).toBe('#/validators/fuji?node=NodeID-a');
  });

  it('runs menu commands: back, forward, focus the search box', async () => {
    const { listenToDesktop } = await import('@renderer/desktop/desktop-events');
    const { registerSearchFocus } = await import('@renderer/shell/search-focus');
    const focus = vi.fn();
    const unregister = registerSearchFocus(focus);
    listenToDesktop();
    emit('app.command', { command: 'back' });
    emit('app.command', { command: 'forward' });
    emit('app.command', { command: 'focusSearch' });
    expect(history).toEqual(['back', 'forward']);
    expect(focus).toHaveBeenCalledOnce();
    unregister();
    emit('app.command', { command: 'focusSearch' });
    expect(focus).toHaveBeenCalledOnce();
  });

  it('in browser mode (no preload bridge) there is nothing to listen to', async () => {
    vi.stubGlobal('window', { location: { hash: '#/', search: '', href: 'http://127.0.0.1/' } });
    vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => {} });
    const { listenToDesktop } = await import('@renderer/desktop/desktop-events');
    listenToDesktop();
    expect(listeners.size).toBe(0);
  });
});
