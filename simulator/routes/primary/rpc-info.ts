import { SIM_NOW } from '@sim/dataset/constants';
import type { NetworkDataset } from '@sim/dataset/primary/types';
import type { RpcMethodMap } from '@sim/http/jsonrpc';
import { isBootstrapped, resolveRunningChain } from './chains';
import { Params, serverError } from './rpc-params';

/** /ext/info */

const str = (v: bigint | number) => String(v);

function uptimeOfSubnet(data: NetworkDataset, subnetId: string) {
  const subnet = data.subnetById.get(subnetId);
  if (!subnet?.tracked) throw serverError(`node is not tracking subnet ${subnetId}`);
  const entries = subnet.isL1
    ? subnet.l1Validators.map((v) => ({
        weight: Number(v.weight),
        uptime: v.startTime >= SIM_NOW ? 100 : (100 * v.uptimeSeconds) / (SIM_NOW - v.startTime),
      }))
    : subnet.poaValidators.map((v) => ({ weight: Number(v.weight), uptime: v.uptime }));
  const total = entries.reduce((s, e) => s + e.weight, 0) || 1;
  const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
  return {
    rewardingStakePercentage: round4(
      (100 * entries.filter((e) => e.uptime >= 80).reduce((s, e) => s + e.weight, 0)) / total,
    ),
    weightedAveragePercentage: round4(entries.reduce((s, e) => s + e.weight * e.uptime, 0) / total),
  };
}

export function infoMethods(data: NetworkDataset): RpcMethodMap {
  const node = data.node;
  return {
    'info.acps': () => ({
      acps: Object.fromEntries(
        data.acps.map((a) => [
          String(a.acp),
          {
            supportWeight: str(a.supportWeight),
            supporters: a.supporters,
            objectWeight: str(a.objectWeight),
            objectors: a.objectors,
            abstainWeight: str(a.abstainWeight),
          },
        ]),
      ),
    }),
    'info.isBootstrapped': (raw) => {
      const chain = new Params(raw).string('chain');
      const id = resolveRunningChain(data, chain);
      if (!id) throw serverError(`there is no chain with alias/ID '${chain}'`);
      return { isBootstrapped: isBootstrapped(data, id) };
    },
    'info.getBlockchainID': (raw) => {
      const alias = new Params(raw).string('alias');
      const id = resolveRunningChain(data, alias);
      if (!id) throw serverError(`there is no ID with alias ${alias}`);
      return { blockchainID: id };
    },
    'info.getNetworkID': () => ({ networkID: String(data.networkId) }),
    'info.getNetworkName': () => ({ networkName: data.network }),
    'info.getNodeID': () => ({
      nodeID: node.nodeID,
      nodePOP: { publicKey: node.publicKey, proofOfPossession: node.proofOfPossession },
    }),
    'info.getNodeIP': () => ({ ip: node.ip }),
    'info.getNodeVersion': () => ({
      version: node.version,
      databaseVersion: node.databaseVersion,
      rpcProtocolVersion: node.rpcProtocolVersion,
      gitCommit: node.gitCommit,
      vmVersions: node.vmVersions,
    }),
    'info.getTxFee': () => Object.fromEntries(Object.entries(node.txFee).map(([k, v]) => [k, str(v)])),
    'info.getVMs': () => ({ vms: node.vms }),
    'info.peers': (raw) => {
      const wanted = new Params(raw).optionalNodeIds('nodeIDs');
      const peers = wanted?.length ? data.peers.filter((p) => wanted.includes(p.nodeID)) : data.peers;
      return { numPeers: peers.length, peers };
    },
    'info.uptime': (raw) => {
      const subnetID = new Params(raw).optionalId('subnetID');
      if (subnetID && subnetID !== data.pChainId) return uptimeOfSubnet(data, subnetID);
      return {
        rewardingStakePercentage: node.rewardingStakePercentage,
        weightedAveragePercentage: node.weightedAveragePercentage,
      };
    },
    'info.upgrades': () => node.upgrades,
  };
}
