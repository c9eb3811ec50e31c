import {
  parseBalanceFilters,
  parseBlockRange,
  splitAddressList,
  wholeNumberInput,
} from '@renderer/views/address/filters';
import { toChecksumAddress } from '@shared/ids';
import { describe, expect, it } from 'vitest';

const CHAIN = '43114';
const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72';
const TOKEN_A = '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e';
const TOKEN_B = '0x9702230a8ea53601f5cd2dc00fdbc13d4df4a8c7';

describe('wholeNumberInput', () => {
  it('turns digits into a number, empty into undefined, and passes anything else through', () => {
    expect(wholeNumberInput(' 42 ')).toBe(42);
    expect(wholeNumberInput('-3')).toBe(-3);
    expect(wholeNumberInput('   ')).toBeUndefined();
    expect(wholeNumberInput('1e3')).toBe('1e3');
    expect(wholeNumberInput('12abc')).toBe('12abc');
  });
});

describe('parseBlockRange', () => {
  it('accepts an open range and either end alone', () => {
    expect(parseBlockRange(CHAIN, ADDRESS, { startBlock: '', endBlock: '' })).toEqual({ ok: true, params: {} });
    expect(parseBlockRange(CHAIN, ADDRESS, { startBlock: '100', endBlock: '' })).toEqual({
      ok: true,
      params: { startBlock: 100 },
    });
    expect(parseBlockRange(CHAIN, ADDRESS, { startBlock: '', endBlock: '7' })).toEqual({
      ok: true,
      params: { endBlock: 7 },
    });
    expect(parseBlockRange(CHAIN, ADDRESS, { startBlock: '5', endBlock: '6' })).toEqual({
      ok: true,
      params: { startBlock: 5, endBlock: 6 },
    });
  });

  it('refuses an empty or inverted range with the message on endBlock (it is exclusive)', () => {
    for (const [startBlock, endBlock] of [
      ['10', '10'],
      ['11', '10'],
    ]) {
      const parsed = parseBlockRange(CHAIN, ADDRESS, {
        startBlock: startBlock as string,
        endBlock: endBlock as string,
      });
      expect(parsed).toEqual({
        ok: false,
        errors: { endBlock: 'must be above the start block (the end block itself is not included)' },
      });
    }
  });

  it('names each field that is not a whole number ≥ 0', () => {
    expect(parseBlockRange(CHAIN, ADDRESS, { startBlock: 'abc', endBlock: '-1' })).toEqual({
      ok: false,
      errors: { startBlock: 'must be a whole number', endBlock: 'must be 0 or more' },
    });
    expect(parseBlockRange(CHAIN, ADDRESS, { startBlock: '1.5', endBlock: '' })).toEqual({
      ok: false,
      errors: { startBlock: 'must be a whole number' },
    });
  });
});

describe('splitAddressList', () => {
  it('splits on commas, semicolons and whitespace and drops empty parts', () => {
    expect(splitAddressList(` ${TOKEN_A},${TOKEN_B} ;\n0x1 `)).toEqual([TOKEN_A, TOKEN_B, '0x1']);
    expect(splitAddressList(' , ')).toEqual([]);
  });
});

describe('parseBalanceFilters', () => {
  const text = (over: Partial<{ filterSpamTokens: boolean; contracts: string; blockNumber: string }>) => ({
    filterSpamTokens: true,
    contracts: '',
    blockNumber: '',
    ...over,
  });

  it('sends only what is set, the spam switch always', () => {
    expect(parseBalanceFilters(CHAIN, ADDRESS, text({}))).toEqual({ ok: true, params: { filterSpamTokens: true } });
    expect(
      parseBalanceFilters(
        CHAIN,
        ADDRESS,
        text({ filterSpamTokens: false, contracts: `${TOKEN_A} ${TOKEN_B}`, blockNumber: ' 0x10 ' }),
      ),
    ).toEqual({
      ok: true,
      params: { filterSpamTokens: false, contractAddresses: [TOKEN_A, TOKEN_B], blockNumber: '0x10' },
    });
  });

  it('names the listed address that is wrong', () => {
    expect(parseBalanceFilters(CHAIN, ADDRESS, text({ contracts: `${TOKEN_A}, 0x1234` }))).toEqual({
      ok: false,
      errors: { contractAddresses: '0x1234 must be 0x followed by 40 hex characters' },
    });
    // EIP-55 mixed case with one letter's case flipped.
    const good = toChecksumAddress(TOKEN_A);
    const at = good.slice(2).search(/[a-fA-F]/) + 2;
    const flipped = good[at] === good[at]?.toUpperCase() ? good[at]?.toLowerCase() : good[at]?.toUpperCase();
    const badChecksum = `${good.slice(0, at)}${flipped}${good.slice(at + 1)}`;
    expect(parseBalanceFilters(CHAIN, ADDRESS, text({ contracts: badChecksum }))).toEqual({
      ok: false,
      errors: { contractAddresses: `${badChecksum} has an invalid EIP-55 checksum (check the letter case)` },
    });
  });

  it('refuses a block that is not a decimal or hex number', () => {
    expect(parseBalanceFilters(CHAIN, ADDRESS, text({ blockNumber: 'latest' }))).toEqual({
      ok: false,
      errors: { blockNumber: 'must be a block number (decimal or 0x hex)' },
    });
  });
});
