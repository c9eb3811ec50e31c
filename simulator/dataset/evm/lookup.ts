import type { EvmDatasets } from './index';
import { type BalanceHistory, type EvmBlock, type EvmChainData, erc20Key, type NftTokenState } from './types';

/** Read-side queries over a generated chain. Indexes not needed while generating are built on first use. */

/** A chain by EVM chain id (decimal) or blockchain id (cb58). */
export function findChain(evm: EvmDatasets, ref: string): EvmChainData | undefined {
  return evm.chains.find((c) => c.spec.evmChainId === ref || c.spec.blockchainId === ref);
}

export const latestBlock = (chain: EvmChainData): EvmBlock => chain.blocks[chain.blocks.length - 1] as EvmBlock;

export function blockByNumber(chain: EvmChainData, number: number): EvmBlock | undefined {
  return chain.blocks[number - chain.spec.firstBlock];
}

const hashIndexes = new WeakMap<EvmChainData, { txs: Map<string, number>; blocks: Map<string, number> }>();

function hashIndex(chain: EvmChainData) {
  let idx = hashIndexes.get(chain);
  if (!idx) {
    const txs = new Map<string, number>();
    chain.txs.forEach((t, i) => {
      txs.set(t.hash, i);
    });
    const blocks = new Map<string, number>();
    chain.blocks.forEach((b, i) => {
      blocks.set(b.hash, i);
    });
    idx = { txs, blocks };
    hashIndexes.set(chain, idx);
  }
  return idx;
}

/** Index in `chain.txs` of a transaction hash (any letter case), or undefined. */
export const txIndexByHash = (chain: EvmChainData, hash: string) => hashIndex(chain).txs.get(hash.toLowerCase());

export function blockByHash(chain: EvmChainData, hash: string): EvmBlock | undefined {
  const i = hashIndex(chain).blocks.get(hash.toLowerCase());
  return i === undefined ? undefined : chain.blocks[i];
}

export const accountOf = (chain: EvmChainData, address: string) => chain.accountIndex.get(address.toLowerCase());

/** Value of a balance history at the end of `block`; `initial` before its first change. */
export function valueAt(history: BalanceHistory | undefined, block: number, initial: bigint): bigint {
  if (!history) return initial;
  let lo = 0;
  let hi = history.blocks.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((history.blocks[mid] as number) <= block) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? initial : (history.values[found] as bigint);
}

export function nativeBalanceAt(chain: EvmChainData, account: number, block: number): bigint {
  return valueAt(chain.nativeHistory.get(account), block, chain.initialBalances[account] ?? 0n);
}

export function erc20BalanceAt(chain: EvmChainData, token: number, account: number, block: number): bigint {
  return valueAt(chain.erc20History.get(erc20Key(token, account)), block, 0n);
}

/** Nonce an account will use next, after all transactions up to and including `block`. */
export function nonceAt(chain: EvmChainData, account: number, block: number): number {
  const list = chain.txsByAccount.get(account) ?? [];
  let sent = 0;
  for (const i of list) {
    const tx = chain.txs[i]!;
    if (tx.block > block) break;
    if (tx.from === account) sent++;
  }
  return (chain.initialNonces[account] ?? 0) + sent;
}

const ownership = new WeakMap<EvmChainData, Map<number, NftTokenState[]>>();

/** NFTs (ERC-721 owned, ERC-1155 with a positive amount) per account, by collection then token id. */
export function nftsOwnedBy(chain: EvmChainData, account: number): NftTokenState[] {
  let map = ownership.get(chain);
  if (!map) {
    map = new Map();
    const add = (acct: number, s: NftTokenState) => {
      const list = map!.get(acct);
      if (list) list.push(s);
      else map!.set(acct, [s]);
    };
    const states = [...chain.nftTokens.values()].sort((a, b) =>
      a.collection !== b.collection
        ? a.collection - b.collection
        : a.tokenId < b.tokenId
          ? -1
          : a.tokenId > b.tokenId
            ? 1
            : 0,
    );
    for (const s of states) {
      if (s.holders) for (const h of s.holders.keys()) add(h, s);
      else if (s.owner !== undefined && s.owner !== 0) add(s.owner, s);
    }
    ownership.set(chain, map);
  }
  return map.get(account) ?? [];
}

/** Tokens of one collection in token id order. */
export function collectionTokens(chain: EvmChainData, collection: number): NftTokenState[] {
  const out: NftTokenState[] = [];
  for (const s of chain.nftTokens.values()) if (s.collection === collection) out.push(s);
  return out.sort((a, b) => (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0));
}

/** Tokens an account ever held, in token order. */
export function erc20TokensTouched(chain: EvmChainData, account: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < chain.tokens.length; t++) if (chain.erc20History.has(erc20Key(t, account))) out.push(t);
  return out;
}

/** First index in the ascending `list` whose key is >= `value`. */
export function lowerBound(list: readonly number[], value: number, key: (item: number) => number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
