import { nodeTxRows } from '@renderer/queries/node-transactions';
import { blocksRead } from '@renderer/views/home/blocks-read';
import type { EvmBlock, EvmTransaction } from '@shared/models/node/evm';
import { describe, expect, it } from 'vitest';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

function tx(n: number, block: number, input: string, to: string | null = address(2)): EvmTransaction {
  return {
    hash: hash(n),
    nonce: '0x0',
    blockHash: hash(1000 + block),
    blockNumber: `0x${block.toString(16)}`,
    transactionIndex: '0x0',
    from: address(1),
    to,
    value: '0xde0b6b3a7640000',
    gas: '0x5208',
    input,
  };
}

function block(number: number, transactions: EvmBlock['transactions']): EvmBlock {
  return {
    number: `0x${number.toString(16)}`,
    hash: hash(1000 + number),
    parentHash: hash(999 + number),
    timestamp: `0x${(1_700_000_000 + number).toString(16)}`,
    gasLimit: '0x7a1200',
    gasUsed: '0x5208',
    transactions,
  } as EvmBlock;
}

describe('latest transactions of node blocks', () => {
  it('lists the newest block first and, within a block, its last transaction first', () => {
    const rows = nodeTxRows([block(11, [tx(1, 11, '0x'), tx(2, 11, '0x')]), block(10, [tx(3, 10, '0x')])]);
    expect(rows.map((r) => r.hash)).toEqual([hash(2), hash(1), hash(3)]);
    expect(rows[0]).toMatchObject({ blockNumber: '11', timestamp: 1_700_000_011, value: 10n ** 18n });
  });

  it('keeps the 4-byte selector of a call, none for a plain transfer, and marks a creation by its missing to', () => {
    const [call, transfer, creation] = nodeTxRows([
      block(5, [tx(3, 5, '0x6080', null), tx(2, 5, '0x'), tx(1, 5, '0xA9059CBB0000')]),
    ]);
    expect(call).toMatchObject({ selector: '0xa9059cbb', to: address(2) });
    expect(transfer).toMatchObject({ selector: null });
    expect(creation).toMatchObject({ to: null });
  });

  it('skips bare hashes (a block read without full transactions has no rows to show)', () => {
    expect(nodeTxRows([block(5, [hash(9)])])).toEqual([]);
  });

  it('names the blocks an answer covers', () => {
    expect(blocksRead({ top: 1_011, bottom: 1_000 })).toBe('the last 12 blocks (#1,000 to #1,011)');
    expect(blocksRead({ top: 0, bottom: 0 })).toBe('the last block (#0)');
  });
});
