/** What one answer's rate-limit headers said; each value null when that header was absent or unreadable. */
export interface RateLimitReading {
  limit: number | null;
  remaining: number | null;
  /** When the window resets (epoch ms). */
  resetAt: number | null;
}

interface HeaderSource {
  get(name: string): string | null;
}

/** A `reset` this large is a Unix time (as GitHub-style `x-ratelimit-reset` sends), not seconds from now. */
const EPOCH_SECONDS_FROM = 1_000_000_000;

/** The leading integer: draft-03's `ratelimit-limit: 100, 100;w=60` names its policy after the number. */
function leadingInt(value: string | null | undefined): number | null {
  const m = value ? /^\s*(\d{1,15})(?:\.\d+)?\s*(?:[,;]|$)/.exec(value) : null;
  return m ? Number(m[1]) : null;
}

/** The draft's structured form `ratelimit: limit=100, remaining=50, reset=30` (keys in any order). */
function structuredField(value: string | null, key: string): string | null {
  if (!value) return null;
  const m = new RegExp(`(?:^|[,;\\s])${key}=(\\d+)`, 'i').exec(value);
  return m ? (m[1] ?? null) : null;
}

function header(headers: HeaderSource, name: string): string | null {
  return headers.get(`ratelimit-${name}`) ?? headers.get(`x-ratelimit-${name}`);
}

/**
 * Reads `ratelimit-limit`/`-remaining`/`-reset` (IETF draft), their `x-ratelimit-*` forms, or the
 * structured `ratelimit` header. Null when the answer carried no budget at all.
 */
export function readRateLimitHeaders(headers: HeaderSource, nowMs: number): RateLimitReading | null {
  const structured = headers.get('ratelimit');
  const limit = leadingInt(header(headers, 'limit') ?? structuredField(structured, 'limit'));
  const remaining = leadingInt(header(headers, 'remaining') ?? structuredField(structured, 'remaining'));
  if (limit === null && remaining === null) return null;
  const reset = leadingInt(header(headers, 'reset') ?? structuredField(structured, 'reset'));
  const resetAt =
    reset === null ? null : reset >= EPOCH_SECONDS_FROM ? Math.max(nowMs, reset * 1000) : nowMs + reset * 1000;
  return { limit, remaining, resetAt };
}
