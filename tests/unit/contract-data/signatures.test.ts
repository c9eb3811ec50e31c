import { describe, expect, it } from 'vitest';
import { RESULTS } from './samples';
import { CB58_ID, expectAccepted, expectRefused, resultRuleTests, send, TX_HASH } from './support';

/** The signature aggregator: aggregate a Warp message, or look up the signatures of a P-Chain tx. */

describe('signature aggregation', () => {
  const base = { network: 'mainnet', message: 'abcd' };
  it('needs a message or a justification, as hex with an optional 0x', () => {
    expectAccepted('data.aggregateSignatures', { network: 'mainnet', justification: '0xabcd' });
    expectAccepted('data.aggregateSignatures', { network: 'mainnet', message: 'ABCD', justification: '00' });
    expectRefused(
      'data.aggregateSignatures',
      { network: 'mainnet' },
      'message',
      'message or justification is required',
    );
    expectRefused('data.aggregateSignatures', { network: 'mainnet', message: 'xyz' }, 'message', /must be hex/);
    expectRefused('data.aggregateSignatures', { network: 'mainnet', message: '0xabc' }, 'message', /whole bytes/);
    expectRefused(
      'data.aggregateSignatures',
      { network: 'mainnet', justification: '0x' },
      'justification',
      /must be hex/,
    );
  });

  it('quorumPercentage and quorumPercentageBuffer are whole numbers 0–100', () => {
    for (const field of ['quorumPercentage', 'quorumPercentageBuffer']) {
      expectAccepted('data.aggregateSignatures', { ...base, quorumPercentage: 0, [field]: 0 });
      expectRefused('data.aggregateSignatures', { ...base, [field]: -1 }, field, 'must be at least 0');
      expectRefused('data.aggregateSignatures', { ...base, [field]: 101 }, field, 'must be at most 100');
      expectRefused(
        'data.aggregateSignatures',
        { ...base, [field]: 50.5 },
        field,
        'must be a whole number from 0 to 100',
      );
    }
    expectAccepted('data.aggregateSignatures', { ...base, quorumPercentage: 100 });
  });

  it('quorumPercentage + quorumPercentageBuffer ≤ 100, reported on the buffer (default quorum 67 counts)', () => {
    expectAccepted('data.aggregateSignatures', { ...base, quorumPercentage: 60, quorumPercentageBuffer: 40 });
    expectRefused(
      'data.aggregateSignatures',
      { ...base, quorumPercentage: 60, quorumPercentageBuffer: 41 },
      'quorumPercentageBuffer',
      'quorumPercentage + quorumPercentageBuffer must be at most 100 (60 + 41 = 101)',
    );
    expectAccepted('data.aggregateSignatures', { ...base, quorumPercentageBuffer: 33 });
    expectRefused(
      'data.aggregateSignatures',
      { ...base, quorumPercentageBuffer: 34 },
      'quorumPercentageBuffer',
      /67 \+ 34 = 101/,
    );
  });

  it('signingSubnetId is hex or cb58; pChainHeight a whole number ≥ 0', () => {
    expectAccepted('data.aggregateSignatures', { ...base, signingSubnetId: CB58_ID, pChainHeight: 0 });
    expectAccepted('data.aggregateSignatures', { ...base, signingSubnetId: `0x${'ab'.repeat(32)}`, pChainHeight: 12 });
    expectAccepted('data.aggregateSignatures', { ...base, signingSubnetId: 'cd'.repeat(32) });
    expectRefused(
      'data.aggregateSignatures',
      { ...base, signingSubnetId: 'subnet' },
      'signingSubnetId',
      /cb58, or 32 bytes of hex/,
    );
    expectRefused(
      'data.aggregateSignatures',
      { ...base, signingSubnetId: `0x${'ab'.repeat(31)}` },
      'signingSubnetId',
      /cb58/,
    );
    expectRefused('data.aggregateSignatures', { ...base, pChainHeight: -1 }, 'pChainHeight', 'must be 0 or more');
    expectRefused('data.aggregateSignatures', { ...base, pChainHeight: 1.5 }, 'pChainHeight', 'must be a whole number');
  });

  it('aggregated signatures by tx: the hash is a primary-network (cb58) tx id', () => {
    expectRefused('data.getAggregatedSignatures', { network: 'fuji', txHash: TX_HASH }, 'txHash', /cb58/);
  });
});

describe('signature aggregation: handlers', () => {
  it('aggregateSignatures POSTs the body without the network', async () => {
    const s = await send('data.aggregateSignatures', {
      network: 'fuji',
      justification: '0xab',
      quorumPercentageBuffer: 5,
    });
    expect(s.method).toBe('POST');
    expect(s.url.href).toBe('https://data.test/v1/signatureAggregator/fuji/aggregateSignatures');
    expect(s.body).toEqual({ justification: '0xab', quorumPercentageBuffer: 5 });
  });

  it('getAggregatedSignatures encodes its path segments', async () => {
    const a = await send('data.getAggregatedSignatures', { network: 'mainnet', txHash: CB58_ID });
    expect(a.url.pathname).toBe(`/v1/signatureAggregator/mainnet/aggregateSignatures/${CB58_ID}`);
  });
});

describe('signature aggregation: results', () => {
  resultRuleTests(RESULTS, {
    missing: [['data.aggregateSignatures', 'signedMessage']],
  });
});
