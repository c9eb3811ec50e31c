import * as C from '@avalanche-sdk/chainkit/models/components';
import { BULK_ADDRESS, BulkHistory } from '@sim/dataset/evm/bulk';
import { type RunningSimulator, startSimulator } from '@sim/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceProblems } from './strict';

/**
 * The bulk address (`--bulk-address-txs`) speaks the same strict listNative shape as every other address,
 * at the size the big-table benchmark scrolls (100,000 transactions).
 */

const TOTAL = 100_000;
/** The first pages of the whole list, each checked against the strict schema. */
const STRICT_PAGES = 5;
let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator({ port: 0, bulkAddressTxs: TOTAL });
});
afterAll(() => sim.close());

interface Page {
  nextPageToken?: string;
  transactions: {
    txHash: string;
    blockNumber: string;
    value: string;
    from: { address: string };
    to: { address: string };
  }[];
}

const list = async (query: string, strict = true): Promise<Page> => {
  const res = await fetch(`${sim.url}/v1/chains/43114/addresses/${BULK_ADDRESS}/transactions:listNative?${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as Page;
  if (strict) expect(conformanceProblems(C.ListNativeTransactionsResponse$inboundSchema, body)).toEqual([]);
  return body;
};

describe('bulk address', () => {
  it('pages its N transactions newest first, each once, in full pages, with values beyond 2^53', async () => {
    const hashes = new Set<string>();
    let token: string | undefined;
    let previousBlock = Number.POSITIVE_INFINITY;
    let big = 0;
    for (let pages = 0; pages < STRICT_PAGES; pages++) {
      const page = await list(`pageSize=100${token ? `&pageToken=${token}` : ''}`);
      expect(page.transactions).toHaveLength(100);
      for (const tx of page.transactions) {
        hashes.add(tx.txHash);
        expect(Number(tx.blockNumber)).toBeLessThanOrEqual(previousBlock);
        previousBlock = Number(tx.blockNumber);
        expect([tx.from.address, tx.to.address]).toContain(BULK_ADDRESS);
        if (BigInt(tx.value) > 2n ** 53n) big++;
      }
      token = page.nextPageToken;
      expect(token).toBeTruthy();
    }
    expect(hashes.size).toBe(STRICT_PAGES * 100);
    expect(big).toBeGreaterThan(STRICT_PAGES * 80);
  });

  it('walks a block range to its end: as many as the history spreads there, newest first, the last page without a token', async () => {
    // The oldest blocks of the chain: a walk of ~30 pages that ends, where the whole list would take 1,000.
    const blocks = sim.dataset.evm.mainnet.blocks;
    const history = new BulkHistory(sim.dataset.evm.mainnet, TOTAL, 1);
    const end = (blocks[Math.floor(blocks.length * 0.03)] as { number: number }).number;
    const expected = history.firstAtOrAfter(end);
    const hashes = new Set<string>();
    let token: string | undefined;
    let previousBlock = Number.POSITIVE_INFINITY;
    let pages = 0;
    let outOfOrder = 0;
    do {
      const page = await list(`pageSize=100&endBlock=${end}${token ? `&pageToken=${token}` : ''}`, pages < 2);
      pages++;
      for (const tx of page.transactions) {
        hashes.add(tx.txHash);
        if (Number(tx.blockNumber) > previousBlock || Number(tx.blockNumber) >= end) outOfOrder++;
        previousBlock = Number(tx.blockNumber);
      }
      token = page.nextPageToken;
    } while (token);
    expect(expected).toBeGreaterThan(2_000);
    expect(hashes.size).toBe(expected);
    expect(pages).toBe(Math.ceil(expected / 100));
    expect(outOfOrder).toBe(0);
  });

  it('honours the block range like any address (start included, end excluded)', async () => {
    const blocks = sim.dataset.evm.mainnet.blocks;
    const start = blocks[100]!.number;
    const end = blocks[200]!.number;
    const page = await list(`pageSize=100&startBlock=${start}&endBlock=${end}`);
    expect(page.transactions.length).toBeGreaterThan(0);
    for (const tx of page.transactions) {
      expect(Number(tx.blockNumber)).toBeGreaterThanOrEqual(start);
      expect(Number(tx.blockNumber)).toBeLessThan(end);
    }
  });

  it('is not served unless asked for', async () => {
    const plain = await startSimulator({ port: 0 });
    try {
      const res = await fetch(`${plain.url}/v1/chains/43114/addresses/${BULK_ADDRESS}/transactions:listNative`);
      expect(((await res.json()) as Page).transactions).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
