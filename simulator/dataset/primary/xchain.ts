import type { Rng } from '../rng';
import { ByteWriter, cb58, sha256 } from './codec';
import { type BuildCtx, NANO_AVAX, newOwner } from './context';
import { SIM_NOW } from './params';
import { type BuiltTx, buildXTx, fundingBase } from './txs';
import type { VertexRecord, XBlockRecord } from './types';

/** The X-Chain: a DAG of vertices until Cortina (the last one is the stop vertex), linear blocks after. */

const X_STANDARD_BLOCK = 27;

export interface XChainData {
  vertices: (VertexRecord & { bytes: Uint8Array; hash: Uint8Array; txs: BuiltTx[] })[];
  blocks: (XBlockRecord & { bytes: Uint8Array })[];
  stopVertexId: string;
}

function xTx(rng: Rng, ctx: BuildCtx): BuiltTx {
  const payer = rng.bytes(20);
  const amount = BigInt(rng.int(1, 250_000)) * (NANO_AVAX / 1000n);
  const base = fundingBase(rng, ctx.p.networkId, ctx.xChain, ctx.avaxAsset, payer, amount);
  if (rng.chance(0.3)) {
    return buildXTx(rng, ctx.p.hrp, base, {
      kind: 'export',
      destinationChain: rng.chance(0.5) ? ctx.pChain : ctx.cChain,
      exportedOutputs: [{ assetID: ctx.avaxAsset, amount, owner: newOwner(rng) }],
    });
  }
  base.outputs.push({ assetID: ctx.avaxAsset, amount, owner: newOwner(rng) });
  return buildXTx(rng, ctx.p.hrp, base, { kind: 'base' });
}

type Vertex = XChainData['vertices'][number];

function vertexBytes(ctx: BuildCtx, height: number, parents: Vertex[], txs: BuiltTx[]): Uint8Array {
  const size = 54 + parents.length * 32 + txs.reduce((n, t) => n + 4 + t.bytes.length, 0);
  const w = new ByteWriter(size).u16(0).raw(ctx.xChain).u64(height).u32(0).u32(parents.length);
  for (const p of parents) w.raw(p.hash);
  w.u32(txs.length);
  for (const t of txs) w.bytes(t.bytes);
  return w.done();
}

function buildVertices(rng: Rng, ctx: BuildCtx): XChainData['vertices'] {
  const out: XChainData['vertices'] = [];
  const start = ctx.p.genesisTime + 3600;
  const end = ctx.p.upgrades.cortinaTime - 60;
  const total = ctx.p.sizes.vertices;
  const byHash = (a: Vertex, b: Vertex) => (a.vertexHash < b.vertexHash ? -1 : 1);
  let previous: Vertex[] = [];
  for (let height = 0; out.length < total - 1; height++) {
    const width = height === 0 ? 1 : rng.int(1, 3);
    const level: Vertex[] = [];
    for (let k = 0; k < width && out.length < total - 1; k++) {
      const parents = previous.length === 0 ? [] : [...new Set([rng.pick(previous), rng.pick(previous)])].sort(byHash);
      const txs = Array.from({ length: rng.int(1, 5) }, () => xTx(rng, ctx));
      const bytes = vertexBytes(ctx, height, parents, txs);
      const hash = sha256(bytes);
      const index = out.length;
      const vertex: Vertex = {
        vertexHash: cb58(hash),
        parentHashes: parents.map((p) => p.vertexHash),
        vertexHeight: height,
        vertexIndex: index,
        vertexTimestamp: start + Math.floor(((end - start) * (index + rng.next())) / total),
        transactions: txs.map((t) => t.id),
        vertexSizeBytes: bytes.length,
        bytes,
        hash,
        txs,
      };
      out.push(vertex);
      level.push(vertex);
    }
    previous = level;
  }
  // The stop vertex: no txs, every tip as parent; the linear chain continues from it.
  const last = out[out.length - 1] as VertexRecord;
  const parents = [...previous].sort(byHash);
  const bytes = vertexBytes(ctx, last.vertexHeight + 1, parents, []);
  const hash = sha256(bytes);
  out.push({
    vertexHash: cb58(hash),
    parentHashes: parents.map((p) => p.vertexHash),
    vertexHeight: last.vertexHeight + 1,
    vertexIndex: out.length,
    vertexTimestamp: ctx.p.upgrades.cortinaTime,
    transactions: [],
    vertexSizeBytes: bytes.length,
    bytes,
    hash,
    txs: [],
  });
  return out;
}

function buildBlocks(rng: Rng, ctx: BuildCtx, stop: Vertex): XChainData['blocks'] {
  const out: XChainData['blocks'] = [];
  const start = ctx.p.upgrades.cortinaTime + 30;
  const total = ctx.p.sizes.xBlocks;
  let parent = stop.hash;
  let parentID = stop.vertexHash;
  let last = start;
  for (let height = 0; height < total; height++) {
    const time = Math.max(last + 1, start + Math.floor(((SIM_NOW - 60 - start) * (height + rng.next())) / total));
    const txs = Array.from({ length: rng.int(1, 3) }, () => xTx(rng, ctx));
    const w = new ByteWriter(90 + txs.reduce((n, t) => n + t.bytes.length, 0))
      .u16(0)
      .u32(X_STANDARD_BLOCK)
      .raw(parent)
      .u64(height)
      .u64(time)
      .raw(new Uint8Array(32))
      .u32(txs.length);
    for (const t of txs) w.raw(t.bytes);
    const bytes = w.done();
    parent = sha256(bytes);
    const block = { id: cb58(parent), parentID, height, time, txs, bytes };
    out.push(block);
    parentID = block.id;
    last = time;
  }
  return out;
}

export function buildXChain(rng: Rng, ctx: BuildCtx): XChainData {
  const vertices = buildVertices(rng.fork('vertices'), ctx);
  const stop = vertices[vertices.length - 1] as Vertex;
  return { vertices, blocks: buildBlocks(rng.fork('blocks'), ctx, stop), stopVertexId: stop.vertexHash };
}
