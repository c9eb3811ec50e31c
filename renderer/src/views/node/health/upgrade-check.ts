import { parseBigInt } from '@renderer/format/number';
import { type UpgradeEntry, upgradeName, upgradeTimeline } from '@renderer/format/upgrades';
import { releaseSchedules, UPGRADE_RELEASES, upgradeSchedule } from '@shared/avalanchego/upgrade-releases';
import { type PeerWeight, peerWeight, type StakeMap } from './stake';
import { MAJORITY } from './thresholds';
import type { Verdict } from './verdict';

/**
 * Upgrade readiness: what this node schedules (its own info.upgrades, the authority) against what its
 * peers' releases schedule. A peer's schedule comes from its handshake (`upgradeTime`: the most recent
 * upgrade its release schedules, sent by AvalancheGo ≥ 1.14.2) or is inferred from its version with the
 * release table (shared/avalanchego/upgrade-releases.ts).
 */

export interface UpgradePeer {
  nodeID: string;
  version: string;
  /** Unix seconds from the peer's handshake; 0 or absent when the peer did not send it. */
  upgradeTime?: string | number | undefined;
}

export type ScheduleSource = 'handshake' | 'release';

/** An upgrade some peers' releases schedule and this node's does not. */
export interface ScheduledElsewhere {
  /** The info.upgrades field when it can be named (by this node's answer or the release table). */
  key: string | null;
  /** `Helicon`, or null when only its time is known. */
  name: string | null;
  /**
   * When only the time is known: the upgrade this node lists as not scheduled that it most likely is
   * (the first one, when the time is after everything this node schedules).
   */
  likelyKey: string | null;
  /** Activation time, ms. */
  at: number;
  nodeIDs: string[];
  weight: PeerWeight;
  sources: ScheduleSource[];
}

export interface UpgradeReadiness {
  /** This node's next scheduled upgrade, or null when it schedules none. */
  next: UpgradeEntry | null;
  latest: UpgradeEntry | null;
  /** Upgrades this node lists as not scheduled (year 9999). */
  unscheduled: UpgradeEntry[];
  /** Peers known to schedule this node's next upgrade too (null without a next upgrade). */
  nextSupport: PeerWeight | null;
  /** Heaviest first. */
  elsewhere: ScheduledElsewhere[];
  verdict: Verdict;
}

/** The year-9999 placeholder is 253 billion seconds away; anything that far is "not scheduled". */
const UNSCHEDULED_SECONDS = Date.UTC(9999, 0, 1) / 1000;

/** The handshake's upgrade time in ms, or null when absent, zero or "not scheduled". */
export function handshakeUpgradeMs(upgradeTime: string | number | undefined): number | null {
  if (upgradeTime === undefined) return null;
  const seconds = parseBigInt(upgradeTime);
  if (seconds === null || seconds <= 0n || seconds >= BigInt(UNSCHEDULED_SECONDS)) return null;
  return Number(seconds) * 1000;
}

interface Claim {
  key: string | null;
  at: number;
  source: ScheduleSource;
}

/** Handshake and release claims are worked out once per distinct upgrade time and version, not per peer. */
interface ClaimMemo {
  byHandshake: Map<number, string | null>;
  byRelease: Map<string, Claim[]>;
}

/**
 * What `peer`'s release is known to schedule on `network` after `floor` (ms): upgrades at or before this
 * node's latest activated one are behind it whatever fields its answer lists.
 */
function claimsOf(
  peer: UpgradePeer,
  network: string,
  ownAt: ReadonlyMap<number, string>,
  floor: number,
  memo: ClaimMemo,
): Claim[] {
  const claims: Claim[] = [];
  const handshake = handshakeUpgradeMs(peer.upgradeTime);
  if (handshake !== null) {
    let tableKey = memo.byHandshake.get(handshake);
    if (tableKey === undefined) {
      const byTable = UPGRADE_RELEASES.find((u) => {
        const s = upgradeSchedule(u.field, network);
        return s && Date.parse(s.activation) === handshake;
      });
      tableKey = byTable?.field ?? null;
      memo.byHandshake.set(handshake, tableKey);
    }
    claims.push({ key: ownAt.get(handshake) ?? tableKey, at: handshake, source: 'handshake' });
  }
  let release = memo.byRelease.get(peer.version);
  if (release === undefined) {
    release = [];
    for (const u of UPGRADE_RELEASES) {
      const schedule = upgradeSchedule(u.field, network);
      if (!schedule || releaseSchedules(peer.version, u.field, network) !== true) continue;
      release.push({ key: u.field, at: Date.parse(schedule.activation), source: 'release' });
    }
    memo.byRelease.set(peer.version, release);
  }
  claims.push(...release);
  return claims.filter((c) => c.at > floor);
}

const claimId = (c: { key: string | null; at: number }) => c.key ?? `at:${c.at}`;

export function upgradeReadiness(input: {
  upgrades: Readonly<Record<string, unknown>>;
  network: string;
  peers: readonly UpgradePeer[];
  stake?: StakeMap | null;
  now: number;
}): UpgradeReadiness {
  const timeline = upgradeTimeline(input.upgrades, input.now);
  const next = timeline.find((e) => e.status === 'next') ?? null;
  const latest = timeline.findLast((e) => e.status === 'activated') ?? null;
  const unscheduled = timeline.filter((e) => e.status === 'unscheduled');
  const ownKeys = new Set(timeline.filter((e) => e.at !== null).map((e) => e.key));
  const ownAt = new Map<number, string>();
  for (const e of timeline) if (e.at !== null && !ownAt.has(e.at)) ownAt.set(e.at, e.key);

  const groups = new Map<string, { key: string | null; at: number; nodeIDs: string[]; sources: Set<ScheduleSource> }>();
  const supporters: string[] = [];
  const memo: ClaimMemo = { byHandshake: new Map(), byRelease: new Map() };
  for (const peer of input.peers) {
    const seen = new Set<string>();
    let supports = false;
    for (const claim of claimsOf(peer, input.network, ownAt, latest?.at ?? 0, memo)) {
      if (next && (claim.key === next.key || claim.at === next.at)) supports = true;
      const scheduledHere = claim.key !== null ? ownKeys.has(claim.key) : ownAt.has(claim.at);
      if (scheduledHere) continue;
      const id = claimId(claim);
      const group = groups.get(id) ?? { key: claim.key, at: claim.at, nodeIDs: [], sources: new Set() };
      group.sources.add(claim.source);
      if (!seen.has(id)) group.nodeIDs.push(peer.nodeID);
      seen.add(id);
      groups.set(id, group);
    }
    if (supports) supporters.push(peer.nodeID);
  }

  const everyone = input.peers.map((p) => p.nodeID);
  const lastOwn = Math.max(0, ...ownAt.keys());
  const firstUnscheduled = unscheduled[0]?.key ?? null;
  const elsewhere: ScheduledElsewhere[] = [...groups.values()]
    .map((g) => ({
      key: g.key,
      name: g.key ? upgradeName(g.key) : null,
      likelyKey: g.key === null && g.at > lastOwn ? firstUnscheduled : null,
      at: g.at,
      nodeIDs: g.nodeIDs,
      weight: peerWeight(g.nodeIDs, everyone, input.stake),
      sources: [...g.sources].sort(),
    }))
    .sort((a, b) => b.weight.percent - a.weight.percent || a.at - b.at);

  let verdict: Verdict = 'ok';
  if (timeline.length === 0) verdict = 'unknown';
  else if (elsewhere.some((e) => e.weight.percent > MAJORITY)) verdict = 'fail';
  else if (elsewhere.length > 0) verdict = 'warn';

  return {
    next,
    latest,
    unscheduled,
    nextSupport: next ? peerWeight(supporters, everyone, input.stake) : null,
    elsewhere,
    verdict,
  };
}
