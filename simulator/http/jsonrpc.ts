import type { Route, SimRequest, SimResponse } from './router';

/** A JSON-RPC method implementation: returns the `result`, or throws RpcError. */
export type RpcMethod = (params: unknown, req: SimRequest) => unknown;
export type RpcMethodMap = Record<string, RpcMethod>;

/** A node RPC path (below `/ext`) and how it picks its method table. */
export interface RpcTable {
  pattern: string;
  resolve: (req: SimRequest) => RpcMethodMap | undefined;
}

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INVALID_REQUEST = -32600;
/** Code avalanchego uses for application errors (e.g. index out of range). */
export const SERVER_ERROR = -32000;

/** avalanchego's default `batch-request-limit`: more calls in one batch are refused as a whole. */
export const BATCH_REQUEST_LIMIT = 1000;

export const invalidParams = (message: string) => new RpcError(INVALID_PARAMS, message);

/** Named params object (the empty object when absent). Positional arrays are rejected. */
export function namedParams(params: unknown): Record<string, unknown> {
  if (params === undefined || params === null) return {};
  if (typeof params !== 'object' || Array.isArray(params)) throw invalidParams('params must be an object');
  return params as Record<string, unknown>;
}

/** Positional params array (EVM methods). */
export function positionalParams(params: unknown): unknown[] {
  if (params === undefined || params === null) return [];
  if (!Array.isArray(params)) throw invalidParams('params must be an array');
  return params;
}

interface Envelope {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

function answer(id: unknown, body: { result: unknown } | { error: { code: number; message: string; data?: unknown } }) {
  return { jsonrpc: '2.0', ...body, id: id ?? null };
}

async function handleOne(env: Envelope, methods: RpcMethodMap | undefined, req: SimRequest) {
  if (env.jsonrpc !== '2.0' || typeof env.method !== 'string') {
    return answer(env.id, { error: { code: INVALID_REQUEST, message: 'invalid JSON-RPC 2.0 request' } });
  }
  const fn = methods && Object.hasOwn(methods, env.method) ? methods[env.method] : undefined;
  if (!fn) {
    return answer(env.id, {
      error: { code: METHOD_NOT_FOUND, message: `the method ${env.method} does not exist/is not available` },
    });
  }
  try {
    const result = await fn(env.params, req);
    return answer(env.id, { result: result === undefined ? null : result });
  } catch (e) {
    if (e instanceof RpcError) return answer(env.id, { error: { code: e.code, message: e.message, data: e.data } });
    throw e;
  }
}

/**
 * A route answering JSON-RPC 2.0 at `pattern`. `resolve` picks the method table from the path params
 * (e.g. which blockchain); `undefined` means the path does not exist (404, as a node answers).
 */
export function jsonRpcRoute(pattern: string, resolve: (req: SimRequest) => RpcMethodMap | undefined): Route {
  return {
    method: 'POST',
    pattern,
    handler: async (req): Promise<SimResponse> => {
      const methods = resolve(req);
      if (!methods) return { status: 404, body: { message: 'not found' }, raw: '404 page not found\n' };
      if (Array.isArray(req.body)) {
        if (req.body.length === 0) {
          return { status: 200, body: answer(null, { error: { code: INVALID_REQUEST, message: 'empty batch' } }) };
        }
        if (req.body.length > BATCH_REQUEST_LIMIT) {
          // geth answers an oversized batch with one error carrying the first call's id, inside an array.
          const first = (req.body[0] ?? {}) as Envelope;
          return {
            status: 200,
            body: [answer(first.id, { error: { code: INVALID_REQUEST, message: 'batch too large' } })],
          };
        }
        const results = [];
        for (const env of req.body) results.push(await handleOne(env as Envelope, methods, req));
        return { status: 200, body: results };
      }
      if (typeof req.body !== 'object' || req.body === null) {
        return { status: 200, body: answer(null, { error: { code: -32700, message: 'parse error' } }) };
      }
      return { status: 200, body: await handleOne(req.body as Envelope, methods, req) };
    },
  };
}
