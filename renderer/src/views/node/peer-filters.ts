import { isBenched, type PeerLike } from '@renderer/format/node-peers';
import { compareReleaseVersions, parseReleaseVersion, type ReleaseVersion } from '@shared/avalanchego/release-version';
import { versionRelation } from './health/version-check';

/** The peers list's "show" choice, kept in `?show=`: by version against this node's (semantically), or benched. */
export const PEER_SHOWS = ['all', 'older', 'same', 'newer', 'benched'] as const;
export type PeerShow = (typeof PEER_SHOWS)[number];

export const readPeerShow = (value: string | null): PeerShow =>
  (PEER_SHOWS as readonly string[]).includes(value ?? '') ? (value as PeerShow) : 'all';

function matches(peer: PeerLike, own: ReleaseVersion | null, show: PeerShow): boolean {
  if (show === 'all') return true;
  if (show === 'benched') return isBenched(peer);
  return versionRelation(own, peer.version) === show;
}

/** The peers `show` keeps; version choices compare with this node's version (`own`). */
export function peersShown<P extends PeerLike>(peers: readonly P[], own: ReleaseVersion | null, show: PeerShow): P[] {
  return peers.filter((p) => matches(p, own, show));
}

/** How many peers each choice keeps. */
export function peerShowCounts(peers: readonly PeerLike[], own: ReleaseVersion | null): Record<PeerShow, number> {
  const counts = { all: 0, older: 0, same: 0, newer: 0, benched: 0 };
  for (const show of PEER_SHOWS) counts[show] = peers.filter((p) => matches(p, own, show)).length;
  return counts;
}

/** Peers per version, newest version first (semantically; unreadable versions last, by text). */
export function versionBreakdown(peers: readonly PeerLike[]): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of peers) counts.set(p.version, (counts.get(p.version) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count, version: parseReleaseVersion(label) }))
    .sort((a, b) => {
      if (a.version && b.version) return compareReleaseVersions(b.version, a.version);
      if (a.version || b.version) return a.version ? -1 : 1;
      return a.label.localeCompare(b.label);
    })
    .map(({ label, count }) => ({ label, count }));
}
