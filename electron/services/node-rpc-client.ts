import { AppErrorException, appError } from '@shared/errors';
import { type HttpDeps, httpError, httpRequest, type RetryPolicy } from './http';

export interface NodeRpcConfig {
  nodeRpcUrl: string;
  timeoutMs: number;
}

/** Paths of the node's JSON-RPC interfaces. */
export const rpcPath = {
  info: '/ext/info',
  platform: '/ext/bc/P',
  avm: '/ext/bc/X',
  evm: (blockchain: string) => `/ext/bc/${encodeURIComponent(blockchain)}/rpc`,
  validators: (blockchain: string) => `/ext/bc/${encodeURIComponent(blockchain)}/validators`,
  index: (chain: string, kind: string) => `/ext/index/${chain}/${kind}`,
} as const;

/** Where a call goes: a path below the profile's node URL, or the full URL of an EVM RPC endpoint. */
export type RpcTarget = string | { url: string };

const METHOD_NOT_FOUND = -32601;

interface RpcEnvelope {
  jsonrpc?: unknown;
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

export interface RpcCall {
  method: string;
  params: Record<string, unknown> | unknown[];
}

/** One answer of a batch: its result, or the typed error of that call alone. */
export type BatchAnswer = { ok: true; result: unknown } | { ok: false; error: ReturnType<typeof appError> };

/** Client of a node's JSON-RPC 2.0 interfaces; every failure becomes the one typed error. */
export class NodeRpcClient {
  private nextId = 1;

  constructor(
    private readonly config: () => NodeRpcConfig,
    private readonly options: { retry?: RetryPolicy; deps?: HttpDeps } = {},
  ) {}

  private urlOf(target: RpcTarget): string {
    return typeof target === 'string' ? `${this.config().nodeRpcUrl}${target}` : target.url;
  }

  private async post(target: RpcTarget, body: unknown) {
    const url = this.urlOf(target);
    const answer = await httpRequest(
      { url, method: 'POST', body, timeoutMs: this.config().timeoutMs, retry: this.options.retry },
      this.options.deps,
    );
    if (answer.status === 404) {
      const where = typeof target === 'string' ? target : url;
      throw new AppErrorException(
        appError('unavailable', `${where} is not served by this node (the API may be disabled)`, { status: 404 }),
      );
    }
    if (answer.status < 200 || answer.status >= 300) {
      // A JSON-RPC error object is the node's own words; any other body (a proxy's, a plain-text or
      // `{"error": "…"}` page) is an HTTP failure.
      const env = (answer.json ?? {}) as RpcEnvelope;
      const rpcError = env.error !== null && typeof env.error === 'object';
      if (!rpcError) throw new AppErrorException(httpError(answer.status, answer.json, answer.text, url));
    }
    return answer;
  }

  async call(target: RpcTarget, method: string, params?: Record<string, unknown> | unknown[]): Promise<unknown> {
    const id = this.nextId++;
    const answer = await this.post(target, { jsonrpc: '2.0', id, method, params: params ?? {} });
    const read = readEnvelope((answer.json ?? {}) as RpcEnvelope, method, answer.status);
    if (!read.ok) throw new AppErrorException(read.error);
    return read.result;
  }

  /**
   * Several calls in one JSON-RPC batch request; answers come back in the order of `calls` (matched by id,
   * since a server may reorder them). A refused batch as a whole (empty, too large) is one thrown error.
   */
  async batch(target: RpcTarget, calls: readonly RpcCall[]): Promise<BatchAnswer[]> {
    if (calls.length === 0) return [];
    const first = this.nextId;
    this.nextId += calls.length;
    const body = calls.map((c, i) => ({ jsonrpc: '2.0', id: first + i, method: c.method, params: c.params }));
    const answer = await this.post(target, body);
    const list = answer.json;
    if (!Array.isArray(list)) {
      const read = readEnvelope((list ?? {}) as RpcEnvelope, 'batch', answer.status);
      throw new AppErrorException(read.ok ? appError('parse', 'batch: the answer is not a list') : read.error);
    }
    const byId = new Map<unknown, RpcEnvelope>();
    for (const env of list as RpcEnvelope[]) byId.set(env?.id, env);
    if (list.length < calls.length && list.length === 1 && (list[0] as RpcEnvelope)?.error) {
      const read = readEnvelope(list[0] as RpcEnvelope, 'batch', answer.status);
      if (!read.ok) throw new AppErrorException(read.error);
    }
    return calls.map((c, i) => {
      const env = byId.get(first + i);
      if (!env) return { ok: false, error: appError('parse', `${c.method}: no answer in the batch`) };
      return readEnvelope(env, c.method, answer.status);
    });
  }
}

function readEnvelope(env: RpcEnvelope, method: string, status: number): BatchAnswer {
  if (env.error && typeof env.error === 'object') {
    const code = typeof env.error.code === 'number' ? env.error.code : undefined;
    const message = typeof env.error.message === 'string' ? env.error.message : 'JSON-RPC error';
    if (code === METHOD_NOT_FOUND) {
      return {
        ok: false,
        error: appError('unavailable', `${method} is not available on this endpoint`, { code, status }),
      };
    }
    return { ok: false, error: appError('rpc', message, { code, status }) };
  }
  if (!('result' in env) || env.jsonrpc !== '2.0') {
    return { ok: false, error: appError('parse', `${method}: the answer is not a JSON-RPC 2.0 response`) };
  }
  return { ok: true, result: env.result };
}
