import { collectionTokens, nftsOwnedBy } from '@sim/dataset/evm/lookup';
import type { EvmChainData, NftTokenState } from '@sim/dataset/evm/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { pagesOf } from './paging';
import { expectRefusedOffline } from './refusals';

/** NFT balances and collections through invoke → router → DataApiClient → simulator. */
describe('data NFTs', () => {
  const h = harnessForFile();
  let chain: EvmChainData;
  /** The EOA owning the most NFTs, ERC-1155 included. */
  let collector: number;
  let address: string;

  const contractOf = (collection: number) => chain.accounts[chain.collections[collection]!.account]!.address;
  const is721 = (s: NftTokenState) => chain.collections[s.collection]!.ercType === 'ERC-721';
  const key = (item: { address: string; tokenId?: string }) => `${item.address.toLowerCase()}#${item.tokenId}`;
  const stateKey = (s: NftTokenState) => `${contractOf(s.collection).toLowerCase()}#${s.tokenId}`;

  beforeAll(() => {
    chain = h.sim.dataset.evm.fuji;
    let best = -1;
    chain.accounts.forEach((a, i) => {
      if (a.kind !== 'eoa') return;
      const owned = nftsOwnedBy(chain, i);
      if (owned.some((s) => !is721(s)) && owned.length > best) {
        best = owned.length;
        collector = i;
      }
    });
    address = chain.accounts[collector]!.address;
  });

  describe('data.listErc721Balances', () => {
    it('lists every ERC-721 the address owns over several pages, without duplicates', async () => {
      const pages = await pagesOf(50, async (pageToken) => {
        const r = await h.ok('data.listErc721Balances', {
          chainId: '43113',
          address,
          pageSize: 4,
          ...(pageToken ? { pageToken } : {}),
        });
        expect(r.nativeTokenBalance.chainId).toBe('43113');
        return { items: r.erc721TokenBalances, nextPageToken: r.nextPageToken };
      });
      const items = pages.flat();
      const owned = nftsOwnedBy(chain, collector).filter(is721);
      expect(pages.length).toBe(Math.ceil(owned.length / 4));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(items.map(key)).toEqual(owned.map(stateKey));
      expect(new Set(items.map(key)).size).toBe(items.length);
      for (const t of items) {
        expect(t).toMatchObject({ ercType: 'ERC-721', chainId: '43113', ownerAddress: address });
        expect(t.metadata.indexStatus).toEqual(expect.any(String));
      }
    });

    it('contractAddress keeps one collection', async () => {
      const owned = nftsOwnedBy(chain, collector).filter(is721);
      const collection = owned.at(-1)!.collection;
      const r = await h.ok('data.listErc721Balances', {
        chainId: '43113',
        address,
        contractAddress: contractOf(collection),
        pageSize: 500,
      });
      expect(r.erc721TokenBalances.map(key)).toEqual(owned.filter((s) => s.collection === collection).map(stateKey));
      expect(r.erc721TokenBalances.length).toBeLessThan(owned.length);
    });

    it('refuses bad params with their field before the network', async () => {
      const base = { chainId: '43113', address };
      await expectRefusedOffline(h, 'data.listErc721Balances', { ...base, contractAddress: '0x12' }, 'contractAddress');
      await expectRefusedOffline(h, 'data.listErc721Balances', { ...base, pageSize: 501 }, 'pageSize');
      await expectRefusedOffline(h, 'data.listErc721Balances', { ...base, address: undefined }, 'address');
    });
  });

  describe('data.listCollectibleBalances', () => {
    it('lists ERC-721 and ERC-1155 holdings with the ERC-1155 amounts held', async () => {
      const pages = await pagesOf(50, async (pageToken) => {
        const r = await h.ok('data.listCollectibleBalances', {
          chainId: '43113',
          address,
          pageSize: 5,
          ...(pageToken ? { pageToken } : {}),
        });
        return { items: r.collectibleBalances, nextPageToken: r.nextPageToken };
      });
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const items = pages.flat();
      const owned = nftsOwnedBy(chain, collector);
      expect(items.map(key)).toEqual(owned.map(stateKey));
      const multi = items.filter((i) => i.ercType === 'ERC-1155');
      expect(multi.length).toBe(owned.filter((s) => !is721(s)).length);
      expect(multi.length).toBeGreaterThan(0);
      for (const item of multi) {
        const state = owned.find((s) => stateKey(s) === key(item))!;
        expect((item as { balance?: string }).balance).toBe(state.holders!.get(collector)!.toString());
      }
    });

    it('contractAddress keeps one ERC-1155 collection', async () => {
      const state = nftsOwnedBy(chain, collector).find((s) => !is721(s))!;
      const r = await h.ok('data.listCollectibleBalances', {
        chainId: '43113',
        address,
        contractAddress: contractOf(state.collection),
      });
      expect(r.collectibleBalances.length).toBeGreaterThan(0);
      for (const item of r.collectibleBalances) {
        expect(item).toMatchObject({ ercType: 'ERC-1155', chainId: '43113' });
        expect(item.address.toLowerCase()).toBe(contractOf(state.collection).toLowerCase());
      }
    });

    it('an address without NFTs has none', async () => {
      const r = await h.ok('data.listCollectibleBalances', {
        chainId: '43113',
        address: '0x00000000000000000000000000000000000000bb',
      });
      expect(r).toEqual({ collectibleBalances: [] });
    });

    it('refuses bad params with their field before the network', async () => {
      const base = { chainId: '43113', address };
      await expectRefusedOffline(h, 'data.listCollectibleBalances', { ...base, pageSize: 0 }, 'pageSize');
      await expectRefusedOffline(
        h,
        'data.listCollectibleBalances',
        { ...base, contractAddress: 'nope' },
        'contractAddress',
      );
    });
  });

  describe('data.listNftCollectionTokens', () => {
    it('lists every token of an ERC-721 collection in token id order, with owners', async () => {
      const collection = chain.collections.findIndex((c) => c.ercType === 'ERC-721');
      const pages = await pagesOf(50, async (pageToken) => {
        const r = await h.ok('data.listNftCollectionTokens', {
          chainId: '43113',
          address: contractOf(collection),
          pageSize: 20,
          ...(pageToken ? { pageToken } : {}),
        });
        return { items: r.tokens, nextPageToken: r.nextPageToken };
      });
      const expected = collectionTokens(chain, collection);
      expect(pages.length).toBe(Math.ceil(expected.length / 20));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const items = pages.flat();
      expect(items.map((t) => t.tokenId)).toEqual(expected.map((s) => String(s.tokenId)));
      items.forEach((t, i) => {
        const owner = expected[i]!.owner;
        expect(t.ercType).toBe('ERC-721');
        expect((t as { ownerAddress?: string }).ownerAddress).toBe(
          owner === undefined ? undefined : chain.accounts[owner]!.address,
        );
      });
    });

    it('lists the tokens of an ERC-1155 collection over pages', async () => {
      const collection = chain.collections.findIndex((c) => c.ercType === 'ERC-1155');
      const pages = await pagesOf(50, async (pageToken) => {
        const r = await h.ok('data.listNftCollectionTokens', {
          chainId: '43113',
          address: contractOf(collection),
          pageSize: 2,
          ...(pageToken ? { pageToken } : {}),
        });
        return { items: r.tokens, nextPageToken: r.nextPageToken };
      });
      const expected = collectionTokens(chain, collection);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages.flat().map((t) => [t.ercType, t.tokenId])).toEqual(
        expected.map((s) => ['ERC-1155', String(s.tokenId)]),
      );
    });

    it('an address that is no NFT collection is an http 404', async () => {
      const erc20 = chain.accounts[chain.tokens[0]!.account]!.address;
      for (const address of [erc20, '0x00000000000000000000000000000000000000cc']) {
        expect(await h.invoke('data.listNftCollectionTokens', { chainId: '43113', address })).toMatchObject({
          ok: false,
          error: { kind: 'http', status: 404 },
        });
      }
    });

    it('refuses bad params with their field before the network', async () => {
      const base = { chainId: '43113', address: contractOf(0) };
      await expectRefusedOffline(h, 'data.listNftCollectionTokens', { ...base, pageSize: 101 }, 'pageSize');
      await expectRefusedOffline(h, 'data.listNftCollectionTokens', { ...base, address: '0x' }, 'address');
    });
  });
});
