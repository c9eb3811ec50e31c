import type { z } from 'zod';
import { appChannels } from './app';
import { clipboardChannels } from './clipboard';
import { connectionChannels } from './connection';
import { dataChannels } from './data';
import { exportJobChannels, exportStartChannels } from './export';
import { fileChannels } from './files';
import { labelChannels } from './labels';
import { longWorkChannels } from './long-work';
import { nodeChannels } from './node';
import { noticeChannels } from './notices';
import { rateLimitChannels } from './rate-limit';
import { retryChannels } from './retry';

/** Channels the app itself serves (profiles, keys, files…): no remote call, so no profile to name. */
export const appLevelChannels = {
  ...appChannels,
  ...fileChannels,
  ...noticeChannels,
  ...clipboardChannels,
  ...exportJobChannels,
  ...longWorkChannels,
  ...retryChannels,
  ...labelChannels,
  ...connectionChannels,
  ...rateLimitChannels,
} as const;

/** Every channel the renderer can invoke: Data API, node RPC and app services (profiles, keys…). */
export const contract = { ...dataChannels, ...nodeChannels, ...exportStartChannels, ...appLevelChannels } as const;

export type Contract = typeof contract;
export type ChannelName = keyof Contract;
/** What a caller passes (before defaults/transforms). */
export type ParamsIn<C extends ChannelName> = z.input<Contract[C]['params']>;
/** What a handler receives (validated). */
export type Params<C extends ChannelName> = z.output<Contract[C]['params']>;
export type Result<C extends ChannelName> = z.output<Contract[C]['result']>;

export const channelNames = Object.keys(contract) as ChannelName[];

/** App channels (profiles, keys, files…) answer the same whatever profile the caller shows. */
export type AppChannelName = keyof typeof appLevelChannels;
/** Every other channel reaches a remote service, so its caller must name the profile to answer from. */
export type ProfileChannelName = Exclude<ChannelName, AppChannelName>;
export const channelUsesProfile = (name: ChannelName): name is ProfileChannelName =>
  !Object.hasOwn(appLevelChannels, name);

/** What travels beside the params of a call: the profile the calling view shows (remote channels). */
export interface CallContext {
  profileId?: string;
}
export const isChannelName = (name: string): name is ChannelName => Object.hasOwn(contract, name);

export { type CacheClass, type ChannelSpec, channel } from './define';
export { type AppEventName, type AppEventPayload, appEvents, DESKTOP_COMMANDS, type DesktopCommand } from './events';
