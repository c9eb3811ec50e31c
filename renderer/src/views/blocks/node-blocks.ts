import type { Block } from '@shared/models/data/blocks';
import type { EvmBlock } from '@shared/models/node/evm';

/**
 * A node block in the latest-blocks table's row shape. The node does not total a block's fees (that needs
 * every receipt), so fees and cumulative counts are left empty and their column is not shown.
 */
export function nodeBlockRow(chainId: string, b: EvmBlock): Block {
  return {
    chainId,
    blockNumber: BigInt(b.number ?? '0x0').toString(),
    blockTimestamp: Number(BigInt(b.timestamp)),
    blockHash: b.hash ?? '',
    txCount: b.transactions.length,
    baseFee: BigInt(b.baseFeePerGas ?? '0x0').toString(),
    gasUsed: BigInt(b.gasUsed).toString(),
    gasLimit: BigInt(b.gasLimit).toString(),
    gasCost: '',
    parentHash: b.parentHash,
    feesSpent: '',
    cumulativeTransactions: '',
  };
}

/** The columns of the node's latest blocks: the Data API's without those the node cannot fill. */
export const NODE_BLOCK_HIDDEN_COLUMNS = new Set(['fees']);
