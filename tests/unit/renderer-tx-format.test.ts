import { txOutcome } from '@renderer/components/transfer/tx-outcome';
import {
  callTypeLabel,
  fiatValueOf,
  findChainInfo,
  firstFilledSection,
  otherChains,
  parseDecimal,
  sectionCounts,
  splitCalldata,
  txTypeLabel,
} from '@renderer/views/tx/tx-format';
import type { ChainInfo } from '@shared/models/data/chains';
import { TransactionDetail } from '@shared/models/data/transactions';
import { describe, expect, it } from 'vitest';

const chain = (chainId: string, platformChainId: string, isTestnet: boolean): ChainInfo => ({
  chainId,
  platformChainId,
  isTestnet,
  status: 'OK',
  chainName: `Chain ${chainId}`,
  description: '',
  vmName: 'EVM',
  rpcUrl: 'https://rpc.example',
  networkToken: { name: 'Token', symbol: 'TKN', decimals: 18 },
});

describe('parseDecimal', () => {
  it('reads decimal strings, JSON numbers and exponents without a float', () => {
    expect(parseDecimal('12.50')).toEqual({ units: 1250n, scale: 2 });
    expect(parseDecimal(30.25)).toEqual({ units: 3025n, scale: 2 });
    expect(parseDecimal('1e-7')).toEqual({ units: 1n, scale: 7 });
    expect(parseDecimal('2.5E+3')).toEqual({ units: 2500n, scale: 0 });
    expect(parseDecimal('-0.5')).toEqual({ units: -5n, scale: 1 });
    expect(parseDecimal('.5')).toEqual({ units: 5n, scale: 1 });
  });

  it('refuses what is not a decimal', () => {
    for (const bad of ['', '.', 'abc', '1.2.3', '0x10', '1e999', 'NaN']) expect(parseDecimal(bad)).toBeNull();
  });
});

describe('fiatValueOf', () => {
  it('multiplies a wei amount by a price exactly', () => {
    expect(fiatValueOf('1500000000000000000', 18, '20.5')).toBe('30.75');
    // 123,456,789.123456789012345678 AVAX at $0.000001: a float would drop the tail.
    expect(fiatValueOf('123456789123456789012345678', 18, '0.000001')).toBe('123.456789123456789012345678');
    expect(fiatValueOf(21000n * 25000000000n, 18, 35)).toBe('0.018375');
    expect(fiatValueOf('0', 18, '35.1')).toBe('0');
  });

  it('is null for an unreadable amount or price', () => {
    expect(fiatValueOf('1.5', 18, '2')).toBeNull();
    expect(fiatValueOf('1', 18, 'n/a')).toBeNull();
    expect(fiatValueOf('1', -1, '2')).toBeNull();
  });
});

describe('labels', () => {
  it('names transaction types and call types, keeping unknown values', () => {
    expect(txTypeLabel(0)).toBe('Legacy');
    expect(txTypeLabel(2)).toBe('EIP-1559 (dynamic fee)');
    expect(txTypeLabel(9)).toBe('Type 9');
    expect(callTypeLabel('CONTRACT_CALL')).toBe('Contract call');
    expect(callTypeLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('reads the receipt status the Data API sends', () => {
    expect(txOutcome('1')).toBe('success');
    expect(txOutcome('0')).toBe('failed');
    expect(txOutcome('0x1')).toBe('success');
    expect(txOutcome('FAILED')).toBe('failed');
    expect(txOutcome('2')).toBe('unknown');
  });
});

describe('splitCalldata', () => {
  it('splits the selector from the 32-byte words, with byte offsets', () => {
    const word1 = '000000000000000000000000'.padEnd(64, 'a');
    const word2 = '1'.padStart(64, '0');
    const data = splitCalldata(`0xA9059CBB${word1}${word2}`);
    expect(data?.selector).toBe('0xa9059cbb');
    expect(data?.byteLength).toBe(68);
    expect(data?.words).toEqual([
      { index: 0, offset: 4, hex: word1 },
      { index: 1, offset: 36, hex: word2 },
    ]);
  });

  it('handles empty, short, ragged and invalid input', () => {
    expect(splitCalldata('0x')).toEqual({ selector: null, words: [], byteLength: 0 });
    expect(splitCalldata('0xabcd')).toEqual({ selector: '0xabcd', words: [], byteLength: 2 });
    expect(splitCalldata('0x12345678ffff')?.words).toEqual([{ index: 0, offset: 4, hex: 'ffff' }]);
    expect(splitCalldata('0x123')).toBeNull();
    expect(splitCalldata('hello')).toBeNull();
  });
});

describe('chains', () => {
  const chains = [chain('43114', 'C-main', false), chain('43113', 'C-fuji', true), chain('4337', 'beam', false)];

  it('finds a chain by EVM chain id or by blockchain id', () => {
    expect(findChainInfo(chains, '4337')?.chainId).toBe('4337');
    expect(findChainInfo(chains, 'C-fuji')?.chainId).toBe('43113');
    expect(findChainInfo(chains, 'nope')).toBeUndefined();
    expect(findChainInfo(undefined, '4337')).toBeUndefined();
  });

  it('lists the other chains, same network kind first', () => {
    expect(otherChains(chains, '43114').map((c) => c.chainId)).toEqual(['4337', '43113']);
    expect(otherChains(chains, '43113').map((c) => c.chainId)).toEqual(['43114', '4337']);
    expect(otherChains(chains, '999').map((c) => c.chainId)).toEqual(['43114', '43113', '4337']);
  });
});

describe('sections', () => {
  const party = { address: '0x0000000000000000000000000000000000000001' };
  const base = TransactionDetail.parse({
    networkTokenDetails: { networkToken: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 } },
    nativeTransaction: {
      blockNumber: '1',
      blockTimestamp: 1,
      blockHash: '0x',
      chainId: '43114',
      blockIndex: 0,
      txHash: '0x',
      txStatus: '1',
      txType: 2,
      gasLimit: '21000',
      gasUsed: '21000',
      gasPrice: '1',
      nonce: '0',
      from: party,
      to: party,
      value: '0',
      input: '0x',
      baseFeePerGas: '1',
    },
  });

  it('counts each section and opens the first that has something', () => {
    expect(sectionCounts(base)).toEqual({ erc20: 0, erc721: 0, erc1155: 0, internal: 0, teleporter: 0 });
    expect(firstFilledSection(sectionCounts(base))).toBe('erc20');
    const withInternal = {
      ...base,
      internalTransactions: [
        {
          from: party,
          to: party,
          internalTxType: 'CALL',
          value: '0',
          isReverted: false,
          gasUsed: '1',
          gasLimit: '2',
        },
      ],
      teleporterMessageInfo: { teleporterMessageId: '0x1', direction: 'SOURCE_TRANSACTION' },
    };
    const counts = sectionCounts(withInternal);
    expect(counts.internal).toBe(1);
    expect(counts.teleporter).toBe(1);
    expect(firstFilledSection(counts)).toBe('internal');
  });
});
