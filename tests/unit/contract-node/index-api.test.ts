import { describe, expect, it } from 'vitest';
import { BAD_ID, container, domainTests, parsedResult, TX_ID, without } from './support';

/** The index API (`/ext/index/{chain}/{kind}`): containers by id, index or range, last accepted. */

domainTests('node.index', {
  refusals: [
    ['node.index.getContainerByID', { index: 'Q/block', id: TX_ID }, 'index', /C\/block, P\/block, X\/tx/],
    ['node.index.getContainerByID', { index: 'C/block', id: BAD_ID }, 'id', /cb58 id/],
    [
      'node.index.getContainerByID',
      { index: 'C/block', id: TX_ID, encoding: 'json' },
      'encoding',
      /index API only accepts hex/,
    ],
    ['node.index.getContainerByIndex', { index: 'C/block', containerIndex: -1 }, 'containerIndex', /0 or more/],
    ['node.index.getContainerByIndex', { index: 'C/block' }, 'containerIndex', /is required/],
    ['node.index.getContainerRange', { index: 'X/tx', startIndex: 'x', numToFetch: 1 }, 'startIndex', /whole number/],
    ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0, numToFetch: 1025 }, 'numToFetch', /at most 1024/],
    ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0, numToFetch: -1 }, 'numToFetch', /0 or more/],
    ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0, numToFetch: 2.5 }, 'numToFetch', /whole number/],
    [
      'node.index.getContainerRange',
      { index: 'X/tx', startIndex: 0, numToFetch: 3, encoding: 'cb58' },
      'encoding',
      /index API only accepts hex/,
    ],
    ['node.index.getIndex', { index: 'X/block', id: 'abc' }, 'id', /cb58 id/],
    ['node.index.getLastAccepted', { index: 'X/vtx', encoding: 'json' }, 'encoding', /index API only accepts hex/],
    ['node.index.getLastAccepted', {}, 'index', /must be one of/],
    ['node.index.isAccepted', { index: 'P/block', id: TX_ID, encoding: 'base58' }, 'encoding', /only accepts hex/],
  ],
  samples: [
    ['node.index.getContainerByID', container('12')],
    ['node.index.getContainerByIndex', container(12)],
    ['node.index.getContainerRange', { containers: [container('0'), container(1)] }],
    ['node.index.getContainerRange', [container('0')]],
    ['node.index.getContainerRange', null],
    ['node.index.getIndex', { index: '12' }],
    ['node.index.getIndex', { index: 12 }],
    ['node.index.getLastAccepted', container('99')],
    ['node.index.isAccepted', { isAccepted: false }],
  ],
  broken: [
    ['node.index.getContainerByID', without(container('1'), 'bytes'), 'bytes', /string/],
    ['node.index.getContainerByIndex', without(container('1'), 'index'), 'index', /is required/],
    ['node.index.getContainerRange', { containers: [container('0'), without(container('1'), 'id')] }, '1.id', /string/],
    ['node.index.getIndex', {}, 'index', /is required/],
    ['node.index.isAccepted', {}, 'isAccepted', /boolean/],
  ],
  wire: [
    [
      'node.index.getContainerByID',
      { index: 'C/block', id: TX_ID },
      { path: '/ext/index/C/block', method: 'index.getContainerByID', params: { id: TX_ID, encoding: 'hex' } },
    ],
    [
      'node.index.getContainerByIndex',
      { index: 'P/block', containerIndex: '5' },
      { path: '/ext/index/P/block', method: 'index.getContainerByIndex', params: { index: 5, encoding: 'hex' } },
    ],
    [
      'node.index.getContainerRange',
      { index: 'X/tx', startIndex: '10', numToFetch: 100 },
      {
        path: '/ext/index/X/tx',
        method: 'index.getContainerRange',
        params: { startIndex: 10, numToFetch: 100, encoding: 'hex' },
      },
    ],
    [
      'node.index.getIndex',
      { index: 'X/block', id: TX_ID },
      { path: '/ext/index/X/block', method: 'index.getIndex', params: { id: TX_ID, encoding: 'hex' } },
    ],
    [
      'node.index.getLastAccepted',
      { index: 'X/vtx' },
      { path: '/ext/index/X/vtx', method: 'index.getLastAccepted', params: { encoding: 'hex' } },
    ],
    [
      'node.index.isAccepted',
      { index: 'C/block', id: TX_ID },
      { path: '/ext/index/C/block', method: 'index.isAccepted', params: { id: TX_ID, encoding: 'hex' } },
    ],
  ],
});

describe('index results', () => {
  it('turns every container-range form into one array', () => {
    expect(parsedResult('node.index.getContainerRange', null)).toEqual([]);
    expect(parsedResult('node.index.getContainerRange', { containers: null })).toEqual([]);
    const range = parsedResult('node.index.getContainerRange', { containers: [container(3)] });
    expect(range).toEqual([{ ...container('3') }]);
  });
});
