import type { Rng } from '../rng';
import { ByteWriter, cb58, sha256 } from './codec';
import { type BuildCtx, DAY, NANO_AVAX, newOwner, type PEvent } from './context';
import { SIM_NOW } from './params';
import { buildPTx, fundingBase } from './txs';
import type { PBlockRecord } from './types';

/** The P-Chain: every collected tx plus filler traffic, packed into Banff standard blocks in time order. */

const BANFF_STANDARD_BLOCK = 32;
/** Txs issued within this many seconds share a block. */
const BLOCK_WINDOW = 20;

function fillerEvent(rng: Rng, ctx: BuildCtx, time: number): PEvent {
  const payer = rng.bytes(20);
  if (rng.chance(0.6)) {
    const base = fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, payer, 0n);
    const amount = BigInt(rng.int(1, 50_000)) * NANO_AVAX;
    base.outputs.push({ assetID: ctx.avaxAsset, amount, owner: newOwner(rng) });
    if (base.inputs[0]) base.inputs[0].amount += amount;
    return { time, tx: buildPTx(rng, ctx.p.hrp, base, { kind: 'base' }) };
  }
  // A delegation that has since ended: history, not part of the current validator set.
  const weight = BigInt(rng.int(25, 20_000)) * NANO_AVAX;
  const end = time + rng.int(14, 365) * DAY;
  const tx = buildPTx(rng, ctx.p.hrp, fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, payer, weight), {
    kind: 'addDelegator',
    validator: { nodeID: rng.bytes(20), start: time, end, weight },
    subnetID: ctx.pChain,
    stake: [{ assetID: ctx.avaxAsset, amount: weight, owner: { locktime: 0n, threshold: 1, addrs: [payer] } }],
    rewardsOwner: newOwner(rng),
  });
  return { time, tx };
}

function blockBytes(parent: Uint8Array, height: number, time: number, txs: Uint8Array[]): Uint8Array {
  const w = new ByteWriter(58 + txs.reduce((n, t) => n + t.length, 0))
    .u16(0)
    .u32(BANFF_STANDARD_BLOCK)
    .u64(time)
    .raw(parent)
    .u64(height)
    .u32(txs.length);
  for (const t of txs) w.raw(t);
  return w.done();
}

export function buildPChain(rng: Rng, ctx: BuildCtx): PBlockRecord[] {
  const events = [...ctx.pEvents];
  const span = SIM_NOW - 120 - ctx.p.genesisTime;
  for (let i = 0; i < ctx.p.sizes.fillerPBlocks; i++) {
    events.push(
      fillerEvent(rng, ctx, ctx.p.genesisTime + Math.floor((span * (i + rng.next())) / ctx.p.sizes.fillerPBlocks)),
    );
  }
  events.sort((a, b) => a.time - b.time);

  const blocks: PBlockRecord[] = [];
  let parent = sha256(new Uint8Array(Buffer.from(`${ctx.p.network} P-Chain genesis`)));
  let parentID = cb58(parent);
  let lastTime = ctx.p.genesisTime;
  for (let i = 0; i < events.length; ) {
    const first = events[i] as PEvent;
    const group: PEvent[] = [first];
    for (i++; i < events.length && (events[i] as PEvent).time - first.time < BLOCK_WINDOW; i++) {
      group.push(events[i] as PEvent);
    }
    const height = blocks.length;
    const time = Math.max(lastTime + 1, (group[group.length - 1] as PEvent).time);
    const txs = group.map((e) => e.tx);
    const bytes = blockBytes(
      parent,
      height,
      time,
      txs.map((t) => t.bytes),
    );
    parent = sha256(bytes);
    const block: PBlockRecord = { id: cb58(parent), parentID, height, time, txs, bytes };
    blocks.push(block);
    for (const e of group) e.placed?.(height, time);
    parentID = block.id;
    lastTime = time;
  }
  return blocks;
}
