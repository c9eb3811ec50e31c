import type { evmChannels } from '../../../shared/contract/data/evm';
import { seg } from '../../services/data-api-client';
import type { HandlerMap } from '../../ipc/types';

/** Handlers of the Data API's EVM chain endpoints. */
export const evmHandlers = {
  'data.getNativeBalance': (p, { data }) =>
    data.get(`/v1/chains/${seg(p.chainId)}/addresses/${seg(p.address)}/balances:getNative`, {
      blockNumber: p.blockNumber,
      currency: p.currency,
    }),
} satisfies HandlerMap<keyof typeof evmChannels>;
