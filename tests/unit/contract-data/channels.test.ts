import { dataHandlers } from '@main/handlers/data';
import { dataChannels } from '@shared/contract/data/index';
import { ErrorBody } from '@shared/models/data/errors';
import { zodIssueToAppError } from '@shared/schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { conformanceProblems } from '../../conformance/strict';
import { RESULTS } from './samples';
import {
  type DataChannel,
  EXPECTED_CHANNELS,
  expectAccepted,
  parseResult,
  refusal,
  stripUndefined,
  VALID,
  withUnknownKeys,
} from './support';

/** The Data API part of the contract as a whole: every endpoint, its cache class, handler and result. */

describe('data channels: the map', () => {
  it('has exactly one channel per endpoint of the spec', () => {
    expect(Object.keys(dataChannels).sort()).toEqual([...EXPECTED_CHANNELS].sort());
  });

  it('gives each channel the cache class of its data', () => {
    const cache = Object.fromEntries(Object.entries(dataChannels).map(([name, spec]) => [name, spec.cache]));
    expect(cache).toEqual({
      'data.aggregateSignatures': 'none',
      'data.getAggregatedSignatures': 'none',
      'data.exportTransactions': 'none',
      'data.getOperation': 'none',
      'data.getDeploymentTransaction': 'immutable',
      'data.getTransaction': 'immutable',
      'data.listLatestTransactions': 'none',
      'data.listLatestBlocks': 'none',
      'data.getNativeBalance': 'balance',
      'data.listErc20Balances': 'balance',
      'data.listErc721Balances': 'balance',
      'data.listCollectibleBalances': 'balance',
      'data.listErc20Transfers': 'balance',
      'data.listNativeTransactions': 'balance',
      'data.listNftCollectionTokens': 'balance',
      'data.listSubnets': 'network',
      'data.listPendingRewards': 'network',
      'data.listVerticesByHeight': 'network',
      'data.getMetrics': 'metrics',
      'data.listChains': 'network',
    });
  });

  it.each(EXPECTED_CHANNELS as DataChannel[])('%s accepts a valid example unchanged', (channel) => {
    expect(expectAccepted(channel, VALID[channel])).toEqual(VALID[channel]);
  });

  it.each(EXPECTED_CHANNELS.filter((c) => c !== 'data.listChains') as DataChannel[])(
    '%s refuses unknown keys (params are strict)',
    (channel) => {
      const error = refusal(channel, { ...(VALID[channel] as object), bogus: 1 });
      expect(error.message).toMatch(/bogus/);
    },
  );

  it('has one handler per channel', () => {
    expect(Object.keys(dataHandlers).sort()).toEqual([...EXPECTED_CHANNELS].sort());
  });
});

describe('data results: every channel', () => {
  it('cover every channel', () => {
    expect(Object.keys(RESULTS).sort()).toEqual([...EXPECTED_CHANNELS].sort());
  });

  it.each(EXPECTED_CHANNELS as DataChannel[])(
    '%s: the sample is what the SDK accepts, and parses unchanged',
    (channel) => {
      const { sample, sdk: sdkSchema } = RESULTS[channel];
      const clean = stripUndefined(sample);
      expect(conformanceProblems(sdkSchema, clean)).toEqual([]);
      const parsed = parseResult(channel, clean);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(clean);
    },
  );

  it.each(EXPECTED_CHANNELS as DataChannel[])('%s: unknown keys are kept at every level', (channel) => {
    const augmented = withUnknownKeys(stripUndefined(RESULTS[channel].sample));
    const parsed = parseResult(channel, augmented);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(augmented);
  });

  it('ErrorBody: message string or list, statusCode, open error name', () => {
    expect(ErrorBody.parse({ message: 'bad', statusCode: 400, error: 'Bad Request' })).toEqual({
      message: 'bad',
      statusCode: 400,
      error: 'Bad Request',
    });
    expect(
      ErrorBody.safeParse({ message: ['a', 'b'], statusCode: 429, error: 'Slow Down', traceId: 't' }).data,
    ).toEqual({
      message: ['a', 'b'],
      statusCode: 429,
      error: 'Slow Down',
      traceId: 't',
    });
    const missing = ErrorBody.safeParse({ message: 'x', error: 'Not Found' });
    expect(missing.success).toBe(false);
    expect(zodIssueToAppError(missing.error as z.ZodError, 'parse').field).toBe('statusCode');
  });
});
