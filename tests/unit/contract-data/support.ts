import { dataHandlers } from '@main/handlers/data';
import type { HandlerContext } from '@main/ipc/types';
import { DataApiClient } from '@main/services/data-api-client';
import { dataChannels } from '@shared/contract/data/index';
import { cb58Encode, formatAvaxAddress, nodeIdFromBytes, toChecksumAddress } from '@shared/ids';
import { zodIssueToAppError } from '@shared/schema';
import { expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * What every contract-data test file shares: valid ids, the params helpers, one valid example per
 * channel, a recording Data API client for the handlers, and the result-schema helpers.
 */

export type DataChannel = keyof typeof dataChannels;

// ---------- ids built with the project's own encoders, so every one of them is valid ----------
export const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill);
export const ADDRESS = toChecksumAddress(`0x${'ab12'.repeat(10)}`);
export const OTHER_ADDRESS = toChecksumAddress(`0x${'c0de'.repeat(10)}`);
/** ADDRESS with the case of its first letter flipped: right length, wrong EIP-55 checksum. */
export const BAD_CHECKSUM = (() => {
  const index = ADDRESS.slice(2).search(/[a-fA-F]/) + 2;
  const c = ADDRESS[index] as string;
  const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
  return ADDRESS.slice(0, index) + flipped + ADDRESS.slice(index + 1);
})();
export const TX_HASH = `0x${'5a'.repeat(32)}`;
export const CB58_ID = cb58Encode(bytes(32, 7));
export const NODE_ID = nodeIdFromBytes(bytes(20, 9));
export const P_AVAX = formatAvaxAddress('avax', bytes(20, 3), 'P');
export const X_AVAX = formatAvaxAddress('avax', bytes(20, 4), 'X');
export const P_FUJI = formatAvaxAddress('fuji', bytes(20, 3), 'P');
export const C_AVAX = formatAvaxAddress('avax', bytes(20, 3), 'C');

// ---------- helpers ----------
export function parseParams(channel: DataChannel, params: unknown) {
  return (dataChannels[channel].params as z.ZodType).safeParse(params);
}

/** The one error the router would report for refused params. */
export function refusal(channel: DataChannel, params: unknown) {
  const result = parseParams(channel, params);
  if (result.success) throw new Error(`${channel} accepted ${JSON.stringify(params)}`);
  return zodIssueToAppError(result.error, 'validation');
}

export function expectRefused(channel: DataChannel, params: unknown, field: string, message: string | RegExp) {
  const error = refusal(channel, params);
  expect(error.kind).toBe('validation');
  expect(error.field).toBe(field);
  expect(error.message.startsWith(`${field}: `)).toBe(true);
  if (typeof message === 'string') expect(error.message).toBe(`${field}: ${message}`);
  else expect(error.message).toMatch(message);
}

export function expectAccepted(channel: DataChannel, params: unknown) {
  const result = parseParams(channel, params);
  if (!result.success) throw new Error(`${channel} refused: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

// ---------- one valid example per channel ----------
export const VALID: Record<DataChannel, unknown> = {
  'data.aggregateSignatures': { network: 'fuji', message: `0x${'00ff'.repeat(8)}`, quorumPercentage: 67 },
  'data.getAggregatedSignatures': { network: 'mainnet', txHash: CB58_ID },
  'data.exportTransactions': {
    type: 'TRANSACTION_EXPORT_EVM',
    firstDate: '2023-05-01',
    lastDate: '2023-05-02',
    options: { addresses: [ADDRESS], includeChains: ['43114'] },
  },
  'data.getOperation': { operationId: 'op-123' },
  'data.getDeploymentTransaction': { chainId: '43114', address: ADDRESS, currency: 'eur' },
  'data.getTransaction': { chainId: '43114', txHash: TX_HASH },
  'data.listLatestTransactions': { chainId: '43114', status: 'success', pageSize: 10 },
  'data.listLatestBlocks': { chainId: '43114', pageSize: 10, pageToken: 'next' },
  'data.getNativeBalance': { chainId: '43114', address: ADDRESS, blockNumber: '100', currency: 'usd' },
  'data.listErc20Balances': {
    chainId: '43114',
    address: ADDRESS,
    filterSpamTokens: false,
    contractAddresses: [ADDRESS, OTHER_ADDRESS],
    currency: 'jpy',
    pageSize: 500,
  },
  'data.listErc721Balances': { chainId: '43114', address: ADDRESS, contractAddress: OTHER_ADDRESS },
  'data.listCollectibleBalances': { chainId: '43114', address: ADDRESS, pageSize: 25 },
  'data.listErc20Transfers': { chainId: '43114', address: ADDRESS, startBlock: 0, endBlock: 100 },
  'data.listNativeTransactions': { chainId: '43114', address: ADDRESS, startBlock: 5 },
  'data.listNftCollectionTokens': { chainId: '43114', address: ADDRESS, pageSize: 100 },
  'data.listSubnets': { network: 'mainnet', pageSize: 10000, sortOrder: 'desc' },
  'data.listPendingRewards': { network: 'mainnet', addresses: [P_AVAX, X_AVAX], sortOrder: 'asc' },
  'data.listVerticesByHeight': { network: 'fuji', blockchainId: 'x-chain', vertexHeight: 0 },
  'data.getMetrics': { chainId: '43114', metric: 'txCount', timeInterval: 'hour', startTimestamp: 0, endTimestamp: 10 },
  'data.listChains': { network: 'testnet', feature: 'nftIndexing' },
};

export const EXPECTED_CHANNELS = [
  'data.aggregateSignatures',
  'data.getAggregatedSignatures',
  'data.exportTransactions',
  'data.getOperation',
  'data.getDeploymentTransaction',
  'data.getTransaction',
  'data.listLatestTransactions',
  'data.listLatestBlocks',
  'data.getNativeBalance',
  'data.listErc20Balances',
  'data.listErc721Balances',
  'data.listCollectibleBalances',
  'data.listErc20Transfers',
  'data.listNativeTransactions',
  'data.listNftCollectionTokens',
  'data.listSubnets',
  'data.listPendingRewards',
  'data.listVerticesByHeight',
  'data.getMetrics',
  'data.listChains',
];

// ---------- handlers: params → the exact request ----------
export interface Sent {
  url: URL;
  method: string;
  body: unknown;
}

export function recordingContext(answer: unknown = { ok: true }) {
  const sent: Sent[] = [];
  const data = new DataApiClient(
    () => ({
      dataApiUrl: 'https://data.test',
      metricsApiUrl: 'https://metrics.test',
      apiKeyHeader: 'x-service-api-key',
      timeoutMs: 1000,
    }),
    async () => null,
    {
      deps: {
        fetch: async (input, init) => {
          sent.push({
            url: new URL(String(input)),
            method: init?.method ?? 'GET',
            body: init?.body ? JSON.parse(String(init.body)) : undefined,
          });
          return new Response(JSON.stringify(answer), { status: 200 });
        },
        sleep: async () => {},
        now: () => 0,
      },
    },
  );
  // Data handlers only touch `data`; the rest of the context is not theirs to use.
  const ctx = { data } as unknown as HandlerContext;
  return { sent, ctx };
}

export async function send(channel: DataChannel, params: unknown): Promise<Sent> {
  const { sent, ctx } = recordingContext();
  const parsed = expectAccepted(channel, params);
  const handler = dataHandlers[channel] as (p: unknown, c: HandlerContext) => Promise<unknown>;
  await expect(handler(parsed, ctx)).resolves.toEqual({ ok: true });
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
}

export const query = (s: Sent) => Object.fromEntries(s.url.searchParams.entries());

export function parseResult(channel: DataChannel, value: unknown) {
  return (dataChannels[channel].result as z.ZodType).safeParse(value);
}

export function resultError(channel: DataChannel, value: unknown) {
  const result = parseResult(channel, value);
  if (result.success) throw new Error(`${channel} result accepted`);
  return zodIssueToAppError(result.error, 'parse');
}

/** Deep copy with `change` applied at a dotted path; `undefined` deletes. */
export function withAt(value: unknown, path: string, change: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  if (change === undefined) delete node[last];
  else node[last] = change;
  return copy;
}

/** Adds an unknown key to every object, except inside maps keyed by data (alloc, storage). */
export function withUnknownKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUnknownKeys);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = { futureField: { nested: [1, 'two'] } };
  for (const [key, v] of Object.entries(value))
    out[key] = key === 'alloc' || key === 'storage' ? v : withUnknownKeys(v);
  return out;
}

export const stripUndefined = (value: unknown) => JSON.parse(JSON.stringify(value));

/** Unknown enum values, missing required fields and wrong types of a domain's results, as one table each. */
export interface ResultRules {
  /** [channel, path, an unknown value]: kept as-is. */
  unknownEnums?: [DataChannel, string, unknown][];
  /** [channel, path]: leaving it out fails, naming the path. */
  missing?: [DataChannel, string][];
  /** [channel, path, a value of the wrong type]: fails, naming the path. */
  wrongTypes?: [DataChannel, string, unknown][];
}

/** The result-schema rules of one domain, against its samples (`samples.ts`). */
export function resultRuleTests(samples: Record<DataChannel, { sample: unknown }>, rules: ResultRules): void {
  if (rules.unknownEnums?.length) {
    it.each(rules.unknownEnums)('%s: unknown value at %s is kept as-is', (channel, path, value) => {
      const input = withAt(samples[channel].sample, path, value);
      const parsed = parseResult(channel, input);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(stripUndefined(input));
    });
  }
  if (rules.missing?.length) {
    it.each(rules.missing)('%s: a missing %s fails naming its path', (channel, path) => {
      const error = resultError(channel, withAt(samples[channel].sample, path, undefined));
      expect(error.kind).toBe('parse');
      expect(error.field).toBe(path);
      expect(error.message).toMatch(new RegExp(`^${path.replace(/\./g, '\\.')}: `));
    });
  }
  if (rules.wrongTypes?.length) {
    it.each(rules.wrongTypes)('%s: a wrong type at %s fails naming its path', (channel, path, value) => {
      const error = resultError(channel, withAt(samples[channel].sample, path, value));
      expect(error.field).toBe(path);
    });
  }
}
