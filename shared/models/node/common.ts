import { EVM_ADDRESS_HEX, HASH_32_HEX } from '@shared/ids/evm';
import { loose } from '@shared/schema';
import { z } from 'zod';

/** Message for a value that is absent vs. present with the wrong form, so "required" reads as such. */
const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : message;

/**
 * A 64-bit unsigned integer as avalanchego sends it: a decimal string (json.Uint64) or, from Go's
 * plain uint64 / *big.Int, a JSON number. Normalised to a decimal string so string-sent values stay
 * exact; numbers above 2^53 were already rounded by JSON parsing, hence no safe-integer check.
 */
const WHOLE = 'must be a whole number (decimal string or number)';
export const uint64Like = z
  .union([z.string().regex(/^\d+$/, { error: WHOLE }), z.number().nonnegative().refine(Number.isInteger)], {
    error: requiredOr(WHOLE),
  })
  .transform((value) => String(value));

/** A float sent either as a JSON number or, from avalanchego's json.Float64/Float32, a decimal string. */
const FLOAT = 'must be a number (or a decimal string)';
export const floatLike = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/, { error: FLOAT })], {
    error: requiredOr(FLOAT),
  })
  .transform((value) => Number(value));

/** Go encodes a nil slice as `null`; both mean "none". */
export const goArray = <T extends z.ZodType>(item: T) => z.array(item).nullable();

/** A string of a fixed form; absent, non-string and malformed all say what was expected. */
const pattern = (regex: RegExp, message: string) =>
  z.string({ error: requiredOr(message) }).regex(regex, { error: message });

/** Ethereum JSON-RPC hex quantity (`0x0`, `0x1a`). */
export const hexQuantity = pattern(/^0x[0-9a-fA-F]+$/, 'must be a 0x hex quantity');
/** Ethereum JSON-RPC byte data (`0x`, `0xabcd`). */
export const hexData = pattern(/^0x[0-9a-fA-F]*$/, 'must be 0x hex data');
export const hash32Hex = pattern(HASH_32_HEX, 'must be a 0x 32-byte hash');
export const addressHex = pattern(EVM_ADDRESS_HEX, 'must be a 0x 20-byte address');

/**
 * A value that is a string in one encoding and an object in another (hex vs. json blocks, tx hashes
 * vs. full transactions). Unlike `z.union`, a malformed object reports the exact inner field path.
 */
export function stringOrObject<S extends z.ZodType<string>, O extends z.ZodType>(text: S, object: O) {
  return z.unknown().transform((value, ctx): z.output<S> | z.output<O> => {
    const parsed = typeof value === 'string' ? text.safeParse(value) : object.safeParse(value);
    if (parsed.success) return parsed.data as z.output<S> | z.output<O>;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
    }
    return z.NEVER;
  });
}

/** P-/X-Chain output owner: who may spend (rewards, remaining balance, deactivation). */
export const OutputOwner = loose({
  locktime: uint64Like,
  threshold: uint64Like,
  addresses: z.array(z.string()),
});
export type OutputOwner = z.output<typeof OutputOwner>;

export const ENCODINGS = ['hex', 'json'] as const;
