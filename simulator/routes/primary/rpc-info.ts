import { FX_IDS } from '@sim/dataset/primary/node';
import type { NetworkDataset } from '@sim/dataset/primary/types';
import type { RpcMethodMap } from '@sim/http/jsonrpc';
import { isBootstrapped, resolveRunningChain } from './chains';
import { Params, serverError } from './rpc-params';

/** /ext/info, as AvalancheGo v1.14/1.15 answers it. */

const str = (v: bigint | number) => String(v);

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
    'info.getVMs': () => ({ vms: node.vms, fxs: FX_IDS }),
    'info.peers': (raw) => {
      const wanted = new Params(raw).optionalNodeIds('nodeIDs');
      const peers = wanted?.length ? data.peers.filter((p) => wanted.includes(p.nodeID)) : data.peers;
      // numPeers is a json.Uint64 and observedUptime a json.Uint32: both print as strings.
      return {
        numPeers: str(peers.length),
        peers: peers.map((p) => ({ ...p, observedUptime: str(p.observedUptime) })),
      };
    },
    // `Uptime(_, _ *struct{}, …)`: no parameters since v1.11.12, so a subnetID is ignored. The figures
    // are json.Float64: strings with four decimals.
    'info.uptime': () => ({
      rewardingStakePercentage: node.rewardingStakePercentage.toFixed(4),
      weightedAveragePercentage: node.weightedAveragePercentage.toFixed(4),
    }),
    'info.upgrades': () => node.upgrades,
  };
}
