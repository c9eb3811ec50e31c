import { z } from 'zod';
import { NodeVersion } from '../../models/node/info';
import { channel } from '../define';

/** `/ext/info` methods. */
export const infoChannels = {
  'node.info.getNodeVersion': channel({
    summary: 'info.getNodeVersion at /ext/info',
    params: z.object({}).optional(),
    result: NodeVersion,
    cache: 'network',
  }),
} as const;
