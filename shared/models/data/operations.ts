import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';

/** Asynchronous export jobs (`/v1/operations`). */

export const OPERATION_TYPES = [
  'TRANSACTION_EXPORT_PRIMARY_NETWORK',
  'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING',
  'TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE',
  'TRANSACTION_EXPORT_EVM',
] as const;

export const OPERATION_STATUSES = ['RUNNING', 'COMPLETED', 'COMPLETED_WITH_WARNING', 'FAILED'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];
/** Statuses after which polling stops. */
export const FINISHED_OPERATION_STATUSES: readonly string[] = ['COMPLETED', 'COMPLETED_WITH_WARNING', 'FAILED'];

export const OPERATION_CODES = ['ErrInvalidRequest', 'ErrInternal', 'WarnTruncatedExport'] as const;

export const OperationMetadata = loose({
  code: openEnum(OPERATION_CODES).optional(),
  /** Only for COMPLETED and COMPLETED_WITH_WARNING. */
  downloadUrl: z.string().optional(),
  /** YYYY-MM-DD to use as the next firstDate when the export was truncated (WarnTruncatedExport). */
  nextDate: z.string().optional(),
});
export type OperationMetadata = z.output<typeof OperationMetadata>;

export const Operation = loose({
  operationId: z.string(),
  operationType: openEnum(OPERATION_TYPES),
  operationStatus: openEnum(OPERATION_STATUSES),
  message: z.string().optional(),
  metadata: OperationMetadata.optional(),
  createdAtTimestamp: z.number(),
  updatedAtTimestamp: z.number(),
});
export type Operation = z.output<typeof Operation>;
