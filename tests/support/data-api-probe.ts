import { DataApiClient } from '@main/services/data-api-client';
import { AppErrorException } from '@shared/errors';

/**
 * Runs in a child process (so NODE_EXTRA_CA_CERTS can make Node trust a test's self-signed certificate):
 * GETs each path with the Data API client and a key, prints one JSON line of outcomes.
 * argv[2]: {"dataApiUrl": "...", "key": "...", "paths": ["/v1/..."]}
 */
const { dataApiUrl, key, paths } = JSON.parse(process.argv[2] ?? '{}') as {
  dataApiUrl: string;
  key: string;
  paths: string[];
};
const client = new DataApiClient(
  () => ({ dataApiUrl, metricsApiUrl: dataApiUrl, apiKeyHeader: 'x-glacier-api-key', timeoutMs: 10_000 }),
  async () => key,
  { retry: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 1, maxElapsedMs: 1 } },
);
const outcomes = [];
for (const path of paths) {
  try {
    outcomes.push({ path, ok: true, data: await client.get(path) });
  } catch (e) {
    outcomes.push({ path, ok: false, error: e instanceof AppErrorException ? e.error : String(e) });
  }
}
console.log(JSON.stringify(outcomes));
