import type { avmChannels } from '../../../shared/contract/node/avm';
import type { HandlerMap } from '../../ipc/types';
import { rpcPath } from '../../services/node-rpc-client';

/** Handlers of `/ext/bc/X`. */
export const avmHandlers = {
  'node.avm.getTx': (p, { node }) => node.call(rpcPath.avm, 'avm.getTx', { txID: p.txID, encoding: p.encoding }),
} satisfies HandlerMap<keyof typeof avmChannels>;
