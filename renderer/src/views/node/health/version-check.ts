import { compareReleaseVersions, parseReleaseVersion, type ReleaseVersion } from '@shared/avalanchego/release-version';
import { type PeerWeight, peerWeight, type StakeMap } from './stake';
import type { Verdict } from './verdict';

export type VersionRelation = 'newer' | 'same' | 'older' | 'unknown';

/** A peer's version against this node's, semantically; unknown when either is not a version. */
export function versionRelation(own: ReleaseVersion | null, peerVersion: string): VersionRelation {
  const peer = parseReleaseVersion(peerVersion);
  if (!own || !peer) return 'unknown';
  const c = compareReleaseVersions(peer, own);
  return c > 0 ? 'newer' : c < 0 ? 'older' : 'same';
}

export interface VersionedPeer {
  nodeID: string;
  version: string;
}

export interface VersionCheck {
  own: ReleaseVersion | null;
  counts: Record<VersionRelation, number>;
  /** The newest version any peer runs (its text as sent), or null with no readable version. */
  newest: string | null;
  /** Weight of the peers running a newer version, by stake when known. */
  newerWeight: PeerWeight;
  verdict: Verdict;
}

/** How many peers run a newer, the same and an older version than this node: amber when any runs newer. */
export function versionCheck(
  ownVersion: string,
  peers: readonly VersionedPeer[],
  stake?: StakeMap | null,
): VersionCheck {
  const own = parseReleaseVersion(ownVersion);
  const counts: Record<VersionRelation, number> = { newer: 0, same: 0, older: 0, unknown: 0 };
  const newer: string[] = [];
  let newest: { text: string; version: ReleaseVersion } | null = null;
  for (const p of peers) {
    const relation = versionRelation(own, p.version);
    counts[relation] += 1;
    if (relation === 'newer') newer.push(p.nodeID);
    const parsed = parseReleaseVersion(p.version);
    if (parsed && (!newest || compareReleaseVersions(parsed, newest.version) > 0)) {
      newest = { text: p.version, version: parsed };
    }
  }
  const newerWeight = peerWeight(
    newer,
    peers.map((p) => p.nodeID),
    stake,
  );
  const verdict: Verdict = own === null ? 'unknown' : counts.newer > 0 ? 'warn' : 'ok';
  return { own, counts, newest: newest?.text ?? null, newerWeight, verdict };
}
