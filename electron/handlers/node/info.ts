import type { HandlerMap } from '@main/ipc/types';
import { rpcPath } from '@main/services/node-rpc-client';
import type { infoChannels } from '@shared/contract/node/info';

/** Handlers of `/ext/info`. */
export const infoHandlers = {
  'node.info.acps': (_p, { node }) => node.call(rpcPath.info, 'info.acps', {}),
  'node.info.isBootstrapped': (p, { node }) => node.call(rpcPath.info, 'info.isBootstrapped', { chain: p.chain }),
  'node.info.getBlockchainID': (p, { node }) => node.call(rpcPath.info, 'info.getBlockchainID', { alias: p.alias }),
  'node.info.getNetworkID': (_p, { node }) => node.call(rpcPath.info, 'info.getNetworkID', {}),
  'node.info.getNetworkName': (_p, { node }) => node.call(rpcPath.info, 'info.getNetworkName', {}),
  'node.info.getNodeID': (_p, { node }) => node.call(rpcPath.info, 'info.getNodeID', {}),
  'node.info.getNodeIP': (_p, { node }) => node.call(rpcPath.info, 'info.getNodeIP', {}),
  'node.info.getNodeVersion': (_p, { node }) => node.call(rpcPath.info, 'info.getNodeVersion', {}),
  'node.info.getTxFee': (_p, { node }) => node.call(rpcPath.info, 'info.getTxFee', {}),
  'node.info.getVMs': (_p, { node }) => node.call(rpcPath.info, 'info.getVMs', {}),
  'node.info.peers': (p, { node }) => node.call(rpcPath.info, 'info.peers', { nodeIDs: p?.nodeIDs }),
  'node.info.uptime': (p, { node }) => node.call(rpcPath.info, 'info.uptime', { subnetID: p?.subnetID }),
  'node.info.upgrades': (_p, { node }) => node.call(rpcPath.info, 'info.upgrades', {}),
} satisfies HandlerMap<keyof typeof infoChannels>;
