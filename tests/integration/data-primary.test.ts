import { X_CHAIN_IDS } from '@shared/contract/data/primary';
import { formatAvaxAddress, parseAvaxAddress } from '@shared/ids';
import type { NetworkDataset } from '@sim/dataset/primary';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { pagesOf } from './paging';
import { expectRefusedOffline } from './refusals';

/** Primary-network Data API channels through invoke → router → DataApiClient → simulator. */
describe('data primary network', () => {
  const h = harnessForFile();
  let mainnet: NetworkDataset;
  let fuji: NetworkDataset;
  beforeAll(() => {
    mainnet = h.sim.dataset.primary.mainnet;
    fuji = h.sim.dataset.primary.fuji;
  });

  const token = (pageToken: string | undefined) => (pageToken ? { pageToken } : {});

  describe('data.listSubnets', () => {
    const subnetPages = (network: 'mainnet' | 'fuji' | 'testnet', sortOrder?: 'asc' | 'desc', pageSize = 20) =>
      pagesOf(100, async (pageToken) => {
        const r = await h.ok('data.listSubnets', {
          network,
          pageSize,
          ...(sortOrder ? { sortOrder } : {}),
          ...token(pageToken),
        });
        return { items: r.subnets, nextPageToken: r.nextPageToken };
      });

    it('pages through every subnet, newest first by default and oldest first with asc', async () => {
      const desc = await subnetPages('mainnet');
      expect(desc.length).toBe(Math.ceil(mainnet.subnets.length / 20));
      expect(desc.length).toBeGreaterThanOrEqual(2);
      const ids = desc.flat().map((s) => s.subnetId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(mainnet.subnets.map((s) => s.subnetId).reverse());
      expect((await subnetPages('mainnet', 'desc')).flat().map((s) => s.subnetId)).toEqual(ids);

      const asc = (await subnetPages('mainnet', 'asc')).flat();
      expect(asc.map((s) => s.subnetId)).toEqual(mainnet.subnets.map((s) => s.subnetId));
      const stamps = asc.map((s) => s.createBlockTimestamp);
      expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    });

    it('carries the L1 conversion and the blockchains of each subnet', async () => {
      const all = (await subnetPages('mainnet', 'asc', 10000)).flat();
      const l1 = mainnet.subnets.find((s) => s.conversion)!;
      const got = all.find((s) => s.subnetId === l1.subnetId)!;
      expect(got).toMatchObject({
        isL1: true,
        l1ConversionTransactionHash: l1.conversion!.txHash,
        l1ValidatorManagerDetails: {
          blockchainId: l1.conversion!.managerBlockchainId,
          contractAddress: l1.conversion!.managerAddress,
        },
        threshold: l1.owner.threshold,
        ownerAddresses: l1.owner.addresses,
      });
      expect(got.blockchains.map((b) => b.blockchainId)).toEqual(l1.blockchains.map((b) => b.blockchainId));
      const evm = all.flatMap((s) => s.blockchains).find((b) => b.evmChainId !== undefined)!;
      expect(typeof evm.genesisData).toBe('object');
    });

    it('fuji and testnet list the same test-network subnets', async () => {
      const f = (await subnetPages('fuji', 'asc', 10000)).flat();
      const t = (await subnetPages('testnet', 'asc', 10000)).flat();
      expect(f.map((s) => s.subnetId)).toEqual(fuji.subnets.map((s) => s.subnetId));
      expect(t).toEqual(f);
    });

    it('a page token of another query is an http 400', async () => {
      const first = await h.ok('data.listSubnets', { network: 'mainnet', pageSize: 5 });
      const r = await h.invoke('data.listSubnets', {
        network: 'mainnet',
        pageSize: 5,
        sortOrder: 'asc',
        pageToken: first.nextPageToken!,
      });
      expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 400, code: 'Bad Request' } });
    });

    it('refuses bad params with their field before the network', async () => {
      await expectRefusedOffline(h, 'data.listSubnets', { network: 'devnet' }, 'network');
      await expectRefusedOffline(h, 'data.listSubnets', { network: 'mainnet', pageSize: 0 }, 'pageSize');
      await expectRefusedOffline(h, 'data.listSubnets', { network: 'mainnet', pageSize: 10001 }, 'pageSize');
      await expectRefusedOffline(h, 'data.listSubnets', { network: 'mainnet', sortOrder: 'newest' }, 'sortOrder');
    });
  });

  describe('data.listPendingRewards', () => {
    const busiestNode = (data: NetworkDataset) => {
      const counts = new Map<string, number>();
      for (const r of data.pendingRewards) counts.set(r.nodeId, (counts.get(r.nodeId) ?? 0) + 1);
      return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    };
    const busiestAddress = (data: NetworkDataset) => {
      const counts = new Map<string, number>();
      for (const r of data.pendingRewards) for (const a of r.addresses) counts.set(a, (counts.get(a) ?? 0) + 1);
      return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    };

    it('by nodeIds: every reward of that node, over pages, sorted by start time', async () => {
      const nodeId = busiestNode(mainnet);
      const expected = mainnet.pendingRewards.filter((r) => r.nodeId === nodeId);
      for (const sortOrder of ['asc', 'desc'] as const) {
        const pages = await pagesOf(100, async (pageToken) => {
          const r = await h.ok('data.listPendingRewards', {
            network: 'mainnet',
            nodeIds: [nodeId],
            pageSize: 10,
            sortOrder,
            ...token(pageToken),
          });
          return { items: r.pendingRewards, nextPageToken: r.nextPageToken };
        });
        expect(pages.length).toBe(Math.ceil(expected.length / 10));
        expect(pages.length).toBeGreaterThanOrEqual(2);
        const items = pages.flat();
        expect(new Set(items.map((r) => `${r.txHash}/${r.rewardType}`)).size).toBe(expected.length);
        expect(items.every((r) => r.nodeId === nodeId)).toBe(true);
        const stamps = items.map((r) => r.startTimestamp);
        expect(stamps).toEqual([...stamps].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a)));
        for (const r of items) {
          const record = expected.find((e) => e.txHash === r.txHash && e.rewardType === r.rewardType)!;
          expect(r.amountStaked).toBe(record.amountStaked.toString());
          expect(r.estimatedReward).toMatchObject({ symbol: 'AVAX', amount: record.estimatedReward.toString() });
        }
      }
    });

    it('by addresses: the rewards paid to that address, with or without a chain prefix', async () => {
      const address = busiestAddress(mainnet);
      const expected = mainnet.pendingRewards.filter((r) => r.addresses.includes(address));
      const bytes = parseAvaxAddress(address)!.bytes;
      const forms = [address, formatAvaxAddress('avax', bytes, 'P'), formatAvaxAddress('avax', bytes, 'X')];
      const results = [];
      for (const form of forms) {
        const r = await h.ok('data.listPendingRewards', { network: 'mainnet', addresses: [form], pageSize: 100 });
        results.push(r.pendingRewards);
      }
      expect(results[0]!.length).toBe(expected.length);
      expect(results[0]!.every((r) => r.addresses.includes(address))).toBe(true);
      expect(results[1]).toEqual(results[0]);
      expect(results[2]).toEqual(results[0]);
    });

    it('addresses and nodeIds select different rewards', async () => {
      const nodeId = busiestNode(mainnet);
      const delegator = mainnet.pendingRewards.find((r) => r.nodeId === nodeId && r.rewardType === 'DELEGATOR')!;
      const address = delegator.addresses[0]!;
      const byNode = await h.ok('data.listPendingRewards', { network: 'mainnet', nodeIds: [nodeId], pageSize: 100 });
      const byAddress = await h.ok('data.listPendingRewards', {
        network: 'mainnet',
        addresses: [address],
        pageSize: 100,
      });
      const expected = mainnet.pendingRewards.filter((r) => r.addresses.includes(address));
      expect(byAddress.pendingRewards.map((r) => `${r.txHash}/${r.rewardType}`).sort()).toEqual(
        expected.map((r) => `${r.txHash}/${r.rewardType}`).sort(),
      );
      expect(byAddress.pendingRewards.length).toBeLessThan(byNode.pendingRewards.length);
      expect(byNode.pendingRewards.some((r) => !r.addresses.includes(address))).toBe(true);
    });

    it('testnet serves the fuji rewards', async () => {
      const nodeId = busiestNode(fuji);
      const r = await h.ok('data.listPendingRewards', { network: 'testnet', nodeIds: [nodeId], pageSize: 100 });
      expect(r.pendingRewards.length).toBe(fuji.pendingRewards.filter((x) => x.nodeId === nodeId).length);
    });

    it('refuses bad params with their field before the network', async () => {
      const fujiAddress = formatAvaxAddress('fuji', new Uint8Array(20).fill(1), 'P');
      const cAddress = formatAvaxAddress('avax', new Uint8Array(20).fill(1), 'C');
      await expectRefusedOffline(h, 'data.listPendingRewards', { network: 'mainnet' }, 'addresses');
      await expectRefusedOffline(h, 'data.listPendingRewards', { network: 'mainnet', addresses: [] }, 'addresses');
      await expectRefusedOffline(
        h,
        'data.listPendingRewards',
        { network: 'mainnet', addresses: [fujiAddress] },
        'addresses.0',
      );
      await expectRefusedOffline(
        h,
        'data.listPendingRewards',
        { network: 'mainnet', addresses: [cAddress] },
        'addresses.0',
      );
      await expectRefusedOffline(h, 'data.listPendingRewards', { network: 'mainnet', nodeIds: [] }, 'nodeIds');
      await expectRefusedOffline(
        h,
        'data.listPendingRewards',
        { network: 'mainnet', nodeIds: ['NodeID-xyz'] },
        'nodeIds.0',
      );
      const nodeIds = [busiestNode(mainnet)];
      await expectRefusedOffline(
        h,
        'data.listPendingRewards',
        { network: 'mainnet', nodeIds, pageSize: 101 },
        'pageSize',
      );
      await expectRefusedOffline(
        h,
        'data.listPendingRewards',
        { network: 'mainnet', nodeIds, sortOrder: 'up' },
        'sortOrder',
      );
    });
  });

  describe('data.listVerticesByHeight', () => {
    const crowdedHeight = (data: NetworkDataset) => {
      const counts = new Map<number, number>();
      for (const v of data.vertices) counts.set(v.vertexHeight, (counts.get(v.vertexHeight) ?? 0) + 1);
      return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
    };

    it('lists the vertices at a height over pages, in both sort orders', async () => {
      const vertexHeight = crowdedHeight(mainnet);
      const expected = mainnet.vertices.filter((v) => v.vertexHeight === vertexHeight);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      for (const sortOrder of ['asc', 'desc'] as const) {
        const pages = await pagesOf(100, async (pageToken) => {
          const r = await h.ok('data.listVerticesByHeight', {
            network: 'mainnet',
            blockchainId: 'x-chain',
            vertexHeight,
            pageSize: 1,
            sortOrder,
            ...token(pageToken),
          });
          expect(r.chainInfo).toMatchObject({ chainName: 'x-chain', network: 'mainnet' });
          return { items: r.vertices, nextPageToken: r.nextPageToken };
        });
        expect(pages.length).toBe(expected.length);
        const hashes = expected.map((v) => v.vertexHash);
        expect(pages.flat().map((v) => v.vertexHash)).toEqual(sortOrder === 'asc' ? hashes : [...hashes].reverse());
        for (const v of pages.flat()) {
          expect(v.vertexHeight).toBe(vertexHeight);
          expect(v.txCount).toBe(v.transactions.length);
        }
      }
    });

    it('vertexHeight selects the height; the X-Chain id and x-chain are the same chain', async () => {
      const heights = [...new Set(fuji.vertices.map((v) => v.vertexHeight))].slice(0, 3);
      for (const vertexHeight of heights) {
        const byAlias = await h.ok('data.listVerticesByHeight', {
          network: 'fuji',
          blockchainId: 'x-chain',
          vertexHeight,
        });
        const byId = await h.ok('data.listVerticesByHeight', {
          network: 'testnet',
          blockchainId: X_CHAIN_IDS.testnet,
          vertexHeight,
          sortOrder: 'desc',
        });
        expect(byAlias.vertices.map((v) => v.vertexHash).sort()).toEqual(
          fuji.vertices
            .filter((v) => v.vertexHeight === vertexHeight)
            .map((v) => v.vertexHash)
            .sort(),
        );
        expect(byId.vertices).toEqual(byAlias.vertices);
      }
      const beyond = Math.max(...fuji.vertices.map((v) => v.vertexHeight)) + 1;
      const none = await h.ok('data.listVerticesByHeight', {
        network: 'fuji',
        blockchainId: 'x-chain',
        vertexHeight: beyond,
      });
      expect(none.vertices).toEqual([]);
    });

    it('refuses bad params with their field before the network', async () => {
      const base = { network: 'mainnet', blockchainId: 'x-chain', vertexHeight: 1 };
      await expectRefusedOffline(h, 'data.listVerticesByHeight', { ...base, vertexHeight: undefined }, 'vertexHeight');
      await expectRefusedOffline(h, 'data.listVerticesByHeight', { ...base, vertexHeight: -1 }, 'vertexHeight');
      await expectRefusedOffline(h, 'data.listVerticesByHeight', { ...base, blockchainId: 'p-chain' }, 'blockchainId');
      await expectRefusedOffline(
        h,
        'data.listVerticesByHeight',
        { ...base, blockchainId: mainnet.pChainId },
        'blockchainId',
      );
      await expectRefusedOffline(
        h,
        'data.listVerticesByHeight',
        { ...base, blockchainId: X_CHAIN_IDS.fuji },
        'blockchainId',
      );
      await expectRefusedOffline(h, 'data.listVerticesByHeight', { ...base, pageSize: 101 }, 'pageSize');
      await expectRefusedOffline(h, 'data.listVerticesByHeight', { ...base, sortOrder: 'down' }, 'sortOrder');
    });
  });
});
