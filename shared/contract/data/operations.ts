import { evmAddress } from '@shared/ids';
import { Operation } from '@shared/models/data/operations';
import { z } from 'zod';
import { channel } from '../define';
import { chainId, isoDate } from './common';

const exportOptions = z.strictObject({
  addresses: z.array(evmAddress, { error: 'must be a list of addresses' }).min(1, {
    error: 'must list at least one address',
  }),
  includeChains: z.array(chainId, { error: 'must be a list of chain ids' }).min(1, {
    error: 'must list at least one chain id',
  }),
});

const exportTransactionsParams = z
  .strictObject({
    type: z.literal('TRANSACTION_EXPORT_EVM', { error: 'must be TRANSACTION_EXPORT_EVM' }),
    firstDate: isoDate.optional(),
    lastDate: isoDate.optional(),
    /** Deprecated by the service in favour of firstDate. */
    startDate: isoDate.optional(),
    /** Deprecated by the service in favour of lastDate. */
    endDate: isoDate.optional(),
    options: exportOptions,
  })
  .superRefine((p, ctx) => {
    // ISO dates compare correctly as strings.
    if (p.firstDate && p.lastDate && p.firstDate > p.lastDate) {
      ctx.addIssue({ code: 'custom', path: ['lastDate'], message: 'must not be before firstDate' });
    }
    if (p.startDate && p.endDate && p.startDate > p.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
    }
  });

/** Asynchronous transaction export jobs. */
export const operationChannels = {
  'data.exportTransactions': channel({
    summary: 'POST /v1/operations/transactions:export (starts an export job)',
    params: exportTransactionsParams,
    result: Operation,
    cache: 'none',
  }),
  'data.getOperation': channel({
    summary: 'GET /v1/operations/{operationId} (status of an export job)',
    params: z.strictObject({
      operationId: z
        .string({ error: 'is required' })
        .trim()
        .min(1, { error: 'is required' })
        .max(256, { error: 'is too long' }),
    }),
    result: Operation,
    cache: 'none',
  }),
} as const;
