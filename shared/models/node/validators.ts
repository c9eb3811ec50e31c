import { loose } from '@shared/schema';
import { z } from 'zod';
import { floatLike, goArray, uint64Like } from './common';

/** A validator as an L1/subnet chain's own `/validators` endpoint reports it. */
export const ChainValidator = loose({
  validationID: z.string(),
  nodeID: z.string(),
  weight: uint64Like,
  startTimestamp: uint64Like,
  isActive: z.boolean(),
  isL1Validator: z.boolean(),
  isConnected: z.boolean(),
  uptimeSeconds: uint64Like,
  uptimePercentage: floatLike,
});
export type ChainValidator = z.output<typeof ChainValidator>;

export const ChainValidators = loose({ validators: goArray(ChainValidator) });
export type ChainValidators = z.output<typeof ChainValidators>;
