import type { EvmTransaction } from '@shared/models/node/evm';
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/**
 * node.evm.getBlocksByNumber with fullTx: one JSON-RPC batch of eth_getBlockByNumber(n, true) whose
 * transactions are objects. What the node-only home and latest-transactions list are built from: the
 * transactions of the newest blocks must be the Data API's latest transactions of the same chain.
 */
const h = harnessForFile();

interface DataTx {
  txHash: string;
  blockNumber: string;
  from: { address: string };
  to: { address: string };
  value: string;
}

async function dataApi<T>(path: string): Promise<T> {
  const res = await fetch(`${h.sim.url}/v1${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('node.evm.getBlocksByNumber with full transactions', () => {
  it('answers the newest blocks with their transactions as objects, the same the Data API lists as latest', async () => {
    const head = Number(BigInt(await h.ok('node.evm.blockNumber', { blockchainId: 'C' })));
    const numbers = Array.from({ length: 10 }, (_, i) => head - i);
    const blocks = await h.ok('node.evm.getBlocksByNumber', { blockchainId: 'C', numbers, fullTx: true });
    expect(blocks.map((b) => (b?.number ? Number(BigInt(b.number)) : null))).toEqual(numbers);

    // Newest first: blocks from the head down, each block's transactions from its last to its first.
    const fromNode = blocks.flatMap((b) =>
      [...(b?.transactions ?? [])].reverse().map((tx) => {
        expect(typeof tx, 'fullTx gives objects, not hashes').toBe('object');
        const t = tx as EvmTransaction;
        return {
          txHash: t.hash,
          blockNumber: String(BigInt(t.blockNumber ?? '0x0')),
          value: BigInt(t.value).toString(),
        };
      }),
    );
    expect(fromNode.length).toBeGreaterThan(0);
    const lowest = numbers[numbers.length - 1] ?? 0;
    const latest = await dataApi<{ transactions: DataTx[] }>(`/chains/43114/transactions?pageSize=100`);
    const indexed = latest.transactions
      .filter((t) => Number(t.blockNumber) >= lowest)
      .map((t) => ({ txHash: t.txHash, blockNumber: t.blockNumber, value: t.value }));
    expect(fromNode).toEqual(indexed);
  });

  it('without fullTx the same blocks carry only the hashes, in the same order', async () => {
    const head = Number(BigInt(await h.ok('node.evm.blockNumber', { blockchainId: 'C' })));
    const [full] = await h.ok('node.evm.getBlocksByNumber', { blockchainId: 'C', numbers: [head], fullTx: true });
    const [bare] = await h.ok('node.evm.getBlocksByNumber', { blockchainId: 'C', numbers: [head] });
    expect(bare?.transactions).toEqual(full?.transactions.map((t) => (t as EvmTransaction).hash));
  });
});
