import type { platformChannels } from '../../../shared/contract/node/platform';
import type { HandlerMap } from '../../ipc/types';
import { rpcPath } from '../../services/node-rpc-client';

/** Handlers of `/ext/bc/P`. */
export const platformHandlers = {
  'node.platform.getBalance': (p, { node }) =>
    node.call(rpcPath.platform, 'platform.getBalance', { addresses: p.addresses }),
  'node.platform.getBlock': (p, { node }) =>
    node.call(rpcPath.platform, 'platform.getBlock', { blockID: p.blockID, encoding: p.encoding }),
  'node.platform.getBlockByHeight': (p, { node }) =>
    node.call(rpcPath.platform, 'platform.getBlockByHeight', { height: p.height, encoding: p.encoding }),
  'node.platform.getBlockchains': (_p, { node }) => node.call(rpcPath.platform, 'platform.getBlockchains', {}),
  'node.platform.getBlockchainStatus': (p, { node }) =>
    node.call(rpcPath.platform, 'platform.getBlockchainStatus', { blockchainID: p.blockchainID }),
  'node.platform.getCurrentSupply': (p, { node }) =>
    node.call(rpcPath.platform, 'platform.getCurrentSupply', { subnetID: p?.subnetID }),
  'node.platform.getCurrentValidators': (p, { node }) =>
    node.call(rpcPath.platform, 'platform.getCurrentValidators', { subnetID: p?.subnetID, nodeIDs: p?.nodeIDs }),
} satisfies HandlerMap<keyof typeof platformChannels>;
