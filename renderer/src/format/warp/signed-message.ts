import { cb58Encode } from '@shared/ids';
import { decodePayload, type PayloadLayer } from './payloads';
import { ByteReader, byteCount, DecodeStop, toHex, type WarpField } from './reader';

/**
 * A signed Warp message as avalanchego serialises it (`vms/platformvm/warp`, codec version 0):
 * codec version u16 ‖ UnsignedMessage {networkID u32, sourceChainID [32]byte, payload []byte} ‖
 * Signature interface (type id u32; 0 = BitSetSignature {signers []byte, signature [96]byte}).
 * Whatever does not fit that layout is kept raw with the reason, never guessed.
 */

export interface UndecodedBytes {
  offset: number;
  hex: string;
  length: number;
  reason: string;
}

export interface DecodedSignedMessage {
  byteLength: number;
  /** Codec version, network id, source chain id, payload length. */
  envelope: WarpField[];
  networkId: number | null;
  sourceChainId: string | null;
  payload: { offset: number; hex: string; length: number } | null;
  /** What the payload parses as (AddressedCall, then an ACP-77 message…); empty when nothing known. */
  payloadLayers: PayloadLayer[];
  /** Signature type, signer bit set, signer count, aggregate BLS signature. */
  signature: WarpField[];
  signerCount: number | null;
  /** Indices into the canonical validator set (ordered by BLS public key) that signed. */
  signerIndices: number[];
  /** Bytes the layout does not account for, shown raw. */
  undecoded: UndecodedBytes | null;
}

/** The network a Warp network id names (1 = mainnet, 5 = Fuji; the spec's info.getNetworkID values). */
export const warpNetworkName = (networkId: number) =>
  networkId === 1 ? 'mainnet' : networkId === 5 ? 'Fuji (test network)' : 'another network';

const P_CHAIN_ID = cb58Encode(new Uint8Array(32));
const BLS_SIGNATURE_LENGTH = 96;

/** Set bits of a big-endian bit set (bit i = validator i, counted from the last byte's lowest bit). */
export function bitSetIndices(bits: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < bits.length; i++) {
    const byte = bits[bits.length - 1 - i] as number;
    for (let b = 0; b < 8; b++) if (byte & (1 << b)) out.push(i * 8 + b);
  }
  return out;
}

function envelope(r: ByteReader, out: DecodedSignedMessage): Uint8Array {
  const codec = r.field('codec', 'Codec version', () => r.u16('codec version'), String);
  if (codec !== 0) throw new DecodeStop(`codec version ${codec} is not one avalanchego defines (only 0)`);
  out.networkId = r.field('networkId', 'Network ID', () => r.u32('network id'), String, warpNetworkName);
  out.sourceChainId = r.field(
    'sourceChainId',
    'Source chain ID',
    () => cb58Encode(r.take(32, 'source chain id')),
    (v) => v,
    (v) => (v === P_CHAIN_ID ? 'the P-Chain (32 zero bytes)' : 'blockchain that sent the message'),
  );
  const lengthAt = r.offset;
  const length = r.field('payloadLength', 'Payload length', () => r.u32('payload length'), byteCount);
  const payload = r.take(length, 'payload');
  out.payload = { offset: lengthAt + 4, hex: toHex(payload), length };
  return payload;
}

function bitSetSignature(r: ByteReader, out: DecodedSignedMessage): void {
  const type = r.field(
    'signatureType',
    'Signature type',
    () => r.u32('signature type'),
    String,
    (t) => (t === 0 ? 'BitSetSignature' : 'unknown'),
  );
  if (type !== 0) throw new DecodeStop(`signature type ${type} is not one avalanchego defines`);
  const bits = r.field(
    'signers',
    'Signer bit set',
    () => r.slice('signer bit set'),
    (b) => byteCount(b.length),
    (b) => (b.length > 0 && b[0] === 0 ? 'padded with a leading zero byte: avalanchego refuses such a bit set' : ''),
  );
  out.signerIndices = bitSetIndices(bits);
  out.signerCount = out.signerIndices.length;
  r.field(
    'signature',
    'Aggregate BLS signature',
    () => r.take(BLS_SIGNATURE_LENGTH, 'aggregate BLS signature'),
    (s) => byteCount(s.length),
  );
}

/** Decodes as much of `bytes` as the layout allows; the rest is kept raw with the reason. */
export function decodeSignedMessage(bytes: Uint8Array): DecodedSignedMessage {
  const out: DecodedSignedMessage = {
    byteLength: bytes.length,
    envelope: [],
    networkId: null,
    sourceChainId: null,
    payload: null,
    payloadLayers: [],
    signature: [],
    signerCount: null,
    signerIndices: [],
    undecoded: null,
  };
  const r = new ByteReader(bytes);
  const stopAt = (offset: number, reason: string) => {
    const rest = bytes.subarray(offset);
    out.undecoded = { offset, hex: toHex(rest), length: rest.length, reason };
  };
  try {
    const payload = envelope(r, out);
    out.envelope = [...r.fields];
    out.payloadLayers = decodePayload(payload, out.payload?.offset ?? 0, out.networkId);
    const signatureStart = r.fields.length;
    try {
      bitSetSignature(r, out);
    } finally {
      out.signature = r.fields.slice(signatureStart);
    }
    if (r.remaining > 0) stopAt(r.offset, 'bytes after the signature, which the layout does not define');
  } catch (e) {
    if (!(e instanceof DecodeStop)) throw e;
    if (out.envelope.length === 0) out.envelope = [...r.fields];
    stopAt(r.offset, e.message);
  }
  return out;
}

/**
 * Why `bytes` are not an unsigned Warp message (codec version, network id, source chain id, payload and
 * nothing after it), or null when they are one. The aggregator parses a message the same way.
 */
export function unsignedMessageProblem(bytes: Uint8Array): string | null {
  const out = decodeSignedMessage(new Uint8Array());
  const r = new ByteReader(bytes);
  try {
    envelope(r, out);
  } catch (e) {
    if (e instanceof DecodeStop) return e.message;
    throw e;
  }
  return r.remaining === 0 ? null : `${byteCount(r.remaining)} follow the payload`;
}
