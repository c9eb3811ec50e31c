import type { Rng } from './dataset/rng';

/**
 * Faults the simulator can inject, in the form `kind[:arg][@probability]`, comma-separated:
 *   latency:MS        add MS of delay, then answer normally
 *   429[:SECONDS]     Too Many Requests with Retry-After (default 1 s)
 *   400               Bad Request with an ErrorBody (the service refusing what it was asked)
 *   500 | 502 | 503   error status with an ErrorBody
 *   404               Not Found with an ErrorBody: what the Data API says of a transaction it has not
 *                     indexed yet while the node already knows it (the app's "pending indexing" path)
 *   malformed         200 with a body that is not JSON
 *   truncated         200 whose body stops half-way (connection closed)
 *   stall             never answers (until the client gives up; closed after 120 s)
 * Per request: header `x-sim-fault: <spec>`. Armed for the next N matching requests:
 *   POST /__sim/faults {"fault":"503","times":2,"path":"/v1/chains"}   DELETE /__sim/faults
 */
export type FaultKind = 'latency' | '400' | '404' | '429' | '500' | '502' | '503' | 'malformed' | 'truncated' | 'stall';
export interface Fault {
  kind: FaultKind;
  arg?: number;
  probability: number;
}

const KINDS: readonly FaultKind[] = [
  'latency',
  '400',
  '404',
  '429',
  '500',
  '502',
  '503',
  'malformed',
  'truncated',
  'stall',
];

export function parseFaults(spec: string): Fault[] {
  if (!spec.trim()) return [];
  return spec.split(',').map((raw) => {
    const m = /^\s*([a-z0-9]+)(?::(\d+))?(?:@(0(?:\.\d+)?|1(?:\.0+)?))?\s*$/.exec(raw);
    if (!m || !KINDS.includes(m[1] as FaultKind)) {
      throw new Error(`bad fault "${raw}": expected kind[:arg][@probability] with kind one of ${KINDS.join(', ')}`);
    }
    if (m[1] === 'latency' && m[2] === undefined) throw new Error(`bad fault "${raw}": latency needs :MS`);
    return {
      kind: m[1] as FaultKind,
      arg: m[2] === undefined ? undefined : Number(m[2]),
      probability: m[3] === undefined ? 1 : Number(m[3]),
    };
  });
}

interface ArmedFault {
  faults: Fault[];
  remaining: number;
  path?: string;
}

/** Decides, per request, which faults apply: CLI faults, the request's header, and armed faults. */
export class FaultPlan {
  private armed: ArmedFault[] = [];

  constructor(
    private readonly global: Fault[],
    private readonly rng: Rng,
  ) {}

  arm(spec: string, times: number, path?: string): void {
    this.armed.push({ faults: parseFaults(spec), remaining: times, path });
  }

  clear(): void {
    this.armed = [];
  }

  pick(path: string, headerSpec: string | undefined): Fault[] {
    const out: Fault[] = [];
    for (const f of this.global) if (this.rng.chance(f.probability)) out.push(f);
    if (headerSpec) out.push(...parseFaults(headerSpec).filter((f) => this.rng.chance(f.probability)));
    const armed = this.armed.find((a) => a.remaining > 0 && (!a.path || path.startsWith(a.path)));
    if (armed) {
      armed.remaining -= 1;
      out.push(...armed.faults);
      this.armed = this.armed.filter((a) => a.remaining > 0);
    }
    return out;
  }
}
