import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';
import { uint64Like } from './common';

/** Results of the index API (`/ext/index/<chain>/<kind>`). */
export const Container = loose({
  id: z.string(),
  bytes: z.string(),
  /** When this node accepted it (bootstrap time for containers indexed while bootstrapping). */
  timestamp: z.string(),
  encoding: openEnum(['hex']),
  /** How many containers this index accepted before it. */
  index: uint64Like,
});
export type Container = z.output<typeof Container>;

/**
 * Current nodes answer `{containers: […]}`; the spec and old docs describe a bare array and `null` for
 * an empty fetch. All three forms become one array.
 */
export const ContainerRange = z
  .unknown()
  .transform((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && 'containers' in value
      ? value.containers
      : value,
  )
  .pipe(z.array(Container).nullable())
  .transform((containers) => containers ?? []);
export type ContainerRange = z.output<typeof ContainerRange>;

export const IndexResult = loose({ index: uint64Like });
export const IsAccepted = loose({ isAccepted: z.boolean() });
