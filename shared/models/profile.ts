import { z } from 'zod';

/** Where `user:pass@` would sit: between the scheme and the first slash. */
const USERINFO = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i;

/** A base URL: http(s), no credentials, query or fragment (paths are appended to it). */
export const baseUrl = z
  .string()
  .trim()
  .url({ error: 'must be a URL like https://host[:port]' })
  .refine((u) => /^https?:\/\//i.test(u), { error: 'must start with http:// or https://' })
  .refine((u) => !USERINFO.test(u), { error: 'must not contain user:password@ (store the key as an API key)' })
  .refine((u) => !u.includes('#'), { error: 'must not contain a #fragment' })
  .refine((u) => !u.includes('?'), { error: 'must not contain a ?query (it is a base URL)' })
  .transform((u) => u.replace(/\/+$/, ''));

export const PROFILE_NETWORKS = ['mainnet', 'fuji'] as const;
export const profileNetwork = z.enum(PROFILE_NETWORKS, { error: 'must be mainnet or fuji' });

/**
 * Standard request headers (and the prefixes browsers and proxies reserve): a key sent under one of
 * these names would replace what the request needs, or go where it should not (cookies, proxies).
 */
const STANDARD_HEADERS = new Set([
  'accept',
  'accept-charset',
  'accept-encoding',
  'accept-language',
  'access-control-request-headers',
  'access-control-request-method',
  'authorization',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'forwarded',
  'host',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'keep-alive',
  'origin',
  'pragma',
  'priority',
  'range',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'user-agent',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-http-method-override',
]);
const RESERVED_HEADER_PREFIXES = ['proxy-', 'sec-', 'x-snowscope-'];

export const apiKeyHeaderName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'must be an HTTP header name' })
  .transform((h) => h.toLowerCase())
  .refine((h) => !STANDARD_HEADERS.has(h) && !RESERVED_HEADER_PREFIXES.some((p) => h.startsWith(p)), {
    error: 'is a standard request header; use a name such as x-glacier-api-key',
  });

/** What an environment override made of a profile (see README, "Environment overrides"). */
export const ProfileEnvironment = z.strictObject({
  /** The profile the override was applied to; its stored key is not used. */
  baseProfileId: z.string(),
  /** The variables that were set, e.g. SNOWSCOPE_DATA_API_URL. */
  variables: z.array(z.string()),
});

/** A connection profile: where the Data API, metrics API and node RPC live, and how to authenticate. */
export const Profile = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'lower-case letters, digits and dashes (max 40)' }),
  name: z.string().trim().min(1, { error: 'is required' }).max(60, { error: 'at most 60 characters' }),
  builtin: z.boolean(),
  network: profileNetwork,
  /** EVM chain shown by default (43114 C-Chain mainnet, 43113 Fuji). */
  defaultChainId: z.string().regex(/^\d{1,12}$/, { error: 'must be a decimal chain id' }),
  dataApiUrl: baseUrl,
  metricsApiUrl: baseUrl,
  nodeRpcUrl: baseUrl,
  /** Header carrying the API key: the spec names `x-service-api-key`, the official SDKs send `x-glacier-api-key`. */
  apiKeyHeader: apiKeyHeaderName,
  timeoutMs: z.number().int().min(1000, { error: 'at least 1000 ms' }).max(120_000, { error: 'at most 120000 ms' }),
  /** Public servers do not offer info.getNodeID/getNodeIP/getVMs. */
  publicNode: z.boolean(),
  /**
   * The user's explicit permission to send this profile's API key over plain http to a host that is not
   * this computer (anyone on the network path can read it). Loopback http never needs it. Absent = no.
   */
  allowKeyOverHttp: z.boolean().optional(),
  /** Set on the profile made from environment overrides (read-only, never saved). */
  environment: ProfileEnvironment.optional(),
});
export type Profile = z.output<typeof Profile>;
export type ProfileInput = z.input<typeof Profile>;

/** What the settings form may save: a custom profile (no built-in or environment ones). */
export const CustomProfileInput = Profile.omit({ environment: true }).extend({ builtin: z.literal(false) });

export const ProfileList = z.object({ profiles: z.array(Profile), activeId: z.string() });

export const KEY_STORAGES = ['keychain', 'session'] as const;
export type KeyStorage = (typeof KEY_STORAGES)[number];

export const ApiKeyStatus = z.object({
  profileId: z.string(),
  isSet: z.boolean(),
  /** Where the key is: the OS keychain, or this session's memory only (gone when the app quits). */
  storage: z.enum(KEY_STORAGES).nullable(),
});
export type ApiKeyStatus = z.output<typeof ApiKeyStatus>;

/** Which keychain holds API keys on this machine, or why there is none. */
export const KeychainInfo = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), store: z.string() }),
  z.object({ available: z.literal(false), reason: z.string() }),
]);
export type KeychainInfo = z.output<typeof KeychainInfo>;
