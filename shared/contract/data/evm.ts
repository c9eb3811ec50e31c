import { z } from 'zod';
import { blockNumberString, evmAddress } from '../../ids';
import { NativeTokenBalance } from '../../models/data/shared';
import { loose } from '../../schema';
import { channel } from '../define';
import { chainId, currency } from './common';

/** EVM chain endpoints of the Data API (`/v1/chains/{chainId}/…`). */
export const evmChannels = {
  'data.getNativeBalance': channel({
    summary: 'GET /v1/chains/{chainId}/addresses/{address}/balances:getNative',
    params: z.strictObject({
      chainId,
      address: evmAddress,
      blockNumber: blockNumberString.optional(),
      currency: currency.optional(),
    }),
    result: loose({ nativeTokenBalance: NativeTokenBalance }),
    cache: 'balance',
  }),
} as const;
