import { z } from 'zod';

export const CONNECTION_TARGETS = ['dataApi', 'metricsApi', 'node'] as const;
export type ConnectionTarget = (typeof CONNECTION_TARGETS)[number];

/** What the node said about itself (node probe only). */
export const NodeFacts = z.object({
  version: z.string().nullable(),
  networkId: z.number().int().nullable(),
  /** mainnet, fuji, or `network <id>` for any other network. */
  networkName: z.string().nullable(),
  /** True when info.getNodeID was refused (public API servers refuse it); null when unknown. */
  publicServer: z.boolean().nullable(),
});
export type NodeFacts = z.output<typeof NodeFacts>;

/** One probed service: whether it answered, how fast, and in words what to do about it. */
export const ConnectionProbe = z.object({
  target: z.enum(CONNECTION_TARGETS),
  /** What was asked: `GET /v1/chains`, `info.getNodeVersion`… */
  request: z.string(),
  url: z.string(),
  /** Something answered at this address (even with an error status). */
  reachable: z.boolean(),
  /** Reachable, answered successfully, and nothing disagrees with the profile. */
  ok: z.boolean(),
  latencyMs: z.number().nonnegative().nullable(),
  /** The last HTTP status seen; null when nothing answered. */
  status: z.number().int().nullable(),
  rpcError: z.object({ code: z.number().int().nullable(), message: z.string() }).nullable(),
  /** One line a user can act on: "connection refused", "401: key rejected"… */
  summary: z.string(),
  /** What to do next, or what else was found (a wrong network, a public server). */
  hints: z.array(z.string()),
  node: NodeFacts.nullable(),
  /** The rate-limit budget the answer announced (Data and metrics API), as of the test; null when none. */
  rateLimit: z
    .object({
      limit: z.number().int().nonnegative().nullable(),
      remaining: z.number().int().nonnegative().nullable(),
      resetSeconds: z.number().int().nonnegative().nullable(),
    })
    .nullable()
    .default(null),
});
export type ConnectionProbe = z.output<typeof ConnectionProbe>;

export const ConnectionTestResult = z.object({
  profileId: z.string(),
  /** Whether the profile's stored API key went with the Data API and metrics requests. */
  keyUsed: z.boolean(),
  checkedAt: z.string(),
  probes: z.array(ConnectionProbe),
});
export type ConnectionTestResult = z.output<typeof ConnectionTestResult>;
