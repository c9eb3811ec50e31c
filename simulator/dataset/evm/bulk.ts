import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { Rng } from '../rng';
import type { EvmBlock, EvmChainData } from './types';

/**
 * An address with as many native transactions as asked (`--bulk-address-txs N`), on the mainnet
 * C-Chain, for exports and benchmarks that need 100,000 rows. Its transactions are made up on demand
 * from their index (nothing is stored), spread evenly over the chain's blocks, half sent and half
 * received, with values beyond 2^53 wei. They are served by the address's transaction list only: blocks
 * and the single-transaction endpoint do not know them.
 */
export const BULK_ADDRESS = '0xb0b0000000000000000000000000000000b0b0b0';

export interface BulkTx {
  index: number;
  block: EvmBlock;
  /** Position in its block, after the block's own transactions. */
  blockIndex: number;
  hash: string;
  outgoing: boolean;
  counterparty: number;
  value: bigint;
  gasPrice: bigint;
  nonce: number;
  success: boolean;
}

export class BulkHistory {
  private eoas: number[] | undefined;

  constructor(
    readonly chain: EvmChainData,
    readonly total: number,
    private readonly seed: number,
  ) {}

  /** Index into `chain.blocks` of transaction `i` (0 = oldest). */
  blockIndexOf(i: number): number {
    return Math.floor((i * this.chain.blocks.length) / this.total);
  }

  /** The first transaction whose block number is `number` or later (`total` when none is). */
  firstAtOrAfter(number: number): number {
    let lo = 0;
    let hi = this.total;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.chain.blocks[this.blockIndexOf(mid)] as EvmBlock).number < number) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  tx(i: number): BulkTx {
    this.eoas ??= this.chain.accounts.flatMap((a, n) => (a.kind === 'eoa' ? [n] : []));
    const digest = sha256(utf8ToBytes(`snowscope-sim:bulk:${this.seed}:${i}`));
    const rng = new Rng(new DataView(digest.buffer).getUint32(0));
    const blockIdx = this.blockIndexOf(i);
    const block = this.chain.blocks[blockIdx] as EvmBlock;
    const firstInBlock = Math.ceil((blockIdx * this.total) / this.chain.blocks.length);
    const outgoing = i % 2 === 0;
    return {
      index: i,
      block,
      blockIndex: block.txCount + (i - firstInBlock),
      hash: `0x${bytesToHex(digest)}`,
      outgoing,
      counterparty: this.eoas[rng.int(0, this.eoas.length - 1)] as number,
      value: rng.bigint(1n, 10n ** 21n),
      gasPrice: block.baseFee + BigInt(rng.int(0, 2_000_000_000)),
      nonce: outgoing ? i / 2 : rng.int(0, 5_000),
      success: rng.chance(0.98),
    };
  }
}
