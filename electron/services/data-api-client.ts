import { AppErrorException, appError, NO_DATA_API, NO_METRICS_API } from '@shared/errors';
import { apiKeyTransport } from './api-key-policy';
import { parseJsonKeepingDigits } from './exact-json';
import { type HttpDeps, httpError, httpRequest, type RetryPolicy, type RetryWait } from './http';
import { readRateLimitHeaders } from './rate-limit-headers';
import type { RateLimitObservation } from './rate-limits';

export interface DataApiConfig {
  dataApiUrl: string;
  metricsApiUrl: string;
  apiKeyHeader: string;
  timeoutMs: number;
  /** The user's opt-in to send the key over plain http to a non-loopback host (see apiKeyTransport). */
  allowKeyOverHttp?: boolean;
}

export type QueryValue = string | number | boolean | readonly string[] | undefined;
export type Query = Record<string, QueryValue>;

export interface GetOptions {
  /** Keys whose JSON number values are read as strings of their exact digits (see exact-json.ts). */
  exactNumbers?: readonly string[];
  signal?: AbortSignal;
}

/** Builds `?a=1&b=x,y`, leaving out undefined values; arrays are comma-separated as the spec asks. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** Encodes one path segment (ids may contain characters that must not split the path). */
export const seg = (value: string | number) => encodeURIComponent(String(value));

/** What a call to a service the profile does not name answers: an expected absence, not a failure. */
export function noServiceError(base: 'data' | 'metrics') {
  return base === 'metrics'
    ? appError('unavailable', 'This profile has no metrics API URL', { code: NO_METRICS_API })
    : appError('unavailable', 'This profile has no Data API URL (node only)', { code: NO_DATA_API });
}

/**
 * Client of the Data API (`/v1` at dataApiUrl) and the metrics API (`/v2` at metricsApiUrl).
 * Configuration and key are read per call, so switching profile takes effect at once.
 */
export class DataApiClient {
  constructor(
    private readonly config: () => DataApiConfig,
    private readonly apiKey: () => Promise<string | null>,
    private readonly options: {
      retry?: RetryPolicy;
      deps?: HttpDeps;
      /** Told of every retry wait, with the path asked for (the app forwards it to the renderer). */
      onRetry?: (wait: RetryWait & { path: string }) => AbortSignal | undefined;
      /** Told of the rate-limit budget each Data API (`/v1`) answer announces in its headers. */
      onRateLimit?: (observation: RateLimitObservation) => void;
    } = {},
  ) {}

  get(path: string, query?: Query, base: 'data' | 'metrics' = 'data', options: GetOptions = {}): Promise<unknown> {
    return this.send('GET', path, query, undefined, base, options);
  }

  post(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
    return this.send('POST', path, undefined, body, 'data', { signal });
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    query: Query | undefined,
    body: unknown,
    base: 'data' | 'metrics',
    options: GetOptions,
  ): Promise<unknown> {
    const exact = options.exactNumbers;
    const cfg = this.config();
    const root = base === 'metrics' ? cfg.metricsApiUrl : cfg.dataApiUrl;
    if (root === '') throw new AppErrorException(noServiceError(base));
    const url = `${root}${path}${toQueryString(query)}`;
    const key = await this.apiKey();
    if (key) {
      const transport = apiKeyTransport(url, cfg.allowKeyOverHttp ?? false);
      // Refused before anything is sent: a request without the key would only fail upstream more obscurely.
      if (!transport.send) {
        throw new AppErrorException(appError('validation', transport.reason, { field: 'profile.allowKeyOverHttp' }));
      }
    }
    const answer = await httpRequest(
      {
        url,
        method,
        body,
        credentialHeaders: key ? { [cfg.apiKeyHeader]: key } : {},
        timeoutMs: cfg.timeoutMs,
        retry: this.options.retry,
        signal: options.signal,
        ...(exact?.length ? { parse: (text: string) => parseJsonKeepingDigits(text, exact) } : {}),
        onRetry: (wait) => this.options.onRetry?.({ ...wait, path }),
        onAnswer: (status, headers) => {
          // The metrics API may be another service with its own limits: only /v1 answers feed the budget.
          const reading =
            base === 'data' && this.options.onRateLimit
              ? readRateLimitHeaders(headers, this.options.deps?.now() ?? Date.now())
              : null;
          if (reading) this.options.onRateLimit?.({ ...reading, status, keyUsed: Boolean(key) });
        },
      },
      this.options.deps,
    );
    if (answer.status < 200 || answer.status >= 300) {
      const error = httpError(answer.status, answer.json, answer.text, url);
      throw new AppErrorException(
        answer.retryAfterMs === null ? error : { ...error, retryAfterMs: answer.retryAfterMs },
      );
    }
    return answer.json;
  }
}
