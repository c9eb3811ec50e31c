import { infoChannels } from './info';

/** Every method of the node RPC spec, plus the standard EVM reads the views need. */
export const nodeChannels = { ...infoChannels } as const;
