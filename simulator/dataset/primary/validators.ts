import { nodeIdFromBytes } from '@shared/ids';
import type { Rng } from '../rng';
import { toHex } from './codec';
import { type BuildCtx, blsKeys, DAY, NANO_AVAX, newOwner, ownerRecord } from './context';
import { SIM_NOW } from './params';
import { buildPTx, fundingBase, type OwnerData } from './txs';
import type { DelegatorRecord, PrimaryValidatorRecord } from './types';

/** Primary-network validators and their delegators, each backed by the P-Chain tx that added it. */

const YEAR = 365 * DAY;
/** Yearly reward rate used for potentialReward (roughly the network's). */
const RATE_PER_YEAR = 0.072;

const reward = (weight: bigint, seconds: number) =>
  (weight * BigInt(Math.round(RATE_PER_YEAR * 1e6 * (seconds / YEAR)))) / 1_000_000n;

function stakeWeight(rng: Rng): bigint {
  const avax = rng.chance(0.06) ? rng.int(200_000, 2_900_000) : rng.int(2_000, 60_000);
  return BigInt(avax) * NANO_AVAX + BigInt(rng.int(0, 999_999_999));
}

function delegator(
  rng: Rng,
  ctx: BuildCtx,
  nodeBytes: Uint8Array,
  v: { startTime: number; endTime: number },
  delegationFee: number,
): { record: DelegatorRecord; feeShare: bigint } {
  const startTime = rng.int(v.startTime + 60, Math.min(SIM_NOW - 600, v.endTime - 15 * DAY));
  const endTime = rng.int(Math.max(startTime + 14 * DAY, SIM_NOW + 3600), v.endTime);
  const weight = BigInt(rng.int(25, 40_000)) * NANO_AVAX;
  const owner = newOwner(rng);
  const gross = reward(weight, endTime - startTime);
  const feeShare = (gross * BigInt(Math.round(delegationFee * 100))) / 10_000n;
  const nodeID = nodeIdFromBytes(nodeBytes);
  const payer = owner.addrs[0] as Uint8Array;
  const tx = buildPTx(rng, ctx.p.hrp, fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, payer, weight), {
    kind: 'addDelegator',
    validator: { nodeID: nodeBytes, start: startTime, end: endTime, weight },
    subnetID: ctx.pChain,
    stake: [{ assetID: ctx.avaxAsset, amount: weight, owner: { locktime: 0n, threshold: 1, addrs: [payer] } }],
    rewardsOwner: owner,
  });
  ctx.pEvents.push({ time: startTime, tx });
  return {
    record: {
      txID: tx.id,
      nodeID,
      startTime,
      endTime,
      weight,
      rewardOwner: ownerRecord(ctx, owner),
      potentialReward: gross - feeShare,
      validatorFeeReward: feeShare,
    },
    feeShare,
  };
}

function validator(rng: Rng, ctx: BuildCtx, connected: boolean): PrimaryValidatorRecord {
  const nodeBytes = rng.bytes(20);
  const startTime = SIM_NOW - rng.int(DAY, 360 * DAY);
  const endTime = startTime + rng.int(Math.max(14 * DAY, SIM_NOW - startTime + 3600), YEAR);
  const weight = stakeWeight(rng);
  const delegationFee = rng.chance(0.7) ? 2 : rng.int(8, 400) / 4;
  const signer = rng.chance(0.96) ? blsKeys(rng) : null;
  const rewardOwner = newOwner(rng);
  const delegationOwner: OwnerData = rng.chance(0.8) ? rewardOwner : newOwner(rng);
  const payer = rewardOwner.addrs[0] as Uint8Array;
  const tx = buildPTx(rng, ctx.p.hrp, fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, payer, weight), {
    kind: 'addValidator',
    validator: { nodeID: nodeBytes, start: startTime, end: endTime, weight },
    subnetID: ctx.pChain,
    signer,
    stake: [{ assetID: ctx.avaxAsset, amount: weight, owner: { locktime: 0n, threshold: 1, addrs: [payer] } }],
    validationRewardsOwner: rewardOwner,
    delegationRewardsOwner: delegationOwner,
    shares: Math.round(delegationFee * 10_000),
  });
  ctx.pEvents.push({ time: startTime, tx });

  const window = { startTime, endTime };
  const delegators: DelegatorRecord[] = [];
  let accrued = 0n;
  const count = rng.chance(0.45) ? rng.int(1, rng.chance(0.2) ? 12 : 4) : 0;
  if (endTime - startTime > 20 * DAY && SIM_NOW - startTime > 2 * DAY) {
    for (let i = 0; i < count; i++) {
      const d = delegator(rng, ctx, nodeBytes, window, delegationFee);
      delegators.push(d.record);
      const elapsed = Math.max(0, SIM_NOW - d.record.startTime) / (d.record.endTime - d.record.startTime);
      accrued += (d.feeShare * BigInt(Math.round(elapsed * 1000))) / 1000n;
    }
  }
  return {
    txID: tx.id,
    nodeID: nodeIdFromBytes(nodeBytes),
    startTime,
    endTime,
    weight,
    potentialReward: reward(weight, endTime - startTime),
    accruedDelegateeReward: accrued,
    delegationFee,
    uptime: connected ? 80 + rng.int(0, 200_000) / 10_000 : rng.int(0, 800_000) / 10_000,
    connected,
    signer: signer
      ? { publicKey: toHex(signer.publicKey), proofOfPossession: toHex(signer.proofOfPossession) }
      : undefined,
    validationRewardOwner: ownerRecord(ctx, rewardOwner),
    delegationRewardOwner: ownerRecord(ctx, delegationOwner),
    delegators,
  };
}

/** The first validator is this node (always connected). */
export function buildPrimaryValidators(rng: Rng, ctx: BuildCtx): PrimaryValidatorRecord[] {
  const out: PrimaryValidatorRecord[] = [];
  for (let i = 0; i < ctx.p.sizes.primaryValidators; i++) out.push(validator(rng, ctx, i === 0 || rng.chance(0.88)));
  return out;
}
