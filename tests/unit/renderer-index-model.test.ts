import { paramsFieldErrors } from '@renderer/api';
import {
  containerSize,
  INDEX_CHOICES,
  indexNameOf,
  latestWindow,
  newerWindow,
  newestFirst,
  olderWindow,
  parsePosition,
  rangeOutcome,
  resizedWindow,
  startsBeyondLast,
} from '@renderer/views/index-browser/index-model';
import {
  LOOKUP_INFO,
  LOOKUP_METHODS,
  lookupFieldMessage,
  lookupParams,
} from '@renderer/views/index-browser/lookup-model';
import { INDEX_NAMES } from '@shared/contract/node/common';
import type { Container } from '@shared/models/node/index';
import { describe, expect, it } from 'vitest';

const ID = '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm';

const container = (index: number): Container => ({
  id: `id-${index}`,
  bytes: '0x00',
  timestamp: '2024-01-01T00:00:00Z',
  encoding: 'hex',
  index: String(index),
});

describe('index choices', () => {
  it('offers every index of the contract, only X/vtx as history', () => {
    expect(INDEX_CHOICES.map((c) => c.name)).toEqual([...INDEX_NAMES]);
    expect(INDEX_CHOICES.filter((c) => c.historical).map((c) => c.name)).toEqual(['X/vtx']);
    for (const c of INDEX_CHOICES) expect(`${c.chain}/${c.kind}`).toBe(c.name);
  });

  it('reads a route into an index name, refusing unknown paths', () => {
    expect(indexNameOf('P', 'block')).toBe('P/block');
    expect(indexNameOf('X', 'vtx')).toBe('X/vtx');
    expect(indexNameOf('C', 'tx')).toBeNull();
    expect(indexNameOf('p', 'block')).toBeNull();
    expect(indexNameOf('Q', 'block')).toBeNull();
  });
});

describe('containerSize', () => {
  it('counts bytes of 0x hex and refuses anything else', () => {
    expect(containerSize('0x')).toBe(0);
    expect(containerSize('0x00ff10')).toBe(3);
    expect(containerSize('abcd')).toBe(2);
    expect(containerSize('0xabc')).toBeNull();
    expect(containerSize('0xzz')).toBeNull();
  });
});

describe('range windows page backwards from the last accepted', () => {
  it('latest window ends at the last accepted index and stops at 0', () => {
    expect(latestWindow(1921, 10)).toEqual({ startIndex: 1912, numToFetch: 10 });
    expect(latestWindow(4, 10)).toEqual({ startIndex: 0, numToFetch: 5 });
    expect(latestWindow(0, 1024)).toEqual({ startIndex: 0, numToFetch: 1 });
  });

  it('older windows are contiguous and end at index 0', () => {
    const first = latestWindow(25, 10);
    const second = olderWindow(first, 10);
    expect(second).toEqual({ startIndex: 6, numToFetch: 10 });
    const third = olderWindow(second as NonNullable<typeof second>, 10);
    expect(third).toEqual({ startIndex: 0, numToFetch: 6 });
    expect(olderWindow(third as NonNullable<typeof third>, 10)).toBeNull();
  });

  it('newer windows come back up and stop at the last accepted', () => {
    expect(newerWindow({ startIndex: 0, numToFetch: 6 }, 10, 25)).toEqual({ startIndex: 6, numToFetch: 10 });
    expect(newerWindow({ startIndex: 6, numToFetch: 10 }, 10, 25)).toEqual({ startIndex: 16, numToFetch: 10 });
    expect(newerWindow({ startIndex: 16, numToFetch: 10 }, 10, 25)).toBeNull();
    expect(newerWindow({ startIndex: 10, numToFetch: 10 }, 10, 22)).toEqual({ startIndex: 20, numToFetch: 3 });
  });

  it('a new page size keeps the newest container of the window in view', () => {
    expect(resizedWindow({ startIndex: 100, numToFetch: 10 }, 50, 500)).toEqual({ startIndex: 60, numToFetch: 50 });
    expect(resizedWindow({ startIndex: 100, numToFetch: 10 }, 1024, null)).toEqual({ startIndex: 0, numToFetch: 110 });
    expect(resizedWindow({ startIndex: 490, numToFetch: 50 }, 10, 500)).toEqual({ startIndex: 491, numToFetch: 10 });
  });

  it('names the outcomes: partial page, start beyond last', () => {
    expect(rangeOutcome({ startIndex: 5, numToFetch: 10 }, 3)).toBe('partial');
    expect(rangeOutcome({ startIndex: 5, numToFetch: 10 }, 10)).toBe('complete');
    expect(startsBeyondLast({ startIndex: 11, numToFetch: 1 }, 10)).toBe(true);
    expect(startsBeyondLast({ startIndex: 10, numToFetch: 1 }, 10)).toBe(false);
    expect(startsBeyondLast({ startIndex: 11, numToFetch: 1 }, null)).toBe(false);
  });

  it('lists newest first and reads positions from the hash', () => {
    expect(newestFirst([container(3), container(10), container(7)]).map((c) => c.index)).toEqual(['10', '7', '3']);
    expect(parsePosition('42')).toBe(42);
    expect(parsePosition('0')).toBe(0);
    expect(parsePosition('-1')).toBeNull();
    expect(parsePosition('4.2')).toBeNull();
    expect(parsePosition(null)).toBeNull();
  });
});

describe('lookup form', () => {
  it('sends the value under each method’s own field and reads that field’s message', () => {
    expect(lookupParams('P/block', 'byIndex', ' 7 ')).toEqual({
      index: 'P/block',
      encoding: 'hex',
      containerIndex: '7',
    });
    expect(lookupParams('X/tx', 'isAccepted', ID)).toEqual({ index: 'X/tx', encoding: 'hex', id: ID });
    for (const method of LOOKUP_METHODS) {
      const good = method === 'byIndex' ? '7' : ID;
      const info = LOOKUP_INFO[method];
      expect(
        lookupFieldMessage(method, paramsFieldErrors(info.channel, lookupParams('P/block', method, good))),
      ).toBeNull();
      const bad = lookupFieldMessage(method, paramsFieldErrors(info.channel, lookupParams('P/block', method, 'nope')));
      expect(bad).toMatch(method === 'byIndex' ? /whole number/ : /.+/);
    }
    expect(lookupFieldMessage('byIndex', { _: 'whole form wrong' })).toBe('whole form wrong');
  });

  it('the contract refuses numToFetch above 1024 and 0 (current nodes answer 0 with an error) on the range form', () => {
    const base = { index: 'P/block', encoding: 'hex', startIndex: '0' };
    expect(paramsFieldErrors('node.index.getContainerRange', { ...base, numToFetch: '1025' }).numToFetch).toBe(
      'must be at most 1024',
    );
    expect(paramsFieldErrors('node.index.getContainerRange', { ...base, numToFetch: '1024' })).toEqual({});
    expect(paramsFieldErrors('node.index.getContainerRange', { ...base, numToFetch: '0' }).numToFetch).toBe(
      'must be at least 1 (nodes answer 0 with an error)',
    );
    expect(paramsFieldErrors('node.index.getContainerRange', { ...base, numToFetch: '1' })).toEqual({});
  });
});
