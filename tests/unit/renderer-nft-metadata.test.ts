import { chunkRows, galleryLayout } from '@renderer/views/nft/gallery-layout';
import {
  collectionTitle,
  indexStatusLabel,
  indexStatusTone,
  parseAttributes,
  safeBackground,
  tokenFacts,
  uriSummary,
} from '@renderer/views/nft/metadata';
import { NftCollectionToken } from '@shared/models/data/nfts';
import { describe, expect, it } from 'vitest';

const erc721 = NftCollectionToken.parse({
  address: '0x5C7E44bC8E73D06296aC106ADC9d55fcb49D61A4',
  name: 'Snowy Owls',
  symbol: 'OWL',
  ercType: 'ERC-721',
  tokenId: '7',
  tokenUri: 'ipfs://QmX/7.json',
  ownerAddress: '0x0cD136c1d41D8692f4fFb31d3927a56CA2b3a65d',
  metadata: { indexStatus: 'INDEXED', name: ' Snowy Owls #7 ', attributes: '[]' },
});
const unindexed1155 = NftCollectionToken.parse({
  address: '0x1ed6eF05f0ab0F7b117933a6f37862F730bB8959',
  ercType: 'ERC-1155',
  tokenId: '3',
  tokenUri: 'https://api.example/3',
  metadata: { indexStatus: 'UNINDEXED', symbol: 'ITEM' },
});

describe('tokenFacts', () => {
  it('takes the metadata name, owner and URI of an ERC-721 token', () => {
    const facts = tokenFacts(erc721);
    expect(facts).toMatchObject({
      tokenId: '7',
      ercType: 'ERC-721',
      collectionName: 'Snowy Owls',
      owner: '0x0cD136c1d41D8692f4fFb31d3927a56CA2b3a65d',
      title: 'Snowy Owls #7',
    });
    expect(facts.metadata?.indexStatus).toBe('INDEXED');
  });

  it('names an unindexed token by collection and id, and a collection by its symbol when nameless', () => {
    const facts = tokenFacts(unindexed1155);
    expect(facts.title).toBe('Token #3');
    expect(facts.owner).toBeUndefined();
    expect(collectionTitle([facts])).toBe('ITEM');
    expect(collectionTitle([facts, tokenFacts(erc721)])).toBe('Snowy Owls');
    expect(collectionTitle([])).toBeUndefined();
  });
});

describe('parseAttributes', () => {
  it('reads an OpenSea attributes array and a properties object as traits', () => {
    const text = JSON.stringify([
      { trait_type: 'Eyes', value: 'Laser' },
      { trait_type: 'Level', value: 5, display_type: 'number' },
      { value: 'no type' },
      'bare',
      { trait_type: 'Nested', value: { a: 1 } },
    ]);
    expect(parseAttributes(text)).toEqual({
      kind: 'traits',
      omitted: 0,
      traits: [
        { label: 'Eyes', value: 'Laser' },
        { label: 'Level', value: '5' },
        { label: '#3', value: 'no type' },
        { label: '#4', value: 'bare' },
        { label: 'Nested', value: '{"a":1}' },
      ],
    });
    expect(parseAttributes('{"rarity":"epic","power":25,"none":null}')).toEqual({
      kind: 'traits',
      omitted: 0,
      traits: [
        { label: 'rarity', value: 'epic' },
        { label: 'power', value: '25' },
        { label: 'none', value: '—' },
      ],
    });
  });

  it('shows text that is not JSON, or JSON of another shape, raw with the reason', () => {
    expect(parseAttributes('<img src=x onerror=alert(1)>')).toEqual({
      kind: 'raw',
      text: '<img src=x onerror=alert(1)>',
      reason: 'not valid JSON',
    });
    expect(parseAttributes('42')).toMatchObject({ kind: 'raw', reason: 'JSON that is neither a list nor an object' });
  });

  it('has nothing to show for absent, blank or empty attributes, and caps huge lists', () => {
    expect(parseAttributes(undefined)).toEqual({ kind: 'none' });
    expect(parseAttributes('  ')).toEqual({ kind: 'none' });
    expect(parseAttributes('[]')).toEqual({ kind: 'none' });
    const many = parseAttributes(JSON.stringify(Array.from({ length: 250 }, (_, i) => i)));
    expect(many.kind === 'traits' && [many.traits.length, many.omitted]).toEqual([200, 50]);
  });
});

describe('metadata values', () => {
  it('accepts only hex colours as a background', () => {
    expect(safeBackground('9BAA0A')).toBe('#9baa0a');
    expect(safeBackground('#fff')).toBe('#fff');
    expect(safeBackground('red; background-image: url(https://x)')).toBeNull();
    expect(safeBackground(undefined)).toBeNull();
  });

  it('summarises data: URIs by type and size and cuts long URIs in the middle', () => {
    expect(uriSummary('data:application/json;base64,eyJ9')).toBe('data:application/json (33 chars)');
    expect(uriSummary('https://api.example.xyz/metadata/123456789012345')).toBe('https://api.example.xy…456789012345');
    expect(uriSummary('ipfs://Qm/1.json')).toBe('ipfs://Qm/1.json');
  });

  it('tones and words the index status', () => {
    expect(indexStatusTone('INDEXED')).toBe('success');
    expect(indexStatusTone('UNINDEXED')).toBe('warning');
    expect(indexStatusTone('UNREACHABLE_TOKEN_URI')).toBe('failed');
    expect(indexStatusLabel('INVALID_METADATA_JSON')).toBe('Invalid metadata json');
  });
});

describe('gallery layout', () => {
  it('fits as many columns of the minimum card width as the width allows', () => {
    expect(galleryLayout(900).columns).toBe(5);
    expect(galleryLayout(100).columns).toBe(1);
    const { columns, cardWidth, rowHeight } = galleryLayout(1000, 180, 10);
    expect(columns).toBe(5);
    expect(cardWidth).toBe(192);
    expect(rowHeight).toBeGreaterThan(cardWidth);
  });

  it('cuts items into rows with a short last row', () => {
    expect(chunkRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkRows([], 3)).toEqual([]);
  });
});
