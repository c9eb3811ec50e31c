import { type BenchedCheck, benchedCheck } from './benched-check';
import { type BootstrapCheck, bootstrapCheck, type ChainBootstrapState } from './bootstrap-check';
import { type ConnectivityCheck, connectivityCheck } from './connectivity-check';
import { type StakedValidator, type StakeMap, stakeMap } from './stake';
import { type UpgradePeer, type UpgradeReadiness, upgradeReadiness } from './upgrade-check';
import { type L1UptimeCheck, l1UptimeCheck, type PrimaryUptimeCheck, primaryUptimeCheck } from './uptime-check';
import { type OwnValidatorCheck, type OwnValidatorRecord, ownValidatorCheck } from './validator-check';
import { type VersionCheck, versionCheck } from './version-check';

/** The node's answers the health card reads; undefined = not (yet) answered. */
export interface HealthInputs {
  now: number;
  network: string;
  /** This node's id (info.getNodeID); null when the node does not tell it (public server). */
  nodeId: string | null | undefined;
  version: string | undefined;
  peers: readonly (UpgradePeer & { benched?: readonly string[] | null | undefined })[] | undefined;
  validators: readonly (StakedValidator & OwnValidatorRecord)[] | undefined;
  uptime: { rewardingStakePercentage: number; weightedAveragePercentage: number } | undefined;
  upgrades: Readonly<Record<string, unknown>> | undefined;
  chains: readonly ChainBootstrapState[];
  /** Aliases and ids naming P, X and C (benched lists use either). */
  primaryChains: ReadonlySet<string>;
  /** This node's uptime on each L1 it validates, as the L1 chain's validators endpoint reports it. */
  l1Uptimes: readonly { subnetId: string; name: string; uptimePercentage: number }[] | undefined;
}

export interface L1UptimeRow extends L1UptimeCheck {
  subnetId: string;
  name: string;
}

/** Each check, or null while the answers it needs are missing. */
export interface HealthReport {
  stake: StakeMap | null;
  bootstrap: BootstrapCheck;
  version: VersionCheck | null;
  upgrade: UpgradeReadiness | null;
  primaryUptime: PrimaryUptimeCheck | null;
  /** Lowest uptime first. */
  l1Uptimes: L1UptimeRow[] | null;
  benched: BenchedCheck | null;
  connectivity: ConnectivityCheck | null;
  validator: OwnValidatorCheck | null;
}

/** Every verdict of the health card from the node's answers. */
export function healthReport(input: HealthInputs): HealthReport {
  const stake = input.validators ? stakeMap(input.validators) : null;
  const own =
    input.validators && input.nodeId ? (input.validators.find((v) => v.nodeID === input.nodeId) ?? null) : undefined;
  const validator = own === undefined ? null : ownValidatorCheck(own, input.now);
  const { peers } = input;
  return {
    stake,
    bootstrap: bootstrapCheck(input.chains),
    version: input.version !== undefined && peers ? versionCheck(input.version, peers, stake) : null,
    upgrade:
      input.upgrades && peers
        ? upgradeReadiness({ upgrades: input.upgrades, network: input.network, peers, stake, now: input.now })
        : null,
    primaryUptime:
      input.uptime && validator
        ? primaryUptimeCheck(input.uptime, validator.startSeconds, validator.state !== 'not-validator', input.upgrades)
        : null,
    l1Uptimes: input.l1Uptimes
      ? input.l1Uptimes
          .map((l) => ({ subnetId: l.subnetId, name: l.name, ...l1UptimeCheck(l.uptimePercentage) }))
          .sort((a, b) => a.uptime - b.uptime)
      : null,
    benched: peers ? benchedCheck(peers, input.primaryChains, stake) : null,
    connectivity: peers ? connectivityCheck(peers.length, stake) : null,
    validator,
  };
}
