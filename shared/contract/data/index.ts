import { balanceChannels } from './balances';
import { chainChannels } from './chains';
import { evmChannels } from './evm';
import { metricsChannels } from './metrics';
import { operationChannels } from './operations';
import { primaryChannels } from './primary';
import { signatureChannels } from './signatures';

/** Every endpoint of the Data API spec (`/v1` data, `/v2` metrics). */
export const dataChannels = {
  ...signatureChannels,
  ...operationChannels,
  ...evmChannels,
  ...balanceChannels,
  ...primaryChannels,
  ...metricsChannels,
  ...chainChannels,
} as const;
