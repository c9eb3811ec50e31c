/** Helpers for the peers list of `info.peers`. */

export interface PeerLike {
  nodeID: string;
  version: string;
  benched?: readonly string[] | null;
  trackedSubnets?: readonly string[] | null;
}

/** Node ids typed or pasted into one box: split on commas, semicolons and whitespace; repeats dropped. */
export function splitNodeIds(text: string): string[] {
  const ids = text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

export const benchedChains = (peer: PeerLike): readonly string[] => peer.benched ?? [];
export const trackedSubnets = (peer: PeerLike): readonly string[] => peer.trackedSubnets ?? [];
export const isBenched = (peer: PeerLike): boolean => benchedChains(peer).length > 0;

/** `avalanchego/1.13.3` → `1.13.3` for compact labels; other strings unchanged. */
export function shortVersion(version: string): string {
  return version.replace(/^avalanchego\//, '');
}

/** Comparable key for version strings (`1.13.10` after `1.13.9`); non-numeric parts compare as text. */
export function versionSortKey(version: string): string {
  return shortVersion(version).replace(/\d+/g, (d) => d.padStart(6, '0'));
}

/** The public IP a peer advertised; null when it advertised none (the node prints `""`). */
export function advertisedIp(peer: { publicIP?: string }): string | null {
  return peer.publicIP ? peer.publicIP : null;
}

/** ACP numbers a peer signals support for or objection to (JSON numbers; null or absent = none). */
export const supportedAcps = (peer: { supportedACPs?: readonly number[] | null }): readonly number[] =>
  peer.supportedACPs ?? [];
export const objectedAcps = (peer: { objectedACPs?: readonly number[] | null }): readonly number[] =>
  peer.objectedACPs ?? [];
