import type { ApiError } from '@renderer/api';
import type { ChannelName } from '@shared/contract';
import type { EvmBlock, EvmTransaction } from '@shared/models/node/evm';
import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../api';
import { useActiveProfile } from './active-profile';
import { pageNumbers, useRefreshFirstPage } from './blocks';
import { channelKey } from './keys';

const CHANNEL = 'node.evm.getBlocksByNumber' satisfies ChannelName;

/** How far back one read of recent transactions goes, and when it may stop early. */
export interface RecentTxReach {
  /** Blocks per JSON-RPC batch. */
  batch: number;
  /** Stop once this many transactions are in hand (whole blocks are kept). */
  enoughTxs: number;
  /** Never read more blocks than this for one answer, however quiet the chain. */
  maxBlocks: number;
}

/** Blocks read from the node with their transactions as objects, newest first, and the range they cover. */
export interface RecentBlocks {
  blocks: EvmBlock[];
  /** The newest and oldest block numbers read (inclusive); `top < bottom` never happens. */
  top: number;
  bottom: number;
  /** Where the next (older) read starts; null once block 0 was read. */
  next: number | null;
}

/**
 * Reads blocks from `top` (null: the node's head) downwards in batches of eth_getBlockByNumber(n, true) until
 * enough transactions are in hand, `maxBlocks` were read, or block 0. A node alone has no list of the
 * chain's transactions: the newest blocks are where its latest transactions are.
 */
export async function readRecentBlocks(
  profileId: string,
  blockchainId: string,
  top: number | null,
  reach: RecentTxReach,
): Promise<RecentBlocks> {
  const on = { blockchainId };
  const start = top ?? Number(BigInt(await api.invokeAs(profileId, 'node.evm.blockNumber', on)));
  const blocks: EvmBlock[] = [];
  let txs = 0;
  let next: number | null = start;
  while (next !== null && start - next < reach.maxBlocks && txs < reach.enoughTxs) {
    const numbers = pageNumbers(next, Math.min(reach.batch, reach.maxBlocks - (start - next)));
    const found = await api.invokeAs(profileId, CHANNEL, { ...on, numbers, fullTx: true });
    for (const block of found) {
      if (block === null) continue;
      blocks.push(block);
      txs += block.transactions.length;
    }
    const lowest = numbers[numbers.length - 1] ?? 0;
    next = lowest > 0 ? lowest - 1 : null;
  }
  return { blocks, top: start, bottom: next === null ? 0 : next + 1, next };
}

/** One transaction of a node block, as the node-backed lists show it. */
export interface NodeTxRow {
  hash: string;
  blockNumber: string;
  /** Unix seconds of its block. */
  timestamp: number;
  from: string;
  /** null: a contract creation. */
  to: string | null;
  value: bigint;
  /** The input's 4-byte selector, or null for a plain value transfer. */
  selector: string | null;
}

const SELECTOR_HEX = 10;

/** The transactions of blocks read newest first, newest first: each block's from its last to its first. */
export function nodeTxRows(blocks: readonly EvmBlock[]): NodeTxRow[] {
  return blocks.flatMap((block) => {
    const timestamp = Number(BigInt(block.timestamp));
    const number = BigInt(block.number ?? '0x0').toString();
    return block.transactions
      .filter((tx): tx is EvmTransaction => typeof tx !== 'string')
      .map((tx) => ({
        hash: tx.hash,
        blockNumber: number,
        timestamp,
        from: tx.from,
        to: tx.to,
        value: BigInt(tx.value),
        selector: tx.input.length >= SELECTOR_HEX ? tx.input.slice(0, SELECTOR_HEX).toLowerCase() : null,
      }))
      .reverse();
  });
}

/** What the dashboard reads: a batch of the newest blocks, more only while they hold fewer than a screenful. */
export const HOME_REACH: RecentTxReach = { batch: 10, enoughTxs: 6, maxBlocks: 50 };

/** The chain's newest blocks with their transactions, from its node, refreshed every `refetchInterval` ms. */
export function useNodeRecentBlocks(blockchainId: string | null, refetchInterval: number) {
  const profile = useActiveProfile();
  return useQuery<RecentBlocks, ApiError>({
    queryKey: channelKey(profile.id, CHANNEL, { blockchainId, reach: HOME_REACH, list: 'recent' }),
    queryFn: () => readRecentBlocks(profile.id, blockchainId ?? 'C', null, HOME_REACH),
    enabled: blockchainId !== null,
    staleTime: 0,
    refetchInterval,
  });
}

/** Blocks per batch of the latest-transactions list, and how far one page may reach on a quiet chain. */
const LIST_BATCH = 10;
const LIST_MAX_BLOCKS = 100;

/**
 * The chain's latest transactions from its node: each page reads blocks backwards from where the last one
 * stopped until it holds `pageSize` transactions (or 100 blocks were read); a refresh starts again at the head.
 */
export function useNodeLatestTransactions(blockchainId: string | null, pageSize: number) {
  const profile = useActiveProfile();
  const reach = useMemo(() => ({ batch: LIST_BATCH, enoughTxs: pageSize, maxBlocks: LIST_MAX_BLOCKS }), [pageSize]);
  const key = useMemo(
    () => channelKey(profile.id, CHANNEL, { blockchainId, reach, list: 'latest-transactions' }),
    [profile.id, blockchainId, reach],
  );
  const query = useInfiniteQuery<RecentBlocks, ApiError, InfiniteData<RecentBlocks>, typeof key, number | null>({
    queryKey: key,
    enabled: blockchainId !== null,
    staleTime: 0,
    initialPageParam: null,
    getNextPageParam: (last) => last.next ?? undefined,
    queryFn: ({ pageParam }) => readRecentBlocks(profile.id, blockchainId ?? 'C', pageParam, reach),
  });
  const refresh = useRefreshFirstPage(key);
  return { query, refresh };
}
