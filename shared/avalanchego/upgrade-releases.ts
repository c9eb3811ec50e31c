import { compareReleaseVersions, parseReleaseVersion, type ReleaseVersion } from './release-version';

/**
 * Which AvalancheGo release first schedules each network upgrade, per network, and when it activates.
 *
 * Source (read, not copied): ava-labs/avalanchego `RELEASES.md` ("This release schedules the activation
 * of …", "All Mainnet/Fuji nodes must upgrade before …"), the `upgrade/upgrade.go` Mainnet and Fuji
 * configs for the times, and for the releases before v1.6 (older than RELEASES.md) the first tag whose
 * `version/constants.go` (or `node/version.go`) carries the phase's time. As of v1.14.2 (mainnet) and
 * v1.15.0-fuji (Fuji): Helicon is scheduled on Fuji only; no release schedules it on mainnet yet.
 *
 * A node's own `info.upgrades` is the authority for what that node schedules. This table is only used
 * to infer what a peer's release schedules from its version string, and the UI says so.
 */
export const RELEASE_TABLE_AS_OF = 'AvalancheGo v1.14.2 (mainnet) and v1.15.0-fuji (Fuji)';

export type ReleaseNetwork = 'mainnet' | 'fuji';

export interface UpgradeSchedule {
  /** The first release that schedules the upgrade on this network (`1.9.0`). */
  release: string;
  /** Activation time, RFC 3339 UTC, as upgrade.go sets it. */
  activation: string;
}

export interface UpgradeRelease {
  /** The info.upgrades field (`banffTime`). */
  field: string;
  mainnet: UpgradeSchedule | null;
  fuji: UpgradeSchedule | null;
}

const both = (field: string, release: string, mainnet: string, fuji: string): UpgradeRelease => ({
  field,
  mainnet: { release, activation: mainnet },
  fuji: { release, activation: fuji },
});

export const UPGRADE_RELEASES: readonly UpgradeRelease[] = [
  both('apricotPhase1Time', '1.3.2', '2021-03-31T14:00:00Z', '2021-03-26T14:00:00Z'),
  both('apricotPhase2Time', '1.4.0', '2021-05-10T11:00:00Z', '2021-05-05T14:00:00Z'),
  both('apricotPhase3Time', '1.5.0', '2021-08-24T14:00:00Z', '2021-08-16T19:00:00Z'),
  both('apricotPhase4Time', '1.6.0', '2021-09-22T21:00:00Z', '2021-09-16T21:00:00Z'),
  both('apricotPhase5Time', '1.7.0', '2021-12-02T18:00:00Z', '2021-11-24T15:00:00Z'),
  // Pre-6 and Post-6 are C-Chain phases around Apricot Phase 6; they shipped with its v1.8 releases.
  both('apricotPhasePre6Time', '1.8.0', '2022-09-05T01:30:00Z', '2022-09-06T20:00:00Z'),
  both('apricotPhase6Time', '1.8.0', '2022-09-06T20:00:00Z', '2022-09-06T20:00:00Z'),
  both('apricotPhasePost6Time', '1.8.0', '2022-09-07T03:00:00Z', '2022-09-07T06:00:00Z'),
  both('banffTime', '1.9.0', '2022-10-18T16:00:00Z', '2022-10-03T14:00:00Z'),
  both('cortinaTime', '1.10.0', '2023-04-25T15:00:00Z', '2023-04-06T15:00:00Z'),
  both('durangoTime', '1.11.0', '2024-03-06T16:00:00Z', '2024-02-13T16:00:00Z'),
  both('etnaTime', '1.12.0', '2024-12-16T17:00:00Z', '2024-11-25T16:00:00Z'),
  both('fortunaTime', '1.13.0', '2025-04-08T15:00:00Z', '2025-03-13T15:00:00Z'),
  both('graniteTime', '1.14.0', '2025-11-19T16:00:00Z', '2025-10-29T15:00:00Z'),
  { field: 'heliconTime', mainnet: null, fuji: { release: '1.15.0', activation: '2026-07-28T15:00:00Z' } },
];

/**
 * The newest release line the table was written against, per network. Upgrades are scheduled by minor
 * releases (the patch releases between are "backwards compatible … optional"), so a newer patch of a
 * known line schedules nothing new, while a newer minor line may schedule what the table does not know.
 */
export const NEWEST_KNOWN_RELEASE: Record<ReleaseNetwork, string> = { mainnet: '1.14.2', fuji: '1.15.0' };

/** `fuji` and `testnet` name the same network; anything else (a local network) has no table. */
export function releaseNetworkOf(network: string): ReleaseNetwork | null {
  if (network === 'mainnet') return 'mainnet';
  if (network === 'fuji' || network === 'testnet') return 'fuji';
  return null;
}

/**
 * The schedule of `field` on `network`: a schedule, null when the table knows the upgrade but no release
 * schedules it there yet, undefined when the table does not know the upgrade or the network.
 */
export function upgradeSchedule(field: string, network: string): UpgradeSchedule | null | undefined {
  const net = releaseNetworkOf(network);
  const entry = UPGRADE_RELEASES.find((u) => u.field === field);
  if (!net || !entry) return undefined;
  return entry[net];
}

/**
 * Whether a release `version` schedules `field` on `network`, by the table: true/false, or null when
 * the table cannot say (unknown upgrade, network or version text).
 */
export function releaseSchedules(version: ReleaseVersion | string, field: string, network: string): boolean | null {
  const parsed = typeof version === 'string' ? parseReleaseVersion(version) : version;
  const schedule = upgradeSchedule(field, network);
  const net = releaseNetworkOf(network);
  if (!parsed || !net || schedule === undefined) return null;
  if (schedule !== null) {
    const first = parseReleaseVersion(schedule.release);
    return first !== null && compareReleaseVersions(parsed, first) >= 0;
  }
  // No release known to the table schedules it: false for the known lines, unknown for newer ones.
  const newest = parseReleaseVersion(NEWEST_KNOWN_RELEASE[net]);
  if (!newest) return null;
  const newerLine = parsed.major > newest.major || (parsed.major === newest.major && parsed.minor > newest.minor);
  return newerLine ? null : false;
}
