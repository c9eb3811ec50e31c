import { parseBigInt } from '@renderer/format/number';

/** What the stake rules need of a primary-network validator (platform.getCurrentValidators). */
export interface StakedValidator {
  nodeID: string;
  weight: string;
  delegatorWeight?: string | undefined;
  connected?: boolean | undefined;
}

export interface StakeMap {
  /** Validator weight plus delegated weight, by node id: what a node counts for in consensus. */
  byNode: ReadonlyMap<string, bigint>;
  total: bigint;
  /** Stake of the validators this node reports as connected; null when it reports no connection state. */
  connected: bigint | null;
}

const amount = (value: string | undefined) => (value === undefined ? 0n : (parseBigInt(value) ?? 0n));

export function stakeMap(validators: readonly StakedValidator[]): StakeMap {
  const byNode = new Map<string, bigint>();
  let total = 0n;
  let connected = 0n;
  let reported = false;
  for (const v of validators) {
    const stake = amount(v.weight) + amount(v.delegatorWeight);
    byNode.set(v.nodeID, (byNode.get(v.nodeID) ?? 0n) + stake);
    total += stake;
    if (v.connected !== undefined) reported = true;
    if (v.connected === true) connected += stake;
  }
  return { byNode, total, connected: reported ? connected : null };
}

/** `part` of `whole` in percent (0..100, 4 decimals exact); 0 when whole is 0. */
export function sharePercent(part: bigint, whole: bigint): number {
  return whole === 0n ? 0 : Number((part * 1_000_000n) / whole) / 10_000;
}

/**
 * How much a group of peers weighs among `peers`: by stake when a stake map is known (non-validators
 * weigh nothing), else by count. `percent` is of all the peers' stake (or count).
 */
export interface PeerWeight {
  basis: 'stake' | 'peers';
  part: bigint;
  whole: bigint;
  percent: number;
}

export function peerWeight(
  group: readonly string[],
  peers: readonly string[],
  stake: StakeMap | null | undefined,
): PeerWeight {
  if (!stake) {
    const part = BigInt(group.length);
    const whole = BigInt(peers.length);
    return { basis: 'peers', part, whole, percent: sharePercent(part, whole) };
  }
  const weigh = (ids: readonly string[]) => ids.reduce((sum, id) => sum + (stake.byNode.get(id) ?? 0n), 0n);
  const part = weigh(group);
  const whole = weigh(peers);
  return { basis: 'stake', part, whole, percent: sharePercent(part, whole) };
}
