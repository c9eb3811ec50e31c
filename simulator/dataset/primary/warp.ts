import { ByteWriter, sha256 } from './codec';

/**
 * Avalanche Warp messages. Unsigned: codec version ‖ networkID ‖ sourceChainID ‖ payload. Signed adds a
 * BitSetSignature: type id 0 ‖ signer bitset ‖ 96-byte aggregate BLS signature. The "signature" here is a
 * hash expansion of everything that shapes it, so equal requests always get equal answers.
 */

const BIT_SET_SIGNATURE = 0;
const ADDRESSED_CALL = 1;
const SUBNET_TO_L1_CONVERSION = 0;
const REGISTER_L1_VALIDATOR = 1;
const L1_VALIDATOR_REGISTRATION = 2;

export function unsignedMessage(networkId: number, sourceChainId: Uint8Array, payload: Uint8Array): Uint8Array {
  return new ByteWriter().u16(0).u32(networkId).raw(sourceChainId).bytes(payload).done();
}

export function addressedCall(sourceAddress: Uint8Array, payload: Uint8Array): Uint8Array {
  return new ByteWriter().u16(0).u32(ADDRESSED_CALL).bytes(sourceAddress).bytes(payload).done();
}

export const subnetToL1ConversionPayload = (conversionId: Uint8Array) =>
  new ByteWriter().u16(0).u32(SUBNET_TO_L1_CONVERSION).raw(conversionId).done();

export const l1ValidatorRegistrationPayload = (validationId: Uint8Array, registered: boolean) =>
  new ByteWriter()
    .u16(0)
    .u32(L1_VALIDATOR_REGISTRATION)
    .raw(validationId)
    .raw(new Uint8Array([registered ? 1 : 0]))
    .done();

export interface RegistrationFields {
  subnetId: Uint8Array;
  nodeId: Uint8Array;
  blsPublicKey: Uint8Array;
  expiry: number;
  ownerAddress: Uint8Array;
  weight: bigint;
}

/** RegisterL1ValidatorMessage; its sha256 is the validation id. */
export function registerL1ValidatorPayload(f: RegistrationFields): Uint8Array {
  const w = new ByteWriter().u16(0).u32(REGISTER_L1_VALIDATOR).raw(f.subnetId).bytes(f.nodeId).raw(f.blsPublicKey);
  w.u64(f.expiry);
  for (let i = 0; i < 2; i++) w.u32(1).u32(1).raw(f.ownerAddress);
  return w.u64(f.weight).done();
}

function expand(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let block = 0, off = 0; off < length; block++, off += 32) {
    out.set(sha256(new ByteWriter().raw(seed).u32(block).done()).subarray(0, Math.min(32, length - off)), off);
  }
  return out;
}

/** Big-endian bitset with the lowest set bit last, as avalanchego's set.Bits prints it. */
function bitset(indices: number[]): Uint8Array {
  let value = 0n;
  for (const i of indices) value |= 1n << BigInt(i);
  if (value === 0n) return new Uint8Array(0);
  const hex = value.toString(16);
  return new Uint8Array(Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex'));
}

/** Which of `total` validators sign to reach `percent` of them (at least one), picked by `seed`. */
function signerIndices(seed: Uint8Array, total: number, percent: number): number[] {
  if (total <= 0) return [];
  const wanted = Math.min(total, Math.max(1, Math.ceil((total * percent) / 100)));
  const order = Array.from({ length: total }, (_, i) => i);
  const noise = expand(seed, total * 2);
  for (let i = total - 1; i > 0; i--) {
    const j = ((noise[i * 2] as number) * 256 + (noise[i * 2 + 1] as number)) % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order.slice(0, wanted).sort((a, b) => a - b);
}

export interface SigningContext {
  validatorCount: number;
  percent: number;
  /** Everything else that shapes the answer (subnet, heights…). */
  salt: Uint8Array;
}

export function signMessage(unsigned: Uint8Array, ctx: SigningContext): Uint8Array {
  const seed = sha256(new ByteWriter().raw(unsigned).raw(ctx.salt).u32(ctx.percent).done());
  const signature = expand(seed, 96);
  signature[0] = 0x80 | ((signature[0] as number) & 0x3f);
  return new ByteWriter()
    .raw(unsigned)
    .u32(BIT_SET_SIGNATURE)
    .bytes(bitset(signerIndices(seed, ctx.validatorCount, ctx.percent)))
    .raw(signature)
    .done();
}
