import { ApiError } from '@renderer/api';
import { addressTopic, type DecodedTransfer, decodeTransfers, TRANSFER_TOPIC } from '@renderer/format/transfer-logs';
import type { AppError } from '@shared/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api';
import { useActiveProfile } from './active-profile';
import { chunkBelow, FIRST_CHUNK_BLOCKS, isRangeRefusal, smallerChunk } from './log-scan-plan';

export interface LogScanState {
  status: 'idle' | 'scanning' | 'done' | 'cancelled' | 'failed';
  /** The range asked for, inclusive. */
  range: { from: number; to: number } | null;
  /** The lowest block read so far: [scannedFrom, range.to] is done (scanning runs newest first). */
  scannedFrom: number | null;
  /** Blocks per eth_getLogs request now (shrunk when the node refused a longer range). */
  chunk: number;
  /** How many times the node refused a range as too long. */
  refusals: number;
  transfers: DecodedTransfer[];
  error: AppError | null;
}

const IDLE: LogScanState = {
  status: 'idle',
  range: null,
  scannedFrom: null,
  chunk: FIRST_CHUNK_BLOCKS,
  refusals: 0,
  transfers: [],
  error: null,
};

const byNewest = (a: DecodedTransfer, b: DecodedTransfer) =>
  (b.blockNumber ?? 0) - (a.blockNumber ?? 0) || b.logIndex - a.logIndex;

/**
 * An address's ERC-20 transfers over a block range, from eth_getLogs alone: the Transfer topic with the
 * address as sender (topic 1), then as receiver (topic 2), chunk by chunk from the newest block down,
 * shrinking the chunk when the node refuses a range. Cancel keeps what was read and says which range it covers.
 */
export function useTransferScan(blockchainId: string | null, address: string) {
  const profile = useActiveProfile();
  const [state, setState] = useState<LogScanState>(IDLE);
  const run = useRef(0);
  // A scan in flight stops when the view goes away (a new address, chain or profile).
  useEffect(
    () => () => {
      run.current++;
    },
    [],
  );

  const start = useCallback(
    async (from: number, to: number) => {
      if (blockchainId === null) return;
      const id = ++run.current;
      const topic = addressTopic(address);
      let chunk = FIRST_CHUNK_BLOCKS;
      let refusals = 0;
      let upper = to;
      const found: DecodedTransfer[] = [];
      setState({ ...IDLE, status: 'scanning', range: { from, to }, scannedFrom: to + 1 });
      while (upper >= from) {
        if (run.current !== id) return;
        const part = chunkBelow(upper, from, chunk);
        const ask = (topics: (string | null)[]) =>
          api.invokeAs(profile.id, 'node.evm.getLogs', {
            blockchainId,
            fromBlock: part.from,
            toBlock: part.to,
            topics,
          });
        try {
          const [sent, received] = await Promise.all([
            ask([TRANSFER_TOPIC, topic]),
            ask([TRANSFER_TOPIC, null, topic]),
          ]);
          // ERC-721 Transfers share the topic; an ERC-20 one has exactly three topics.
          found.push(...decodeTransfers([...sent, ...received]).filter((t) => t.kind === 'ERC-20'));
        } catch (e) {
          const error = e instanceof ApiError ? e.error : { kind: 'internal' as const, message: String(e) };
          const next =
            error.kind === 'rpc' && isRangeRefusal(error.message) ? smallerChunk(error.message, chunk) : null;
          if (run.current !== id) return;
          if (next !== null) {
            chunk = next;
            refusals++;
            setState((s) => ({ ...s, chunk, refusals }));
            continue;
          }
          setState((s) => ({ ...s, status: 'failed', error }));
          return;
        }
        if (run.current !== id) return;
        upper = part.from - 1;
        const transfers = [...found].sort(byNewest);
        setState((s) => ({ ...s, scannedFrom: part.from, chunk, refusals, transfers }));
      }
      setState((s) => ({ ...s, status: 'done' }));
    },
    [blockchainId, address, profile.id],
  );

  const cancel = useCallback(() => {
    run.current++;
    setState((s) => (s.status === 'scanning' ? { ...s, status: 'cancelled' } : s));
  }, []);

  return { state, start, cancel };
}
