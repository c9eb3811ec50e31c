import { backoffDelay, DEFAULT_RETRY, type HttpDeps, httpRequest, parseRetryAfter } from '@main/services/http';
import { RetryWaits } from '@main/services/retry-waits';
import { AppErrorException } from '@shared/errors';
import { describe, expect, it } from 'vitest';

/** A scripted fetch: each call takes the next answer; records when each call happened. */
function scripted(answers: Array<() => Response | Promise<Response>>) {
  let clock = 0;
  const calls: number[] = [];
  const sleeps: number[] = [];
  const deps: HttpDeps = {
    fetch: async () => {
      calls.push(clock);
      const next = answers.shift();
      if (!next) throw new Error('unexpected extra call');
      return next();
    },
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
  };
  return { deps, calls, sleeps };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const req = { url: 'http://127.0.0.1:1/v1/x', method: 'GET' as const, timeoutMs: 1000 };

describe('httpRequest retry policy', () => {
  it('retries 429 honouring Retry-After seconds, then returns the success', async () => {
    const { deps, calls, sleeps } = scripted([json(429, {}, { 'retry-after': '2' }), json(200, { ok: 1 })]);
    const answer = await httpRequest(req, deps);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('retries 502 and 503 with growing backoff, bounded by maxAttempts', async () => {
    const { deps, calls, sleeps } = scripted([
      json(502, {}),
      json(503, {}),
      json(503, {}),
      json(503, { message: 'down' }),
    ]);
    const answer = await httpRequest(req, deps);
    expect(calls).toHaveLength(DEFAULT_RETRY.maxAttempts);
    expect(answer.status).toBe(503);
    expect(sleeps).toHaveLength(DEFAULT_RETRY.maxAttempts - 1);
  });

  it('does not retry 500, 400 or 404', async () => {
    for (const status of [500, 400, 404]) {
      const { deps, calls } = scripted([json(status, { message: 'no' })]);
      const answer = await httpRequest(req, deps);
      expect(answer.status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it('gives up instead of waiting past the elapsed-time budget', async () => {
    const { deps, calls, sleeps } = scripted([json(429, {}, { 'retry-after': '600' })]);
    const answer = await httpRequest(
      { ...req, retry: { ...DEFAULT_RETRY, maxDelayMs: 700_000, maxElapsedMs: 5000 } },
      deps,
    );
    expect(answer.status).toBe(429);
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('does not retry sooner than a Retry-After longer than it would ever wait', async () => {
    const { deps, calls, sleeps } = scripted([json(429, {}, { 'retry-after': '55' }), json(200, { ok: 1 })]);
    const answer = await httpRequest({ ...req, retry: { ...DEFAULT_RETRY, maxDelayMs: 8000 } }, deps);
    expect(answer).toMatchObject({ status: 429, retryAfterMs: 55_000 });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('turns a 200 with a non-JSON body into a parse error', async () => {
    const { deps } = scripted([() => new Response('{"oops": nope', { status: 200 })]);
    await expect(httpRequest(req, deps)).rejects.toMatchObject({ error: { kind: 'parse' } });
  });

  it('turns a stalled server into a timeout error', async () => {
    const deps: HttpDeps = {
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
      sleep: async () => {},
      now: () => 0,
    };
    const error = await httpRequest({ ...req, timeoutMs: 30 }, deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppErrorException);
    expect((error as AppErrorException).error.kind).toBe('timeout');
  });

  it('turns a refused connection into a network error', async () => {
    const deps: HttpDeps = {
      fetch: async () => {
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
      },
      sleep: async () => {},
      now: () => 0,
    };
    await expect(httpRequest(req, deps)).rejects.toMatchObject({
      error: { kind: 'network', message: expect.stringContaining('ECONNREFUSED') },
    });
  });
});

describe('retry waits are announced', () => {
  it('tells onRetry the status, the wait and the next attempt before each wait, and nothing on success', async () => {
    const { deps } = scripted([json(429, {}, { 'retry-after': '3' }), json(503, {}), json(200, { ok: 1 })]);
    const waits: unknown[] = [];
    const answer = await httpRequest(
      {
        ...req,
        onRetry: (w) => {
          waits.push(w);
          return undefined;
        },
      },
      deps,
    );
    expect(answer.status).toBe(200);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toEqual({ status: 429, waitMs: 3000, nextAttempt: 2 });
    expect(waits[1]).toMatchObject({ status: 503, nextAttempt: 3 });
  });
});

describe('a cancelled retry wait', () => {
  it('stops retrying at once and answers with the error in hand', async () => {
    const { deps, calls } = scripted([
      json(429, { message: 'slow down' }, { 'retry-after': '30' }),
      json(200, { ok: 1 }),
    ]);
    const controller = new AbortController();
    // The wait never ends by itself: only the cancel can end it.
    const sleeping = { ...deps, sleep: () => new Promise<void>(() => {}) };
    const pending = httpRequest(
      {
        ...req,
        onRetry: () => {
          queueMicrotask(() => controller.abort());
          return controller.signal;
        },
      },
      sleeping,
    );
    const answer = await pending;
    expect(answer.status).toBe(429);
    expect(answer.json).toEqual({ message: 'slow down' });
    expect(calls).toHaveLength(1);
  });

  it('a signal that never fires leaves the retry to happen', async () => {
    const { deps } = scripted([json(503, {}), json(200, { ok: 1 })]);
    const answer = await httpRequest({ ...req, onRetry: () => new AbortController().signal }, deps);
    expect(answer.status).toBe(200);
  });
});

describe('RetryWaits', () => {
  it('cancels a wait it knows once, and refuses unknown ids', () => {
    const waits = new RetryWaits();
    const { retryId, signal } = waits.begin(1000);
    expect(signal.aborted).toBe(false);
    expect(waits.cancel(retryId)).toBe(true);
    expect(signal.aborted).toBe(true);
    expect(waits.cancel(retryId)).toBe(false);
    expect(waits.cancel('nope')).toBe(false);
  });
});

describe('Retry-After and backoff', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3', 0)).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(parseRetryAfter('soon', 0)).toBeNull();
    expect(parseRetryAfter(null, 0)).toBeNull();
  });

  it('caps the delay and grows it exponentially without Retry-After', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(1, policy, 50_000)).toBe(1000);
    for (let i = 0; i < 20; i++) {
      const d1 = backoffDelay(1, policy, null);
      const d3 = backoffDelay(3, policy, null);
      expect(d1).toBeGreaterThanOrEqual(50);
      expect(d1).toBeLessThanOrEqual(100);
      expect(d3).toBeGreaterThanOrEqual(200);
      expect(d3).toBeLessThanOrEqual(400);
    }
  });
});
