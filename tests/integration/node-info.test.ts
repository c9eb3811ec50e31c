import type { ChannelName } from '@shared/contract';
import type { NetworkDataset } from '@sim/dataset/primary';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** `/ext/info` through invoke → router → NodeRpcClient → simulator, on a full node, a public server and Fuji. */

const h = harnessForFile();
let d: NetworkDataset;

beforeAll(() => {
  d = h.sim.dataset.primary.mainnet;
});

/** The app on the same simulator, node RPC under another prefix (`/public`, `/fuji`). */
const appAt = (nodePrefix: string) => h.at(nodePrefix);

describe('info on a full node', () => {
  it('acps: every ACP with its weights and voters', async () => {
    const { acps } = await h.ok('node.info.acps', {});
    expect(Object.keys(acps).sort()).toEqual(d.acps.map((a) => String(a.acp)).sort());
    for (const a of d.acps) {
      expect(acps[String(a.acp)]).toEqual({
        supportWeight: String(a.supportWeight),
        supporters: a.supporters,
        objectWeight: String(a.objectWeight),
        objectors: a.objectors,
        abstainWeight: String(a.abstainWeight),
      });
    }
  });

  it('isBootstrapped by alias and by blockchain id; an unknown chain is an rpc error', async () => {
    expect(await h.ok('node.info.isBootstrapped', { chain: 'X' })).toEqual({ isBootstrapped: true });
    const tracked = d.subnets.find((s) => s.tracked && s.blockchains.length > 0);
    const chain = tracked?.blockchains[0]?.blockchainId as string;
    expect((await h.ok('node.info.isBootstrapped', { chain })).isBootstrapped).toBe(true);
    const untracked = d.subnets.find((s) => !s.tracked)?.blockchains[0]?.blockchainId as string;
    expect(await h.invoke('node.info.isBootstrapped', { chain: untracked })).toMatchObject({
      ok: false,
      error: { kind: 'rpc', code: -32000 },
    });
  });

  it('getBlockchainID resolves the primary aliases to the dataset ids', async () => {
    expect(await h.ok('node.info.getBlockchainID', { alias: 'C' })).toEqual({ blockchainID: d.cChainId });
    expect(await h.ok('node.info.getBlockchainID', { alias: 'X' })).toEqual({ blockchainID: d.xChainId });
    expect(await h.ok('node.info.getBlockchainID', { alias: 'P' })).toEqual({ blockchainID: d.pChainId });
  });

  it('a JSON-RPC error object becomes kind rpc with its code', async () => {
    const r = await h.invoke('node.info.getBlockchainID', { alias: 'nope' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'rpc', code: -32000 } });
    if (!r.ok) expect(r.error.message).toMatch(/nope/);
  });

  it('getNetworkID and getNetworkName', async () => {
    expect(await h.ok('node.info.getNetworkID', {})).toEqual({ networkID: '1' });
    expect(await h.ok('node.info.getNetworkID', undefined)).toEqual({ networkID: String(d.networkId) });
    expect(await h.ok('node.info.getNetworkName', {})).toEqual({ networkName: 'mainnet' });
  });

  it('getNodeID: the answering node is a connected primary validator with its BLS key', async () => {
    const identity = await h.ok('node.info.getNodeID', {});
    expect(identity.nodeID).toBe(d.node.nodeID);
    expect(identity.nodePOP).toEqual({ publicKey: d.node.publicKey, proofOfPossession: d.node.proofOfPossession });
    expect(identity.nodePOP.publicKey).toMatch(/^0x[0-9a-f]{96}$/);
    expect(identity.nodePOP.proofOfPossession).toMatch(/^0x[0-9a-f]{192}$/);
    const self = d.primaryValidators.find((v) => v.nodeID === identity.nodeID);
    expect(self?.connected).toBe(true);
    expect(self?.signer?.publicKey).toBe(identity.nodePOP.publicKey);
  });

  it('getNodeIP, getNodeVersion, getTxFee, getVMs', async () => {
    expect(await h.ok('node.info.getNodeIP', {})).toEqual({ ip: d.node.ip });
    const version = await h.ok('node.info.getNodeVersion', {});
    expect(version).toMatchObject({
      version: d.node.version,
      databaseVersion: d.node.databaseVersion,
      gitCommit: d.node.gitCommit,
      vmVersions: d.node.vmVersions,
    });
    expect(String(version.rpcProtocolVersion)).toBe(d.node.rpcProtocolVersion);
    const fees = await h.ok('node.info.getTxFee', {});
    expect(fees.txFee).toBe(String(d.node.txFee.txFee));
    expect(fees.createAssetTxFee).toBe(String(d.node.txFee.createAssetTxFee));
    const { vms, fxs } = await h.ok('node.info.getVMs', {});
    expect(vms).toEqual(d.node.vms);
    expect(Object.values(fxs ?? {}).sort()).toEqual(['nftfx', 'propertyfx', 'secp256k1fx']);
    // Every VM with a reported version is installed.
    const names = new Set(Object.values(vms).flat());
    for (const vm of ['avm', 'evm', 'platform']) expect(names.has(vm), vm).toBe(true);
  });

  it('peers: all connections, or only the connected ones among the requested node ids', async () => {
    const all = await h.ok('node.info.peers', {});
    expect(all.numPeers).toBe(String(d.peers.length));
    expect(all.peers?.map((p) => p.nodeID)).toEqual(d.peers.map((p) => p.nodeID));
    const first = all.peers?.[0];
    expect(first).toMatchObject({ ip: d.peers[0]?.ip, version: d.peers[0]?.version, lastSent: d.peers[0]?.lastSent });
    expect(first?.observedUptime).toBe(String(d.peers[0]?.observedUptime));

    const wanted = [d.peers[3]?.nodeID, d.peers[7]?.nodeID] as string[];
    const notConnected = d.primaryValidators.find((v) => !d.peers.some((p) => p.nodeID === v.nodeID))?.nodeID;
    expect(notConnected).toBeDefined();
    const some = await h.ok('node.info.peers', { nodeIDs: [...wanted, notConnected as string] });
    expect(some.numPeers).toBe('2');
    expect(some.peers?.map((p) => p.nodeID)).toEqual(wanted);
    expect((await h.ok('node.info.peers', undefined)).numPeers).toBe(all.numPeers);
  });

  it('uptime: the primary network’s figures (json.Float64 strings), whatever subnetID is sent', async () => {
    const primary = await h.ok('node.info.uptime', {});
    expect(primary).toEqual({
      rewardingStakePercentage: Number(d.node.rewardingStakePercentage.toFixed(4)),
      weightedAveragePercentage: Number(d.node.weightedAveragePercentage.toFixed(4)),
    });
    // AvalancheGo ≥ 1.11.12 takes no parameters here: a subnetID, tracked or not, changes nothing.
    for (const subnet of [d.subnets.find((s) => s.tracked && s.isL1), d.subnets.find((s) => !s.tracked)]) {
      expect(await h.ok('node.info.uptime', { subnetID: subnet?.subnetId })).toEqual(primary);
    }
  });

  it('upgrades: the activation schedule with the epoch duration, one upgrade not scheduled (year 9999)', async () => {
    const upgrades = await h.ok('node.info.upgrades', {});
    const expected = Object.fromEntries(Object.entries(d.node.upgrades).map(([k, v]) => [k, String(v)]));
    expect(upgrades).toEqual(expected);
    expect(upgrades.cortinaXChainStopVertexID).toBe(d.indexes['X/vtx'].containers.at(-1)?.id);
    const unscheduled = Object.entries(upgrades).filter(([, v]) => String(v).startsWith('9999-'));
    expect(unscheduled).toHaveLength(1);
  });
});

describe('info params are refused before the network', () => {
  const CASES: [ChannelName, unknown, string | undefined][] = [
    ['node.info.acps', { verbose: true }, undefined],
    ['node.info.getNetworkID', { x: 1 }, undefined],
    ['node.info.getNodeVersion', { x: 1 }, undefined],
    ['node.info.isBootstrapped', {}, 'chain'],
    ['node.info.isBootstrapped', { chain: '  ' }, 'chain'],
    ['node.info.isBootstrapped', { chain: 'X chain' }, 'chain'],
    ['node.info.isBootstrapped', { chain: 42 }, 'chain'],
    ['node.info.getBlockchainID', { alias: '' }, 'alias'],
    ['node.info.getBlockchainID', {}, 'alias'],
    ['node.info.peers', { nodeIDs: ['NodeID-abc'] }, 'nodeIDs.0'],
    ['node.info.peers', { nodeIDs: 'NodeID-abc' }, 'nodeIDs'],
    ['node.info.peers', { nodeID: [] }, undefined],
    ['node.info.uptime', { subnetID: 'primary' }, 'subnetID'],
  ];
  it.each(CASES)('%s %j → field %s', async (channel, params, field) => {
    await expectRefusedOffline(h, channel, params, field);
  });

  it('an id-shaped value with a broken checksum is refused', async () => {
    const id = d.cChainId;
    const broken = `${id.slice(0, -1)}${id.endsWith('1') ? '2' : '1'}`;
    await expectRefusedOffline(h, 'node.info.isBootstrapped', { chain: broken }, 'chain');
    await expectRefusedOffline(h, 'node.info.uptime', { subnetID: broken }, 'subnetID');
  });
});

describe('info on a public API server', () => {
  it('reports getNodeID, getNodeIP and getVMs as unavailable, not as rpc errors', async () => {
    const pub = appAt('/public');
    for (const channel of ['node.info.getNodeID', 'node.info.getNodeIP', 'node.info.getVMs'] as const) {
      const r = await pub.invoke(channel, {});
      expect(r, channel).toMatchObject({ ok: false, error: { kind: 'unavailable', code: -32601 } });
    }
  });

  it('still answers the other info methods', async () => {
    const pub = appAt('/public');
    expect(await pub.ok('node.info.getNetworkID', {})).toEqual({ networkID: '1' });
    expect((await pub.ok('node.info.getNodeVersion', {})).version).toBe(d.node.version);
    expect((await pub.ok('node.info.peers', {})).numPeers).toBe(String(d.peers.length));
  });
});

describe('info on a Fuji node (SNOWSCOPE_NODE_RPC_URL ending in /fuji)', () => {
  it('is network 5, named fuji, with the Fuji chain ids', async () => {
    const fuji = appAt('/fuji');
    const data = h.sim.dataset.primary.fuji;
    expect(await fuji.ok('node.info.getNetworkID', {})).toEqual({ networkID: '5' });
    expect(await fuji.ok('node.info.getNetworkName', {})).toEqual({ networkName: 'fuji' });
    expect(await fuji.ok('node.info.getBlockchainID', { alias: 'C' })).toEqual({ blockchainID: data.cChainId });
    expect(data.cChainId).not.toBe(d.cChainId);
    expect((await fuji.ok('node.info.getNodeID', {})).nodeID).toBe(data.node.nodeID);
  });
});
