import { messageInWords, paramInWords } from '@renderer/format/param-words';
import { describe, expect, it } from 'vitest';

describe('error messages in the words of the forms', () => {
  it('turns a leading field path into its label', () => {
    expect(messageInWords('pageSize: must be at least 1', 'pageSize')).toBe('Page size must be at least 1');
    expect(messageInWords('addresses: enter at least one address or node ID', 'addresses')).toBe(
      'Addresses: enter at least one address or node ID',
    );
    expect(messageInWords('addresses.2: must be a P-Chain address', 'addresses.2')).toBe(
      'Address 3 must be a P-Chain address',
    );
  });

  it('puts camelCase parameter names inside a service message into words', () => {
    expect(messageInWords('blockNumber 99999999 is after the latest block 4000 of chain 43114')).toBe(
      'As-of block 99999999 is after the latest block 4000 of chain 43114',
    );
    expect(messageInWords('pageSize must be between 1 and 100, got 500')).toBe(
      'Page size must be between 1 and 100, got 500',
    );
    expect(messageInWords('endTimestamp: must not be before startTimestamp', 'endTimestamp')).toBe(
      'End time must not be before start time',
    );
  });

  it('leaves messages without parameter names, and unknown names, as they are', () => {
    expect(messageInWords('Injected 500')).toBe('Injected 500');
    expect(messageInWords('start index (9) > last accepted index (4)')).toBe(
      'start index (9) > last accepted index (4)',
    );
    expect(messageInWords('fooBar: is odd', 'fooBar')).toBe('FooBar is odd');
    expect(paramInWords('nodeIds')).toBe('node IDs');
  });
});
