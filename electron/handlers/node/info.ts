import type { infoChannels } from '../../../shared/contract/node/info';
import type { HandlerMap } from '../../ipc/types';
import { rpcPath } from '../../services/node-rpc-client';

/** Handlers of `/ext/info`. */
export const infoHandlers = {
  'node.info.getNodeVersion': (_p, { node }) => node.call(rpcPath.info, 'info.getNodeVersion', {}),
} satisfies HandlerMap<keyof typeof infoChannels>;
