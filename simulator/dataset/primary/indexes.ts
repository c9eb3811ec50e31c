import type { Rng } from '../rng';
import { fillBytes, idOf } from './codec';
import type { BuildCtx } from './context';
import { SIM_NOW } from './params';
import { rfc3339 } from './time';
import type { ContainerRecord, IndexRecord } from './types';

/** The node's indexes: containers in acceptance order; those indexed while bootstrapping carry that time. */

export interface Accepted {
  id: string;
  bytes: Uint8Array;
  /** Unix seconds the network accepted it. */
  time: number;
}

export function buildIndex(rng: Rng, ctx: BuildCtx, accepted: Accepted[]): IndexRecord {
  const containers: ContainerRecord[] = [];
  const positionById = new Map<string, number>();
  let bootstrapNanos = 0;
  let last = { seconds: 0, nanos: 0 };
  for (const a of accepted) {
    let seconds: number;
    let nanos: number;
    if (a.time <= ctx.p.bootstrapTime) {
      bootstrapNanos += rng.int(20_000, 4_000_000);
      seconds = ctx.p.bootstrapTime + Math.floor(bootstrapNanos / 1e9);
      nanos = bootstrapNanos % 1e9;
    } else {
      seconds = a.time + rng.int(0, 2);
      nanos = rng.int(0, 999_999) * 1000 + (rng.chance(0.1) ? 0 : rng.int(1, 999));
    }
    // Acceptance order is time order: never print an earlier time than the previous container's.
    if (seconds < last.seconds || (seconds === last.seconds && nanos <= last.nanos)) {
      seconds = last.seconds;
      nanos = last.nanos + 1000;
      if (nanos >= 1e9) {
        seconds += 1;
        nanos -= 1e9;
      }
    }
    last = { seconds, nanos };
    positionById.set(a.id, containers.length);
    containers.push({ id: a.id, bytes: a.bytes, timestamp: rfc3339(seconds, nanos, ctx.p.utcOffsetMinutes) });
  }
  return { containers, positionById };
}

/** C-Chain blocks as the index holds them: RLP-framed bytes, id = hash. */
export function cChainAccepted(rng: Rng, ctx: BuildCtx): Accepted[] {
  const out: Accepted[] = [];
  const total = ctx.p.sizes.cBlocks;
  const start = ctx.p.genesisTime + 600;
  let last = start;
  for (let i = 0; i < total; i++) {
    const time = Math.max(last + 1, start + Math.floor(((SIM_NOW - 5 - start) * (i + rng.next())) / total));
    const size = rng.int(540, 1400);
    const bytes = new Uint8Array(3 + size);
    bytes.set([0xf9, size >> 8, size & 0xff]);
    bytes.set(fillBytes(rng.int(1, 0xffffffff), size), 3);
    out.push({ id: idOf(bytes), bytes, time });
    last = time;
  }
  return out;
}
