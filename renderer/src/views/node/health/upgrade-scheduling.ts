import type { UpgradeEntry } from '@renderer/format/upgrades';
import { releaseSchedules, upgradeSchedule } from '@shared/avalanchego/upgrade-releases';
import type { ScheduledElsewhere, UpgradeReadiness } from './upgrade-check';

/** What is known about who schedules one upgrade of this node's info.upgrades. */
export interface UpgradeScheduling {
  /** This node's own answer: a real time (activated or ahead), the year-9999 placeholder, or unreadable. */
  thisNode: 'activated' | 'scheduled' | 'not-scheduled' | 'unreadable';
  /** Release table: the first release scheduling it on this network; null when none is known; undefined when it cannot say. */
  firstRelease: string | null | undefined;
  /** By the table, whether this node's version is one that schedules it (null: cannot say). */
  versionSchedules: boolean | null;
  /** Peers whose releases schedule it while this node does not (matched by name, or by time as the likely one). */
  peers: ScheduledElsewhere | null;
}

export function upgradeScheduling(
  entry: UpgradeEntry,
  ownVersion: string | null,
  network: string,
  readiness: UpgradeReadiness | null,
): UpgradeScheduling {
  const thisNode =
    entry.status === 'activated'
      ? 'activated'
      : entry.status === 'next' || entry.status === 'scheduled'
        ? 'scheduled'
        : entry.status === 'unscheduled'
          ? 'not-scheduled'
          : 'unreadable';
  const schedule = upgradeSchedule(entry.key, network);
  const peers =
    thisNode === 'not-scheduled'
      ? (readiness?.elsewhere.find((g) => g.key === entry.key || g.likelyKey === entry.key) ?? null)
      : null;
  return {
    thisNode,
    firstRelease: schedule === undefined ? undefined : (schedule?.release ?? null),
    versionSchedules: ownVersion ? releaseSchedules(ownVersion, entry.key, network) : null,
    peers,
  };
}
