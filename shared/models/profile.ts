import { z } from 'zod';
import { ExplorerTemplates } from './explorer';

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

/** A base URL, or empty: the profile has no such service (a node-only profile leaves the Data API out). */
export const optionalBaseUrl = z.string().transform((raw, ctx) => {
  if (raw.trim() === '') return '';
  const parsed = baseUrl.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, input: raw });
  return z.NEVER;
});

/** An EVM JSON-RPC endpoint: a node's `/ext/bc/<id>/rpc` or any provider URL (a path, no credentials). */
export const evmRpcUrl = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(500, { error: 'at most 500 characters' })
  .url({ error: 'must be a URL like http://host:9650/ext/bc/<blockchain id>/rpc' })
  .refine((u) => /^https?:\/\//i.test(u), { error: 'must start with http:// or https://' })
  .refine((u) => !USERINFO.test(u), { error: 'must not contain user:password@' })
  .refine((u) => !u.includes('#'), { error: 'must not contain a #fragment' });

/** A decimal EVM chain id, as eth_chainId reports it and routes carry it. */
export const evmChainIdText = z.string().regex(/^[1-9]\d{0,11}$/, { error: 'must be a decimal chain id' });

/** Longest native token symbol a custom chain may name (token symbols in the wild stay well under it). */
export const MAX_NATIVE_SYMBOL_LENGTH = 12;
/** Decimals a native token may have: EVM chains use 18; anything above 36 is a typo, not a token. */
export const MAX_NATIVE_DECIMALS = 36;
export const DEFAULT_NATIVE_DECIMALS = 18;

/** The native token's symbol as the user names it (a node cannot tell): one word such as BEAM or USDC.e. */
export const nativeSymbol = z
  .string()
  .trim()
  .max(MAX_NATIVE_SYMBOL_LENGTH, { error: `at most ${MAX_NATIVE_SYMBOL_LENGTH} characters` })
  .regex(/^[^\s]*$/u, { error: 'one word, no spaces (e.g. BEAM)' })
  .regex(/^[\p{L}\p{N}$._-]*$/u, { error: 'letters, digits and . _ - $ only' });

export const nativeDecimals = z
  .number({ error: `must be a whole number from 0 to ${MAX_NATIVE_DECIMALS}` })
  .int({ error: `must be a whole number from 0 to ${MAX_NATIVE_DECIMALS}` })
  .min(0, { error: `must be a whole number from 0 to ${MAX_NATIVE_DECIMALS}` })
  .max(MAX_NATIVE_DECIMALS, { error: `must be a whole number from 0 to ${MAX_NATIVE_DECIMALS}` });

/**
 * An EVM chain the Data API does not index, explored over its own RPC URL (chain id from eth_chainId). Its
 * native token is named by the user (absent symbol: amounts say "native"; absent decimals: 18).
 */
export const CustomEvmChain = z.strictObject({
  chainId: evmChainIdText,
  name: z.string().trim().min(1, { error: 'is required' }).max(60, { error: 'at most 60 characters' }),
  rpcUrl: evmRpcUrl,
  symbol: nativeSymbol.optional(),
  decimals: nativeDecimals.optional(),
});
export type CustomEvmChain = z.output<typeof CustomEvmChain>;

export const MAX_CUSTOM_CHAINS = 20;

const customChainList = z
  .array(CustomEvmChain)
  .max(MAX_CUSTOM_CHAINS, { error: `at most ${MAX_CUSTOM_CHAINS} custom chains` })
  .superRefine((chains, ctx) => {
    const seen = new Set<string>();
    chains.forEach((c, i) => {
      if (seen.has(c.chainId))
        ctx.addIssue({ code: 'custom', path: [i, 'chainId'], message: `chain ${c.chainId} is listed twice` });
      seen.add(c.chainId);
    });
  });

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
  /** Empty: no Data API (node only); views that need it say so, node-backed views read the node. */
  dataApiUrl: optionalBaseUrl,
  /** Empty: no metrics API. */
  metricsApiUrl: optionalBaseUrl,
  nodeRpcUrl: baseUrl,
  /** EVM chains reached by their own RPC URL, listed by the chain picker (absent = none). */
  customChains: customChainList.optional(),
  /** Header carrying the API key: the spec names `x-service-api-key`, the official SDKs send `x-glacier-api-key`. */
  apiKeyHeader: apiKeyHeaderName,
  timeoutMs: z.number().int().min(1000, { error: 'at least 1000 ms' }).max(120_000, { error: 'at most 120000 ms' }),
  /** Public servers do not offer info.getNodeID/getNodeIP/getVMs. */
  publicNode: z.boolean(),
  /** "Open on the web": the network's public explorer (absent: no such button). */
  explorer: ExplorerTemplates.optional(),
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

/** A node-only profile: no Data API, so indexed views are unavailable and EVM views read the node. */
export const hasDataApi = (profile: Pick<Profile, 'dataApiUrl'>) => profile.dataApiUrl !== '';

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
