import { balanceHandlers } from './balances';
import { chainHandlers } from './chains';
import { evmHandlers } from './evm';
import { metricsHandlers } from './metrics';
import { operationHandlers } from './operations';
import { primaryHandlers } from './primary';
import { signatureHandlers } from './signatures';

export const dataHandlers = {
  ...signatureHandlers,
  ...operationHandlers,
  ...evmHandlers,
  ...balanceHandlers,
  ...primaryHandlers,
  ...metricsHandlers,
  ...chainHandlers,
};
