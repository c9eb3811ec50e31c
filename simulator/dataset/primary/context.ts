import { cb58Decode, formatAvaxAddress } from '@shared/ids';
import type { Rng } from '../rng';
import type { NetworkParams } from './params';
import type { BuiltTx, OwnerData, SignerData } from './txs';
import type { OwnerRecord } from './types';

/** A P-Chain transaction waiting to be packed into a block; `placed` learns its block. */
export interface PEvent {
  time: number;
  tx: BuiltTx;
  placed?: (height: number, blockTime: number) => void;
}

/** What every builder of one network needs. */
export interface BuildCtx {
  p: NetworkParams;
  avaxAsset: Uint8Array;
  pChain: Uint8Array;
  xChain: Uint8Array;
  cChain: Uint8Array;
  pEvents: PEvent[];
}

function idBytes(id: string): Uint8Array {
  const bytes = cb58Decode(id);
  if (!bytes) throw new Error(`dataset constant ${id} is not cb58`);
  return bytes;
}

export function buildCtx(p: NetworkParams): BuildCtx {
  return {
    p,
    avaxAsset: idBytes(p.avaxAssetId),
    pChain: idBytes(p.pChainId),
    xChain: idBytes(p.xChainId),
    cChain: idBytes(p.cChainId),
    pEvents: [],
  };
}

export const pAddress = (ctx: BuildCtx, bytes: Uint8Array) => formatAvaxAddress(ctx.p.hrp, bytes, 'P');
/** Data API form: no chain prefix. */
export const bareAddress = (ctx: BuildCtx, bytes: Uint8Array) => formatAvaxAddress(ctx.p.hrp, bytes);

export function newOwner(rng: Rng, addresses = 1, threshold = 1): OwnerData {
  return { locktime: 0n, threshold, addrs: Array.from({ length: addresses }, () => rng.bytes(20)) };
}

export const ownerRecord = (ctx: BuildCtx, o: OwnerData): OwnerRecord => ({
  locktime: Number(o.locktime),
  threshold: o.threshold,
  addresses: o.addrs.map((a) => pAddress(ctx, a)),
});

/** Compressed BLS12-381 points: the top bit of the first byte is the compression flag. */
export function blsKeys(rng: Rng): SignerData {
  const publicKey = rng.bytes(48);
  const proofOfPossession = rng.bytes(96);
  publicKey[0] = 0x80 | (rng.chance(0.5) ? 0x20 : 0) | rng.int(0, 0x19);
  proofOfPossession[0] = 0x80 | (rng.chance(0.5) ? 0x20 : 0) | rng.int(0, 0x19);
  return { publicKey, proofOfPossession };
}

export const DAY = 86_400;
export const NANO_AVAX = 1_000_000_000n;
