import { z } from 'zod';
import { loose } from '../../schema';

export const NodeVersion = loose({
  version: z.string(),
  databaseVersion: z.string(),
  gitCommit: z.string(),
  vmVersions: z.record(z.string(), z.string()),
  rpcProtocolVersion: z.union([z.string(), z.number()]),
});
