import { classifySearch, type SearchContext } from '@renderer/search/classify';
import { matchingRecents, moveActive, suggestionKind } from '@renderer/search/suggestions';
import { cb58Encode, formatAvaxAddress, nodeIdFromBytes, toChecksumAddress } from '@shared/ids';
import { describe, expect, it } from 'vitest';

const ctx = { chainId: '43114' };
const LOWER = '0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7';
const CHECKSUMMED = toChecksumAddress(LOWER);
const TX = `0x${'0f'.repeat(32)}`;

const reasonOf = (input: string, network: SearchContext['network'] = 'mainnet') => {
  const outcome = classifySearch(input, { ...ctx, network });
  if (outcome.kind !== 'unrecognised') throw new Error(`expected a reason for ${input}, got ${outcome.hash}`);
  return outcome.reason;
};
const hashOf = (input: string, chainId = '43114', network: SearchContext['network'] = 'mainnet') => {
  const outcome = classifySearch(input, { chainId, network });
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

  it('asks for input when empty and lists what it accepts otherwise', () => {
    expect(reasonOf('   ')).toMatch(/^Type an EVM address/);
    expect(reasonOf('hello world')).toMatch(/^Not recognised: expected an EVM address/);
  });

  it('keeps the query of a pasted deep link (tab, filters), even behind a browser-mode token', () => {
    expect(hashOf(`#/address/43114/${LOWER}?tab=erc20`)).toBe(`#/address/43114/${LOWER}?tab=erc20`);
    expect(hashOf('http://127.0.0.1:4000/?token=abc#/validators/fuji?node=NodeID-x')).toBe(
      '#/validators/fuji?node=NodeID-x',
    );
  });
});

/** Flips one character of the cb58 body so the checksum no longer matches (stays in the alphabet). */
function corrupt(text: string, at = 5): string {
  const c = text[at] as string;
  return `${text.slice(0, at)}${c === '2' ? '3' : '2'}${text.slice(at + 1)}`;
}

describe('classifySearch: node IDs', () => {
  const node = nodeIdFromBytes(new Uint8Array(20).fill(7));

  it('opens the validators of the active network filtered by the node', () => {
    expect(hashOf(node)).toBe(`#/validators/mainnet?node=${node}`);
    expect(hashOf(node, '43113', 'fuji')).toBe(`#/validators/fuji?node=${node}`);
    expect(hashOf(node.replace('NodeID-', 'nodeid-'))).toBe(`#/validators/mainnet?node=${node}`);
  });

  it('says why a NodeID is refused: checksum, alphabet, length, nothing after the prefix', () => {
    expect(reasonOf(corrupt(node, 10))).toMatch(/^NodeID checksum invalid/);
    expect(reasonOf('NodeID-abc')).toMatch(/^NodeID checksum invalid/);
    expect(reasonOf(`${node.slice(0, 12)}0${node.slice(13)}`)).toMatch(/NodeID has characters cb58 does not use/);
    expect(reasonOf(`NodeID-${cb58Encode(new Uint8Array(32).fill(3))}`)).toBe(
      'NodeID decodes to 32 bytes; a node ID has 20',
    );
    expect(reasonOf('NodeID-')).toMatch(/must be followed/);
  });
});

describe('classifySearch: cb58 ids', () => {
  const id = cb58Encode(new Uint8Array(32).fill(9));

  it('opens a 32-byte cb58 id as a subnet (or blockchain) of the active network', () => {
    expect(hashOf(id)).toBe(`#/subnet/mainnet/${id}`);
    expect(hashOf(id, '43113', 'fuji')).toBe(`#/subnet/fuji/${id}`);
    // Without a network in the context the search falls back to mainnet.
    const outcome = classifySearch(id, { chainId: '43114' });
    expect(outcome.kind === 'route' && outcome.hash).toBe(`#/subnet/mainnet/${id}`);
  });

  it('says why a cb58 value is refused: checksum, a short id without NodeID-, other lengths', () => {
    expect(reasonOf(corrupt(id))).toMatch(/^cb58 id checksum invalid/);
    expect(reasonOf(cb58Encode(new Uint8Array(20).fill(4)))).toMatch(/add the NodeID- prefix/);
    expect(reasonOf(cb58Encode(new Uint8Array(16).fill(4)))).toBe(
      'cb58 value of 16 bytes; subnet and blockchain ids have 32',
    );
  });

  it('does not take short base58-looking words for ids', () => {
    expect(reasonOf('abc')).toMatch(/^Not recognised/);
  });
});

describe('classifySearch: P-/X-Chain addresses', () => {
  const bytes = new Uint8Array(20).fill(1);
  const avax = formatAvaxAddress('avax', bytes);
  const fujiX = formatAvaxAddress('fuji', bytes, 'X');

  it('opens the staking rewards of the address on the network its prefix names', () => {
    expect(hashOf(avax)).toBe(`#/rewards/mainnet?addresses=${avax}`);
    expect(hashOf(`P-${avax}`)).toBe(`#/rewards/mainnet?addresses=P-${avax}`);
    // The hrp decides, not the active profile.
    expect(hashOf(fujiX, '43114', 'mainnet')).toBe(`#/rewards/fuji?addresses=${fujiX}`);
    expect(hashOf(`P-${avax}`.toUpperCase())).toBe(`#/rewards/mainnet?addresses=P-${avax}`);
  });

  it('says why a bech32 address is refused', () => {
    const broken = `${avax.slice(0, -1)}${avax.endsWith('q') ? 'p' : 'q'}`;
    expect(reasonOf(broken)).toMatch(/bech32 checksum is invalid/);
    expect(reasonOf(`C-${avax}`)).toMatch(/use the P- form/);
    expect(reasonOf(`Q-${avax}`)).toMatch(/not a chain prefix/);
    expect(reasonOf(`${avax.slice(0, 10)}b${avax.slice(11)}`)).toMatch(/characters bech32 does not use/);
    expect(reasonOf(`${avax.slice(0, 10)}${avax.slice(10).toUpperCase()}`)).toMatch(/never mixed/);
    expect(reasonOf(formatAvaxAddress('avax', new Uint8Array(32).fill(2)))).toMatch(/decodes to 32 bytes/);
  });
});

describe('search suggestions', () => {
  const recents = [`#/tx/43114/${TX}`, '#/block/43114/777', '#/validators/fuji?node=NodeID-x', '#/nowhere'];

  it('offers every recent search that opens a view for empty text and those containing the text otherwise', () => {
    // `#/nowhere` opens no view, so it is not offered.
    expect(matchingRecents(recents, '').map((s) => s.hash)).toEqual(recents.slice(0, 3));
    expect(matchingRecents(recents, ' BLOCK ').map((s) => s.hash)).toEqual(['#/block/43114/777']);
    expect(matchingRecents(recents, 'zzz')).toEqual([]);
  });

  it('names what each remembered link opens', () => {
    expect(recents.map(suggestionKind)).toEqual(['Transaction', 'Block', 'Validators', 'Link']);
  });

  it('moves the highlight through the options and back to the typed text', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
