import type { EvmChainData, EvmTx } from '@sim/dataset/evm/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** Transactions and transfers through invoke → router → DataApiClient → simulator. */
describe('data transactions', () => {
  const h = harnessForFile();
  let chain: EvmChainData;
  /** An EOA with a long native and ERC-20 history. */
  let account: number;
  let address: string;

  const addressOf = (i: number) => chain.accounts[i]!.address;
  const find = (pred: (tx: EvmTx) => boolean) => {
    const tx = chain.txs.find(pred);
    if (!tx) throw new Error('the dataset has no such transaction');
    return tx;
  };

  beforeAll(() => {
    chain = h.sim.dataset.evm.fuji;
    // A busy account but not the busiest, so full histories stay a few pages long.
    const ranked = [...chain.txsByAccount.entries()]
      .filter(([i]) => chain.accounts[i]!.kind === 'eoa' && (chain.erc20ByAccount.get(i)?.length ?? 0) > 30)
      .sort((a, b) => a[1].length - b[1].length);
    [account] = ranked.find(([, list]) => list.length > 60)!;
    address = addressOf(account);
  });

  /** Items of a paged list walking nextPageToken (at most `maxPages` pages), and how many pages it read. */
  async function walk<T>(
    page: (pageToken?: string) => Promise<{ nextPageToken?: string; items: T[] }>,
    maxPages = 100,
  ) {
    const items: T[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const p = await page(pageToken);
      items.push(...p.items);
      pageToken = p.nextPageToken;
      pages++;
    } while (pageToken && pages < maxPages);
    return { items, pages };
  }

  describe('data.getTransaction', () => {
    it('returns the transaction with its ERC-20 transfers and internal transactions', async () => {
      const tx = find((t) => t.success && t.erc20.length > 0 && t.internal.length > 0);
      const detail = await h.ok('data.getTransaction', { chainId: '43113', txHash: tx.hash });
      expect(detail.nativeTransaction).toMatchObject({
        txHash: tx.hash,
        blockNumber: String(tx.block),
        blockIndex: tx.index,
        from: { address: addressOf(tx.from) },
        to: { address: addressOf(tx.to) },
        value: tx.value.toString(),
        gasUsed: String(tx.gasUsed),
        nonce: String(tx.nonce),
        txStatus: '1',
      });
      expect(detail.nativeTransaction.input).toMatch(/^0x/);
      expect(detail.erc20Transfers?.map((t) => [t.from.address, t.to.address, t.value])).toEqual(
        tx.erc20.map((t) => [addressOf(t.from), addressOf(t.to), t.value.toString()]),
      );
      expect(detail.internalTransactions?.map((t) => [t.internalTxType, t.to.address, t.value])).toEqual(
        tx.internal.map((t) => [t.type, addressOf(t.to), t.value.toString()]),
      );
      expect(detail.networkTokenDetails.networkToken.symbol).toBe('AVAX');
    });

    it('returns ERC-721 and ERC-1155 transfers and teleporter message info', async () => {
      const is1155 = (t: EvmTx) => t.nft.some((n) => chain.collections[n.collection]!.ercType === 'ERC-1155');
      const nft721 = find((t) => t.success && t.nft.length > 0 && !is1155(t));
      const d721 = await h.ok('data.getTransaction', { chainId: '43113', txHash: nft721.hash });
      expect(d721.erc721Transfers?.map((t) => t.erc721Token.tokenId)).toEqual(nft721.nft.map((n) => String(n.tokenId)));

      const nft1155 = find((t) => t.success && is1155(t));
      const d1155 = await h.ok('data.getTransaction', { chainId: '43113', txHash: nft1155.hash });
      expect(d1155.erc1155Transfers?.map((t) => [t.erc1155Token.tokenId, t.value])).toEqual(
        nft1155.nft.map((n) => [String(n.tokenId), n.value.toString()]),
      );

      for (const direction of ['SOURCE_TRANSACTION', 'DESTINATION_TRANSACTION'] as const) {
        const tx = find((t) => t.teleporter?.direction === direction);
        const d = await h.ok('data.getTransaction', { chainId: '43113', txHash: tx.hash });
        expect(d.teleporterMessageInfo).toMatchObject({
          teleporterMessageId: tx.teleporter!.messageId,
          direction,
          [direction === 'SOURCE_TRANSACTION' ? 'destinationChainId' : 'sourceChainId']: tx.teleporter!.otherChainId,
        });
      }
    });

    it('reports a failed transaction as txStatus 0', async () => {
      const tx = find((t) => !t.success);
      const detail = await h.ok('data.getTransaction', {
        chainId: '43113',
        txHash: tx.hash.toUpperCase().replace('0X', '0x'),
      });
      expect(detail.nativeTransaction).toMatchObject({ txHash: tx.hash, txStatus: '0' });
    });

    it('an unknown transaction hash is an http 404', async () => {
      const r = await h.invoke('data.getTransaction', { chainId: '43113', txHash: `0x${'ab'.repeat(32)}` });
      expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 'Not Found' } });
    });

    it('refuses bad params with their field before the network', async () => {
      await expectRefusedOffline(h, 'data.getTransaction', { chainId: '43113', txHash: '0x1234' }, 'txHash');
      await expectRefusedOffline(h, 'data.getTransaction', { chainId: '43113' }, 'txHash');
      await expectRefusedOffline(h, 'data.getTransaction', { chainId: 'x', txHash: `0x${'ab'.repeat(32)}` }, 'chainId');
    });
  });

  describe('data.getDeploymentTransaction', () => {
    it('returns the transaction that deployed a token, a collection and a factory-made contract', async () => {
      const contracts = [chain.tokens[0]!.account, chain.collections[0]!.account];
      contracts.push(find((t) => t.kind === 'factoryCreate' && t.created !== undefined).created!);
      for (const contract of contracts) {
        const detail = await h.ok('data.getDeploymentTransaction', { chainId: '43113', address: addressOf(contract) });
        const tx = chain.txs[chain.deployments.get(contract)!]!;
        expect(detail.nativeTransaction.txHash).toBe(tx.hash);
        expect(tx.created).toBe(contract);
      }
    });

    it('currency prices the network token in that currency', async () => {
      const address = addressOf(chain.tokens[0]!.account);
      const usd = await h.ok('data.getDeploymentTransaction', { chainId: '43113', address });
      const eur = await h.ok('data.getDeploymentTransaction', { chainId: '43113', address, currency: 'eur' });
      expect(usd.networkTokenDetails.currentPrice?.currencyCode).toBe('usd');
      expect(eur.networkTokenDetails.currentPrice?.currencyCode).toBe('eur');
      expect(eur.networkTokenDetails.currentPrice?.value).not.toEqual(usd.networkTokenDetails.currentPrice?.value);
      expect(eur.nativeTransaction).toEqual(usd.nativeTransaction);
    });

    it('an address that is no contract is an http 404', async () => {
      const r = await h.invoke('data.getDeploymentTransaction', { chainId: '43113', address });
      expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
    });

    it('refuses bad params with their field before the network', async () => {
      await expectRefusedOffline(h, 'data.getDeploymentTransaction', { chainId: '43113', address: '0xabc' }, 'address');
      await expectRefusedOffline(
        h,
        'data.getDeploymentTransaction',
        { chainId: '43113', address, currency: 'xyz' },
        'currency',
      );
    });
  });

  describe('data.listLatestTransactions', () => {
    it('lists the newest transactions first and pages without duplicates', async () => {
      const { items, pages } = await walk(async (pageToken) => {
        const r = await h.ok('data.listLatestTransactions', {
          chainId: '43113',
          pageSize: 25,
          ...(pageToken ? { pageToken } : {}),
        });
        return { items: r.transactions, nextPageToken: r.nextPageToken };
      }, 3);
      expect(pages).toBe(3);
      const expected = chain.txs
        .slice(-75)
        .reverse()
        .map((t) => t.hash);
      expect(items.map((t) => t.txHash)).toEqual(expected);
      expect(new Set(items.map((t) => t.txHash)).size).toBe(items.length);
    });

    it('status=failed lists only failed transactions and status=success only successful ones', async () => {
      for (const status of ['failed', 'success'] as const) {
        const page1 = await h.ok('data.listLatestTransactions', { chainId: '43113', status, pageSize: 100 });
        const page2 = await h.ok('data.listLatestTransactions', {
          chainId: '43113',
          status,
          pageSize: 100,
          pageToken: page1.nextPageToken!,
        });
        const got = [...page1.transactions, ...page2.transactions];
        const expected = chain.txs
          .filter((t) => t.success === (status === 'success'))
          .slice(-200)
          .reverse();
        expect(got.map((t) => t.txHash)).toEqual(expected.map((t) => t.hash));
        expect(new Set(got.map((t) => t.txStatus))).toEqual(new Set([status === 'success' ? '1' : '0']));
      }
    });

    it('lists an L1 by its blockchain id', async () => {
      const l1 = h.sim.dataset.evm.chains.find((c) => !c.spec.isCChain)!;
      const r = await h.ok('data.listLatestTransactions', { chainId: l1.spec.blockchainId, pageSize: 5 });
      expect(r.transactions.map((t) => t.txHash)).toEqual(
        l1.txs
          .slice(-5)
          .reverse()
          .map((t) => t.hash),
      );
      expect(r.transactions.every((t) => t.chainId === l1.spec.evmChainId)).toBe(true);
    });

    it('refuses bad params with their field before the network', async () => {
      await expectRefusedOffline(h, 'data.listLatestTransactions', { chainId: '43113', status: 'pending' }, 'status');
      await expectRefusedOffline(h, 'data.listLatestTransactions', { chainId: '43113', pageSize: 101 }, 'pageSize');
      await expectRefusedOffline(h, 'data.listLatestTransactions', { chainId: '43113', pageSize: 0 }, 'pageSize');
    });
  });

  describe('per-address history', () => {
    const historyBlocks = () => chain.txsByAccount.get(account)!.map((i) => chain.txs[i]!.block);
    const erc20Blocks = () =>
      chain.erc20ByAccount.get(account)!.map((i) => chain.txs[chain.erc20Transfers[i]!.tx]!.block);

    it('data.listNativeTransactions lists the address transactions, newest first, over pages', async () => {
      const { items, pages } = await walk(async (pageToken) => {
        const r = await h.ok('data.listNativeTransactions', {
          chainId: '43113',
          address,
          pageSize: 25,
          ...(pageToken ? { pageToken } : {}),
        });
        return { items: r.transactions, nextPageToken: r.nextPageToken };
      });
      expect(pages).toBeGreaterThanOrEqual(2);
      const expected = chain.txsByAccount
        .get(account)!
        .map((i) => chain.txs[i]!.hash)
        .reverse();
      expect(items.map((t) => t.txHash)).toEqual(expected);
      for (const t of items) expect([t.from.address, t.to.address]).toContain(address);
    });

    it('data.listNativeTransactions: startBlock is inclusive and endBlock exclusive', async () => {
      const blocks = historyBlocks();
      const start = blocks[5]!;
      const end = blocks[20]!;
      const inRange = chain.txsByAccount
        .get(account)!
        .filter((i) => chain.txs[i]!.block >= start && chain.txs[i]!.block < end)
        .map((i) => chain.txs[i]!.hash)
        .reverse();
      const r = await h.ok('data.listNativeTransactions', {
        chainId: '43113',
        address,
        startBlock: start,
        endBlock: end,
        pageSize: 100,
      });
      expect(r.transactions.map((t) => t.txHash)).toEqual(inRange);
      expect(r.transactions.at(-1)?.blockNumber).toBe(String(start));
      expect(r.transactions.some((t) => t.blockNumber === String(end))).toBe(false);

      const fromOnly = await h.ok('data.listNativeTransactions', {
        chainId: '43113',
        address,
        startBlock: blocks.at(-3)!,
        pageSize: 100,
      });
      expect(fromOnly.transactions.length).toBe(blocks.filter((b) => b >= blocks.at(-3)!).length);
      const untilOnly = await h.ok('data.listNativeTransactions', {
        chainId: '43113',
        address,
        endBlock: blocks[3]!,
        pageSize: 100,
      });
      expect(untilOnly.transactions.length).toBe(blocks.filter((b) => b < blocks[3]!).length);
    });

    it('data.listErc20Transfers lists the address transfers, newest first, over pages and within a range', async () => {
      const { items, pages } = await walk(async (pageToken) => {
        const r = await h.ok('data.listErc20Transfers', {
          chainId: '43113',
          address,
          pageSize: 20,
          ...(pageToken ? { pageToken } : {}),
        });
        return { items: r.transactions, nextPageToken: r.nextPageToken };
      });
      expect(pages).toBeGreaterThanOrEqual(2);
      const transfers = chain.erc20ByAccount.get(account)!.map((i) => chain.erc20Transfers[i]!);
      expect(items.map((t) => [t.txHash, t.logIndex, t.value])).toEqual(
        transfers.reverse().map((t) => [chain.txs[t.tx]!.hash, t.logIndex, t.value.toString()]),
      );
      for (const t of items) expect([t.from.address, t.to.address]).toContain(address);

      const blocks = erc20Blocks();
      const start = blocks[2]!;
      const end = blocks[12]!;
      const r = await h.ok('data.listErc20Transfers', {
        chainId: '43113',
        address,
        startBlock: start,
        endBlock: end,
        pageSize: 100,
      });
      expect(r.transactions.length).toBe(blocks.filter((b) => b >= start && b < end).length);
      expect(r.transactions.every((t) => Number(t.blockNumber) >= start && Number(t.blockNumber) < end)).toBe(true);
      expect(r.transactions.at(-1)?.blockNumber).toBe(String(start));
    });

    it('an address the chain never saw has an empty history', async () => {
      const unseen = '0x00000000000000000000000000000000000000aa';
      expect((await h.ok('data.listNativeTransactions', { chainId: '43113', address: unseen })).transactions).toEqual(
        [],
      );
      expect((await h.ok('data.listErc20Transfers', { chainId: '43113', address: unseen })).transactions).toEqual([]);
    });

    it('refuses bad params with their field before the network', async () => {
      for (const channel of ['data.listNativeTransactions', 'data.listErc20Transfers'] as const) {
        const base = { chainId: '43113', address };
        await expectRefusedOffline(h, channel, { ...base, startBlock: 10, endBlock: 10 }, 'endBlock');
        await expectRefusedOffline(h, channel, { ...base, startBlock: 11, endBlock: 10 }, 'endBlock');
        await expectRefusedOffline(h, channel, { ...base, startBlock: -1 }, 'startBlock');
        await expectRefusedOffline(h, channel, { ...base, endBlock: 1.5 }, 'endBlock');
        await expectRefusedOffline(h, channel, { ...base, startBlock: '5' }, 'startBlock');
        await expectRefusedOffline(h, channel, { ...base, pageSize: 101 }, 'pageSize');
        await expectRefusedOffline(h, channel, { ...base, address: 'avax1xyz' }, 'address');
      }
    });
  });
});
