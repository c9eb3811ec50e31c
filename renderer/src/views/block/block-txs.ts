import { parseBigInt } from '@renderer/format/number';
import type { EvmTransaction } from '@shared/models/node/evm';

/** One transaction of a block as the table shows it; a node that sent bare hashes leaves the rest unknown. */
export interface BlockTxRow {
  index: number;
  hash: string;
  from: string | null;
  /** null for a contract creation (or when unknown: see `full`). */
  to: string | null;
  value: bigint | null;
  gas: bigint | null;
  gasPrice: bigint | null;
  /** The node sent the whole transaction, not only its hash. */
  full: boolean;
}

/** Rows of a block's `transactions` (objects with fullTx, hashes without), in block order. */
export function blockTxRows(transactions: readonly (string | EvmTransaction)[]): BlockTxRow[] {
  return transactions.map((tx, position) => {
    if (typeof tx === 'string') {
      return { index: position, hash: tx, from: null, to: null, value: null, gas: null, gasPrice: null, full: false };
    }
    const index = tx.transactionIndex === null ? null : parseBigInt(tx.transactionIndex);
    return {
      index: index === null ? position : Number(index),
      hash: tx.hash,
      from: tx.from,
      to: tx.to,
      value: parseBigInt(tx.value),
      gas: parseBigInt(tx.gas),
      gasPrice: tx.gasPrice === undefined ? null : parseBigInt(tx.gasPrice),
      full: true,
    };
  });
}
