import { describe, expect, it } from 'vitest';
import { RESULTS } from './samples';
import { ADDRESS, BAD_CHECKSUM, expectAccepted, expectRefused, refusal, resultRuleTests, send, VALID } from './support';

/** Transaction export jobs and the operation lookup that follows them. */

describe('transaction export', () => {
  const base = VALID['data.exportTransactions'] as Record<string, unknown>;
  const options = { addresses: [ADDRESS], includeChains: ['43114'] };
  it('type is only TRANSACTION_EXPORT_EVM', () => {
    expectRefused(
      'data.exportTransactions',
      { ...base, type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK' },
      'type',
      'must be TRANSACTION_EXPORT_EVM',
    );
    expectRefused('data.exportTransactions', { options }, 'type', 'must be TRANSACTION_EXPORT_EVM');
  });

  it('dates are YYYY-MM-DD, real, and in order (deprecated startDate/endDate too)', () => {
    expectAccepted('data.exportTransactions', { type: 'TRANSACTION_EXPORT_EVM', options });
    expectAccepted('data.exportTransactions', { ...base, firstDate: '2024-02-29', lastDate: '2024-02-29' });
    expectAccepted('data.exportTransactions', {
      type: 'TRANSACTION_EXPORT_EVM',
      startDate: '2023-05-01',
      endDate: '2023-05-02',
      options,
    });
    expectRefused(
      'data.exportTransactions',
      { ...base, firstDate: '2023/05/01' },
      'firstDate',
      'must be a date as YYYY-MM-DD',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, lastDate: '2023-02-30' },
      'lastDate',
      'is not a real calendar date',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, firstDate: '2023-05-03' },
      'lastDate',
      'must not be before firstDate',
    );
    expectRefused(
      'data.exportTransactions',
      { type: 'TRANSACTION_EXPORT_EVM', startDate: '2023-05-03', endDate: '2023-05-02', options },
      'endDate',
      'must not be before startDate',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, startDate: '1 May 2023' },
      'startDate',
      'must be a date as YYYY-MM-DD',
    );
  });

  it('options: at least one EVM address and one chain id, nothing else', () => {
    expectRefused('data.exportTransactions', { type: 'TRANSACTION_EXPORT_EVM' }, 'options', /expected object/);
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { ...options, addresses: [] } },
      'options.addresses',
      'must list at least one address',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { ...options, addresses: [BAD_CHECKSUM] } },
      'options.addresses.0',
      /checksum/,
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { ...options, includeChains: [] } },
      'options.includeChains',
      'must list at least one chain id',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { ...options, includeChains: ['c chain'] } },
      'options.includeChains.0',
      /EVM chain id/,
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { addresses: [ADDRESS] } },
      'options.includeChains',
      'must be a list of chain ids',
    );
    expect(refusal('data.exportTransactions', { ...base, options: { ...options, assets: [] } }).message).toMatch(
      /assets/,
    );
  });

  it('operation lookup needs an id', () => {
    expectRefused('data.getOperation', { operationId: '  ' }, 'operationId', 'is required');
    expectRefused('data.getOperation', {}, 'operationId', 'is required');
  });
});

describe('transaction export: handlers', () => {
  it('getOperation encodes its path segment', async () => {
    const b = await send('data.getOperation', { operationId: 'a/b?c' });
    expect(b.url.pathname).toBe('/v1/operations/a%2Fb%3Fc');
    expect(b.url.search).toBe('');
  });

  it('exportTransactions POSTs the request as given', async () => {
    const s = await send('data.exportTransactions', VALID['data.exportTransactions']);
    expect(s.method).toBe('POST');
    expect(s.url.href).toBe('https://data.test/v1/operations/transactions:export');
    expect(s.body).toEqual(VALID['data.exportTransactions']);
  });
});

describe('transaction export: results', () => {
  resultRuleTests(RESULTS, {
    unknownEnums: [
      ['data.getOperation', 'operationStatus', 'PAUSED'],
      ['data.getOperation', 'operationType', 'TRANSACTION_EXPORT_SOMETHING'],
      ['data.getOperation', 'metadata.code', 'ErrBrandNew'],
    ],
    missing: [
      ['data.getOperation', 'operationId'],
      ['data.getOperation', 'createdAtTimestamp'],
    ],
  });
});
