import { z } from 'zod';
import { avaxAddressProblem, type Network } from './bech32';
import { isCb58Id, isNodeId } from './cb58';
import { evmAddressProblem, HASH_32_HEX, HASH_32_MESSAGE } from './evm';

/** zod refinements for every id format the specs use; each failure says what is expected. */
export const evmAddress = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = evmAddressProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const txHash = z.string().trim().regex(HASH_32_HEX, { error: HASH_32_MESSAGE });

/** Hex with an optional 0x prefix and whole bytes (message, justification). */
export const hexBytes = z
  .string()
  .trim()
  .regex(/^(0x)?([0-9a-fA-F]{2})+$/, { error: 'must be hex (optional 0x prefix), whole bytes' });

export const cb58Id = z
  .string()
  .trim()
  .refine(isCb58Id, { error: 'must be a cb58 id (32 bytes with a valid checksum)' });

export const nodeId = z
  .string()
  .trim()
  .refine(isNodeId, { error: 'must be NodeID- followed by a cb58 short id with a valid checksum' });

export const avaxAddress = (network?: Network) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = avaxAddressProblem(value, network);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Decimal or 0x-hex block number as strings; always non-negative, at most 256 bits (78 digits, 64 hex). */
export const blockNumberString = z
  .string()
  .trim()
  .max(80, { error: 'is too long for a block number' })
  .regex(/^(\d{1,78}|0x[0-9a-fA-F]{1,64})$/, { error: 'must be a block number (decimal or 0x hex)' });
