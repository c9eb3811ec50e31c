/**
 * The Data API's rate limit, as the simulator enforces it when asked (`--rate-limit N/min`): a fixed window
 * per caller — each API key has its own budget, requests without one share the public budget. Every `/v1`
 * answer carries `ratelimit-limit`, `ratelimit-remaining` and `ratelimit-reset` (seconds until the window
 * resets); past the limit the answer is 429 with the same headers and `Retry-After`.
 */
export interface RateLimitPolicy {
  limit: number;
  windowSeconds: number;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, sec: 1, min: 60, m: 60, h: 3600, hour: 3600 };

/** `N/min`, `N/s` or `N/h` (e.g. `30/min`). */
export function parseRateLimit(spec: string): RateLimitPolicy {
  const m = /^\s*(\d+)\s*\/\s*([a-z]+)\s*$/.exec(spec);
  const windowSeconds = m ? UNIT_SECONDS[m[2] as string] : undefined;
  if (!m || windowSeconds === undefined || Number(m[1]) < 1) {
    throw new Error(`bad rate limit "${spec}": expected N/min, N/s or N/h with N ≥ 1`);
  }
  return { limit: Number(m[1]), windowSeconds };
}

export interface RateLimitVerdict {
  allowed: boolean;
  headers: Record<string, string>;
}

interface Window {
  startedMs: number;
  used: number;
}

export class RateLimiter {
  private windows = new Map<string, Window>();

  constructor(
    private policy: RateLimitPolicy | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Sets (or with null lifts) the limit; every caller starts a fresh window. */
  set(policy: RateLimitPolicy | null): void {
    this.policy = policy;
    this.windows.clear();
  }

  current(): RateLimitPolicy | null {
    return this.policy;
  }

  /** Counts one request of `caller` (an API key, or '' for the public budget); null when no limit is set. */
  take(caller: string): RateLimitVerdict | null {
    const policy = this.policy;
    if (!policy) return null;
    const now = this.now();
    const windowMs = policy.windowSeconds * 1000;
    let window = this.windows.get(caller);
    if (!window || now - window.startedMs >= windowMs) {
      window = { startedMs: now, used: 0 };
      this.windows.set(caller, window);
    }
    const allowed = window.used < policy.limit;
    if (allowed) window.used++;
    const resetSeconds = Math.max(1, Math.ceil((window.startedMs + windowMs - now) / 1000));
    const headers: Record<string, string> = {
      'ratelimit-limit': String(policy.limit),
      'ratelimit-remaining': String(policy.limit - window.used),
      'ratelimit-reset': String(resetSeconds),
    };
    if (!allowed) headers['retry-after'] = String(resetSeconds);
    return { allowed, headers };
  }
}
