import type { Rng } from '../rng';
import type { Actors } from './actors';
import { convert, logUniform, share, toUnits } from './amounts';
import { type ChainBuilder, type TxDraft, ZERO_ACCOUNT } from './builder';
import { fastHash } from './fast-hash';
import type { InternalKind, InternalTx, TxKind } from './types';

/** Everything the random activity needs to know about the deployed contracts. */
export interface Deployed {
  router: number;
  factory: number;
  disperse: number;
  messenger: number;
  /** Token index → pool account, for tokens with liquidity. */
  pools: Map<number, number>;
  /** Tokens users trade and send (not spam, not the fake token). */
  liquidTokens: number[];
  spamTokens: number[];
  collections721: number[];
  collections1155: number[];
  /** Collection → native mint price (wei). */
  mintPrice: Map<number, bigint>;
  /** Collection → next ERC-721 token id. */
  nextTokenId: Map<number, bigint>;
  mintCap: number;
  /** Collection → who mints ERC-1155 items. */
  itemMinter: Map<number, number>;
  itemIds: Map<number, number[]>;
  generic: number[];
  nativeUsd: number;
  /** Blockchain ids of other chains of the same network, for cross-chain messages. */
  otherChains: string[];
}

const CALL_METHODS = [
  'claim()',
  'stake(uint256)',
  'withdraw(uint256)',
  'deposit()',
  'multicall(bytes[])',
  'harvest(uint256,address)',
  'execute(bytes,bytes[],uint256)',
  'setApprovalForAll(address,bool)',
];

const NATIVE_DECIMALS = 18;

/** Random user activity for one chain, one draft at a time. */
export class RandomActivity {
  private readonly table: { kind: TxKind | 'item' | 'itemTransfer'; weight: number }[];
  private readonly totalWeight: number;

  constructor(
    private readonly b: ChainBuilder,
    private readonly rng: Rng,
    private readonly actors: Actors,
    private readonly d: Deployed,
  ) {
    this.table = [
      { kind: 'native', weight: 30 },
      { kind: 'erc20', weight: 21 },
      { kind: 'approve', weight: 4 },
      { kind: 'swapIn', weight: 8 },
      { kind: 'swapOut', weight: 6 },
      { kind: 'nftMint', weight: 4 },
      { kind: 'nftTransfer', weight: 3 },
      { kind: 'item', weight: 2 },
      { kind: 'itemTransfer', weight: 2 },
      { kind: 'call', weight: 8 },
      { kind: 'teleporterSend', weight: 2 },
      { kind: 'teleporterReceive', weight: 2 },
      { kind: 'deploy', weight: 0.5 },
      { kind: 'factoryCreate', weight: 0.4 },
      { kind: 'multiTransfer', weight: 1 },
      { kind: 'airdrop', weight: 0.1 },
    ];
    this.totalWeight = this.table.reduce((s, e) => s + e.weight, 0);
  }

  next(): TxDraft | null {
    let r = this.rng.next() * this.totalWeight;
    let kind = this.table[0]!.kind;
    for (const e of this.table) {
      r -= e.weight;
      if (r < 0) {
        kind = e.kind;
        break;
      }
    }
    switch (kind) {
      case 'native':
        return this.native();
      case 'erc20':
        return this.erc20();
      case 'approve':
        return this.approve();
      case 'swapIn':
        return this.swapIn();
      case 'swapOut':
        return this.swapOut();
      case 'nftMint':
        return this.nftMint();
      case 'nftTransfer':
        return this.nftTransfer();
      case 'item':
        return this.itemMint();
      case 'itemTransfer':
        return this.itemTransfer();
      case 'call':
        return this.call();
      case 'teleporterSend':
      case 'teleporterReceive':
        return this.teleporter(kind);
      case 'deploy':
        return this.deploy();
      case 'factoryCreate':
        return this.factoryCreate();
      case 'multiTransfer':
        return this.multiTransfer();
      case 'airdrop':
        return this.airdrop();
      default:
        return null;
    }
  }

  /** Funds a newly joined user from the exchange wallet. */
  funding(user: number): TxDraft {
    return this.plain(this.actors.exchange, user, toUnits(this.rng, logUniform(this.rng, 2, 4_000), NATIVE_DECIMALS));
  }

  private plain(from: number, to: number, value: bigint): TxDraft {
    return { from, to, value, kind: 'native', gasUsed: 21_000, gasLimit: 21_000 };
  }

  private gas(min: number, max: number): { gasUsed: number; gasLimit: number } {
    const gasUsed = this.rng.int(min, max);
    return { gasUsed, gasLimit: Math.ceil((gasUsed * (1.1 + this.rng.next() * 0.5)) / 1000) * 1000 };
  }

  /** Marks a draft failed now and then: a revert part-way, or out of gas. */
  private maybeFail(d: TxDraft, p: number): TxDraft {
    if (!this.rng.chance(p)) return d;
    const outOfGas = this.rng.chance(0.2);
    const gasUsed = outOfGas ? d.gasLimit : Math.max(21_000, Math.floor(d.gasLimit * (0.25 + this.rng.next() * 0.6)));
    return { ...d, success: false, gasUsed };
  }

  private affordable(from: number, gasLimit: number, value = 0n): boolean {
    return this.b.balances[from]! >= this.b.maxFee(gasLimit) + value;
  }

  private internal(from: number, to: number, type: InternalKind, value: bigint, gasUsed: number): InternalTx {
    return { from, to, type, value, gasUsed, gasLimit: Math.floor(gasUsed * 1.4) + 2_300 };
  }

  private tokenPrice(token: number): number {
    return this.b.data.tokens[token]?.usdPrice ?? 0;
  }

  native(): TxDraft | null {
    const from = this.actors.sender();
    const balance = this.b.balances[from]!;
    const cap = share(this.rng, balance, 0.05, 0.3);
    let value = toUnits(this.rng, logUniform(this.rng, 0.001, 500), NATIVE_DECIMALS);
    if (value > cap) value = cap;
    if (value <= 0n || !this.affordable(from, 21_000, value)) return null;
    return this.plain(from, this.actors.recipient(from), value);
  }

  private holderOf(tokens: number[]): { token: number; holder: number } | null {
    for (let i = 0; i < 4; i++) {
      const token = tokens[this.rng.int(0, tokens.length - 1)];
      if (token === undefined) return null;
      const holder = this.b.holders[token]?.pick(this.rng);
      if (holder !== undefined && this.affordable(holder, 400_000)) return { token, holder };
    }
    return null;
  }

  erc20(): TxDraft | null {
    const pick = this.holderOf(this.d.liquidTokens);
    if (!pick) return null;
    const balance = this.b.erc20Balance(pick.token, pick.holder);
    const value = this.rng.chance(0.1) ? balance : share(this.rng, balance, 0.01, 0.6);
    if (value <= 0n) return null;
    const to = this.actors.recipient(pick.holder);
    const d: TxDraft = {
      from: pick.holder,
      to: this.b.data.tokens[pick.token]!.account,
      value: 0n,
      kind: 'erc20',
      methodSig: 'transfer(address,uint256)',
      ...this.gas(34_000, 56_000),
      erc20: [{ token: pick.token, from: pick.holder, to, value }],
    };
    return this.maybeFail(d, 0.02);
  }

  approve(): TxDraft | null {
    const pick = this.holderOf(this.d.liquidTokens);
    if (!pick) return null;
    return this.maybeFail(
      {
        from: pick.holder,
        to: this.b.data.tokens[pick.token]!.account,
        value: 0n,
        kind: 'approve',
        methodSig: 'approve(address,uint256)',
        ...this.gas(44_000, 48_000),
      },
      0.01,
    );
  }

  private pooledToken(): number | undefined {
    const pooled = [...this.d.pools.keys()];
    return pooled[this.rng.int(0, pooled.length - 1)];
  }

  swapIn(): TxDraft | null {
    const token = this.pooledToken();
    if (token === undefined) return null;
    const pool = this.d.pools.get(token)!;
    const from = this.actors.sender();
    const gas = this.gas(110_000, 260_000);
    let value = toUnits(this.rng, logUniform(this.rng, 0.05, 300), NATIVE_DECIMALS);
    const cap = share(this.rng, this.b.balances[from]!, 0.05, 0.25);
    if (value > cap) value = cap;
    const def = this.b.data.tokens[token]!;
    const out = convert(value, NATIVE_DECIMALS, this.d.nativeUsd, def.decimals, this.tokenPrice(token));
    const poolHolds = this.b.erc20Balance(token, pool);
    if (value <= 0n || out <= 0n || out > poolHolds / 3n || !this.affordable(from, gas.gasLimit, value)) return null;
    const d: TxDraft = {
      from,
      to: this.d.router,
      value,
      kind: 'swapIn',
      methodSig: 'swapExactAVAXForTokens(uint256,address[],address,uint256)',
      ...gas,
      internal: [
        this.internal(this.d.router, pool, 'CALL', value, Math.floor(gas.gasUsed * 0.6)),
        this.internal(pool, def.account, 'CALL', 0n, 30_000),
      ],
      erc20: [{ token, from: pool, to: from, value: out }],
    };
    return this.maybeFail(d, 0.05);
  }

  swapOut(): TxDraft | null {
    const pooled = [...this.d.pools.keys()];
    const pick = this.holderOf(pooled);
    if (!pick) return null;
    const pool = this.d.pools.get(pick.token)!;
    const def = this.b.data.tokens[pick.token]!;
    const amount = share(this.rng, this.b.erc20Balance(pick.token, pick.holder), 0.05, 0.6);
    const out = convert(amount, def.decimals, this.tokenPrice(pick.token), NATIVE_DECIMALS, this.d.nativeUsd);
    if (amount <= 0n || out <= 0n || out > this.b.balances[pool]! / 4n) return null;
    const gas = this.gas(120_000, 240_000);
    const d: TxDraft = {
      from: pick.holder,
      to: this.d.router,
      value: 0n,
      kind: 'swapOut',
      methodSig: 'swapExactTokensForAVAX(uint256,uint256,address[],address,uint256)',
      ...gas,
      internal: [
        this.internal(this.d.router, pool, 'CALL', 0n, Math.floor(gas.gasUsed * 0.5)),
        this.internal(pool, this.d.router, 'CALL', out, 9_000),
        this.internal(this.d.router, pick.holder, 'CALL', out, 2_300),
      ],
      erc20: [{ token: pick.token, from: pick.holder, to: pool, value: amount }],
    };
    return this.maybeFail(d, 0.05);
  }

  nftMint(): TxDraft | null {
    const collection = this.d.collections721[this.rng.int(0, this.d.collections721.length - 1)];
    if (collection === undefined) return null;
    const from = this.actors.sender();
    const quantity = this.rng.chance(0.8) ? 1 : this.rng.int(2, 3);
    const price = this.d.mintPrice.get(collection)! * BigInt(quantity);
    const gas = this.gas(70_000 * quantity, 110_000 * quantity);
    if (!this.affordable(from, gas.gasLimit, price)) return null;
    const first = this.d.nextTokenId.get(collection)!;
    const soldOut = first + BigInt(quantity) > BigInt(this.d.mintCap);
    const nft = [];
    for (let i = 0n; i < BigInt(quantity); i++) {
      nft.push({ collection, tokenId: first + i, from: ZERO_ACCOUNT, to: from, value: 1n, operator: from });
    }
    const account = this.b.data.collections[collection]!.account;
    const d: TxDraft = { from, to: account, value: price, kind: 'nftMint', methodSig: 'mint(uint256)', ...gas, nft };
    if (soldOut) return { ...d, success: false, gasUsed: Math.floor(gas.gasLimit * 0.3) };
    return this.maybeFail(d, 0.03);
  }

  /** Bookkeeping once a draft made it into a block. */
  committed(d: TxDraft): void {
    if (d.kind !== 'nftMint' || d.success === false) return;
    for (const n of d.nft ?? []) {
      const next = this.d.nextTokenId.get(n.collection);
      if (next !== undefined && n.tokenId >= next) this.d.nextTokenId.set(n.collection, n.tokenId + 1n);
    }
  }

  nftTransfer(): TxDraft | null {
    const collection = this.d.collections721[this.rng.int(0, this.d.collections721.length - 1)];
    const keys = collection === undefined ? undefined : this.b.mintedKeys[collection];
    if (collection === undefined || !keys?.length) return null;
    const state = this.b.data.nftTokens.get(keys[this.rng.int(0, keys.length - 1)]!)!;
    const owner = state.owner;
    if (owner === undefined || this.b.data.accounts[owner]?.kind !== 'eoa' || !this.affordable(owner, 120_000))
      return null;
    const to = this.actors.recipient(owner);
    const d: TxDraft = {
      from: owner,
      to: this.b.data.collections[collection]!.account,
      value: 0n,
      kind: 'nftTransfer',
      methodSig: 'safeTransferFrom(address,address,uint256)',
      ...this.gas(52_000, 88_000),
      nft: [{ collection, tokenId: state.tokenId, from: owner, to, value: 1n, operator: owner }],
    };
    return this.maybeFail(d, 0.02);
  }

  itemMint(): TxDraft | null {
    const collection = this.d.collections1155[this.rng.int(0, this.d.collections1155.length - 1)];
    if (collection === undefined) return null;
    const minter = this.d.itemMinter.get(collection)!;
    const ids = this.d.itemIds.get(collection)!;
    const to = this.actors.recipient(minter);
    const tokenId = BigInt(ids[this.rng.int(0, ids.length - 1)]!);
    return {
      from: minter,
      to: this.b.data.collections[collection]!.account,
      value: 0n,
      kind: 'nftMint',
      methodSig: 'mint(address,uint256,uint256,bytes)',
      ...this.gas(48_000, 75_000),
      nft: [{ collection, tokenId, from: ZERO_ACCOUNT, to, value: BigInt(this.rng.int(1, 40)), operator: minter }],
    };
  }

  itemTransfer(): TxDraft | null {
    const collection = this.d.collections1155[this.rng.int(0, this.d.collections1155.length - 1)];
    const keys = collection === undefined ? undefined : this.b.mintedKeys[collection];
    if (collection === undefined || !keys?.length) return null;
    const state = this.b.data.nftTokens.get(keys[this.rng.int(0, keys.length - 1)]!)!;
    const holders = [...(state.holders?.keys() ?? [])].filter((h) => this.b.data.accounts[h]?.kind === 'eoa');
    const from = holders[this.rng.int(0, holders.length - 1)];
    if (from === undefined || !this.affordable(from, 100_000)) return null;
    const held = state.holders!.get(from)!;
    const value = BigInt(this.rng.int(1, Number(held > 20n ? 20n : held)));
    const d: TxDraft = {
      from,
      to: this.b.data.collections[collection]!.account,
      value: 0n,
      kind: 'nftTransfer',
      methodSig: 'safeTransferFrom(address,address,uint256,uint256,bytes)',
      ...this.gas(50_000, 72_000),
      nft: [{ collection, tokenId: state.tokenId, from, to: this.actors.recipient(from), value, operator: from }],
    };
    return this.maybeFail(d, 0.02);
  }

  call(): TxDraft | null {
    const targets = this.d.generic;
    const to = targets.length ? targets[this.rng.int(0, targets.length - 1)]! : this.d.router;
    const from = this.actors.sender();
    const gas = this.gas(28_000, 420_000);
    const methodSig = CALL_METHODS[this.rng.int(0, CALL_METHODS.length - 1)]!;
    const value = methodSig === 'deposit()' ? toUnits(this.rng, logUniform(this.rng, 0.01, 20), NATIVE_DECIMALS) : 0n;
    if (!this.affordable(from, gas.gasLimit, value)) return null;
    const internal: InternalTx[] = [];
    if (targets.length > 1 && this.rng.chance(0.5)) {
      const other = targets[this.rng.int(0, targets.length - 1)]!;
      if (other !== to) {
        const type = this.rng.chance(0.5) ? 'DELEGATECALL' : 'STATICCALL';
        internal.push(this.internal(to, other, type, 0n, Math.floor(gas.gasUsed * 0.3)));
      }
    }
    return this.maybeFail({ from, to, value, kind: 'call', methodSig, ...gas, internal }, 0.07);
  }

  teleporter(kind: 'teleporterSend' | 'teleporterReceive'): TxDraft | null {
    const other = this.d.otherChains[this.rng.int(0, this.d.otherChains.length - 1)];
    if (other === undefined || this.d.messenger < 0) return null;
    const send = kind === 'teleporterSend';
    const from = send ? this.actors.sender() : this.actors.relayer;
    const gas = send ? this.gas(140_000, 250_000) : this.gas(190_000, 420_000);
    if (!this.affordable(from, gas.gasLimit)) return null;
    const target = this.d.generic[this.rng.int(0, Math.max(0, this.d.generic.length - 1))];
    const internal =
      !send && target !== undefined
        ? [this.internal(this.d.messenger, target, 'CALL', 0n, Math.floor(gas.gasUsed * 0.4))]
        : [];
    const d: TxDraft = {
      from,
      to: this.d.messenger,
      value: 0n,
      kind,
      methodSig: send
        ? 'sendCrossChainMessage((bytes32,address,(address,uint256),uint256,address[],bytes))'
        : 'receiveCrossChainMessage(uint32,address)',
      ...gas,
      internal,
      teleporter: {
        messageId: fastHash(this.rng),
        direction: send ? 'SOURCE_TRANSACTION' : 'DESTINATION_TRANSACTION',
        otherChainId: other,
      },
    };
    return send ? d : this.maybeFail(d, 0.03);
  }

  deploy(): TxDraft | null {
    const from = this.actors.devs[this.rng.int(0, this.actors.devs.length - 1)]!;
    const gas = this.gas(350_000, 3_400_000);
    if (!this.affordable(from, gas.gasLimit)) return null;
    return { from, to: ZERO_ACCOUNT, value: 0n, kind: 'deploy', ...gas, create: { kind: 'contract' } };
  }

  factoryCreate(): TxDraft | null {
    const from = this.actors.sender();
    const gas = this.gas(1_800_000, 3_600_000);
    if (!this.affordable(from, gas.gasLimit)) return null;
    return {
      from,
      to: this.d.factory,
      value: 0n,
      kind: 'factoryCreate',
      methodSig: 'deploy(bytes32,bytes)',
      ...gas,
      create: { kind: 'contract', create2Salt: fastHash(this.rng) },
    };
  }

  multiTransfer(): TxDraft | null {
    const pick = this.holderOf(this.d.liquidTokens);
    if (!pick) return null;
    const recipients = this.actors.many(this.rng.int(3, 12)).filter((r) => r !== pick.holder);
    let left = share(this.rng, this.b.erc20Balance(pick.token, pick.holder), 0.1, 0.8);
    const erc20 = [];
    for (const to of recipients) {
      const value = share(this.rng, left, 0.05, 0.3);
      if (value <= 0n) break;
      left -= value;
      erc20.push({ token: pick.token, from: pick.holder, to, value });
    }
    if (!erc20.length) return null;
    const gasUsed = 30_000 + erc20.length * this.rng.int(26_000, 34_000);
    const d: TxDraft = {
      from: pick.holder,
      to: this.d.disperse,
      value: 0n,
      kind: 'multiTransfer',
      methodSig: 'disperseToken(address,address[],uint256[])',
      gasUsed,
      gasLimit: Math.ceil((gasUsed * 1.2) / 1000) * 1000,
      internal: erc20.map(() =>
        this.internal(this.d.disperse, this.b.data.tokens[pick.token]!.account, 'CALL', 0n, 29_000),
      ),
      erc20,
    };
    return this.maybeFail(d, 0.03);
  }

  airdrop(): TxDraft | null {
    const token = this.d.spamTokens[this.rng.int(0, this.d.spamTokens.length - 1)];
    if (token === undefined) return null;
    const def = this.b.data.tokens[token]!;
    const from = this.actors.spammer;
    const recipients = this.actors.many(this.rng.int(20, 60));
    const each = toUnits(this.rng, this.rng.pick([1, 100, 1000, 8888]), def.decimals);
    const erc20 = recipients.map((to) => ({ token, from, to, value: each }));
    const gasUsed = 28_000 + erc20.length * 25_000;
    if (this.b.erc20Balance(token, from) < each * BigInt(erc20.length) || !this.affordable(from, gasUsed)) return null;
    return {
      from,
      to: def.account,
      value: 0n,
      kind: 'airdrop',
      methodSig: 'airdrop(address[],uint256)',
      gasUsed,
      gasLimit: gasUsed + 50_000,
      erc20,
    };
  }
}
