import { sha256 } from '@noble/hashes/sha2.js';
import type { WarpField } from '@renderer/format/warp/reader';
import { decodeSignedMessage, unsignedMessageProblem } from '@renderer/format/warp/signed-message';
import { cb58Encode, formatAvaxAddress, nodeIdFromBytes } from '@shared/ids';
import { describe, expect, it } from 'vitest';

/**
 * Messages built here byte by byte from the Go structs' layout in avalanchego (linear codec, big
 * endian, u32 length before every []byte), independently of the decoder and of the simulator.
 */
const u16 = (v: number) => [(v >>> 8) & 0xff, v & 0xff];
const u32 = (v: number) => [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
const u64 = (v: bigint) => Array.from({ length: 8 }, (_, i) => Number((v >> BigInt(56 - 8 * i)) & 0xffn));
const slice = (b: number[]) => [...u32(b.length), ...b];
const fill = (n: number, byte: number) => new Array<number>(n).fill(byte);
const hex = (b: number[] | Uint8Array) => `0x${Buffer.from(b).toString('hex')}`;

/** warp.UnsignedMessage under codec version 0. */
const unsigned = (networkId: number, sourceChain: number[], payload: number[]) => [
  ...u16(0),
  ...u32(networkId),
  ...sourceChain,
  ...slice(payload),
];
/** Signature interface → BitSetSignature (type id 0). */
const bitSetSignature = (signers: number[], signature = fill(96, 0xa5)) => [...u32(0), ...slice(signers), ...signature];
/** payload.AddressedCall (payload codec 0, type id 1). */
const addressedCall = (source: number[], payload: number[]) => [
  ...u16(0),
  ...u32(1),
  ...slice(source),
  ...slice(payload),
];
/** payload.Hash (type id 0). */
const hashPayload = (hash: number[]) => [...u16(0), ...u32(0), ...hash];
/** message.L1ValidatorRegistration (message codec 0, type id 2). */
const registration = (validationId: number[], registered: boolean) => [
  ...u16(0),
  ...u32(2),
  ...validationId,
  registered ? 1 : 0,
];

const field = (fields: WarpField[], key: string) => {
  const found = fields.find((f) => f.key === key);
  if (!found) throw new Error(`no field ${key} among ${fields.map((f) => f.key).join(', ')}`);
  return found;
};

const SOURCE = fill(32, 7);
const VALIDATION = Array.from({ length: 32 }, (_, i) => i + 1);

describe('decodeSignedMessage', () => {
  it('decodes the envelope, an AddressedCall holding an L1ValidatorRegistration, and a BitSetSignature', () => {
    const payload = addressedCall([], registration(VALIDATION, true));
    const bytes = new Uint8Array([...unsigned(1, SOURCE, payload), ...bitSetSignature([0b101])]);
    const d = decodeSignedMessage(bytes);

    expect(d.byteLength).toBe(bytes.length);
    expect(d.undecoded).toBeNull();
    expect(field(d.envelope, 'codec').value).toBe('0');
    expect(field(d.envelope, 'networkId')).toMatchObject({ value: '1', offset: 2, length: 4, hex: '0x00000001' });
    expect(d.networkId).toBe(1);
    expect(field(d.envelope, 'sourceChainId')).toMatchObject({ value: cb58Encode(new Uint8Array(SOURCE)), offset: 6 });
    expect(field(d.envelope, 'payloadLength').value).toBe(`${payload.length} bytes`);
    expect(d.payload).toEqual({ offset: 42, length: payload.length, hex: hex(payload) });

    expect(d.payloadLayers.map((l) => l.type)).toEqual(['AddressedCall', 'L1ValidatorRegistration']);
    const [call, message] = d.payloadLayers;
    expect(field(call?.fields ?? [], 'sourceAddress').length).toBe(4);
    expect(field(message?.fields ?? [], 'validationId').value).toBe(cb58Encode(new Uint8Array(VALIDATION)));
    expect(field(message?.fields ?? [], 'registered').value).toBe('true');
    // Absolute offsets: the inner message starts after the envelope (42) and the call's header (2+4+4+4).
    expect(field(message?.fields ?? [], 'codec').offset).toBe(42 + 14);

    expect(field(d.signature, 'signatureType').value).toBe('0');
    expect(field(d.signature, 'signers')).toMatchObject({
      hex: '0x0000000105',
      offset: 42 + payload.length + 4,
      length: 5,
    });
    expect(d.signerCount).toBe(2);
    expect(d.signerIndices).toEqual([0, 2]);
    expect(field(d.signature, 'signature')).toMatchObject({ length: 96, hex: hex(fill(96, 0xa5)) });
  });

  it('counts signers across a multi-byte big-endian bit set', () => {
    const bytes = new Uint8Array([...unsigned(5, SOURCE, [9, 9]), ...bitSetSignature([0x01, 0x03])]);
    const d = decodeSignedMessage(bytes);
    expect(d.signerIndices).toEqual([0, 1, 8]);
    expect(d.signerCount).toBe(3);
    expect(d.payloadLayers).toEqual([]);
    expect(field(d.envelope, 'networkId').note).toMatch(/Fuji/);
  });

  it('decodes a RegisterL1Validator with its owners and derives the validation id', () => {
    const nodeId = fill(20, 0x42);
    const owner = (addr: number) => [...u32(1), ...u32(1), ...fill(20, addr)];
    const register = [
      ...u16(0),
      ...u32(1),
      ...fill(32, 3),
      ...slice(nodeId),
      ...fill(48, 0x88),
      ...u64(1_700_000_000n),
      ...owner(0x11),
      ...owner(0x22),
      ...u64(20n),
    ];
    const bytes = new Uint8Array([...unsigned(1, fill(32, 0), addressedCall([], register)), ...bitSetSignature([1])]);
    const d = decodeSignedMessage(bytes);
    expect(field(d.envelope, 'sourceChainId').note).toMatch(/P-Chain/);
    const layer = d.payloadLayers[1];
    expect(layer?.type).toBe('RegisterL1Validator');
    const f = layer?.fields ?? [];
    expect(field(f, 'nodeId').value).toBe(nodeIdFromBytes(new Uint8Array(nodeId)));
    expect(field(f, 'expiry').note).toContain('2023-11-14T22:13:20.000Z');
    expect(field(f, 'remainingBalanceOwner.address0').value).toBe(
      formatAvaxAddress('avax', new Uint8Array(fill(20, 0x11)), 'P'),
    );
    expect(field(f, 'disableOwner.address0').value).toBe(
      formatAvaxAddress('avax', new Uint8Array(fill(20, 0x22)), 'P'),
    );
    expect(field(f, 'weight').value).toBe('20');
    expect(field(f, 'validationId').value).toBe(cb58Encode(sha256(new Uint8Array(register))));
  });

  it('decodes a Hash payload, and leaves a payload of unknown shape undecoded (no layer guessed)', () => {
    const withHash = decodeSignedMessage(
      new Uint8Array([...unsigned(1, SOURCE, hashPayload(fill(32, 0xee))), ...bitSetSignature([1])]),
    );
    expect(withHash.payloadLayers.map((l) => l.type)).toEqual(['Hash']);
    expect(field(withHash.payloadLayers[0]?.fields ?? [], 'hash').value).toBe(hex(fill(32, 0xee)));

    // An AddressedCall header with one byte too many is not an AddressedCall.
    const almost = [...addressedCall([1, 2], [3]), 0];
    const odd = decodeSignedMessage(new Uint8Array([...unsigned(1, SOURCE, almost), ...bitSetSignature([1])]));
    expect(odd.payloadLayers).toEqual([]);
    expect(odd.payload?.hex).toBe(hex(almost));
    expect(odd.signerCount).toBe(1);
  });

  it('keeps what does not fit raw, with the reason, never guessed', () => {
    const head = unsigned(1, SOURCE, [1, 2, 3]);

    const truncated = decodeSignedMessage(new Uint8Array([...head, ...u32(0), ...slice([3]), ...fill(50, 1)]));
    expect(truncated.signerCount).toBe(2);
    expect(truncated.undecoded).toMatchObject({ offset: head.length + 9, length: 50 });
    expect(truncated.undecoded?.reason).toMatch(/needs 96 bytes but only 50 remain/);

    const otherType = decodeSignedMessage(new Uint8Array([...head, ...u32(7), 1, 2, 3]));
    expect(otherType.signerCount).toBeNull();
    expect(otherType.undecoded).toMatchObject({ offset: head.length + 4, hex: '0x010203' });
    expect(otherType.undecoded?.reason).toMatch(/signature type 7/);

    const trailing = decodeSignedMessage(new Uint8Array([...head, ...bitSetSignature([1]), 0xff, 0xfe]));
    expect(trailing.undecoded).toMatchObject({ hex: '0xfffe', length: 2 });
    expect(trailing.undecoded?.reason).toMatch(/after the signature/);

    const codec = decodeSignedMessage(new Uint8Array([0, 1, ...head.slice(2)]));
    expect(codec.undecoded).toMatchObject({ offset: 2 });
    expect(codec.undecoded?.reason).toMatch(/codec version 1/);
    expect(codec.networkId).toBeNull();

    const shortPayload = decodeSignedMessage(new Uint8Array([...u16(0), ...u32(1), ...SOURCE, ...u32(10), 1, 2]));
    expect(shortPayload.undecoded).toMatchObject({ offset: 42, hex: '0x0102' });
    expect(shortPayload.undecoded?.reason).toMatch(/payload needs 10 bytes but only 2 remain/);

    // A signer bit set whose length prefix promises more than there is: the prefix stays in the raw rest.
    const badBits = decodeSignedMessage(new Uint8Array([...head, ...u32(0), ...u32(500), 1]));
    expect(badBits.undecoded).toMatchObject({ offset: head.length + 4, hex: '0x000001f401' });

    expect(decodeSignedMessage(new Uint8Array()).undecoded?.reason).toMatch(/codec version needs 2 bytes/);
  });

  it('notes a bit set padded with a leading zero byte, which avalanchego refuses', () => {
    const d = decodeSignedMessage(new Uint8Array([...unsigned(1, SOURCE, []), ...bitSetSignature([0, 1])]));
    expect(d.signerCount).toBe(1);
    expect(field(d.signature, 'signers').note).toMatch(/leading zero byte/);
  });

  it('tells an unsigned Warp message from other bytes, saying why', () => {
    expect(unsignedMessageProblem(new Uint8Array(unsigned(1, SOURCE, [1, 2])))).toBeNull();
    expect(unsignedMessageProblem(new Uint8Array([0, 0, 1]))).toMatch(/network id needs 4 bytes but only 1 remain/);
    expect(unsignedMessageProblem(new Uint8Array([...unsigned(1, SOURCE, [1]), 9, 9]))).toBe(
      '2 bytes follow the payload',
    );
    expect(unsignedMessageProblem(new Uint8Array([0, 3, ...unsigned(1, SOURCE, []).slice(2)]))).toMatch(
      /codec version 3/,
    );
  });
});
