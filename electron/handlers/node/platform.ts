import type { HandlerMap } from '@main/ipc/types';
import { rpcPath } from '@main/services/node-rpc-client';
import type { platformChannels } from '@shared/contract/node/platform';

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
