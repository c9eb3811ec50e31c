import { avaxAddress, isCb58Id, isHash32, nodeId } from '@shared/ids';
import { z } from 'zod';

/** Parameter schemas shared by the node RPC channels; every failure says what is expected. */

type UintProblem = { value: number } | { problem: string };

/** Whole number ≥ 0 from a JSON number, a decimal string or (allowHex) a 0x string. */
function readUint(value: number | string, allowHex: boolean): UintProblem {
  const text = typeof value === 'string' ? value.trim() : undefined;
  let n: number;
  if (text === undefined) n = value as number;
  else if (/^-?\d+(\.\d+)?$/.test(text)) n = Number(text);
  else if (allowHex && /^0x[0-9a-fA-F]+$/.test(text)) n = Number.parseInt(text.slice(2), 16);
  else return { problem: allowHex ? 'must be a whole number (decimal or 0x hex)' : 'must be a whole number' };
  if (!Number.isInteger(n)) return { problem: 'must be a whole number' };
  if (n < 0) return { problem: 'must be 0 or more' };
  if (!Number.isSafeInteger(n)) return { problem: 'is too large' };
  return { value: n };
}

const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : message;

/** Text params are short (aliases, ids); the bound keeps a hostile caller from feeding megabytes to a decoder. */
const text = () => z.string({ error: requiredOr('must be text') }).max(200, { error: 'is too long' });

/** Numbers may come as strings; 80 characters covers any 256-bit value in decimal or hex. */
const numberOrString = (message: string) =>
  z.union([z.number(), z.string().max(80, { error: 'is too long for a number' })], { error: requiredOr(message) });

/** Non-negative integer (index, height, timestamp): number or decimal string in, number out. */
export const uintParam = (max?: number) =>
  numberOrString('must be a whole number').transform((raw, ctx) => {
    const read = readUint(raw, false);
    if ('problem' in read) {
      ctx.addIssue({ code: 'custom', message: read.problem, input: raw });
      return z.NEVER;
    }
    if (max !== undefined && read.value > max) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${max}`, input: raw });
      return z.NEVER;
    }
    return read.value;
  });

export const BLOCK_TAGS = ['latest', 'earliest', 'pending'] as const;
export type BlockTagName = (typeof BLOCK_TAGS)[number];
const isBlockTagName = (value: string): value is BlockTagName => (BLOCK_TAGS as readonly string[]).includes(value);
const BLOCK_TAG_MESSAGE = 'must be latest, earliest, pending or a block number ≥ 0';

/** An EVM block selector: a tag, or a number (the handler sends numbers as 0x quantities). */
export const blockTag = numberOrString(BLOCK_TAG_MESSAGE).transform((raw, ctx): BlockTagName | number => {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (typeof text === 'string' && isBlockTagName(text)) return text;
  const read = readUint(text, true);
  if ('problem' in read) {
    ctx.addIssue({ code: 'custom', message: BLOCK_TAG_MESSAGE, input: raw });
    return z.NEVER;
  }
  return read.value;
});

/** A block tag, number or 32-byte block hash (eth_feeConfig's BlockNumberOrHash). */
export const blockTagOrHash = numberOrString(BLOCK_TAG_MESSAGE).transform(
  (raw, ctx): BlockTagName | number | string => {
    if (typeof raw === 'string' && isHash32(raw.trim())) return raw.trim();
    const tag = blockTag.safeParse(raw);
    if (tag.success) return tag.data;
    ctx.addIssue({ code: 'custom', message: `${BLOCK_TAG_MESSAGE}, or a 0x 32-byte block hash`, input: raw });
    return z.NEVER;
  },
);

/** The EVM chain id naming one of the profile's custom chains (reached at its own RPC URL). */
export const CUSTOM_CHAIN_REF = /^[1-9]\d{0,11}$/;

/**
 * Which EVM chain: `C` (the primary network's), any EVM blockchain id in cb58 (both on the profile's node),
 * or the decimal chain id of one of the profile's custom chains.
 */
export const evmBlockchainId = text()
  .trim()
  .refine((value) => value === 'C' || isCb58Id(value) || CUSTOM_CHAIN_REF.test(value), {
    error: "must be C or a cb58 blockchain id (32 bytes with a valid checksum), or a custom chain's chain id",
  });

const CB58_ID_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{45,55}$/;
/** A chain alias (X, P, C, avm…) or a blockchain id; an id-shaped value must have a valid checksum. */
export const chainAliasOrId = text()
  .trim()
  .min(1, { error: 'must not be empty' })
  .superRefine((value, ctx) => {
    if (CB58_ID_SHAPE.test(value)) {
      if (!isCb58Id(value))
        ctx.addIssue({ code: 'custom', message: 'looks like a blockchain id but its cb58 checksum is invalid' });
    } else if (!/^[A-Za-z0-9._-]{1,64}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be a chain alias (like X, P or C) or a cb58 blockchain id' });
    }
  });

export const nodeIdList = z.array(nodeId, { error: 'must be a list of node ids' });

/** platform.getBalance takes P-Chain addresses with their chain prefix. */
export const pChainAddress = avaxAddress().refine((value) => value.startsWith('P-'), {
  error: 'must be a P-Chain address (P-avax1… or P-fuji1…)',
});

export const blockEncoding = z.enum(['hex', 'json'], { error: 'must be hex or json' });

/** The index API answers only in hex. */
export const indexEncoding = z.literal('hex', { error: 'the index API only accepts hex encoding' }).default('hex');

export const INDEX_NAMES = ['C/block', 'P/block', 'X/tx', 'X/block', 'X/vtx'] as const;
export type IndexName = (typeof INDEX_NAMES)[number];
/** Which index to read; X/vtx is frozen since Cortina but still answers for history. */
export const indexName = z.enum(INDEX_NAMES, { error: `must be one of ${INDEX_NAMES.join(', ')}` });

/** A non-empty name such as a chain alias. */
export const nonEmptyText = text().trim().min(1, { error: 'must not be empty' });

/** A 32-byte 0x value (a log topic, a hash). */
export const hash32Param = z
  .string({ error: requiredOr('must be a 0x 32-byte value') })
  .refine((value) => isHash32(value), { error: 'must be a 0x 32-byte value (64 hex digits)' })
  .transform((value) => value.toLowerCase());

export const noParams = z.strictObject({}).optional();
