import type { ChannelName } from '@shared/contract';

/** Remote data is cached per profile, so switching profiles can never show another network's answer. */
export const channelKey = (profileId: string, channel: ChannelName, params: unknown) =>
  [profileId, channel, params ?? null] as const;

/** App channels (profiles, keys) answer the same whatever profile is active. */
export const appKey = (channel: ChannelName, params: unknown) => ['app', channel, params ?? null] as const;
