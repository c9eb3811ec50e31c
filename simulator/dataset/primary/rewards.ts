import type { PendingRewardRecord, PrimaryValidatorRecord } from './types';

/** Pending primary-network rewards, as the Data API lists them, derived from the current stakers. */

/** Data API addresses carry no chain prefix. */
const bare = (addresses: string[]) => addresses.map((a) => a.replace(/^[PX]-/, ''));

export function buildPendingRewards(validators: PrimaryValidatorRecord[]): PendingRewardRecord[] {
  const out: PendingRewardRecord[] = [];
  for (const v of validators) {
    out.push({
      addresses: bare(v.validationRewardOwner.addresses),
      txHash: v.txID,
      amountStaked: v.weight,
      nodeId: v.nodeID,
      startTimestamp: v.startTime,
      endTimestamp: v.endTime,
      rewardType: 'VALIDATOR',
      estimatedReward: v.potentialReward,
    });
    for (const d of v.delegators) {
      out.push({
        addresses: bare(d.rewardOwner.addresses),
        txHash: d.txID,
        amountStaked: d.weight,
        nodeId: d.nodeID,
        startTimestamp: d.startTime,
        endTimestamp: d.endTime,
        rewardType: 'DELEGATOR',
        estimatedReward: d.potentialReward,
      });
      out.push({
        addresses: bare(v.delegationRewardOwner.addresses),
        txHash: d.txID,
        amountStaked: d.weight,
        nodeId: d.nodeID,
        startTimestamp: d.startTime,
        endTimestamp: d.endTime,
        rewardType: 'VALIDATOR_FEE',
        estimatedReward: d.validatorFeeReward,
      });
    }
  }
  return out;
}
