import { isUnscheduledTime } from '@renderer/format/upgrades';
import {
  L1_UPTIME_REQUIREMENT,
  REWARDING_STAKE_COMFORT,
  REWARDING_STAKE_MAJORITY,
  UPTIME_MARGIN_WARN,
  UPTIME_REQUIREMENT,
  UPTIME_REQUIREMENT_ACP267,
} from './thresholds';
import type { Verdict } from './verdict';

export interface UptimeRequirement {
  percent: number;
  /** `genesis`: the network's 80 %; `acp-267`: 90 % for validators that started at or after Helicon. */
  rule: 'genesis' | 'acp-267';
}

/** The requirement a primary-network validator that started at `startSeconds` is held to. */
export function uptimeRequirement(
  startSeconds: number | null,
  upgrades: Readonly<Record<string, unknown>> | undefined,
): UptimeRequirement {
  const helicon = upgrades?.heliconTime;
  if (startSeconds !== null && typeof helicon === 'string' && !isUnscheduledTime(helicon)) {
    const at = Date.parse(helicon);
    if (Number.isFinite(at) && startSeconds * 1000 >= at)
      return { percent: UPTIME_REQUIREMENT_ACP267, rule: 'acp-267' };
  }
  return { percent: UPTIME_REQUIREMENT, rule: 'genesis' };
}

/** Points above (positive) or below (negative) the requirement, rounded to 4 decimals. */
export const uptimeMargin = (uptime: number, requirement: number) =>
  Math.round((uptime - requirement) * 10_000) / 10_000;

/** Red below the requirement, amber within UPTIME_MARGIN_WARN points above it. */
export function marginVerdict(uptime: number, requirement: number): Verdict {
  const margin = uptimeMargin(uptime, requirement);
  if (margin < 0) return 'fail';
  return margin < UPTIME_MARGIN_WARN ? 'warn' : 'ok';
}

export interface PrimaryUptimeCheck {
  /** info.uptime weightedAveragePercentage: the stake-weighted uptime peers observe. */
  observed: number;
  /** info.uptime rewardingStakePercentage: the stake that would vote to reward this node. */
  rewardingStake: number;
  requirement: UptimeRequirement;
  margin: number;
  validator: boolean;
  verdict: Verdict;
}

/**
 * The primary-network rewarding uptime. Only a validator is rewarded, so for any other node the figures
 * are shown with a `none` verdict. Red when the observed uptime is under the requirement or under half
 * the stake would reward; amber within the margin or under the comfort share.
 */
export function primaryUptimeCheck(
  uptime: { rewardingStakePercentage: number; weightedAveragePercentage: number },
  validatorStartSeconds: number | null,
  validator: boolean,
  upgrades?: Readonly<Record<string, unknown>>,
): PrimaryUptimeCheck {
  const requirement = uptimeRequirement(validatorStartSeconds, upgrades);
  const observed = uptime.weightedAveragePercentage;
  const rewardingStake = uptime.rewardingStakePercentage;
  let verdict: Verdict = 'none';
  if (validator) {
    const byUptime = marginVerdict(observed, requirement.percent);
    if (byUptime === 'fail' || rewardingStake < REWARDING_STAKE_MAJORITY) verdict = 'fail';
    else if (byUptime === 'warn' || rewardingStake < REWARDING_STAKE_COMFORT) verdict = 'warn';
    else verdict = 'ok';
  }
  return {
    observed,
    rewardingStake,
    requirement,
    margin: uptimeMargin(observed, requirement.percent),
    validator,
    verdict,
  };
}

export interface L1UptimeCheck {
  uptime: number;
  requirement: number;
  margin: number;
  verdict: Verdict;
}

/** One validated L1: validators.getCurrentValidators' uptimePercentage for this node against 80 %. */
export function l1UptimeCheck(uptimePercentage: number): L1UptimeCheck {
  return {
    uptime: uptimePercentage,
    requirement: L1_UPTIME_REQUIREMENT,
    margin: uptimeMargin(uptimePercentage, L1_UPTIME_REQUIREMENT),
    verdict: marginVerdict(uptimePercentage, L1_UPTIME_REQUIREMENT),
  };
}
