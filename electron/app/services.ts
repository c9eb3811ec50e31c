import type { AppEventName, AppEventPayload } from '@shared/contract';
import { handlers } from '../handlers';
import { createRouter, type Dispatch } from '../ipc/router';
import type { HandlerContext } from '../ipc/types';
import { DataApiClient } from '../services/data-api-client';
import type { RetryPolicy } from '../services/http';
import { Keychain, osKeychainBackend, type SecretBackend } from '../services/keychain';
import { NodeRpcClient } from '../services/node-rpc-client';
import { type ProfileEnv, ProfileStore } from '../services/profile-store';

export type EventListener = (event: AppEventName, payload: AppEventPayload<AppEventName>) => void;

export interface AppServices {
  dispatch: Dispatch;
  ctx: HandlerContext;
  /** Subscribe to main → renderer events; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
}

export interface ServicesOptions {
  dataDir: string;
  env: ProfileEnv;
  /** Defaults to the OS keychain. */
  secretBackend?: () => Promise<SecretBackend>;
  /** Defaults to DEFAULT_RETRY; tests shorten the waits. */
  retry?: RetryPolicy;
}

/**
 * Wires the services and the router once. Electron main and the browser-mode server both use this,
 * so both transports run exactly the same handlers.
 */
export function createServices(options: ServicesOptions): AppServices {
  const profiles = new ProfileStore(options.dataDir, options.env);
  const keychain = new Keychain(options.secretBackend ?? osKeychainBackend);
  const listeners = new Set<EventListener>();
  const data = new DataApiClient(
    () => profiles.active(),
    () => keychain.getApiKey(profiles.activeProfileId),
    { retry: options.retry },
  );
  const node = new NodeRpcClient(() => profiles.active(), { retry: options.retry });
  const ctx: HandlerContext = {
    data,
    node,
    profiles,
    keychain,
    activeProfile: () => profiles.active(),
    emit: (event, payload) => {
      for (const l of listeners) l(event, payload);
    },
  };
  return {
    dispatch: createRouter(handlers, ctx),
    ctx,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
