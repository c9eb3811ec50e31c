import type { AppEventName, AppEventPayload, CallContext, ChannelName, ParamsIn, Result } from './contract';
import type { IpcResult } from './errors';

/**
 * What the renderer can call. In Electron the preload exposes it as `window.snowscope`; in browser
 * mode the renderer builds the same interface over HTTP (see BROWSER_MODE below).
 */
export interface SnowscopeBridge {
  /** `call.profileId` names the profile a remote channel answers from (the one the view shows). */
  invoke<C extends ChannelName>(channel: C, params: ParamsIn<C>, call?: CallContext): Promise<IpcResult<Result<C>>>;
  on<E extends AppEventName>(event: E, listener: (payload: AppEventPayload<E>) => void): () => void;
}

/** The browser-mode wire protocol, shared by the server (electron/web) and the renderer transport. */
export const BROWSER_MODE = {
  /** POST `${ipcPrefix}<channel>` with the params as the JSON body; the answer is an IpcResult. */
  ipcPrefix: '/ipc/',
  /** Server-sent events; EventSource cannot set headers, so the token travels as `?token=`. */
  eventsPath: '/events',
  /** GET `${downloadsPrefix}<id>?token=…`: a file main prepared in place of a save dialog. */
  downloadsPrefix: '/downloads/',
  tokenHeader: 'x-snowscope-token',
  /** The profile a call answers from (see CallContext). */
  profileHeader: 'x-snowscope-profile',
  tokenQuery: 'token',
} as const;

/** Name of the preload global (Electron) — the renderer checks for it to pick the transport. */
export const BRIDGE_GLOBAL = 'snowscope';
