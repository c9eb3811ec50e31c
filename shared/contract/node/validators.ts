import { cb58Id } from '@shared/ids';
import { ChainValidators } from '@shared/models/node/validators';
import { z } from 'zod';
import { channel } from '../define';
import { nodeIdList } from './common';

/** An L1/subnet chain's `/ext/bc/<blockchainId>/validators`. */
export const validatorsChannels = {
  'node.validators.getCurrentValidators': channel({
    summary: 'validators.getCurrentValidators at /ext/bc/<blockchainId>/validators (all when nodeIDs is omitted)',
    params: z.strictObject({ blockchainId: cb58Id, nodeIDs: nodeIdList.optional() }),
    result: ChainValidators,
    cache: 'network',
  }),
} as const;
