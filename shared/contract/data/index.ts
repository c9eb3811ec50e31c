import { evmChannels } from './evm';

/** Every endpoint of the Data API spec (`/v1` data, `/v2` metrics). */
export const dataChannels = { ...evmChannels } as const;
