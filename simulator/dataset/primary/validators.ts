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

/** Cycle lengths auto-renewed validators choose (seconds) and the share of rewards they restake (millionths). */
const RENEWAL_PERIODS = [14 * DAY, 28 * DAY, 90 * DAY, 180 * DAY];
const RESTAKE_SHARES = [0, 250_000, 333_333, 500_000, 1_000_000];

interface AutoRenewal {
  period: number;
  autoCompoundRewardShares: number;
  authority: OwnerData;
}

/** An auto-renewed validator's current cycle: started after Helicon, ending after now. */
function renewalPlan(rng: Rng, heliconTime: number): { plan: AutoRenewal; startTime: number } {
  const startTime = rng.int(heliconTime + DAY, SIM_NOW - DAY);
  const longEnough = RENEWAL_PERIODS.filter((p) => startTime + p > SIM_NOW + 3600);
  return {
    startTime,
    plan: {
      period: rng.pick(longEnough),
      autoCompoundRewardShares: rng.pick(RESTAKE_SHARES),
      authority: newOwner(rng),
    },
  };
}

function validator(rng: Rng, ctx: BuildCtx, connected: boolean, renews: Rng | null): PrimaryValidatorRecord {
  const nodeBytes = rng.bytes(20);
  const renewal = renews ? renewalPlan(renews, ctx.p.upgrades.heliconTime) : null;
  const startTime = renewal?.startTime ?? SIM_NOW - rng.int(DAY, 360 * DAY);
  const endTime = renewal
    ? startTime + renewal.plan.period
    : startTime + rng.int(Math.max(14 * DAY, SIM_NOW - startTime + 3600), YEAR);
  const weight = stakeWeight(rng);
  const delegationFee = rng.chance(0.7) ? 2 : rng.int(8, 400) / 4;
  const signer = rng.chance(0.96) ? blsKeys(rng) : null;
  const rewardOwner = newOwner(rng);
  const delegationOwner: OwnerData = rng.chance(0.8) ? rewardOwner : newOwner(rng);
  const payer = rewardOwner.addrs[0] as Uint8Array;
  const stake = [{ assetID: ctx.avaxAsset, amount: weight, owner: { locktime: 0n, threshold: 1, addrs: [payer] } }];
  const shares = Math.round(delegationFee * 10_000);
  const base = fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, payer, weight);
  const tx =
    renewal && signer
      ? buildPTx(rng, ctx.p.hrp, base, {
          kind: 'addAutoRenewedValidator',
          nodeID: nodeBytes,
          signer,
          stake,
          validationRewardsOwner: rewardOwner,
          delegationRewardsOwner: delegationOwner,
          validatorAuthority: renewal.plan.authority,
          shares,
          autoCompoundRewardShares: renewal.plan.autoCompoundRewardShares,
          period: renewal.plan.period,
        })
      : buildPTx(rng, ctx.p.hrp, base, {
          kind: 'addValidator',
          validator: { nodeID: nodeBytes, start: startTime, end: endTime, weight },
          subnetID: ctx.pChain,
          signer,
          stake,
          validationRewardsOwner: rewardOwner,
          delegationRewardsOwner: delegationOwner,
          shares,
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
    ...(renewal && signer
      ? {
          autoRenewed: {
            validatorAuthority: ownerRecord(ctx, renewal.plan.authority),
            nextPeriod: renewal.plan.period,
            autoCompoundRewardShares: renewal.plan.autoCompoundRewardShares,
          },
        }
      : {}),
  };
}

/**
 * The first validator is this node (always connected). Where Helicon is active (Fuji), some validators
 * joined with AddAutoRenewedValidatorTx.
 */
export function buildPrimaryValidators(rng: Rng, ctx: BuildCtx): PrimaryValidatorRecord[] {
  const out: PrimaryValidatorRecord[] = [];
  const renewals = rng.fork('auto-renewed');
  const heliconActive = ctx.p.upgrades.heliconTime < SIM_NOW - 2 * DAY;
  for (let i = 0; i < ctx.p.sizes.primaryValidators; i++) {
    const renews = heliconActive && i > 0 && renewals.chance(0.2) ? renewals.fork(`validator-${i}`) : null;
    out.push(validator(rng, ctx, i === 0 || rng.chance(0.88), renews));
  }
  return out;
}
