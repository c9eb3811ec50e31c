import type { SystemClipboard } from '@main/services/clipboard';
import type { DataApiClient } from '@main/services/data-api-client';
import type { ExportService } from '@main/services/export/export-service';
import type { FileService } from '@main/services/files/file-service';
import type { Keychain } from '@main/services/keychain';
import type { LabelStore } from '@main/services/label-store';
import type { LongWorkService } from '@main/services/long-work';
import type { NodeRpcClient } from '@main/services/node-rpc-client';
import type { NoticeBoard } from '@main/services/notices';
import type { ProfileStore } from '@main/services/profile-store';
import type { RateLimitBoard } from '@main/services/rate-limits';
import type { RetryWaits } from '@main/services/retry-waits';
import type { AppEventName, AppEventPayload, ChannelName, Params } from '@shared/contract';
import type { Profile } from '@shared/models/profile';

/** The app-wide services every handler can use, whatever profile its call names. */
export interface AppContext {
  profiles: ProfileStore;
  keychain: Keychain;
  /** Save/open dialogs and file writes (browser mode: downloads). */
  files: FileService;
  /** Where long work reports its end (desktop notifications when the window is not focused). */
  work: LongWorkService;
  /** Address labels and the watchlist (data dir). */
  labels: LabelStore;
  /** Start-up notices for the renderer (settings moved aside, data folder not writable…). */
  notices: NoticeBoard;
  /** Electron's clipboard; null in browser mode (the page uses the browser's). */
  clipboard: SystemClipboard | null;
  /** Export jobs (each bound to the profile it was started on). */
  exports: ExportService;
  /** Data API retry waits in progress, which the user may cancel. */
  retryWaits: RetryWaits;
  /** The Data API's latest rate-limit budget per profile. */
  rateLimits: RateLimitBoard;
  emit<E extends AppEventName>(event: E, payload: AppEventPayload<E>): void;
}

/**
 * What a handler gets for one call: the app services plus the profile the call named and clients bound
 * to it. Remote channels always name their profile (checked by the router), so an answer can never be
 * fetched from another profile than the one its cache key says; app channels get the active profile.
 */
export interface HandlerContext extends AppContext {
  profile: Profile;
  data: DataApiClient;
  node: NodeRpcClient;
}

/**
 * A handler returns the raw answer; the router parses it with the channel's result schema, so every
 * result is checked in one place.
 */
export type Handler<C extends ChannelName> = (params: Params<C>, ctx: HandlerContext) => Promise<unknown>;
export type HandlerMap<N extends ChannelName> = { [C in N]: Handler<C> };
