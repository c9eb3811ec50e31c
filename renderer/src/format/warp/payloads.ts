import { sha256 } from '@noble/hashes/sha2.js';
import { cb58Encode, formatAvaxAddress, nodeIdFromBytes } from '@shared/ids';
import { ByteReader, byteCount, DecodeStop, toHex, type WarpField } from './reader';

/**
 * The layers inside a Warp message's payload, as avalanchego defines them:
 * `vms/platformvm/warp/payload` (codec 0: Hash = type 0, AddressedCall = type 1) and, inside an
 * AddressedCall, the ACP-77 P-Chain messages of `vms/platformvm/warp/message` (codec 0:
 * SubnetToL1Conversion 0, RegisterL1Validator 1, L1ValidatorRegistration 2, L1ValidatorWeight 3).
 * A layer is shown only when its bytes parse exactly (right codec, known type, nothing left over).
 */

export interface PayloadLayer {
  /** The Go type the bytes parse as. */
  type: string;
  fields: WarpField[];
}

const int = (v: bigint | number) => v.toString();
/** Dates end at ±8.64e12 s; a larger expiry is shown as a number only. */
const unixNote = (seconds: bigint) =>
  seconds <= 8_640_000_000_000n ? `Unix seconds: ${new Date(Number(seconds) * 1000).toISOString()}` : 'Unix seconds';
const id = (b: Uint8Array) => cb58Encode(b);

/** The P-Chain address prefix of a Warp network id (1 mainnet, 5 Fuji); null for others. */
const hrpOf = (networkId: number | null) => (networkId === 1 ? 'avax' : networkId === 5 ? 'fuji' : null);

/** Reads a whole layer; null when the bytes do not parse exactly as it. */
function parseExactly(bytes: Uint8Array, base: number, read: (r: ByteReader) => string): PayloadLayer | null {
  const reader = new ByteReader(bytes, base);
  try {
    const type = read(reader);
    if (reader.remaining !== 0) return null;
    return { type, fields: reader.fields };
  } catch (e) {
    if (e instanceof DecodeStop) return null;
    throw e;
  }
}

function header(r: ByteReader, types: readonly string[]): string {
  const codec = r.field('codec', 'Codec version', () => r.u16('codec version'), int);
  if (codec !== 0) throw new DecodeStop(`codec version ${codec}`);
  const typeId = r.field(
    'typeId',
    'Type ID',
    () => r.u32('type id'),
    int,
    (t) => types[t] ?? 'unknown',
  );
  const type = types[typeId];
  if (type === undefined) throw new DecodeStop(`type ${typeId}`);
  return type;
}

const PAYLOAD_TYPES = ['Hash', 'AddressedCall'] as const;
const MESSAGE_TYPES = [
  'SubnetToL1Conversion',
  'RegisterL1Validator',
  'L1ValidatorRegistration',
  'L1ValidatorWeight',
] as const;

function owner(r: ByteReader, key: string, label: string, hrp: string | null): void {
  r.field(`${key}.threshold`, `${label} threshold`, () => r.u32('threshold'), int);
  const count = r.field(`${key}.count`, `${label} address count`, () => r.u32('address count'), int);
  for (let i = 0; i < count; i++) {
    r.field(
      `${key}.address${i}`,
      `${label} address ${i + 1}`,
      () => r.take(20, 'address'),
      (a) => (hrp ? formatAvaxAddress(hrp, a, 'P') : toHex(a)),
    );
  }
}

function acp77Message(r: ByteReader, networkId: number | null): string {
  const type = header(r, MESSAGE_TYPES);
  const u64 = (what: string) => () => r.uint(8, what);
  switch (type) {
    case 'SubnetToL1Conversion':
      r.field('conversionId', 'Conversion ID', () => r.take(32, 'conversion id'), id);
      break;
    case 'RegisterL1Validator':
      r.field('subnetId', 'Subnet ID', () => r.take(32, 'subnet id'), id);
      r.field(
        'nodeId',
        'Node ID',
        () => r.slice('node id'),
        (b) => (b.length === 20 ? nodeIdFromBytes(b) : toHex(b)),
      );
      r.field('blsPublicKey', 'BLS public key', () => r.take(48, 'BLS public key'), toHex);
      r.field('expiry', 'Expiry', u64('expiry'), int, unixNote);
      owner(r, 'remainingBalanceOwner', 'Remaining balance owner', hrpOf(networkId));
      owner(r, 'disableOwner', 'Disable owner', hrpOf(networkId));
      r.field('weight', 'Weight', u64('weight'), int);
      break;
    case 'L1ValidatorRegistration':
      r.field('validationId', 'Validation ID', () => r.take(32, 'validation id'), id);
      r.field(
        'registered',
        'Registered',
        () => {
          const flag = r.take(1, 'registered')[0] as number;
          if (flag > 1) throw new DecodeStop('a bool is 0 or 1');
          return flag === 1;
        },
        String,
      );
      break;
    case 'L1ValidatorWeight':
      r.field('validationId', 'Validation ID', () => r.take(32, 'validation id'), id);
      r.field('nonce', 'Nonce', u64('nonce'), int);
      r.field('weight', 'Weight', u64('weight'), int);
      break;
  }
  return type;
}

/** Every layer the payload parses as, outermost first (possibly none). */
export function decodePayload(payload: Uint8Array, offset: number, networkId: number | null): PayloadLayer[] {
  let inner: { bytes: Uint8Array; offset: number } | null = null;
  const outer = parseExactly(payload, offset, (r) => {
    const type = header(r, PAYLOAD_TYPES);
    if (type === 'Hash') {
      r.field('hash', 'Hash', () => r.take(32, 'hash'), toHex);
      return type;
    }
    r.field(
      'sourceAddress',
      'Source address',
      () => r.slice('source address'),
      (a) => (a.length === 0 ? '(empty: sent by the P-Chain itself)' : toHex(a)),
    );
    const start = r.offset + 4;
    const bytes = r.field(
      'payload',
      'Payload',
      () => r.slice('payload'),
      (p) => byteCount(p.length),
    );
    inner = { bytes, offset: offset + start };
    return type;
  });
  if (!outer) return [];
  const found = inner as { bytes: Uint8Array; offset: number } | null;
  if (!found) return [outer];
  const message = parseExactly(found.bytes, found.offset, (r) => acp77Message(r, networkId));
  if (!message) return [outer];
  if (message.type === 'RegisterL1Validator') {
    // The validation id is defined as the sha256 of these message bytes (avalanchego's ValidationID()).
    message.fields.push({
      key: 'validationId',
      label: 'Validation ID (derived: sha256 of this message)',
      offset: found.offset,
      length: found.bytes.length,
      hex: toHex(sha256(found.bytes)),
      value: id(sha256(found.bytes)),
    });
  }
  return [outer, message];
}
