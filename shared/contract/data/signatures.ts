import { cb58Id, hexBytes, isBytes32Hex, isCb58Id } from '@shared/ids';
import { SignedMessage } from '@shared/models/data/signatures';
import { z } from 'zod';
import { channel } from '../define';
import { network, wholeNumber } from './common';

/** What the service assumes when quorumPercentage is left out; the quorum + buffer bound counts it. */
export const DEFAULT_QUORUM_PERCENTAGE = 67;

const percentage = z
  .number({ error: 'must be a whole number from 0 to 100' })
  .int({ error: 'must be a whole number from 0 to 100' })
  .min(0, { error: 'must be at least 0' })
  .max(100, { error: 'must be at most 100' });

const subnetId = z
  .string()
  .trim()
  .refine((value) => isBytes32Hex(value) || isCb58Id(value), {
    error: 'must be a subnet id: cb58, or 32 bytes of hex (optional 0x)',
  });

const aggregateSignaturesParams = z
  .strictObject({
    network,
    message: hexBytes.optional(),
    justification: hexBytes.optional(),
    signingSubnetId: subnetId.optional(),
    quorumPercentage: percentage.optional(),
    quorumPercentageBuffer: percentage.optional(),
    pChainHeight: wholeNumber.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.message === undefined && p.justification === undefined) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'message or justification is required' });
    }
    const quorum = p.quorumPercentage ?? DEFAULT_QUORUM_PERCENTAGE;
    const buffer = p.quorumPercentageBuffer ?? 0;
    if (quorum + buffer > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['quorumPercentageBuffer'],
        message: `quorumPercentage + quorumPercentageBuffer must be at most 100 (${quorum} + ${buffer} = ${quorum + buffer})`,
      });
    }
  });

/** Signature aggregation for cross-chain (Warp) messages. */
export const signatureChannels = {
  'data.aggregateSignatures': channel({
    summary: 'POST /v1/signatureAggregator/{network}/aggregateSignatures',
    params: aggregateSignaturesParams,
    result: SignedMessage,
    cache: 'none',
  }),
  'data.getAggregatedSignatures': channel({
    summary: 'GET /v1/signatureAggregator/{network}/aggregateSignatures/{txHash} (P-Chain L1 Warp message)',
    params: z.strictObject({ network, txHash: cb58Id }),
    result: SignedMessage,
    cache: 'none',
  }),
} as const;
