import { parseBigInt } from './number';

/** ACP votes as `info.acps` reports them: stake weights (nAVAX) per position, and who signalled. */

export interface AcpVotesInput {
  supportWeight: string;
  objectWeight: string;
  abstainWeight: string;
  supporters: readonly string[] | null;
  objectors: readonly string[] | null;
}

export interface AcpShares {
  /** Sum of the three weights, BigInt-exact. */
  total: bigint;
  /** Percentages of the total, 0..100 (0 each when the total is 0). */
  support: number;
  object: number;
  abstain: number;
}

const share = (part: bigint, total: bigint) => (total === 0n ? 0 : Number((part * 1_000_000n) / total) / 10_000);

/** Each position's share of all stake voting (abstaining included). */
export function acpShares(votes: AcpVotesInput): AcpShares {
  const support = parseBigInt(votes.supportWeight) ?? 0n;
  const object = parseBigInt(votes.objectWeight) ?? 0n;
  const abstain = parseBigInt(votes.abstainWeight) ?? 0n;
  const total = support + object + abstain;
  return {
    total,
    support: share(support, total),
    object: share(object, total),
    abstain: share(abstain, total),
  };
}

/** ACP numbers ascending (keys are strings; non-numeric keys last, in text order). */
export function sortedAcpNumbers(acps: Readonly<Record<string, unknown>>): string[] {
  const num = (k: string) => (/^\d+$/.test(k) ? Number(k) : Number.POSITIVE_INFINITY);
  return Object.keys(acps).sort((a, b) => num(a) - num(b) || a.localeCompare(b));
}
