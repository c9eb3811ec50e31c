import { z } from 'zod';
import { ExplorerTemplates } from './explorer';

const httpUrl = z
  .string()
  .trim()
  .url({ error: 'must be a URL like https://host[:port]' })
  .refine((u) => /^https?:\/\//.test(u), { error: 'must start with http:// or https://' })
  .transform((u) => u.replace(/\/+$/, ''));

export const PROFILE_NETWORKS = ['mainnet', 'fuji'] as const;
export const profileNetwork = z.enum(PROFILE_NETWORKS, { error: 'must be mainnet or fuji' });

/** A connection profile: where the Data API, metrics API and node RPC live, and how to authenticate. */
export const Profile = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'lower-case letters, digits and dashes (max 40)' }),
  name: z.string().trim().min(1, { error: 'is required' }).max(60, { error: 'at most 60 characters' }),
  builtin: z.boolean(),
  network: profileNetwork,
  /** EVM chain shown by default (43114 C-Chain mainnet, 43113 Fuji). */
  defaultChainId: z.string().regex(/^\d+$/, { error: 'must be a decimal chain id' }),
  dataApiUrl: httpUrl,
  metricsApiUrl: httpUrl,
  nodeRpcUrl: httpUrl,
  /** Header carrying the API key: the spec names `x-service-api-key`, the official SDKs send `x-glacier-api-key`. */
  apiKeyHeader: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'must be an HTTP header name' })
    .transform((h) => h.toLowerCase()),
  timeoutMs: z.number().int().min(1000, { error: 'at least 1000 ms' }).max(120_000, { error: 'at most 120000 ms' }),
  /** Public servers do not offer info.getNodeID/getNodeIP/getVMs. */
  publicNode: z.boolean(),
  /** "Open on the web": the network's public explorer (absent: no such button). */
  explorer: ExplorerTemplates.optional(),
});
export type Profile = z.output<typeof Profile>;
export type ProfileInput = z.input<typeof Profile>;

export const ProfileList = z.object({ profiles: z.array(Profile), activeId: z.string() });
export const ApiKeyStatus = z.object({ profileId: z.string(), isSet: z.boolean() });
