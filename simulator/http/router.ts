import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SimRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body (POST) or undefined; a malformed body is answered with 400 before routing. */
  body: unknown;
  /** Origin the simulator is reachable at, e.g. for `downloadUrl`. */
  origin: string;
}

export interface SimResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Raw bytes to send instead of JSON (exported files). */
  raw?: string;
}

export type RouteHandler = (req: SimRequest) => SimResponse | Promise<SimResponse>;

export interface Route {
  method: 'GET' | 'POST';
  /** Path with `{name}` segments, e.g. `/v1/chains/{chainId}/addresses/{address}/balances:getNative`. */
  pattern: string;
  handler: RouteHandler;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.pattern
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const m = /^\{([a-zA-Z]+)\}$/.exec(part);
      if (!m) return escapeRegex(part);
      names.push(m[1] as string);
      return '([^/]+)';
    })
    .join('');
  return { ...route, regex: new RegExp(`^${source}$`), names };
}

export class Router {
  private readonly routes: CompiledRoute[] = [];

  add(...routes: Route[]): this {
    for (const r of routes) this.routes.push(compile(r));
    return this;
  }

  /** `null` = no route for this path; `'method'` = path exists with another method. */
  match(method: string, path: string): { route: Route; params: Record<string, string> } | null | 'method' {
    let pathMatched = false;
    for (const r of this.routes) {
      const m = r.regex.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (r.method !== method) continue;
      const params: Record<string, string> = {};
      r.names.forEach((n, i) => {
        params[n] = decodeURIComponent(m[i + 1] as string);
      });
      return { route: r, params };
    }
    return pathMatched ? 'method' : null;
  }
}

export type { IncomingMessage, ServerResponse };
