import { describe, expect, it } from 'vitest';
import { classifySearch } from '../../renderer/src/search/classify';
import { cb58Encode, formatAvaxAddress, nodeIdFromBytes, toChecksumAddress } from '../../shared/ids';

const ctx = { chainId: '43114' };
const LOWER = '0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7';
const CHECKSUMMED = toChecksumAddress(LOWER);
const TX = `0x${'0f'.repeat(32)}`;

const reasonOf = (input: string) => {
  const outcome = classifySearch(input, ctx);
  if (outcome.kind !== 'unrecognised') throw new Error(`expected a reason for ${input}, got ${outcome.hash}`);
  return outcome.reason;
};
const hashOf = (input: string, chainId = '43114') => {
  const outcome = classifySearch(input, { chainId });
  if (outcome.kind !== 'route') throw new Error(`expected a route for ${input}: ${outcome.reason}`);
  return outcome.hash;
};

describe('classifySearch', () => {
  it('opens an EVM address on the search chain, in any valid case', () => {
    expect(hashOf(CHECKSUMMED)).toBe(`#/address/43114/${CHECKSUMMED}`);
    expect(hashOf(LOWER, '43113')).toBe(`#/address/43113/${LOWER}`);
    expect(hashOf(`  ${LOWER.toUpperCase().replace('0X', '0x')}  `)).toBe(
      `#/address/43114/${LOWER.toUpperCase().replace('0X', '0x')}`,
    );
    expect(hashOf(`0X${LOWER.slice(2)}`)).toBe(`#/address/43114/${LOWER}`);
  });

  it('refuses a mixed-case address with a wrong checksum and says why', () => {
    const broken = CHECKSUMMED.replace(/[a-f]/, (c) => c.toUpperCase());
    expect(reasonOf(broken)).toMatch(/checksum/);
  });

  it('opens a pasted deep link, alone or inside a full URL', () => {
    expect(hashOf('#/settings')).toBe('#/settings');
    expect(hashOf(`#/address/43113/${LOWER}`)).toBe(`#/address/43113/${LOWER}`);
    expect(hashOf('http://127.0.0.1:5173/#/validators/fuji')).toBe('#/validators/fuji');
  });

  it('explains a deep link that is not a route', () => {
    expect(reasonOf('#/nowhere/at/all')).toBe('"#/nowhere/at/all" is not a Snowscope route');
  });

  it('routes a transaction hash and a block number on the search chain', () => {
    expect(hashOf(TX)).toBe(`#/tx/43114/${TX}`);
    expect(hashOf('12345', '43113')).toBe('#/block/43113/12345');
  });

  it('explains hex of the wrong length or with non-hex characters', () => {
    expect(reasonOf('0x1234')).toBe('0x followed by 4 hex characters: an address has 40, a transaction hash 64');
    expect(reasonOf(`0x${'z'.repeat(40)}`)).toMatch(/not hex/);
    expect(reasonOf(LOWER.slice(2))).toBe('Hex without the 0x prefix: add 0x');
  });

  it('recognises primary-network identifiers it cannot open yet', () => {
    const node = nodeIdFromBytes(new Uint8Array(20).fill(7));
    expect(reasonOf(node)).toMatch(/Node IDs/);
    expect(reasonOf('NodeID-abc')).toMatch(/checksum/);
    expect(reasonOf(formatAvaxAddress('avax', new Uint8Array(20).fill(1), 'P'))).toMatch(/bech32/);
    expect(reasonOf(cb58Encode(new Uint8Array(32).fill(9)))).toMatch(/cb58 id/);
  });

  it('asks for input when empty and lists what it accepts otherwise', () => {
    expect(reasonOf('   ')).toMatch(/^Type an EVM address/);
    expect(reasonOf('hello world')).toMatch(/^Not recognised: expected an EVM address/);
  });
});
