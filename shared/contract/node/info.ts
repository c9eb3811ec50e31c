import { cb58Id } from '@shared/ids';
import {
  Acps,
  BlockchainIdResult,
  IsBootstrapped,
  NetworkId,
  NetworkName,
  NodeIdentity,
  NodeIp,
  NodeVersion,
  Peers,
  TxFee,
  Upgrades,
  Uptime,
  Vms,
} from '@shared/models/node/info';
import { z } from 'zod';
import { channel } from '../define';
import { chainAliasOrId, nodeIdList, nonEmptyText, noParams } from './common';

/** `/ext/info` methods. */
export const infoChannels = {
  'node.info.acps': channel({
    summary: 'info.acps at /ext/info: stake supporting, objecting to and abstaining from each ACP',
    params: noParams,
    result: Acps,
    cache: 'network',
  }),
  'node.info.isBootstrapped': channel({
    summary: 'info.isBootstrapped at /ext/info: whether this node finished bootstrapping a chain',
    params: z.strictObject({ chain: chainAliasOrId }),
    result: IsBootstrapped,
    cache: 'network',
  }),
  'node.info.getBlockchainID': channel({
    summary: 'info.getBlockchainID at /ext/info: the blockchain id behind an alias',
    params: z.strictObject({ alias: nonEmptyText }),
    result: BlockchainIdResult,
    cache: 'network',
  }),
  'node.info.getNetworkID': channel({
    summary: 'info.getNetworkID at /ext/info (1 = mainnet, 5 = test network)',
    params: noParams,
    result: NetworkId,
    cache: 'network',
  }),
  'node.info.getNetworkName': channel({
    summary: 'info.getNetworkName at /ext/info',
    params: noParams,
    result: NetworkName,
    cache: 'network',
  }),
  'node.info.getNodeID': channel({
    summary: 'info.getNodeID at /ext/info: node id and BLS proof of possession (not on the public server)',
    params: noParams,
    result: NodeIdentity,
    cache: 'network',
  }),
  'node.info.getNodeIP': channel({
    summary: 'info.getNodeIP at /ext/info (not on the public server)',
    params: noParams,
    result: NodeIp,
    cache: 'network',
  }),
  'node.info.getNodeVersion': channel({
    summary: 'info.getNodeVersion at /ext/info',
    params: noParams,
    result: NodeVersion,
    cache: 'network',
  }),
  'node.info.getTxFee': channel({
    summary: 'info.getTxFee at /ext/info (deprecated as of v1.12.2; only txFee and createAssetTxFee still apply)',
    params: noParams,
    result: TxFee,
    cache: 'network',
  }),
  'node.info.getVMs': channel({
    summary: 'info.getVMs at /ext/info: installed VMs and their aliases (not on the public server)',
    params: noParams,
    result: Vms,
    cache: 'network',
  }),
  'node.info.peers': channel({
    summary: 'info.peers at /ext/info: connected peers (all when nodeIDs is empty; unconnected ids are left out)',
    params: z.strictObject({ nodeIDs: nodeIdList.optional() }).optional(),
    result: Peers,
    cache: 'network',
  }),
  'node.info.uptime': channel({
    summary:
      "info.uptime at /ext/info: this node's primary-network uptime as the network observes it (AvalancheGo ≥ 1.11.12 ignores subnetID)",
    params: z.strictObject({ subnetID: cb58Id.optional() }).optional(),
    result: Uptime,
    cache: 'network',
  }),
  'node.info.upgrades': channel({
    summary: 'info.upgrades at /ext/info: network upgrade activation times (year 9999 = not scheduled)',
    params: noParams,
    result: Upgrades,
    cache: 'network',
  }),
} as const;
