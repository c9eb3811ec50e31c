import { directionOf } from '@renderer/components/transfer/direction';
import { txOutcome } from '@renderer/components/transfer/tx-outcome';
import { columnsFor } from '@renderer/views/address/NftGallery';
import { describeIndexStatus, nftCardModel } from '@renderer/views/address/nft-items';
import { methodLabel, txFee } from '@renderer/views/address/rows';
import type { CollectibleBalance, Erc721TokenBalance } from '@shared/models/data/nfts';
import { describe, expect, it } from 'vitest';

const ME = '0x8ba1f109551bd432803012645ac136ddd64dba72';
const OTHER = '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e';
const GATEWAY = 'https://gw.example/ipfs/';

describe('directionOf', () => {
  it('compares addresses ignoring letter case', () => {
    expect(directionOf(ME, ME.toUpperCase().replace('0X', '0x'), OTHER)).toBe('out');
    expect(directionOf(ME, OTHER, ME)).toBe('in');
    expect(directionOf(ME, ME, ME)).toBe('self');
    expect(directionOf(ME, OTHER, OTHER)).toBe('other');
    expect(directionOf(ME, undefined, undefined)).toBe('other');
  });
});

describe('txOutcome', () => {
  it('reads the receipt status in its usual spellings', () => {
    expect(txOutcome('1')).toBe('success');
    expect(txOutcome('0x1')).toBe('success');
    expect(txOutcome('0')).toBe('failed');
    expect(txOutcome('FAILED')).toBe('failed');
    expect(txOutcome('pending')).toBe('unknown');
  });
});

describe('txFee', () => {
  it('multiplies gas used by gas price exactly, beyond 2^53', () => {
    expect(txFee({ gasUsed: '21000', gasPrice: '25000000000' })).toBe(525_000_000_000_000n);
    expect(txFee({ gasUsed: '30000000', gasPrice: '900000000000000000' })).toBe(27_000_000_000_000_000_000_000_000n);
    expect(txFee({ gasUsed: 'n/a', gasPrice: '1' })).toBeNull();
  });
});

describe('methodLabel', () => {
  it('prefers the method name without its arguments, then the selector, then the call type', () => {
    expect(
      methodLabel({ callType: 'CONTRACT_CALL', methodHash: '0xa9059cbb', methodName: 'transfer(address,uint256)' }),
    ).toBe('transfer');
    expect(methodLabel({ callType: 'NATIVE_TRANSFER', methodHash: '', methodName: 'Native Transfer' })).toBe(
      'Native Transfer',
    );
    expect(methodLabel({ callType: 'CONTRACT_CALL', methodHash: '0xdeadbeef' })).toBe('0xdeadbeef');
    expect(methodLabel({ callType: 'CONTRACT_CREATION', methodHash: '' })).toBe('Contract creation');
    expect(methodLabel(undefined)).toBe('—');
  });
});

const erc721 = (metadata: Erc721TokenBalance['metadata']): Erc721TokenBalance => ({
  address: OTHER,
  name: 'Snowy Owls',
  symbol: 'OWL',
  ercType: 'ERC-721',
  tokenId: '42',
  tokenUri: 'ipfs://QmTokenUri/42.json',
  metadata,
  chainId: '43114',
});

describe('nftCardModel', () => {
  it('resolves ipfs:// images through the gateway and titles the card with the token name', () => {
    const card = nftCardModel(
      erc721({
        indexStatus: 'INDEXED',
        name: 'Owl #42',
        imageUri: 'ipfs://QmYwAPJzv5CZsnAzt8auVTLpG1bG6dkprdFM5ocTyBCQb/42.png',
      }),
      GATEWAY,
    );
    expect(card.title).toBe('Owl #42');
    expect(card.image).toEqual({ ok: true, url: `${GATEWAY}QmYwAPJzv5CZsnAzt8auVTLpG1bG6dkprdFM5ocTyBCQb/42.png` });
    expect(card.collection).toBe('Snowy Owls');
    expect(card.key).toBe(`${OTHER}:42`);
    expect(card.balance).toBeUndefined();
    expect(card.metadataProblem).toBeUndefined();
  });

  it('never loads an animation or a script-capable URI: it becomes a link or a refusal', () => {
    const card = nftCardModel(
      erc721({
        indexStatus: 'INDEXED',
        imageUri: 'javascript:alert(1)',
        animationUri: 'ipfs://QmYwAPJzv5CZsnAzt8auVTLpG1bG6dkprdFM5ocTyBCQb/clip.mp4',
      }),
      GATEWAY,
    );
    expect(card.image.ok).toBe(false);
    expect(card.animation).toEqual({
      ok: true,
      url: `${GATEWAY}QmYwAPJzv5CZsnAzt8auVTLpG1bG6dkprdFM5ocTyBCQb/clip.mp4`,
    });
    const hostile = nftCardModel(
      erc721({ indexStatus: 'INDEXED', animationUri: 'data:text/html,<script>1</script>' }),
      GATEWAY,
    );
    expect(hostile.animation?.ok).toBe(false);
  });

  it('keeps data:image URIs for <img> and falls back to the collection name for the title', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+';
    const card = nftCardModel(erc721({ indexStatus: 'INDEXED', imageUri: svg }), GATEWAY);
    expect(card.image).toEqual({ ok: true, url: svg });
    expect(card.title).toBe('Snowy Owls #42');
  });

  it('explains metadata the indexer could not use', () => {
    const card = nftCardModel(erc721({ indexStatus: 'UNREACHABLE_TOKEN_URI' }), GATEWAY);
    expect(card.image).toEqual({ ok: false, reason: 'metadata unavailable' });
    expect(card.metadataProblem).toBe('Unreachable token URI');
    expect(nftCardModel(erc721({ indexStatus: 'UNINDEXED' }), GATEWAY).image).toEqual({
      ok: false,
      reason: 'metadata not indexed yet',
    });
    expect(describeIndexStatus('INVALID_METADATA_JSON')).toBe('Invalid metadata json');
  });

  it('carries the ERC-1155 amount held and its decimals', () => {
    const item = {
      address: OTHER,
      ercType: 'ERC-1155',
      tokenId: '7',
      tokenUri: 'https://api.example/7',
      metadata: { indexStatus: 'INDEXED', name: 'Ice Pick', decimals: 0, imageUri: 'https://cdn.example/7.png' },
      chainId: '43114',
      balance: '12',
    } as CollectibleBalance;
    const card = nftCardModel(item, GATEWAY);
    expect(card.balance).toBe('12');
    expect(card.decimals).toBe(0);
    expect(card.collection).toBeUndefined();
    expect(card.title).toBe('Ice Pick');
    expect(card.image).toEqual({ ok: true, url: 'https://cdn.example/7.png' });
  });
});

describe('columnsFor', () => {
  it('fits as many 180 px cards with 12 px gaps as the width allows, at least one', () => {
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(179)).toBe(1);
    expect(columnsFor(372)).toBe(2);
    expect(columnsFor(371)).toBe(1);
    expect(columnsFor(1054)).toBe(5);
  });
});
