import { isEvmAddress, isHash32 } from '@shared/ids';
import { blockByHash, blockByNumber, latestBlock } from '@sim/dataset/evm/lookup';
import type { EvmBlock, EvmChainData } from '@sim/dataset/evm/types';
import { invalidParams, positionalParams, RpcError, type RpcMethodMap } from '@sim/http/jsonrpc';
import { blockNumberArg } from './rpc-args';
import { type RpcLog, txLogs } from './rpc-format';

/**
 * eth_getLogs as coreth answers it: a block range (default latest..latest) or one block hash, an address
 * or list of addresses, and up to four topic positions (null = any, a list = any of them). A range of
 * `maxBlocks` or more blocks is refused with coreth's message (its `api-max-blocks-per-request`), so a
 * client has to scan a long range in chunks. Blocks before the served history hold no logs.
 */

/** api.avax.network's limit on the C-Chain; the L1 nodes run a tighter operator setting. */
export const C_CHAIN_MAX_BLOCKS_PER_REQUEST = 2048;
export const L1_MAX_BLOCKS_PER_REQUEST = 500;

interface FilterQuery {
  fromBlock?: unknown;
  toBlock?: unknown;
  blockHash?: unknown;
  address?: unknown;
  topics?: unknown;
}

const badFilter = (detail: string) => invalidParams(`invalid argument 0: ${detail}`);

function addressesOf(value: unknown): Set<string> | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  for (const a of list) {
    if (typeof a !== 'string' || !isEvmAddress(a)) throw badFilter('invalid address');
  }
  return new Set((list as string[]).map((a) => a.toLowerCase()));
}

/** Each position: undefined = any, else the set of accepted topics. */
function topicsOf(value: unknown): (Set<string> | undefined)[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badFilter('topics must be an array');
  if (value.length > 4) throw badFilter('too many topics, max 4');
  return value.map((position) => {
    if (position === null) return undefined;
    const list = Array.isArray(position) ? position : [position];
    for (const t of list) {
      if (typeof t !== 'string' || !isHash32(t)) throw badFilter('invalid topic(s)');
    }
    return list.length === 0 ? undefined : new Set((list as string[]).map((t) => t.toLowerCase()));
  });
}

function matches(log: RpcLog, addresses: Set<string> | undefined, topics: (Set<string> | undefined)[]): boolean {
  if (addresses && !addresses.has(log.address)) return false;
  if (topics.length > log.topics.length) return false;
  return topics.every((accepted, i) => accepted === undefined || accepted.has(log.topics[i]!.toLowerCase()));
}

function logsOfBlock(chain: EvmChainData, b: EvmBlock): RpcLog[] {
  const out: RpcLog[] = [];
  for (let i = b.firstTx; i < b.firstTx + b.txCount; i++) out.push(...txLogs(chain, chain.txs[i]!));
  return out;
}

export function logMethods(chain: EvmChainData, maxBlocks: number): RpcMethodMap {
  return {
    eth_getLogs: (params) => {
      const [query] = positionalParams(params);
      if (typeof query !== 'object' || query === null || Array.isArray(query))
        throw badFilter('json: cannot unmarshal non-object into Go value of type filters.FilterCriteria');
      const q = query as FilterQuery;
      const addresses = addressesOf(q.address);
      const topics = topicsOf(q.topics);
      const keep = (logs: RpcLog[]) => logs.filter((log) => matches(log, addresses, topics));
      if (q.blockHash !== undefined && q.blockHash !== null) {
        if (q.fromBlock !== undefined || q.toBlock !== undefined)
          throw badFilter('cannot specify both BlockHash and FromBlock/ToBlock, choose one or the other');
        if (typeof q.blockHash !== 'string' || !isHash32(q.blockHash)) throw badFilter('invalid block hash');
        const b = blockByHash(chain, q.blockHash);
        if (!b) throw new RpcError(-32000, 'unknown block');
        return keep(logsOfBlock(chain, b));
      }
      const head = latestBlock(chain).number;
      const from = blockNumberArg(chain, q.fromBlock, 0);
      const to = blockNumberArg(chain, q.toBlock, 0);
      if (from > to) throw new RpcError(-32000, 'invalid block range params');
      if (to > head) throw invalidParams('block range extends beyond current head block');
      if (to - from >= maxBlocks)
        throw new RpcError(-32000, `requested too many blocks from ${from} to ${to}, maximum is set to ${maxBlocks}`);
      const out: RpcLog[] = [];
      for (let n = Math.max(from, chain.spec.firstBlock); n <= to; n++) {
        const b = blockByNumber(chain, n);
        if (b) out.push(...keep(logsOfBlock(chain, b)));
      }
      return out;
    },
  };
}
