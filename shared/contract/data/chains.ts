import { CHAIN_FEATURES, ListChainsResponse } from '@shared/models/data/chains';
import { z } from 'zod';
import { channel } from '../define';
import { network } from './common';

/** The chains the Data API indexes. */
export const chainChannels = {
  'data.listChains': channel({
    summary: 'GET /v1/chains (optionally only one network, or only chains with a feature)',
    params: z
      .strictObject({
        network: network.optional(),
        feature: z.enum(CHAIN_FEATURES, { error: `must be one of ${CHAIN_FEATURES.join(', ')}` }).optional(),
      })
      .optional(),
    result: ListChainsResponse,
    cache: 'network',
  }),
} as const;
