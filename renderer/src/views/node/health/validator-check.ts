import { parseBigInt } from '@renderer/format/number';
import { STAKE_ENDING_SOON_SECONDS } from './thresholds';
import type { Verdict } from './verdict';

/** What the check reads of this node's platform.getCurrentValidators entry. */
export interface OwnValidatorRecord {
  startTime: string;
  endTime?: string | undefined;
  delegatorCount?: string | undefined;
  delegators?: readonly unknown[] | null | undefined;
  potentialReward?: string | undefined;
  /** Auto-renewed validators (ACP-236) carry the length of their next period; they do not just end. */
  nextPeriod?: string | undefined;
}

export interface OwnValidatorCheck {
  state: 'current' | 'pending' | 'not-validator';
  startSeconds: number | null;
  endSeconds: number | null;
  /** Seconds until the stake ends (negative once passed); null without an end. */
  secondsLeft: number | null;
  autoRenewed: boolean;
  delegators: number | null;
  potentialReward: string | null;
  verdict: Verdict;
}

const seconds = (value: string | undefined) => {
  const n = value === undefined ? null : parseBigInt(value);
  return n === null ? null : Number(n);
};

/**
 * This node as a primary-network validator: pending before its start, current after; amber when the
 * stake ends within a week and does not renew by itself. `none` when the node is not a validator.
 */
export function ownValidatorCheck(record: OwnValidatorRecord | null, nowMs: number): OwnValidatorCheck {
  if (!record) {
    return {
      state: 'not-validator',
      startSeconds: null,
      endSeconds: null,
      secondsLeft: null,
      autoRenewed: false,
      delegators: null,
      potentialReward: null,
      verdict: 'none',
    };
  }
  const now = Math.floor(nowMs / 1000);
  const startSeconds = seconds(record.startTime);
  const endSeconds = seconds(record.endTime);
  const secondsLeft = endSeconds === null ? null : endSeconds - now;
  const autoRenewed = record.nextPeriod !== undefined;
  const count = seconds(record.delegatorCount);
  const delegators = count ?? (record.delegators ? record.delegators.length : null);
  const endingSoon = secondsLeft !== null && secondsLeft < STAKE_ENDING_SOON_SECONDS && !autoRenewed;
  return {
    state: startSeconds !== null && startSeconds > now ? 'pending' : 'current',
    startSeconds,
    endSeconds,
    secondsLeft,
    autoRenewed,
    delegators,
    potentialReward: record.potentialReward ?? null,
    verdict: endingSoon ? 'warn' : 'ok',
  };
}
