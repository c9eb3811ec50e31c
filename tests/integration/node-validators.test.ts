import type { ChannelName } from '@shared/contract';
import type { NetworkDataset } from '@sim/dataset/primary';
import type { BlockchainRecord, SubnetRecord } from '@sim/dataset/primary/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** An L1/subnet chain's `/ext/bc/<id>/validators` through invoke → router → NodeRpcClient → simulator. */

const h = harnessForFile();
let d: NetworkDataset;

beforeAll(() => {
  d = h.sim.dataset.primary.mainnet;
});

/** A running EVM chain of a tracked subnet matching `pick`, with that subnet. */
function runningChain(pick: (s: SubnetRecord) => boolean): { subnet: SubnetRecord; chain: BlockchainRecord } {
  for (const subnet of d.subnets) {
    const chain = subnet.tracked && pick(subnet) ? subnet.blockchains.find((b) => b.evm) : undefined;
    if (chain) return { subnet, chain };
  }
  throw new Error('no running chain matches');
}

describe('validators.getCurrentValidators', () => {
  it('on an L1 chain: every L1 validator, active while its balance lasts', async () => {
    const { subnet, chain } = runningChain((s) => s.isL1 && s.l1Validators.some((v) => v.balance === 0n));
    const { validators } = await h.ok('node.validators.getCurrentValidators', { blockchainId: chain.blockchainId });
    expect(validators?.map((v) => v.validationID)).toEqual(subnet.l1Validators.map((v) => v.validationID));
    subnet.l1Validators.forEach((want, i) => {
      const got = validators?.[i];
      expect(got).toMatchObject({
        nodeID: want.nodeID,
        weight: String(want.weight),
        startTimestamp: String(want.startTime),
        isActive: want.balance > 0n,
        isL1Validator: true,
        isConnected: want.connected,
        uptimeSeconds: String(want.uptimeSeconds),
      });
      expect(got?.uptimePercentage).toBeGreaterThanOrEqual(0);
      expect(got?.uptimePercentage).toBeLessThanOrEqual(100);
    });
    expect(validators?.some((v) => !v.isActive)).toBe(true);
  });

  it('filtered by node ids, leaving out ids that do not validate the chain', async () => {
    const { subnet, chain } = runningChain((s) => s.isL1 && s.l1Validators.length > 2);
    const wanted = [subnet.l1Validators[2]?.nodeID, subnet.l1Validators[0]?.nodeID] as string[];
    const stranger = d.primaryValidators.find((v) => !subnet.l1Validators.some((x) => x.nodeID === v.nodeID))?.nodeID;
    const { validators } = await h.ok('node.validators.getCurrentValidators', {
      blockchainId: chain.blockchainId,
      nodeIDs: [...wanted, stranger as string],
    });
    expect(validators?.map((v) => v.nodeID).sort()).toEqual([...wanted].sort());
  });

  it('on a PoA subnet chain: the AddSubnetValidator tx ids, always active, not L1 validators', async () => {
    const { subnet, chain } = runningChain((s) => !s.isL1 && s.poaValidators.length > 0);
    const { validators } = await h.ok('node.validators.getCurrentValidators', { blockchainId: chain.blockchainId });
    expect(validators?.map((v) => v.validationID)).toEqual(subnet.poaValidators.map((v) => v.txID));
    for (const v of validators ?? []) expect(v).toMatchObject({ isActive: true, isL1Validator: false });
    expect(validators?.[0]?.uptimePercentage).toBe(subnet.poaValidators[0]?.uptime);
  });

  it('agrees with platform.getCurrentValidators about the same L1', async () => {
    const { subnet, chain } = runningChain((s) => s.isL1);
    const fromChain = await h.ok('node.validators.getCurrentValidators', { blockchainId: chain.blockchainId });
    const fromP = await h.ok('node.platform.getCurrentValidators', { subnetID: subnet.subnetId });
    expect(fromChain.validators?.map((v) => [v.validationID, v.nodeID, v.weight])).toEqual(
      fromP.validators?.map((v) => [v.validationID, v.nodeID, v.weight]),
    );
  });

  it('a chain this node does not run is unavailable (404)', async () => {
    const untracked = d.subnets.find((s) => !s.tracked && s.blockchains.length > 0)?.blockchains[0]?.blockchainId;
    expect(await h.invoke('node.validators.getCurrentValidators', { blockchainId: untracked as string })).toMatchObject(
      { ok: false, error: { kind: 'unavailable', status: 404 } },
    );
  });
});

describe('validators params are refused before the network', () => {
  const CASES: [ChannelName, unknown, string | undefined][] = [
    ['node.validators.getCurrentValidators', {}, 'blockchainId'],
    ['node.validators.getCurrentValidators', { blockchainId: 'C' }, 'blockchainId'],
    ['node.validators.getCurrentValidators', { blockchainId: 'not-an-id' }, 'blockchainId'],
  ];
  it.each(CASES)('%s %j → field %s', async (channel, params, field) => {
    await expectRefusedOffline(h, channel, params, field);
  });

  it('bad node ids and unknown keys', async () => {
    const blockchainId = runningChain((s) => s.isL1).chain.blockchainId;
    const channel = 'node.validators.getCurrentValidators';
    await expectRefusedOffline(h, channel, { blockchainId, nodeIDs: [''] }, 'nodeIDs.0');
    await expectRefusedOffline(h, channel, { blockchainId, nodeIDs: ['NodeID-abc'] }, 'nodeIDs.0');
    await expectRefusedOffline(h, channel, { blockchainId, nodeIDs: 'NodeID-abc' }, 'nodeIDs');
    await expectRefusedOffline(h, channel, { blockchainId, subnetID: blockchainId }, undefined);
    const broken = `${blockchainId.slice(0, -1)}${blockchainId.endsWith('1') ? '2' : '1'}`;
    await expectRefusedOffline(h, channel, { blockchainId: broken }, 'blockchainId');
  });
});
