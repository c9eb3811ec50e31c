import type { Rng } from '../rng';
import { create2Address, createAddress } from './abi';
import { fastHash } from './fast-hash';
import {
  type Account,
  type AccountKind,
  type BalanceHistory,
  type EvmBlock,
  type EvmChainData,
  type EvmChainSpec,
  type EvmTx,
  erc20Key,
  type InternalTx,
  type NftTokenState,
  type TeleporterInfo,
  type TxKind,
} from './types';

export const ZERO_ACCOUNT = 0;
/** Shared empty list for the many transactions without transfers (frozen: never pushed to). */
const NONE: never[] = Object.freeze([]) as never[];
const GWEI = 1_000_000_000n;

/** A transaction before it is priced, numbered and applied. */
export interface TxDraft {
  from: number;
  to: number;
  value: bigint;
  kind: TxKind;
  gasUsed: number;
  gasLimit: number;
  methodSig?: string;
  success?: boolean;
  erc20?: { token: number; from: number; to: number; value: bigint }[];
  nft?: { collection: number; tokenId: bigint; from: number; to: number; value: bigint; operator: number }[];
  internal?: InternalTx[];
  teleporter?: TeleporterInfo;
  /** Deploys a contract: with CREATE from `from` (then `to` becomes the contract) or CREATE2 by the factory `to`. */
  create?: { kind: AccountKind; name?: string; assetIndex?: number; create2Salt?: string };
}

/** Ordered set with O(1) add, remove and random pick (holders of a token). */
class PickSet {
  private readonly items: number[] = [];
  private readonly pos = new Map<number, number>();
  get size() {
    return this.items.length;
  }
  add(v: number) {
    if (this.pos.has(v)) return;
    this.pos.set(v, this.items.length);
    this.items.push(v);
  }
  remove(v: number) {
    const i = this.pos.get(v);
    if (i === undefined) return;
    const last = this.items.pop() as number;
    this.pos.delete(v);
    if (last !== v) {
      this.items[i] = last;
      this.pos.set(last, i);
    }
  }
  pick(rng: Rng): number | undefined {
    return this.items.length ? this.items[Math.floor(rng.next() * this.items.length)] : undefined;
  }
}

function record<K>(map: Map<K, BalanceHistory>, key: K, block: number, v: bigint) {
  let h = map.get(key);
  if (!h) {
    h = { blocks: [], values: [] };
    map.set(key, h);
  }
  const n = h.blocks.length;
  if (n > 0 && h.blocks[n - 1] === block) h.values[n - 1] = v;
  else {
    h.blocks.push(block);
    h.values.push(v);
  }
}

function pushIndex(map: Map<number, number[]>, key: number, value: number) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

/**
 * Accumulates a chain block by block: prices each transaction, checks it is affordable, applies its
 * value, token and NFT movements, and records balance histories and per-address indexes as it goes,
 * so every balance the simulator reports is the sum of the transfers it lists.
 */
export class ChainBuilder {
  readonly data: EvmChainData;
  readonly balances: bigint[] = [];
  readonly nonces: number[] = [];
  /** Current ERC-20 balances per token. */
  readonly erc20Balances: Map<number, bigint>[] = [];
  /** EOAs holding a positive balance, per token. */
  readonly holders: PickSet[] = [];
  /** Minted ERC-721 token keys per collection, and ERC-1155 (collection, id) keys with holders. */
  readonly mintedKeys: string[][] = [];
  private block: EvmBlock | undefined;
  private logCounter = 0;
  lastCreated = -1;

  constructor(
    spec: EvmChainSpec,
    private readonly rng: Rng,
    windowStart: number,
  ) {
    this.data = {
      spec,
      accounts: [],
      accountIndex: new Map(),
      tokens: [],
      collections: [],
      blocks: [],
      txs: [],
      erc20Transfers: [],
      nftTransfers: [],
      initialBalances: [],
      initialNonces: [],
      nativeHistory: new Map(),
      erc20History: new Map(),
      nftTokens: new Map(),
      txsByAccount: new Map(),
      erc20ByAccount: new Map(),
      deployments: new Map(),
      dailyNativeUsd: [],
      windowStart,
    };
    this.addAccount('0x0000000000000000000000000000000000000000', 'zero');
  }

  addAccount(address: string, kind: AccountKind, extra: Partial<Account> = {}, balance = 0n, nonce = 0): number {
    const idx = this.data.accounts.length;
    this.data.accounts.push({ address, kind, ...extra });
    this.data.accountIndex.set(address.toLowerCase(), idx);
    this.data.initialBalances.push(balance);
    this.data.initialNonces.push(nonce);
    this.balances.push(balance);
    this.nonces.push(nonce);
    return idx;
  }

  registerToken(): number {
    this.erc20Balances.push(new Map());
    this.holders.push(new PickSet());
    return this.erc20Balances.length - 1;
  }

  registerCollection(): number {
    this.mintedKeys.push([]);
    return this.mintedKeys.length - 1;
  }

  erc20Balance(token: number, account: number): bigint {
    return this.erc20Balances[token]?.get(account) ?? 0n;
  }

  get currentBlock(): EvmBlock {
    if (!this.block) throw new Error('no open block');
    return this.block;
  }

  /** Upper bound of what a transaction with this gas limit can cost at the current base fee. */
  maxFee(gasLimit: number): bigint {
    return BigInt(gasLimit) * (this.currentBlock.baseFee * 2n + 3n * GWEI);
  }

  openBlock(timestamp: number, baseFee: bigint, gasLimit: number): void {
    const prev = this.data.blocks[this.data.blocks.length - 1];
    const number = this.data.spec.firstBlock + this.data.blocks.length;
    this.block = {
      number,
      hash: fastHash(this.rng),
      parentHash: prev ? prev.hash : fastHash(this.rng),
      timestamp,
      timestampMs: this.rng.int(0, 999),
      baseFee,
      gasLimit,
      gasUsed: 0,
      feesSpent: 0n,
      firstTx: this.data.txs.length,
      txCount: 0,
      cumulativeTxs: prev ? prev.cumulativeTxs : this.data.spec.priorTxCount,
    };
    this.logCounter = 0;
  }

  closeBlock(): EvmBlock {
    const b = this.currentBlock;
    this.data.blocks.push(b);
    this.block = undefined;
    return b;
  }

  fits(gasUsed: number): boolean {
    const b = this.currentBlock;
    return b.gasUsed + gasUsed <= b.gasLimit;
  }

  private price(): { txType: 0 | 2; gasPrice: bigint; maxFee?: bigint; maxPriority?: bigint } {
    const base = this.currentBlock.baseFee;
    if (this.rng.chance(0.15)) {
      const tip = (base * BigInt(this.rng.int(0, 50))) / 100n;
      return { txType: 0, gasPrice: base + tip };
    }
    const priority = this.rng.chance(0.6) ? 0n : BigInt(this.rng.int(1, 2000)) * 1_000_000n;
    const maxFee = base * 2n + priority;
    return { txType: 2, gasPrice: base + priority, maxFee, maxPriority: priority };
  }

  /** Prices and applies `d`; false (and nothing changes) when the sender cannot afford it or a movement is invalid. */
  commit(d: TxDraft): boolean {
    const block = this.currentBlock;
    if (!this.fits(d.gasUsed)) return false;
    const success = d.success !== false;
    const pricing = this.price();
    const fee = BigInt(d.gasUsed) * pricing.gasPrice;
    if (this.balances[d.from]! < fee + d.value) return false;
    this.deltaCount = 0;

    // A contract created with CREATE receives the transaction: it gets the next account index.
    const viaCreate = d.create !== undefined && d.create.create2Salt === undefined;
    const to = viaCreate ? this.data.accounts.length : d.to;
    const erc20 = success ? (d.erc20 ?? NONE) : NONE;
    const nft = success ? (d.nft ?? NONE) : NONE;
    if (success) {
      if (!this.move(d.from, to, d.value)) return false;
      for (const it of d.internal ?? NONE) if (!this.move(it.from, it.to, it.value)) return false;
      if (!this.checkTokens(erc20, nft)) return false;
    }

    let internal: InternalTx[] = d.internal ?? NONE;
    let created: number | undefined;
    if (d.create) {
      const address = viaCreate
        ? createAddress(this.data.accounts[d.from]!.address, this.nonces[d.from]!)
        : create2Address(this.data.accounts[d.to]!.address, d.create.create2Salt!, fastHash(this.rng));
      created = this.addAccount(address, d.create.kind, { name: d.create.name, assetIndex: d.create.assetIndex });
      const trace: InternalTx = {
        from: viaCreate ? d.from : d.to,
        to: created,
        type: viaCreate ? 'CREATE' : 'CREATE2',
        value: 0n,
        gasUsed: Math.floor(d.gasUsed * 0.8),
        gasLimit: Math.floor(d.gasLimit * 0.9),
      };
      internal = [trace, ...internal];
    }
    this.addDelta(d.from, -fee);

    const txIndex = this.data.txs.length;
    const tx: EvmTx = {
      hash: fastHash(this.rng),
      block: block.number,
      index: block.txCount,
      from: d.from,
      to,
      value: d.value,
      nonce: this.nonces[d.from]!,
      kind: d.kind,
      success,
      txType: pricing.txType,
      gasLimit: d.gasLimit,
      gasUsed: d.gasUsed,
      gasPrice: pricing.gasPrice,
      maxFeePerGas: pricing.maxFee,
      maxPriorityFeePerGas: pricing.maxPriority,
      methodSig: d.methodSig,
      erc20: erc20.length ? [] : NONE,
      nft: nft.length ? [] : NONE,
      internal,
      created,
      teleporter: d.teleporter,
    };
    this.nonces[d.from]! += 1;
    for (let i = 0; i < this.deltaCount; i++) {
      const acct = this.deltaAccounts[i]!;
      this.balances[acct]! += this.deltaValues[i]!;
      record(this.data.nativeHistory, acct, block.number, this.balances[acct]!);
    }
    for (const t of erc20) this.applyErc20(tx, txIndex, t);
    for (const n of nft) this.applyNft(tx, txIndex, n);
    if (created !== undefined) this.data.deployments.set(created, txIndex);

    this.data.txs.push(tx);
    pushIndex(this.data.txsByAccount, tx.from, txIndex);
    pushIndex(this.data.txsByAccount, tx.to, txIndex);
    block.txCount += 1;
    block.cumulativeTxs += 1;
    block.gasUsed += d.gasUsed;
    block.feesSpent += fee;
    if (created !== undefined) this.lastCreated = created;
    return true;
  }

  /** Native balance changes of the transaction being committed: the first `deltaCount` entries. */
  private readonly deltaAccounts: number[] = [];
  private readonly deltaValues: bigint[] = [];
  private deltaCount = 0;

  private deltaOf(acct: number): number {
    for (let i = 0; i < this.deltaCount; i++) if (this.deltaAccounts[i] === acct) return i;
    const i = this.deltaCount++;
    this.deltaAccounts[i] = acct;
    this.deltaValues[i] = 0n;
    return i;
  }

  private addDelta(acct: number, v: bigint) {
    const i = this.deltaOf(acct);
    this.deltaValues[i]! += v;
  }

  /** Moves native value within the pending transaction; false when `from` would go negative. */
  private move(from: number, to: number, v: bigint): boolean {
    if (v === 0n) return true;
    const i = this.deltaOf(from);
    if (this.balances[from]! + this.deltaValues[i]! < v) return false;
    this.deltaValues[i]! -= v;
    this.addDelta(to, v);
    return true;
  }

  private checkTokens(erc20: NonNullable<TxDraft['erc20']>, nft: NonNullable<TxDraft['nft']>): boolean {
    const spent = new Map<string, bigint>();
    for (const t of erc20) {
      if (t.value <= 0n) return false;
      if (t.from === ZERO_ACCOUNT) continue;
      const key = `${t.token}:${t.from}`;
      const used = (spent.get(key) ?? 0n) + t.value;
      if (used > this.erc20Balance(t.token, t.from)) return false;
      spent.set(key, used);
    }
    for (const n of nft) {
      const state = this.data.nftTokens.get(`${n.collection}:${n.tokenId}`);
      if (n.from === ZERO_ACCOUNT) {
        if (state?.owner !== undefined) return false;
      } else if (!state) return false;
      else if (state.holders) {
        if ((state.holders.get(n.from) ?? 0n) < n.value) return false;
      } else if (state.owner !== n.from) return false;
    }
    return true;
  }

  private setErc20(token: number, account: number, value: bigint, block: number) {
    const map = this.erc20Balances[token]!;
    map.set(account, value);
    record(this.data.erc20History, erc20Key(token, account), block, value);
    if (this.data.accounts[account]!.kind !== 'eoa') return;
    if (value > 0n) this.holders[token]!.add(account);
    else this.holders[token]!.remove(account);
  }

  private applyErc20(tx: EvmTx, txIndex: number, t: NonNullable<TxDraft['erc20']>[number]) {
    if (t.from !== ZERO_ACCOUNT) this.setErc20(t.token, t.from, this.erc20Balance(t.token, t.from) - t.value, tx.block);
    if (t.to !== ZERO_ACCOUNT) this.setErc20(t.token, t.to, this.erc20Balance(t.token, t.to) + t.value, tx.block);
    const rec = { tx: txIndex, token: t.token, from: t.from, to: t.to, value: t.value, logIndex: this.logCounter++ };
    tx.erc20.push(rec);
    const id = this.data.erc20Transfers.length;
    this.data.erc20Transfers.push(rec);
    pushIndex(this.data.erc20ByAccount, t.from, id);
    pushIndex(this.data.erc20ByAccount, t.to, id);
  }

  private applyNft(tx: EvmTx, txIndex: number, n: NonNullable<TxDraft['nft']>[number]) {
    const key = `${n.collection}:${n.tokenId}`;
    const erc1155 = this.data.collections[n.collection]?.ercType === 'ERC-1155';
    let state: NftTokenState | undefined = this.data.nftTokens.get(key);
    if (!state) {
      state = { collection: n.collection, tokenId: n.tokenId, mintedTx: txIndex };
      if (erc1155) state.holders = new Map();
      this.data.nftTokens.set(key, state);
      this.mintedKeys[n.collection]!.push(key);
    }
    if (state.holders) {
      if (n.from !== ZERO_ACCOUNT) {
        const left = (state.holders.get(n.from) ?? 0n) - n.value;
        if (left > 0n) state.holders.set(n.from, left);
        else state.holders.delete(n.from);
      }
      if (n.to !== ZERO_ACCOUNT) state.holders.set(n.to, (state.holders.get(n.to) ?? 0n) + n.value);
    } else {
      state.owner = n.to;
    }
    const rec = { tx: txIndex, ...n, logIndex: this.logCounter++ };
    tx.nft.push(rec);
    this.data.nftTransfers.push(rec);
  }
}
