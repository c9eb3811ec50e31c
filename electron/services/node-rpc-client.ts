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

const METHOD_NOT_FOUND = -32601;

interface RpcEnvelope {
  jsonrpc?: unknown;
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

/** Client of a node's JSON-RPC 2.0 interfaces; every failure becomes the one typed error. */
export class NodeRpcClient {
  private nextId = 1;

  constructor(
    private readonly config: () => NodeRpcConfig,
    private readonly options: { retry?: RetryPolicy; deps?: HttpDeps } = {},
  ) {}

  async call(path: string, method: string, params?: Record<string, unknown> | unknown[]): Promise<unknown> {
    const cfg = this.config();
    const url = `${cfg.nodeRpcUrl}${path}`;
    const id = this.nextId++;
    const answer = await httpRequest(
      {
        url,
        method: 'POST',
        body: { jsonrpc: '2.0', id, method, params: params ?? {} },
        timeoutMs: cfg.timeoutMs,
        retry: this.options.retry,
      },
      this.options.deps,
    );
    if (answer.status === 404) {
      throw new AppErrorException(
        appError('unavailable', `${path} is not served by this node (the API may be disabled)`, { status: 404 }),
      );
    }
    const env = (answer.json ?? {}) as RpcEnvelope;
    if (env.error && typeof env.error === 'object') {
      const code = typeof env.error.code === 'number' ? env.error.code : undefined;
      const message = typeof env.error.message === 'string' ? env.error.message : 'JSON-RPC error';
      if (code === METHOD_NOT_FOUND) {
        throw new AppErrorException(
          appError('unavailable', `${method} is not available on this endpoint`, { code, status: answer.status }),
        );
      }
      throw new AppErrorException(appError('rpc', message, { code, status: answer.status }));
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new AppErrorException(httpError(answer.status, answer.json, answer.text, url));
    }
    if (!('result' in env) || env.jsonrpc !== '2.0') {
      throw new AppErrorException(appError('parse', `${method}: the answer is not a JSON-RPC 2.0 response`));
    }
    return env.result;
  }
}
