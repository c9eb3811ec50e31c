import type { AppEventName, AppEventPayload, ChannelName, Params } from '@shared/contract';
import type { Profile } from '@shared/models/profile';
import type { DataApiClient } from '../services/data-api-client';
import type { Keychain } from '../services/keychain';
import type { NodeRpcClient } from '../services/node-rpc-client';
import type { ProfileStore } from '../services/profile-store';

/** What every handler can use. Handlers stay thin: validate-free (the router did it), map params → a call. */
export interface HandlerContext {
  data: DataApiClient;
  node: NodeRpcClient;
  profiles: ProfileStore;
  keychain: Keychain;
  /** The profile active at the time of the call. */
  activeProfile(): Profile;
  emit<E extends AppEventName>(event: E, payload: AppEventPayload<E>): void;
}

/**
 * A handler returns the raw answer; the router parses it with the channel's result schema, so every
 * result is checked in one place.
 */
export type Handler<C extends ChannelName> = (params: Params<C>, ctx: HandlerContext) => Promise<unknown>;
export type HandlerMap<N extends ChannelName> = { [C in N]: Handler<C> };
