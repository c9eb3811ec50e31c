import { evmHandlers } from './evm';

export const dataHandlers = { ...evmHandlers };
