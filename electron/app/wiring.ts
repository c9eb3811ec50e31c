import { handlers } from '@main/handlers';
import { createRouter, type Dispatch } from '@main/ipc/router';
import type { AppContext, HandlerContext } from '@main/ipc/types';
import type { SystemClipboard } from '@main/services/clipboard';
import { DataApiClient } from '@main/services/data-api-client';
import { exportWorkFinished } from '@main/services/export/export-notice';
import { ExportService, type ExportTiming } from '@main/services/export/export-service';
import type { NativeDialogs } from '@main/services/files/dialogs';
import { FileService } from '@main/services/files/file-service';
import type { HttpDeps, RetryPolicy } from '@main/services/http';
import { Keychain, osKeychainBackend, type SecretBackend } from '@main/services/keychain';
import { LabelStore } from '@main/services/label-store';
import { type DesktopNotifier, LongWorkService } from '@main/services/long-work';
import { NodeRpcClient } from '@main/services/node-rpc-client';
import { NoticeBoard } from '@main/services/notices';
import { type ProfileEnv, ProfileStore } from '@main/services/profile-store';
import { RateLimitBoard } from '@main/services/rate-limits';
import { RetryWaits } from '@main/services/retry-waits';
import type { AppEventName, AppEventPayload } from '@shared/contract';
import type { Profile } from '@shared/models/profile';

export type EventListener = (event: AppEventName, payload: AppEventPayload<AppEventName>) => void;

export interface AppServices extends AppContext {
  dispatch: Dispatch;
  /** The handler context of a call that names `profile` (what the router builds per call). */
  contextFor(profile: Profile): HandlerContext;
  /** Subscribe to main → renderer events; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
}

export interface ServicesOptions {
  dataDir: string;
  env: ProfileEnv;
  /** Defaults to the OS keychain. */
  secretBackend?: () => Promise<SecretBackend>;
  /** Electron's save/open dialogs; without them (browser mode) files become downloads. */
  dialogs?: NativeDialogs;
  /** Native notifications for the end of long work; without one (browser mode) nothing is shown outside the page. */
  notifier?: DesktopNotifier;
  /** Electron's clipboard; without it (browser mode) the page copies with the browser's. */
  clipboard?: SystemClipboard;
  /** Defaults to DEFAULT_RETRY; tests shorten the waits. */
  retry?: RetryPolicy;
  /** The built-in profiles (tests point "Local simulator" at their own simulator). */
  builtinProfiles?: readonly Profile[];
  /** Export job waits and poll delays; tests shorten them. */
  exportTiming?: Partial<ExportTiming>;
  /** How requests go out (default: undici, see http-wire.ts); tests watch or rewrite the wire with it. */
  http?: HttpDeps;
}

/**
 * Wires the services and the router once. Electron main and the browser-mode server both use this,
 * so both transports run exactly the same handlers.
 */
export function createServices(options: ServicesOptions): AppServices {
  const profiles = new ProfileStore(options.dataDir, options.env, { builtins: options.builtinProfiles });
  const keychain = new Keychain(options.secretBackend ?? osKeychainBackend);
  const notices = new NoticeBoard();
  for (const notice of profiles.startupNotices) notices.add(notice);
  const listeners = new Set<EventListener>();
  const files = new FileService(options.dataDir, options.dialogs ?? null);
  const emit: AppContext['emit'] = (event, payload) => {
    for (const l of listeners) l(event, payload);
  };
  const rateLimits = new RateLimitBoard(emit);
  const exports = new ExportService({
    dataDir: options.dataDir,
    files,
    findProfile: (id) => profiles.find(id),
    apiKey: (profileId) => keychain.getApiKey(profileId),
    emit,
    timing: options.exportTiming,
    http: options.http,
    onRateLimit: (profileId, observation) => rateLimits.record(profileId, observation),
  });
  const work = new LongWorkService(options.notifier ?? null);
  // Export jobs run here in main: the end of one is a desktop notification when the window is not focused.
  listeners.add((event, payload) => {
    if (event === 'export.finished') work.finished(exportWorkFinished(payload as AppEventPayload<'export.finished'>));
  });
  const app: AppContext = {
    profiles,
    keychain,
    notices,
    clipboard: options.clipboard ?? null,
    files,
    exports,
    work,
    labels: new LabelStore(options.dataDir),
    retryWaits: new RetryWaits(),
    rateLimits,
    emit,
  };
  // One context per profile object: its clients read the profile and key per call, so they can be kept; the
  // store replaces a profile's object when it changes, which makes a new context. Building one per call was
  // a measurable share of the call path (1,000 concurrent calls).
  const contexts = new WeakMap<Profile, HandlerContext>();
  const contextFor = (profile: Profile): HandlerContext => {
    let context = contexts.get(profile);
    if (!context) {
      context = newContext(profile);
      contexts.set(profile, context);
    }
    return context;
  };
  const newContext = (profile: Profile): HandlerContext => ({
    ...app,
    profile,
    data: new DataApiClient(
      () => profile,
      () => keychain.getApiKey(profile.id),
      {
        retry: options.retry,
        deps: options.http,
        onRetry: (wait) => {
          const { retryId, signal } = app.retryWaits.begin(wait.waitMs);
          emit('request.retry', { profileId: profile.id, retryId, ...wait });
          return signal;
        },
        onRateLimit: (observation) => rateLimits.record(profile.id, observation),
      },
    ),
    node: new NodeRpcClient(() => profile, { retry: options.retry, deps: options.http }),
  });
  return {
    ...app,
    contextFor,
    dispatch: createRouter(handlers, {
      findProfile: (id) => profiles.find(id),
      activeProfile: () => profiles.active(),
      contextFor,
    }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
