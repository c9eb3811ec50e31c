import type { HandlerMap } from '@main/ipc/types';
import { rpcPath } from '@main/services/node-rpc-client';
import type { avmChannels } from '@shared/contract/node/avm';

/** Handlers of `/ext/bc/X`. */
export const avmHandlers = {
  'node.avm.getTx': (p, { node }) => node.call(rpcPath.avm, 'avm.getTx', { txID: p.txID, encoding: p.encoding }),
} satisfies HandlerMap<keyof typeof avmChannels>;
