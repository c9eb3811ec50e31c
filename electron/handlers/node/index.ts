import { avmHandlers } from './avm';
import { evmNodeHandlers } from './evm';
import { indexHandlers } from './index-api';
import { infoHandlers } from './info';
import { platformHandlers } from './platform';
import { validatorsHandlers } from './validators';

export const nodeHandlers = {
  ...infoHandlers,
  ...platformHandlers,
  ...evmNodeHandlers,
  ...validatorsHandlers,
  ...indexHandlers,
  ...avmHandlers,
};
