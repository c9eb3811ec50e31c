import { cb58Id } from '@shared/ids';
import { AvmTx } from '@shared/models/node/avm';
import { z } from 'zod';
import { channel } from '../define';
import { blockEncoding } from './common';

/** `/ext/bc/X` methods: reading a transaction found through the X-Chain index. */
export const avmChannels = {
  'node.avm.getTx': channel({
    summary: 'avm.getTx at /ext/bc/X: a transaction as hex, or readable with encoding json',
    params: z.strictObject({ txID: cb58Id, encoding: blockEncoding.optional() }),
    result: AvmTx,
    cache: 'immutable',
  }),
} as const;
