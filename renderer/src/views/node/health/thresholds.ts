/**
 * The numbers the health verdicts compare against, each with where it comes from. Values taken from
 * AvalancheGo are its defaults for mainnet and Fuji (a node can be configured otherwise).
 */

/** Primary-network uptime requirement for staking rewards: genesis `UptimeRequirement: .8`. */
export const UPTIME_REQUIREMENT = 80;
/** ACP-267 (scheduled by Helicon): 90 % for primary-network validators that start at or after Helicon. */
export const UPTIME_REQUIREMENT_ACP267 = 90;
/** L1 uptime is judged against the usual 80 % (each L1's validator manager sets its own). */
export const L1_UPTIME_REQUIREMENT = 80;
/** Amber below this many percentage points above the requirement: a bad day away from losing rewards. */
export const UPTIME_MARGIN_WARN = 5;

/**
 * info.uptime's rewardingStakePercentage: the stake that would vote to reward this node. Under half,
 * the reward proposal is expected to fail; under this comfort level it is not certain.
 */
export const REWARDING_STAKE_MAJORITY = 50;
export const REWARDING_STAKE_COMFORT = 80;

/**
 * AvalancheGo reports a chain unhealthy when less stake than αConfidence/K·(1−0.2)+0.2 is connected:
 * 15/20·0.8+0.2 = 80 % with the default consensus parameters (snowball MinPercentConnectedHealthy).
 */
export const CONNECTED_STAKE_HEALTHY = 80;
/** Amber until this share of stake is connected. */
export const CONNECTED_STAKE_COMFORT = 90;

/**
 * The benchlist caps benched stake per chain at (1−αConfidence/K)/3 of the validators' weight:
 * (1−15/20)/3 ≈ 8.33 % (config.go, benchlist MaxPortion). A chain at the cap cannot bench more peers.
 */
export const BENCH_MAX_PORTION = ((1 - 15 / 20) / 3) * 100;

/** A validation ending within this many seconds is flagged, so it can be renewed in time. */
export const STAKE_ENDING_SOON_SECONDS = 7 * 86_400;

/** More than this share of connected stake = "a majority". */
export const MAJORITY = 50;
