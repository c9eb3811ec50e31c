import { txOutcome } from '@renderer/components/transfer/tx-outcome';
import {
  blockNeighbours,
  blockStepOf,
  headNumber,
  missingBlock,
  parseBlockNumber,
} from '@renderer/views/block/block-number';
import { blockTxRows } from '@renderer/views/block/block-txs';
import {
  gasTone,
  gasUsage,
  intervalLabel,
  isAutoRefreshSeconds,
  methodLabel,
  statusFilterOf,
} from '@renderer/views/blocks/live-rows';
import type { EvmTransaction } from '@shared/models/node/evm';
import { describe, expect, it } from 'vitest';

const key = (
  k: string,
  target: unknown = null,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: target as EventTarget | null,
  ...mods,
});

describe('block numbers', () => {
  it('reads decimal and 0x hex, refuses anything else', () => {
    expect(parseBlockNumber('71216116')).toBe(71216116n);
    expect(parseBlockNumber('0x3039')).toBe(12345n);
    expect(parseBlockNumber(' 42 ')).toBe(42n);
    expect(parseBlockNumber('-1')).toBeNull();
    expect(parseBlockNumber('12.5')).toBeNull();
    expect(parseBlockNumber('latest')).toBeNull();
    expect(parseBlockNumber('0x')).toBeNull();
  });

  it('reads the head quantity', () => {
    expect(headNumber('0x43eabf4')).toBe(0x43eabf4n);
    expect(headNumber(undefined)).toBeNull();
    expect(headNumber('garbage')).toBeNull();
  });

  it('has no previous block before genesis and no next past a known head', () => {
    expect(blockNeighbours(0n, null)).toEqual({ prev: null, next: 1n });
    expect(blockNeighbours(10n, null)).toEqual({ prev: 9n, next: 11n });
    expect(blockNeighbours(10n, 10n)).toEqual({ prev: 9n, next: null });
    expect(blockNeighbours(12n, 10n)).toEqual({ prev: 11n, next: null });
    expect(blockNeighbours(9n, 10n)).toEqual({ prev: 8n, next: 10n });
  });

  it('tells a block still to come from one the node does not know', () => {
    expect(missingBlock(105n, 100n)).toEqual({ kind: 'notYetProduced', head: 100n, toGo: 5n });
    expect(missingBlock(100n, 100n)).toEqual({ kind: 'unknown', head: 100n });
    expect(missingBlock(5n, 100n)).toEqual({ kind: 'unknown', head: 100n });
    expect(missingBlock(105n, null)).toEqual({ kind: 'unknown', head: null });
  });

  it('steps on [ and ] but not while typing or with modifiers', () => {
    expect(blockStepOf(key('['))).toBe(-1);
    expect(blockStepOf(key(']'))).toBe(1);
    expect(blockStepOf(key('a'))).toBeNull();
    expect(blockStepOf(key('[', { tagName: 'INPUT' }))).toBeNull();
    expect(blockStepOf(key(']', { tagName: 'DIV', isContentEditable: true }))).toBeNull();
    expect(blockStepOf(key(']', { tagName: 'DIV' }))).toBe(1);
    expect(blockStepOf(key('[', null, { ctrlKey: true }))).toBeNull();
    expect(blockStepOf(key(']', null, { metaKey: true }))).toBeNull();
  });
});

describe('block transactions', () => {
  const tx: EvmTransaction = {
    hash: `0x${'ab'.repeat(32)}`,
    nonce: '0x1',
    blockHash: `0x${'cd'.repeat(32)}`,
    blockNumber: '0x10',
    transactionIndex: '0x2',
    from: `0x${'11'.repeat(20)}`,
    to: null,
    value: '0xde0b6b3a7640000',
    gas: '0x5208',
    gasPrice: '0x3b9aca00',
    input: '0x',
  };

  it('reads full transactions exactly (hex quantities as BigInt) and keeps contract creations apart', () => {
    expect(blockTxRows([tx])).toEqual([
      {
        index: 2,
        hash: tx.hash,
        from: tx.from,
        to: null,
        value: 10n ** 18n,
        gas: 21000n,
        gasPrice: 1_000_000_000n,
        full: true,
      },
    ]);
  });

  it('keeps bare hashes in block order with the rest unknown', () => {
    const hash = `0x${'ef'.repeat(32)}`;
    expect(blockTxRows([hash, hash.replace('ef', '01')]).map((r) => [r.index, r.full, r.from, r.value])).toEqual([
      [0, false, null, null],
      [1, false, null, null],
    ]);
  });
});

describe('latest list rows', () => {
  it('measures gas against the limit', () => {
    const gas = gasUsage('7500000', '15000000');
    expect(gas.percent).toBe(50);
    expect(gas.percentText).toBe('50%');
    expect(gas.shortText).toBe('7.5M / 15M');
    expect(gas.exactText).toBe('7,500,000 of 15,000,000 gas (50%)');
    expect(gasUsage('0x5208', '0x0').percent).toBeNull();
    expect(gasUsage('1', '0').percentText).toBe('—');
    expect(gasTone(95)).toBe('warning');
    expect(gasTone(50)).toBe('info');
    expect(gasTone(null)).toBe('info');
  });

  it('reads the Data API transaction status and keeps unknown words raw', () => {
    expect(txOutcome('1')).toBe('success');
    expect(txOutcome('0')).toBe('failed');
    expect(txOutcome('0x1')).toBe('success');
    expect(txOutcome('FAILED')).toBe('failed');
    expect(txOutcome('pending')).toBe('unknown');
  });

  it('names the method by its decoded name, else the call type, else its selector', () => {
    expect(
      methodLabel({ callType: 'CONTRACT_CALL', methodHash: '0xa9059cbb', methodName: 'transfer(address,uint256)' }),
    ).toBe('transfer(address,uint256)');
    expect(methodLabel({ callType: 'NATIVE_TRANSFER', methodHash: '' })).toBe('Transfer');
    expect(methodLabel({ callType: 'SOMETHING_NEW', methodHash: '0x12345678' })).toBe('0x12345678');
    expect(methodLabel({ callType: 'SOMETHING_NEW', methodHash: '' })).toBe('SOMETHING_NEW');
    expect(methodLabel(undefined)).toBe('—');
  });

  it('accepts only the service statuses as a filter', () => {
    expect(statusFilterOf('failed')).toBe('failed');
    expect(statusFilterOf('success')).toBe('success');
    expect(statusFilterOf('pending')).toBeUndefined();
    expect(statusFilterOf(null)).toBeUndefined();
  });

  it('offers a fixed set of auto-refresh periods, labelled readably', () => {
    expect(isAutoRefreshSeconds(10)).toBe(true);
    expect(isAutoRefreshSeconds(7)).toBe(false);
    expect(intervalLabel(10)).toBe('10 s');
    expect(intervalLabel(60)).toBe('1 min');
  });
});
