import { avmChannels } from './avm';
import { evmNodeChannels } from './evm';
import { indexChannels } from './index-api';
import { infoChannels } from './info';
import { platformChannels } from './platform';
import { validatorsChannels } from './validators';

/** Every method of the node RPC spec, plus the standard EVM reads the views need. */
export const nodeChannels = {
  ...infoChannels,
  ...platformChannels,
  ...evmNodeChannels,
  ...validatorsChannels,
  ...indexChannels,
  ...avmChannels,
} as const;
