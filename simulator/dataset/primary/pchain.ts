import { cb58Decode } from '@shared/ids';
import type { Rng } from '../rng';
import { ByteWriter, cb58, sha256 } from './codec';
import { type BuildCtx, DAY, NANO_AVAX, newOwner, type PEvent } from './context';
import { SIM_NOW } from './params';
import { type BuiltTx, buildPTx, buildRewardValidatorTx, fundingBase } from './txs';
import type { PBlockRecord } from './types';

/**
 * The P-Chain: every collected tx plus filler traffic, packed into Banff standard blocks in time order;
 * each finished historical delegation is rewarded by a Banff proposal block (a RewardValidatorTx)
 * followed by the commit (rewarded) or abort (not rewarded) block that decides it.
 */

/** Banff block type ids of the P-Chain block codec (vms/platformvm/block/codec.go). */
const BLOCK_TYPE = { proposal: 29, abort: 30, commit: 31, standard: 32 } as const;
/** Txs issued within this many seconds share a block. */
const BLOCK_WINDOW = 20;

/** A finished staker whose reward is decided at `time`. */
interface RewardDue {
  time: number;
  stakerTxId: string;
  rewarded: boolean;
}

function fillerEvent(rng: Rng, ctx: BuildCtx, time: number): { event: PEvent; reward?: RewardDue } {
  const payer = rng.bytes(20);
  if (rng.chance(0.6)) {
    const base = fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, payer, 0n);
    const amount = BigInt(rng.int(1, 50_000)) * NANO_AVAX;
    base.outputs.push({ assetID: ctx.avaxAsset, amount, owner: newOwner(rng) });
    if (base.inputs[0]) base.inputs[0].amount += amount;
    return { event: { time, tx: buildPTx(rng, ctx.p.hrp, base, { kind: 'base' }) } };
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
  const event = { time, tx };
  // Banff (2022-10) introduced these blocks; a staker that ended before is not re-modelled.
  if (end >= SIM_NOW - 600 || end < ctx.p.upgrades.banffTime) return { event };
  return { event, reward: { time: end, stakerTxId: tx.id, rewarded: rng.chance(0.9) } };
}

/** A two-week delegation ending five seconds before now: its reward proposal is what this node is building. */
function dueDelegation(rng: Rng, ctx: BuildCtx): PEvent {
  const payer = rng.bytes(20);
  const weight = BigInt(rng.int(25, 2_000)) * NANO_AVAX;
  const end = SIM_NOW - 5;
  const start = end - 14 * DAY;
  const tx = buildPTx(rng, ctx.p.hrp, fundingBase(rng, ctx.p.networkId, ctx.pChain, ctx.avaxAsset, payer, weight), {
    kind: 'addDelegator',
    validator: { nodeID: rng.bytes(20), start, end, weight },
    subnetID: ctx.pChain,
    stake: [{ assetID: ctx.avaxAsset, amount: weight, owner: { locktime: 0n, threshold: 1, addrs: [payer] } }],
    rewardsOwner: newOwner(rng),
  });
  return { time: start, tx };
}

interface Tip {
  parent: Uint8Array;
  parentID: string;
  lastTime: number;
  blocks: PBlockRecord[];
}

/** Serialises a Banff block: codec version, type id, time, then the block's own fields. */
function blockBytes(type: number, time: number, fields: (w: ByteWriter) => void): Uint8Array {
  const w = new ByteWriter(128).u16(0).u32(type).u64(time);
  fields(w);
  return w.done();
}

function append(tip: Tip, make: (height: number) => Omit<PBlockRecord, 'id' | 'parentID' | 'height'>): PBlockRecord {
  const height = tip.blocks.length;
  const partial = make(height);
  const id = sha256(partial.bytes);
  const block: PBlockRecord = { ...partial, id: cb58(id), parentID: tip.parentID, height };
  tip.blocks.push(block);
  tip.parent = id;
  tip.parentID = block.id;
  tip.lastTime = block.time;
  return block;
}

function standardBlock(tip: Tip, group: PEvent[]): void {
  const time = Math.max(tip.lastTime + 1, (group[group.length - 1] as PEvent).time);
  const txs = group.map((e) => e.tx);
  const block = append(tip, (height) => ({
    time,
    kind: 'standard',
    txs,
    bytes: blockBytes(BLOCK_TYPE.standard, time, (w) => {
      w.raw(tip.parent).u64(height).u32(txs.length);
      for (const t of txs) w.raw(t.bytes);
    }),
  }));
  for (const e of group) e.placed?.(block.height, block.time);
}

/** A proposal block rewarding one staker (no decision txs), as stored: `txs` empty. */
function proposalBlock(tip: Tip, time: number, proposal: BuiltTx): PBlockRecord {
  return append(tip, (height) => ({
    time,
    kind: 'proposal',
    txs: [],
    proposal,
    bytes: blockBytes(BLOCK_TYPE.proposal, time, (w) => w.u32(0).raw(tip.parent).u64(height).raw(proposal.bytes)),
  }));
}

/** The commit or abort block deciding its parent proposal; it carries the parent's time. */
function decisionBlock(tip: Tip, kind: 'commit' | 'abort'): void {
  const time = tip.lastTime;
  append(tip, (height) => ({
    time,
    kind,
    txs: [],
    bytes: blockBytes(BLOCK_TYPE[kind], time, (w) => w.raw(tip.parent).u64(height)),
  }));
}

export interface PChain {
  blocks: PBlockRecord[];
  processing: PBlockRecord;
}

export function buildPChain(rng: Rng, ctx: BuildCtx): PChain {
  const events = [...ctx.pEvents];
  const rewards: RewardDue[] = [];
  const span = SIM_NOW - 120 - ctx.p.genesisTime;
  for (let i = 0; i < ctx.p.sizes.fillerPBlocks; i++) {
    const filler = fillerEvent(
      rng,
      ctx,
      ctx.p.genesisTime + Math.floor((span * (i + rng.next())) / ctx.p.sizes.fillerPBlocks),
    );
    events.push(filler.event);
    if (filler.reward) rewards.push(filler.reward);
  }
  const due = dueDelegation(rng.fork('due-now'), ctx);
  events.push(due);
  const dueNow = due.tx.id;
  events.sort((a, b) => a.time - b.time);
  rewards.sort((a, b) => a.time - b.time);

  const genesis = sha256(new Uint8Array(Buffer.from(`${ctx.p.network} P-Chain genesis`)));
  const tip: Tip = { parent: genesis, parentID: cb58(genesis), lastTime: ctx.p.genesisTime, blocks: [] };
  let r = 0;
  const rewardUpTo = (time: number) => {
    for (; r < rewards.length && (rewards[r] as RewardDue).time <= time; r++) {
      const due = rewards[r] as RewardDue;
      const proposal = buildRewardValidatorTx(cb58Decode(due.stakerTxId) as Uint8Array);
      proposalBlock(tip, Math.max(tip.lastTime + 1, due.time), proposal);
      decisionBlock(tip, due.rewarded ? 'commit' : 'abort');
    }
  };
  for (let i = 0; i < events.length; ) {
    const first = events[i] as PEvent;
    rewardUpTo(first.time - 1);
    const group: PEvent[] = [first];
    for (i++; i < events.length && (events[i] as PEvent).time - first.time < BLOCK_WINDOW; i++) {
      group.push(events[i] as PEvent);
    }
    standardBlock(tip, group);
  }
  rewardUpTo(SIM_NOW - 60);

  // The delegation due last is being rewarded right now: this node built that proposal block on its last
  // accepted block, and it is still processing (not accepted, so not at any height).
  const processing: Tip = { ...tip, blocks: [...tip.blocks] };
  const proposal = proposalBlock(processing, SIM_NOW - 5, buildRewardValidatorTx(cb58Decode(dueNow) as Uint8Array));
  return { blocks: tip.blocks, processing: proposal };
}
