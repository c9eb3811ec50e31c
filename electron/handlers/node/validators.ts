import type { HandlerMap } from '@main/ipc/types';
import { rpcPath } from '@main/services/node-rpc-client';
import type { validatorsChannels } from '@shared/contract/node/validators';

/** Handlers of an L1/subnet chain's `/ext/bc/<id>/validators`. */
export const validatorsHandlers = {
  'node.validators.getCurrentValidators': (p, { node }) =>
    node.call(rpcPath.validators(p.blockchainId), 'validators.getCurrentValidators', { nodeIDs: p.nodeIDs }),
} satisfies HandlerMap<keyof typeof validatorsChannels>;
