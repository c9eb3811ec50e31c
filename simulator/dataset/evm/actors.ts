import { evmAddress } from '../ids';
import type { Rng } from '../rng';
import { logUniform, toUnits } from './amounts';
import type { ChainBuilder } from './builder';

/** The keyless deployer of TeleporterMessenger v1 (nonce 0 creates 0x253b…5fcf on every chain). */
export const TELEPORTER_DEPLOYER = '0x618FEdD9A45a8C456812ecAAE70C671c6249DfaC';

/**
 * The chain's externally owned accounts and the roles some of them play. Ordinary users join over
 * the window (funded by the exchange wallet when they do), so address counts grow like a real chain's.
 */
export class Actors {
  /** Ordinary users in join order. */
  readonly users: number[] = [];
  readonly joinTimes: number[] = [];
  private readonly cumWeights: number[] = [];
  joined = 0;
  readonly exchange: number;
  readonly team: number[];
  readonly spammer: number;
  readonly relayer: number;
  readonly devs: number[];
  readonly keyless: number;

  constructor(
    b: ChainBuilder,
    private readonly rng: Rng,
    count: number,
    windowStart: number,
    windowEnd: number,
  ) {
    const wei = (whole: number) => toUnits(rng, whole, 18);
    this.exchange = b.addAccount(evmAddress(rng), 'eoa', {}, wei(40_000_000), rng.int(2_000_000, 4_000_000));
    this.team = [0, 1, 2].map(() =>
      b.addAccount(evmAddress(rng), 'eoa', {}, wei(logUniform(rng, 50_000, 400_000)), rng.int(10, 900)),
    );
    this.spammer = b.addAccount(evmAddress(rng), 'eoa', {}, wei(300), rng.int(0, 40));
    this.relayer = b.addAccount(evmAddress(rng), 'eoa', {}, wei(25_000), rng.int(50_000, 90_000));
    this.keyless = b.addAccount(TELEPORTER_DEPLOYER, 'eoa', {}, wei(10), 0);
    const founders = Math.ceil(count * 0.45);
    const span = windowEnd - windowStart;
    const joins: number[] = [];
    for (let i = 0; i < count; i++) joins.push(i < founders ? windowStart : windowStart + rng.int(0, span - 1));
    joins.sort((x, y) => x - y);
    let total = 0;
    for (let i = 0; i < count; i++) {
      const founder = i < founders;
      const balance = founder ? wei(logUniform(rng, 0.5, 250_000)) : 0n;
      const nonce = founder ? Math.floor(logUniform(rng, 1, 20_000)) : 0;
      this.users.push(b.addAccount(evmAddress(rng), 'eoa', {}, balance, nonce));
      this.joinTimes.push(joins[i] as number);
      // Zipf-like activity: a few bots and power users send most transactions.
      total += 1 / (1 + rng.int(0, count)) ** 0.9;
      this.cumWeights.push(total);
    }
    this.joined = founders;
    this.devs = this.users.slice(0, Math.max(3, Math.round(founders / 8)));
  }

  /** Users whose join time has come but who have not been funded yet. */
  dueJoiner(now: number): number | undefined {
    if (this.joined >= this.users.length) return undefined;
    return (this.joinTimes[this.joined] as number) <= now ? this.users[this.joined] : undefined;
  }

  markJoined() {
    this.joined += 1;
  }

  /** A joined user, weighted by activity. */
  sender(): number {
    const n = Math.max(1, this.joined);
    const target = this.rng.next() * (this.cumWeights[n - 1] as number);
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumWeights[mid] as number) < target) lo = mid + 1;
      else hi = mid;
    }
    return this.users[lo] as number;
  }

  /** A joined user other than `not`, half uniformly and half by activity. */
  recipient(not: number): number {
    for (let i = 0; i < 8; i++) {
      const r = this.rng.chance(0.5)
        ? this.sender()
        : (this.users[this.rng.int(0, Math.max(1, this.joined) - 1)] as number);
      if (r !== not) return r;
    }
    return this.exchange;
  }

  /** `k` distinct joined users. */
  many(k: number): number[] {
    const out = new Set<number>();
    const n = Math.max(1, this.joined);
    for (let i = 0; out.size < Math.min(k, n) && i < k * 4; i++) out.add(this.users[this.rng.int(0, n - 1)] as number);
    return [...out];
  }
}
