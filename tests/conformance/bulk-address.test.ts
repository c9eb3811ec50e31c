import * as C from '@avalanche-sdk/chainkit/models/components';
import { BULK_ADDRESS } from '@sim/dataset/evm/bulk';
import { type RunningSimulator, startSimulator } from '@sim/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceProblems } from './strict';

/** The bulk address (`--bulk-address-txs`) speaks the same strict listNative shape as every other address. */

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator({ port: 0, bulkAddressTxs: 3_000 });
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

const list = async (query: string): Promise<Page> => {
  const res = await fetch(`${sim.url}/v1/chains/43114/addresses/${BULK_ADDRESS}/transactions:listNative?${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as Page;
  expect(conformanceProblems(C.ListNativeTransactionsResponse$inboundSchema, body)).toEqual([]);
  return body;
};

describe('bulk address', () => {
  it('pages its N transactions newest first, each once, with values beyond 2^53', async () => {
    const hashes = new Set<string>();
    let token: string | undefined;
    let previousBlock = Number.POSITIVE_INFINITY;
    let big = 0;
    do {
      const page = await list(`pageSize=100${token ? `&pageToken=${token}` : ''}`);
      for (const tx of page.transactions) {
        hashes.add(tx.txHash);
        expect(Number(tx.blockNumber)).toBeLessThanOrEqual(previousBlock);
        previousBlock = Number(tx.blockNumber);
        expect([tx.from.address, tx.to.address]).toContain(BULK_ADDRESS);
        if (BigInt(tx.value) > 2n ** 53n) big++;
      }
      token = page.nextPageToken;
    } while (token);
    expect(hashes.size).toBe(3_000);
    expect(big).toBeGreaterThan(2_500);
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
