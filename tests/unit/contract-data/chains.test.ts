import { describe, expect, it } from 'vitest';
import { RESULTS } from './samples';
import { expectAccepted, expectRefused, query, refusal, resultRuleTests, send } from './support';

/** The chains the Data API indexes. */

describe('chain list', () => {
  it('takes no params, a network, or a feature', () => {
    expect(expectAccepted('data.listChains', undefined)).toBeUndefined();
    expectAccepted('data.listChains', {});
    expectRefused(
      'data.listChains',
      { feature: 'search' },
      'feature',
      'must be one of nftIndexing, webhooks, teleporter',
    );
    expect(refusal('data.listChains', { page: 1 }).message).toMatch(/page/);
  });
});

describe('chain list: handlers', () => {
  it('listChains reads /v1/chains with or without filters', async () => {
    const all = await send('data.listChains', undefined);
    expect(all.url.href).toBe('https://data.test/v1/chains');
    const some = await send('data.listChains', { network: 'fuji', feature: 'webhooks' });
    expect(query(some)).toEqual({ network: 'fuji', feature: 'webhooks' });
  });
});

describe('chain list: results', () => {
  resultRuleTests(RESULTS, {
    unknownEnums: [
      ['data.listChains', 'chains.0.status', 'DEGRADED'],
      ['data.listChains', 'chains.0.vmName', 'SVM'],
      ['data.listChains', 'chains.0.enabledFeatures', ['nftIndexing', 'search']],
    ],
    missing: [['data.listChains', 'chains.0.rpcUrl']],
    wrongTypes: [['data.listChains', 'chains.0.isTestnet', 'false']],
  });
});
