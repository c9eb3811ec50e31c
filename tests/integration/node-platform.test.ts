import type { ChannelName } from '@shared/contract';
import { cb58Encode, formatAvaxAddress } from '@shared/ids';
import type { PlatformBlockJson } from '@shared/models/node/platform';
import type { NetworkDataset } from '@sim/dataset/primary';
import { fromHex, idOf } from '@sim/dataset/primary/codec';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** `/ext/bc/P` through invoke → router → NodeRpcClient → simulator. */

const h = harnessForFile();
let d: NetworkDataset;

beforeAll(() => {
  d = h.sim.dataset.primary.mainnet;
});

const asJson = (block: unknown) => {
  if (typeof block === 'string') throw new Error('expected a json block, got hex');
  return block as PlatformBlockJson;
};

describe('platform blocks', () => {
  it('getBlock in hex: the bytes whose sha256 is the block id, plus the 4-byte checksum', async () => {
    const block = d.pBlocks[17] as (typeof d.pBlocks)[number];
    const r = await h.ok('node.platform.getBlock', { blockID: block.id });
    expect(r.encoding).toBe('hex');
    expect(typeof r.block).toBe('string');
    expect(idOf(fromHex(r.block as string).subarray(0, -4))).toBe(block.id);
    expect(await h.ok('node.platform.getBlock', { blockID: block.id, encoding: 'hex' })).toEqual(r);
  });

  it('getBlock in json: parent, height, time and txs with their credentials', async () => {
    const block = d.pBlocks.find((b) => b.height > 0 && b.txs.length > 0) as (typeof d.pBlocks)[number];
    const r = await h.ok('node.platform.getBlock', { blockID: block.id, encoding: 'json' });
    expect(r.encoding).toBe('json');
    const json = asJson(r.block);
    expect(json.parentID).toBe(block.parentID);
    expect(json.parentID).toBe(d.pBlocks[block.height - 1]?.id);
    expect(json.height).toBe(String(block.height));
    expect(json.time).toBe(String(block.time));
    expect(json.id).toBe(block.id);
    expect(json.txs?.map((t) => t.id)).toEqual(block.txs.map((t) => t.id));
    for (const tx of json.txs ?? []) {
      expect(Object.keys(tx.unsignedTx).length).toBeGreaterThan(0);
      expect(tx.credentials?.length).toBeGreaterThan(0);
      for (const c of tx.credentials ?? []) for (const s of c.signatures ?? []) expect(s).toMatch(/^0x[0-9a-f]{130}$/);
    }
  });

  it('getBlockByHeight answers the block getBlock answers, in both encodings', async () => {
    const block = d.pBlocks.at(-1) as (typeof d.pBlocks)[number];
    const byHeight = await h.ok('node.platform.getBlockByHeight', { height: block.height, encoding: 'json' });
    const byId = await h.ok('node.platform.getBlock', { blockID: block.id, encoding: 'json' });
    expect(byHeight).toEqual(byId);
    const hexByHeight = await h.ok('node.platform.getBlockByHeight', { height: String(block.height) });
    expect(hexByHeight).toEqual(await h.ok('node.platform.getBlock', { blockID: block.id }));
    const genesisChild = asJson((await h.ok('node.platform.getBlockByHeight', { height: 1, encoding: 'json' })).block);
    expect(genesisChild.parentID).toBe(d.pBlocks[0]?.id);
  });

  it('an unknown block is a JSON-RPC error, kind rpc with its code', async () => {
    expect(await h.invoke('node.platform.getBlock', { blockID: d.xChainId })).toMatchObject({
      ok: false,
      error: { kind: 'rpc', code: -32000 },
    });
    expect(await h.invoke('node.platform.getBlockByHeight', { height: d.pBlocks.length })).toMatchObject({
      ok: false,
      error: { kind: 'rpc', code: -32000 },
    });
  });
});

describe('platform chains and supply', () => {
  it('getBlockchains lists X, C and every subnet chain, never the P-Chain', async () => {
    const { blockchains } = await h.ok('node.platform.getBlockchains', {});
    const total = d.subnets.reduce((n, s) => n + s.blockchains.length, 0);
    expect(blockchains).toHaveLength(total + 2);
    expect(blockchains?.some((b) => b.id === d.pChainId)).toBe(false);
    expect(blockchains?.find((b) => b.id === d.xChainId)).toMatchObject({ name: 'X-Chain', subnetID: d.pChainId });
    const l1 = d.subnets.find((s) => s.isL1 && s.blockchains.length > 0) as (typeof d.subnets)[number];
    const chain = l1.blockchains[0] as (typeof l1.blockchains)[number];
    expect(blockchains?.find((b) => b.id === chain.blockchainId)).toEqual({
      id: chain.blockchainId,
      name: chain.blockchainName,
      subnetID: l1.subnetId,
      vmID: chain.vmId,
    });
  });

  it('getBlockchainStatus reaches all five states', async () => {
    const chainWhere = (pick: (s: (typeof d.subnets)[number]) => boolean) =>
      d.subnets.find((s) => pick(s) && s.blockchains.length > 0)?.blockchains[0]?.blockchainId as string;
    const cases: [string, string][] = [
      [d.cChainId, 'Validating'],
      [chainWhere((s) => s.tracked && s.nodeValidates), 'Validating'],
      [chainWhere((s) => !s.tracked), 'Created'],
      [d.preferredBlockchainIds[0] as string, 'Preferred'],
      [chainWhere((s) => s.tracked && !s.nodeValidates), 'Syncing'],
      [cb58Encode(new Uint8Array(32).fill(9)), 'Unknown'],
    ];
    for (const [blockchainID, status] of cases) {
      expect(await h.ok('node.platform.getBlockchainStatus', { blockchainID }), blockchainID).toEqual({ status });
    }
  });

  it('getCurrentSupply of the primary network, of a subnet, and an error for an unknown subnet', async () => {
    // Current nodes also say at which P-Chain height the supply was read.
    const height = String(d.pBlocks.length - 1);
    expect(await h.ok('node.platform.getCurrentSupply', {})).toEqual({ supply: String(d.primarySupply), height });
    expect(await h.ok('node.platform.getCurrentSupply', undefined)).toEqual({
      supply: String(d.primarySupply),
      height,
    });
    const l1 = d.subnets.find((s) => s.isL1) as (typeof d.subnets)[number];
    expect(await h.ok('node.platform.getCurrentSupply', { subnetID: l1.subnetId })).toEqual({
      supply: String(l1.supply),
      height,
    });
    expect(await h.invoke('node.platform.getCurrentSupply', { subnetID: d.xChainId })).toMatchObject({
      ok: false,
      error: { kind: 'rpc', code: -32000 },
    });
  });

  it('getBalance of a reward address: totals that add up, per-asset maps and UTXO ids', async () => {
    const address = d.primaryValidators[0]?.validationRewardOwner.addresses[0] as string;
    const b = await h.ok('node.platform.getBalance', { addresses: [address] });
    expect(BigInt(b.balance ?? -1)).toBe(
      BigInt(b.unlocked ?? 0) + BigInt(b.lockedStakeable ?? 0) + BigInt(b.lockedNotStakeable ?? 0),
    );
    // The per-asset maps only name assets some UTXO holds.
    expect(b.balances[d.avaxAssetId] ?? '0').toBe(b.balance);
    expect(b.unlockeds[d.avaxAssetId] ?? '0').toBe(b.unlocked);
    expect(b.utxoIDs === null).toBe(b.balance === '0');
    for (const u of b.utxoIDs ?? []) expect(u.outputIndex).toBeGreaterThanOrEqual(0);
    expect(await h.ok('node.platform.getBalance', { addresses: [address] })).toEqual(b);
  });
});

describe('platform.getCurrentValidators', () => {
  it('primary network: every validator with its stake, rewards and delegation fields', async () => {
    const { validators } = await h.ok('node.platform.getCurrentValidators', {});
    expect(validators).toHaveLength(d.primaryValidators.length);
    const want = d.primaryValidators[0] as (typeof d.primaryValidators)[number];
    const got = validators?.find((v) => v.nodeID === want.nodeID);
    expect(got).toMatchObject({
      txID: want.txID,
      startTime: String(want.startTime),
      endTime: String(want.endTime),
      weight: String(want.weight),
      potentialReward: String(want.potentialReward),
      delegationFee: want.delegationFee,
      uptime: want.uptime,
      connected: want.connected,
      delegatorCount: String(want.delegators.length),
      delegatorWeight: String(want.delegators.reduce((s, x) => s + x.weight, 0n)),
      validationRewardOwner: {
        locktime: String(want.validationRewardOwner.locktime),
        threshold: String(want.validationRewardOwner.threshold),
        addresses: want.validationRewardOwner.addresses,
      },
    });
    // Delegators are listed only when node ids are requested; current nodes no longer send stakeAmount.
    expect(validators?.every((v) => v.delegators === undefined)).toBe(true);
    expect(validators?.every((v) => v.stakeAmount === undefined)).toBe(true);
    expect(got?.signer?.proofOfPossession).toBe(want.signer?.proofOfPossession);
  });

  it('filtered by node ids: non-validators left out; delegators listed only when one node id is asked for', async () => {
    const want = d.primaryValidators.find((v) => v.delegators.length > 1) as (typeof d.primaryValidators)[number];
    const outsider = d.peers.find((p) => !d.primaryValidators.some((v) => v.nodeID === p.nodeID))?.nodeID as string;
    expect(outsider).toBeDefined();
    const both = await h.ok('node.platform.getCurrentValidators', { nodeIDs: [want.nodeID, outsider] });
    expect(both.validators?.map((v) => v.nodeID)).toEqual([want.nodeID]);
    expect(both.validators?.[0]?.delegators).toBeUndefined();
    expect(both.validators?.[0]?.delegatorCount).toBe(String(want.delegators.length));
    const { validators } = await h.ok('node.platform.getCurrentValidators', { nodeIDs: [want.nodeID] });
    expect(validators).toHaveLength(1);
    const got = validators?.[0];
    expect(got?.nodeID).toBe(want.nodeID);
    expect(got?.delegators?.map((x) => x.txID)).toEqual(want.delegators.map((x) => x.txID));
    const weights = (got?.delegators ?? []).reduce((s, x) => s + BigInt(x.weight), 0n);
    expect(String(weights)).toBe(got?.delegatorWeight);
    expect(got?.delegators?.[0]?.rewardOwner?.addresses).toEqual(want.delegators[0]?.rewardOwner.addresses);
  });

  it('an L1: validation ids, BLS keys, balances and owners, after the PoA validators it kept', async () => {
    const l1 = d.subnets.find((s) => s.isL1 && s.l1Validators.length > 2) as (typeof d.subnets)[number];
    const { validators } = await h.ok('node.platform.getCurrentValidators', { subnetID: l1.subnetId });
    const legacy = l1.poaValidators.length;
    expect(validators?.slice(0, legacy).map((v) => v.txID)).toEqual(l1.poaValidators.map((v) => v.txID));
    expect(validators?.slice(legacy).map((v) => v.validationID)).toEqual(l1.l1Validators.map((v) => v.validationID));
    const want = l1.l1Validators[0] as (typeof l1.l1Validators)[number];
    expect(validators?.[legacy]).toMatchObject({
      nodeID: want.nodeID,
      publicKey: want.publicKey,
      weight: String(want.weight),
      balance: String(want.balance),
      minNonce: String(want.minNonce),
      startTime: String(want.startTime),
      remainingBalanceOwner: { addresses: want.remainingBalanceOwner.addresses },
      deactivationOwner: { addresses: want.deactivationOwner.addresses },
    });
    const one = l1.l1Validators[1] as (typeof l1.l1Validators)[number];
    const filtered = await h.ok('node.platform.getCurrentValidators', { subnetID: l1.subnetId, nodeIDs: [one.nodeID] });
    expect(filtered.validators?.map((v) => v.validationID)).toEqual([one.validationID]);
  });

  it('a PoA subnet: add-validator txs as bare stakers (a weight and a period, no stake or uptime)', async () => {
    const poa = d.subnets.find((s) => !s.isL1 && s.poaValidators.length > 0) as (typeof d.subnets)[number];
    const { validators } = await h.ok('node.platform.getCurrentValidators', { subnetID: poa.subnetId });
    expect(validators?.map((v) => v.txID)).toEqual(poa.poaValidators.map((v) => v.txID));
    const want = poa.poaValidators[0] as (typeof poa.poaValidators)[number];
    expect(validators?.[0]).toEqual({
      txID: want.txID,
      startTime: String(want.startTime),
      nodeID: want.nodeID,
      endTime: String(want.endTime),
      weight: String(want.weight),
    });
    const bare = d.subnets.find((s) => !s.isL1 && s.poaValidators.length === 0) as (typeof d.subnets)[number];
    expect(await h.ok('node.platform.getCurrentValidators', { subnetID: bare.subnetId })).toEqual({ validators: [] });
  });
});

describe('platform params are refused before the network', () => {
  const X_ADDRESS = formatAvaxAddress('avax', new Uint8Array(20).fill(3), 'X');
  const CASES: [ChannelName, unknown, string | undefined][] = [
    ['node.platform.getBalance', { addresses: [] }, 'addresses'],
    ['node.platform.getBalance', {}, 'addresses'],
    ['node.platform.getBalance', { addresses: [X_ADDRESS] }, 'addresses.0'],
    ['node.platform.getBalance', { addresses: ['P-avax1nope'] }, 'addresses.0'],
    ['node.platform.getBlock', { blockID: 'abc' }, 'blockID'],
    ['node.platform.getBlock', {}, 'blockID'],
    ['node.platform.getBlockByHeight', { height: -1 }, 'height'],
    ['node.platform.getBlockByHeight', { height: 1.5 }, 'height'],
    ['node.platform.getBlockByHeight', { height: 'tall' }, 'height'],
    ['node.platform.getBlockByHeight', { height: 2 ** 60 }, 'height'],
    ['node.platform.getBlockByHeight', {}, 'height'],
    ['node.platform.getBlockByHeight', { height: 1, encoding: 'base64' }, 'encoding'],
    ['node.platform.getBlockchains', { all: true }, undefined],
    ['node.platform.getBlockchainStatus', { blockchainID: 'C' }, 'blockchainID'],
    ['node.platform.getBlockchainStatus', {}, 'blockchainID'],
    ['node.platform.getCurrentSupply', { subnetID: 'primary' }, 'subnetID'],
    ['node.platform.getCurrentValidators', { nodeIDs: ['7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg'] }, 'nodeIDs.0'],
    ['node.platform.getCurrentValidators', { nodeIDs: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg' }, 'nodeIDs'],
    ['node.platform.getCurrentValidators', { subnetId: 'x' }, undefined],
  ];
  it.each(CASES)('%s %j → field %s', async (channel, params, field) => {
    await expectRefusedOffline(h, channel, params, field);
  });

  it('ids with a broken checksum and unknown encodings are refused', async () => {
    const id = d.pBlocks[3]?.id as string;
    const broken = `${id.slice(0, -1)}${id.endsWith('1') ? '2' : '1'}`;
    await expectRefusedOffline(h, 'node.platform.getBlock', { blockID: broken }, 'blockID');
    await expectRefusedOffline(h, 'node.platform.getBlock', { blockID: id, encoding: 'cb58' }, 'encoding');
    await expectRefusedOffline(h, 'node.platform.getCurrentValidators', { subnetID: broken }, 'subnetID');
  });
});
