import { loose } from '@shared/schema';
import { z } from 'zod';
import { nextPageToken } from './shared';

/** EVM blocks as the Data API indexes them. */
export const Block = loose({
  chainId: z.string(),
  blockNumber: z.string(),
  blockTimestamp: z.number(),
  blockTimestampMilliseconds: z.number().optional(),
  blockMinDelayExcess: z.number().optional(),
  blockHash: z.string(),
  txCount: z.number(),
  baseFee: z.string(),
  gasUsed: z.string(),
  gasLimit: z.string(),
  gasCost: z.string(),
  parentHash: z.string(),
  feesSpent: z.string(),
  cumulativeTransactions: z.string(),
});
export type Block = z.output<typeof Block>;

export const ListBlocksResponse = loose({ nextPageToken, blocks: z.array(Block) });
export type ListBlocksResponse = z.output<typeof ListBlocksResponse>;
