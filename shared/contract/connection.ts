import { z } from 'zod';
import { ConnectionTestResult } from '../models/connection-test';
import { CustomProfileInput, evmRpcUrl } from '../models/profile';
import { channel } from './define';

/** Channels that check a profile's endpoints (no cached data: every call probes again). */
export const connectionChannels = {
  'app.connection.test': channel({
    summary:
      'Probe a profile’s Data API (GET /v1/chains), metrics API (one metrics point) and node (version, network): a saved profile by id, or a draft from the form before it is saved',
    params: z.union([
      z.strictObject({ profileId: z.string().min(1, { error: 'is required' }).max(200) }),
      z.strictObject({ profile: CustomProfileInput }),
    ]),
    result: ConnectionTestResult,
    cache: 'none',
  }),
  'app.connection.readChainId': channel({
    summary: 'eth_chainId of an EVM JSON-RPC URL (a custom chain being added to a profile): the chain id in decimal',
    params: z.strictObject({
      rpcUrl: evmRpcUrl,
      timeoutMs: z.number().int().min(1000).max(120_000).default(15_000),
    }),
    result: z.object({ chainId: z.string().regex(/^\d+$/) }),
    cache: 'none',
  }),
} as const;
