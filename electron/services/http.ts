import { type AppError, AppErrorException, appError } from '@shared/errors';
import { DEFAULT_MAX_BODY_BYTES } from './http-body';
import { MAX_REDIRECTS, REDIRECT_STATUSES, redirectDecision } from './http-redirects';
import { type HeaderReader, type Send, sendOverFetch, sendWithUndici, type WireAnswer } from './http-wire';

export interface RetryPolicy {
  /** Total attempts including the first. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Give up rather than wait past this much time since the first attempt. */
  maxElapsedMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 300, maxDelayMs: 8000, maxElapsedMs: 30_000 };

/** Statuses worth retrying: rate limiting and transient gateway trouble. Everything else is final. */
const RETRY_STATUSES = new Set([429, 502, 503]);

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /**
   * Headers that carry a secret (the API key): sent only to the origin of `url`, never along a redirect
   * to another origin.
   */
  credentialHeaders?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  retry?: RetryPolicy;
  signal?: AbortSignal;
  /** Reads the body text; JSON.parse unless a caller must keep digits a float would lose. */
  parse?: (text: string) => unknown;
  /**
   * Told before each wait for a retry (429/502/503), so the user can see why nothing has come yet. A
   * signal it returns ends the wait when it fires: no more retries, the answer in hand is returned.
   */
  onRetry?: (wait: RetryWait) => AbortSignal | undefined;
  /** Told of every answer's status and headers, retried ones included (rate-limit headers are read there). */
  onAnswer?: (status: number, headers: HeaderReader) => void;
  /** Answers larger than this are refused (default DEFAULT_MAX_BODY_BYTES). */
  maxBodyBytes?: number;
}

/** A retry about to be waited for: the status that caused it, how long, and which attempt comes next. */
export interface RetryWait {
  status: number;
  waitMs: number;
  nextAttempt: number;
}

export interface HttpDeps {
  /** Streams a download (httpStream); also what httpRequest sends with when there is no `send`. */
  fetch: typeof fetch;
  /** Sends httpRequest's exchanges (the app's: undici's request API). */
  send?: Send;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

const realDeps: HttpDeps = {
  fetch: (...args) => fetch(...args),
  send: sendWithUndici,
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  now: () => Date.now(),
};

export interface HttpAnswer {
  status: number;
  /** The answer's Retry-After (ms), when it had a readable one. */
  retryAfterMs: number | null;
  /** Parsed JSON, or undefined when the body was empty. */
  json: unknown;
  text: string;
}

/** Seconds or an HTTP date, as `Retry-After` allows; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function backoffDelay(attempt: number, policy: RetryPolicy, retryAfterMs: number | null): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, policy.maxDelayMs);
  const exp = policy.baseDelayMs * 2 ** (attempt - 1);
  // Full jitter keeps many clients from retrying in lock-step.
  return Math.min(policy.maxDelayMs, Math.round(exp / 2 + (Math.random() * exp) / 2));
}

interface ErrorBodyShape {
  message?: unknown;
  statusCode?: unknown;
  error?: unknown;
}

/** ErrorBody `{message, statusCode, error}` (message may be a string array in NestJS style) → AppError. */
export function httpError(status: number, json: unknown, text: string, url: string): AppError {
  const body = (typeof json === 'object' && json !== null ? json : {}) as ErrorBodyShape;
  const rawMessage = Array.isArray(body.message) ? body.message.join('; ') : body.message;
  const message =
    typeof rawMessage === 'string' && rawMessage
      ? rawMessage
      : text && text.length < 200
        ? text.trim()
        : `HTTP ${status} from ${new URL(url).host}`;
  return appError('http', message, {
    status,
    code: typeof body.error === 'string' ? body.error : undefined,
    retryable: status === 429 || status >= 500,
  });
}

function redirectRefused(from: string, reason: string): AppErrorException {
  return new AppErrorException(appError('http', `${safeHost(from)} answered with ${reason}; not followed`));
}

/**
 * One exchange: the request, then each redirect checked by redirectDecision and followed by hand (at
 * most MAX_REDIRECTS), and the final body read with a size limit.
 */
async function exchange(req: HttpRequest, send: Send, signal: AbortSignal): Promise<{ res: WireAnswer; text: string }> {
  let url = req.url;
  let method = req.method;
  let body = req.body === undefined ? undefined : JSON.stringify(req.body);
  let withCredentials = true;
  for (let hop = 0; ; hop++) {
    const res = await send(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...req.headers,
        ...(withCredentials ? req.credentialHeaders : {}),
      },
      body,
      signal,
    });
    if (!REDIRECT_STATUSES.has(res.status)) {
      // Reading the body stays under the same timeout: a stalled or truncated body must not hang.
      return { res, text: await res.text(req.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, () => safeHost(url)) };
    }
    await res.discard();
    if (hop >= MAX_REDIRECTS) throw redirectRefused(url, `more than ${MAX_REDIRECTS} redirects`);
    const next = redirectDecision(req.url, url, res.status, method, res.headers.get('location'));
    if (!next.follow) throw redirectRefused(url, next.reason);
    url = next.url;
    withCredentials = next.withCredentials;
    if (next.asGet) {
      method = 'GET';
      body = undefined;
    }
  }
}

/** Why a connection failed, as Node names it: on the error itself (undici's request) or its cause (fetch). */
function failureCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown }).code ?? (e as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : undefined;
}

async function attemptOnce(req: HttpRequest, send: Send): Promise<{ res: WireAnswer; text: string }> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(req.signal?.reason);
  req.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new Error('timeout')), req.timeoutMs);
  try {
    return await exchange(req, send, controller.signal);
  } catch (e) {
    if (e instanceof AppErrorException) throw e;
    const host = safeHost(req.url);
    if (controller.signal.aborted && !req.signal?.aborted) {
      throw new AppErrorException(
        appError('timeout', `No answer from ${host} within ${Math.round(req.timeoutMs / 1000)} s`, { retryable: true }),
      );
    }
    if (req.signal?.aborted) throw new AppErrorException(appError('network', 'Request cancelled'));
    const cause = failureCode(e);
    throw new AppErrorException(
      appError('network', `Could not reach ${host}${cause ? ` (${cause})` : ''}: ${(e as Error).message}`, {
        retryable: true,
        // The cause (ECONNREFUSED, ENOTFOUND, a TLS certificate code…) lets callers explain the failure.
        ...(cause ? { code: cause } : {}),
      }),
    );
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onAbort);
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Waits for `sleep`; false as soon as `cancel` fires (or had fired) instead. */
async function sleepUnlessCancelled(sleep: Promise<void>, cancel: AbortSignal | undefined): Promise<boolean> {
  if (!cancel) {
    await sleep;
    return true;
  }
  if (cancel.aborted) return false;
  return Promise.race([
    sleep.then(() => true),
    new Promise<boolean>((resolve) => cancel.addEventListener('abort', () => resolve(false), { once: true })),
  ]);
}

/**
 * One HTTP exchange with bounded retry on 429/502/503 (honouring Retry-After) and a per-attempt
 * timeout. Returns the final answer whatever its status; network failures and timeouts throw.
 */
export async function httpRequest(req: HttpRequest, deps: HttpDeps = realDeps): Promise<HttpAnswer> {
  const policy = req.retry ?? DEFAULT_RETRY;
  const send = deps.send ?? sendOverFetch(deps.fetch);
  const started = deps.now();
  for (let attempt = 1; ; attempt++) {
    const { res, text } = await attemptOnce(req, send);
    req.onAnswer?.(res.status, res.headers);
    const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), deps.now());
    // A Retry-After longer than we would ever wait is final: asking sooner would only be refused again.
    const waitable = retryAfterMs === null || retryAfterMs <= policy.maxDelayMs;
    if (RETRY_STATUSES.has(res.status) && attempt < policy.maxAttempts && waitable) {
      const wait = backoffDelay(attempt, policy, retryAfterMs);
      if (deps.now() - started + wait <= policy.maxElapsedMs) {
        const cancel = req.onRetry?.({ status: res.status, waitMs: wait, nextAttempt: attempt + 1 });
        if (await sleepUnlessCancelled(deps.sleep(wait), cancel)) continue;
      }
    }
    let json: unknown;
    if (text.trim()) {
      try {
        json = (req.parse ?? JSON.parse)(text);
      } catch {
        if (res.status >= 200 && res.status < 300) {
          throw new AppErrorException(
            appError('parse', `${safeHost(req.url)} answered with a body that is not valid JSON`, {
              status: res.status,
            }),
          );
        }
      }
    }
    return { status: res.status, retryAfterMs, json, text };
  }
}

export interface StreamRequest {
  url: string;
  headers?: Record<string, string>;
  /** For the answer's headers, then again for every pause between two chunks of its body. */
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * A GET whose body is streamed (a file download) rather than read whole. Redirects are not followed:
 * the caller sees the 3xx and decides whether the next URL may be fetched, and with which headers.
 * `chunks` stops with a timeout error when the body stalls for longer than `timeoutMs`; an answer whose
 * body is not wanted (a redirect, an error status) is let go with `close`.
 */
export async function httpStream(
  req: StreamRequest,
  deps: HttpDeps = realDeps,
): Promise<{ res: Response; chunks: () => AsyncGenerator<Uint8Array>; close: () => Promise<void> }> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(req.signal?.reason);
  req.signal?.addEventListener('abort', onAbort, { once: true });
  let timer = setTimeout(() => controller.abort(new Error('timeout')), req.timeoutMs);
  const host = safeHost(req.url);
  const failure = (e: unknown): AppErrorException => {
    if (req.signal?.aborted) return new AppErrorException(appError('network', 'Request cancelled'));
    if (controller.signal.aborted) {
      return new AppErrorException(
        appError('timeout', `No data from ${host} within ${Math.round(req.timeoutMs / 1000)} s`, { retryable: true }),
      );
    }
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    return new AppErrorException(
      appError('network', `Could not read from ${host}${cause ? ` (${cause})` : ''}: ${(e as Error).message}`, {
        retryable: true,
      }),
    );
  };
  const done = () => {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onAbort);
  };
  let res: Response;
  try {
    res = await deps.fetch(req.url, {
      method: 'GET',
      headers: req.headers,
      redirect: 'manual',
      signal: controller.signal,
    });
  } catch (e) {
    done();
    throw failure(e);
  }
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      if (!res.body) return;
      const reader = res.body.getReader();
      for (;;) {
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(new Error('timeout')), req.timeoutMs);
        let step: ReadableStreamReadResult<Uint8Array>;
        try {
          step = await reader.read();
        } catch (e) {
          throw failure(e);
        }
        if (step.done) return;
        yield step.value;
      }
    } finally {
      done();
    }
  }
  const close = async () => {
    done();
    await res.body?.cancel().catch(() => {});
  };
  return { res, chunks, close };
}
