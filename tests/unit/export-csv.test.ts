import { csvField, csvLine } from '@main/services/export/csv';
import { fileHeader, serializeRows } from '@main/services/export/file-format';
import { erc20Row, nativeRow } from '@main/services/export/rows';
import { EXPORT_COLUMNS } from '@shared/export/columns';
import type { Erc20Transfer, NativeTransaction } from '@shared/models/data/transactions';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv-reader';

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const OTHER = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';

function nativeTx(over: Partial<NativeTransaction> = {}): NativeTransaction {
  return {
    blockNumber: '71204117',
    blockTimestamp: 1_790_000_000,
    blockHash: `0x${'ab'.repeat(32)}`,
    chainId: '43114',
    blockIndex: 3,
    txHash: `0x${'cd'.repeat(32)}`,
    txStatus: '1',
    txType: 2,
    gasLimit: '30000',
    gasUsed: '21000',
    gasPrice: '25000000001',
    nonce: '7',
    from: { address: ADDRESS },
    to: { address: OTHER },
    method: { callType: 'NATIVE_TRANSFER', methodHash: '', methodName: 'Native Transfer' },
    value: '1',
    ...over,
  };
}

const stream = { chainId: '43114', address: ADDRESS.toLowerCase(), list: 'native' as const };
const AVAX = { symbol: 'AVAX', decimals: 18 };

describe('CSV writer (RFC 4180)', () => {
  it('quotes only fields with a comma, quote, CR or LF, doubling quotes', () => {
    expect(csvField('plain', true)).toBe('plain');
    expect(csvField('a,b', true)).toBe('"a,b"');
    expect(csvField('say "hi"', true)).toBe('"say ""hi"""');
    expect(csvField('two\nlines', true)).toBe('"two\nlines"');
    expect(csvField('cr\rhere', false)).toBe('"cr\rhere"');
    expect(csvField('', true)).toBe('');
    expect(csvLine(['a', 'b,c', ''], [true, true, true])).toBe('a,"b,c",\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula, but never touches numbers', () => {
    expect(csvField('=HYPERLINK("http://x")', true)).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1', true)).toBe("'+1");
    expect(csvField('@SUM(A1)', true)).toBe("'@SUM(A1)");
    expect(csvField('-5', false)).toBe('-5');
  });

  it('round-trips awkward token symbols and method names through a CSV reader', () => {
    const symbol = 'US"D, 💵\r\nnew';
    const row = erc20Row({ ...stream, list: 'erc20' }, {
      blockNumber: '1',
      blockTimestamp: 0,
      blockHash: '0x',
      txHash: '0xabc',
      from: { address: OTHER },
      to: { address: ADDRESS },
      logIndex: 4,
      value: '100',
      erc20Token: { address: '0xtoken', name: 'n', symbol, decimals: 6, ercType: 'ERC-20' },
    } satisfies Erc20Transfer);
    const [header, record] = parseCsv(fileHeader('csv') + serializeRows('csv', [row]));
    expect(header).toEqual(EXPORT_COLUMNS.map((c) => c.key));
    expect(record?.[header!.indexOf('token_symbol')]).toBe(symbol);
    expect(record?.[header!.indexOf('value')]).toBe('0.0001');
    expect(record?.[header!.indexOf('direction')]).toBe('in');
    expect(record?.[header!.indexOf('log_index')]).toBe('4');
    expect(record).toHaveLength(EXPORT_COLUMNS.length);
  });
});

describe('rows: exact amounts', () => {
  it('keeps integers beyond 2^53 exact, in wei and as decimals', () => {
    // 2^53 + 1 wei, and a value whose float would lose its last digits.
    const big = '123456789012345678901234567890';
    const row = nativeRow(stream, nativeTx({ value: big }), AVAX);
    expect(row.values.value_raw).toBe(big);
    expect(row.values.value).toBe('123456789012.34567890123456789');
    const justOver = nativeRow(stream, nativeTx({ value: '9007199254740993' }), AVAX);
    expect(justOver.values.value).toBe('0.009007199254740993');
    expect(nativeRow(stream, nativeTx({ value: '0' }), AVAX).values.value).toBe('0');
    expect(nativeRow(stream, nativeTx({ value: '1' }), AVAX).values.value).toBe('0.000000000000000001');
    expect(nativeRow(stream, nativeTx({ value: '5000000000000000000' }), AVAX).values.value).toBe('5');
  });

  it('computes the fee exactly as gasUsed × gasPrice', () => {
    const row = nativeRow(stream, nativeTx({ gasUsed: '21000', gasPrice: '25000000001' }), AVAX);
    expect(row.values.fee_raw).toBe('525000000021000');
    expect(row.values.fee).toBe('0.000525000000021');
  });

  it('uses the token decimals (0 and 6 included) and the chain native token', () => {
    const transfer = (decimals: number, value: string) =>
      erc20Row(
        { ...stream, list: 'erc20' },
        {
          blockNumber: '1',
          blockTimestamp: 0,
          blockHash: '0x',
          txHash: '0xabc',
          from: { address: ADDRESS },
          to: { address: ADDRESS },
          logIndex: 0,
          value,
          erc20Token: { address: '0xtoken', name: 'n', symbol: 'T', decimals, ercType: 'ERC-20' },
        },
      );
    expect(transfer(0, '1234567890123456789').values.value).toBe('1234567890123456789');
    expect(transfer(6, '1000001').values.value).toBe('1.000001');
    expect(transfer(6, '1').values.direction).toBe('self');
    const beam = nativeRow(stream, nativeTx({ value: '1500' }), { symbol: 'BEAM', decimals: 3 });
    expect(beam.values).toMatchObject({ value: '1.5', decimals: '3', token_symbol: 'BEAM' });
  });

  it('says direction, status, method and time as the columns document', () => {
    const out = nativeRow(stream, nativeTx(), AVAX).values;
    expect(out).toMatchObject({
      direction: 'out',
      status: 'success',
      method: 'Native Transfer',
      timestamp_utc: '2026-09-21T14:13:20Z',
      address: ADDRESS,
      kind: 'native',
    });
    const failedIn = nativeRow(
      stream,
      nativeTx({ from: { address: OTHER }, to: { address: ADDRESS }, txStatus: '0', method: undefined }),
      AVAX,
    ).values;
    expect(failedIn).toMatchObject({ direction: 'in', status: 'failed', method: '' });
    const hashOnly = nativeRow(
      stream,
      nativeTx({ method: { callType: 'CONTRACT_CALL', methodHash: '0xa9059cbb' } }),
      AVAX,
    );
    expect(hashOnly.values.method).toBe('0xa9059cbb');
  });

  it('keeps a value that is not an integer raw and leaves its decimal empty rather than guessing', () => {
    const row = nativeRow(stream, nativeTx({ value: '1e18' }), AVAX);
    expect(row.values).toMatchObject({ value: '', value_raw: '1e18' });
  });
});

describe('JSON Lines', () => {
  it('writes one object per line with every column, amounts as strings and empty values as null', () => {
    const rows = [nativeRow(stream, nativeTx({ value: '123456789012345678901234567890' }), AVAX)];
    const lines = serializeRows('jsonl', rows).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    const object = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(Object.keys(object)).toEqual(EXPORT_COLUMNS.map((c) => c.key));
    expect(object.value_raw).toBe('123456789012345678901234567890');
    expect(object.log_index).toBeNull();
    expect(fileHeader('jsonl')).toBe('');
  });
});

describe('README column reference', () => {
  it('lists every column, in file order, as EXPORT_COLUMNS says', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('| column | meaning |'));
    const lines = table.split('\n').slice(2);
    const rows = lines
      .slice(
        0,
        lines.findIndex((l) => !l.startsWith('|')),
      )
      .map((l) => /^\| `([a-z_]+)` \| (.*) \|$/.exec(l)?.slice(1));
    expect(rows).toEqual(EXPORT_COLUMNS.map((c) => [c.key, c.about]));
  });
});
