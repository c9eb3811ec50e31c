import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** data.listLatestBlocks through invoke → router → DataApiClient → simulator. */
describe('data.listLatestBlocks', () => {
  const h = harnessForFile();

  it('lists the latest blocks first, as the dataset has them, by default 10', async () => {
    const chain = h.sim.dataset.evm.fuji;
    const { blocks } = await h.ok('data.listLatestBlocks', { chainId: '43113' });
    expect(blocks).toHaveLength(10);
    const expected = chain.blocks.slice(-10).reverse();
    blocks.forEach((b, i) => {
      const d = expected[i]!;
      expect(b).toMatchObject({
        chainId: '43113',
        blockNumber: String(d.number),
        blockHash: d.hash,
        parentHash: d.parentHash,
        blockTimestamp: d.timestamp,
        txCount: d.txCount,
        gasUsed: String(d.gasUsed),
        baseFee: d.baseFee.toString(),
        cumulativeTransactions: String(d.cumulativeTxs),
      });
      if (i > 0) expect(blocks[i - 1]!.parentHash).toBe(b.blockHash);
    });
  });

  it('pages backwards through consecutive blocks without duplicates', async () => {
    const first = await h.ok('data.listLatestBlocks', { chainId: '43113', pageSize: 40 });
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await h.ok('data.listLatestBlocks', {
      chainId: '43113',
      pageSize: 40,
      pageToken: first.nextPageToken!,
    });
    const numbers = [...first.blocks, ...second.blocks].map((b) => Number(b.blockNumber));
    expect(numbers).toHaveLength(80);
    const top = numbers[0]!;
    expect(numbers).toEqual(numbers.map((_, i) => top - i));
    expect(first.blocks.at(-1)!.parentHash).toBe(second.blocks[0]!.blockHash);
  });

  it('lists an L1 by its blockchain id, to the end of its history', async () => {
    const l1 = h.sim.dataset.evm.chains.find((c) => !c.spec.isCChain && c.spec.network === 'mainnet')!;
    let pageToken: string | undefined;
    const numbers: number[] = [];
    do {
      const page = await h.ok('data.listLatestBlocks', {
        chainId: l1.spec.blockchainId,
        pageSize: 100,
        ...(pageToken ? { pageToken } : {}),
      });
      expect(page.blocks.every((b) => b.chainId === l1.spec.evmChainId)).toBe(true);
      numbers.push(...page.blocks.map((b) => Number(b.blockNumber)));
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(numbers).toEqual(l1.blocks.map((b) => b.number).reverse());
  });

  it('an unknown chain is an http 404; a token from another chain is an http 400', async () => {
    expect(await h.invoke('data.listLatestBlocks', { chainId: '999999' })).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404 },
    });
    const first = await h.ok('data.listLatestBlocks', { chainId: '43113', pageSize: 5 });
    const l1 = h.sim.dataset.evm.chains.find((c) => !c.spec.isCChain)!;
    expect(
      await h.invoke('data.listLatestBlocks', {
        chainId: l1.spec.evmChainId,
        pageSize: 5,
        pageToken: first.nextPageToken!,
      }),
    ).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
  });

  it('refuses bad params with their field before the network', async () => {
    await expectRefusedOffline(h, 'data.listLatestBlocks', { chainId: '43113', pageSize: 0 }, 'pageSize');
    await expectRefusedOffline(h, 'data.listLatestBlocks', { chainId: '43113', pageSize: 101 }, 'pageSize');
    await expectRefusedOffline(h, 'data.listLatestBlocks', { chainId: '43113', pageSize: '10' }, 'pageSize');
    await expectRefusedOffline(h, 'data.listLatestBlocks', { chainId: '43113', pageToken: '' }, 'pageToken');
    await expectRefusedOffline(h, 'data.listLatestBlocks', { chainId: 'C' }, 'chainId');
    await expectRefusedOffline(h, 'data.listLatestBlocks', {}, 'chainId');
  });
});
