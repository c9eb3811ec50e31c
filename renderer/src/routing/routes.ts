/**
 * Hash routes (ARCHITECTURE.md "Deep links") as data: one pattern per route, parsed structurally.
 * Whether a parameter is a valid address/hash/id is a separate question (`route-issues.ts`), so a
 * view can still show what was asked for and explain what is wrong with it.
 */
export const ROUTE_PATTERNS = {
  home: [],
  addressLookup: ['address'],
  address: ['address', ':chainId', ':address'],
  txLookup: ['tx'],
  tx: ['tx', ':chainId', ':txHash'],
  blocks: ['blocks', ':chainId'],
  block: ['block', ':chainId', ':number'],
  nftLookup: ['nft'],
  nft: ['nft', ':chainId', ':contract'],
  subnets: ['subnets', ':network'],
  subnet: ['subnet', ':network', ':subnetId'],
  validators: ['validators', ':network'],
  rewards: ['rewards', ':network'],
  vertices: ['vertices', ':network'],
  node: ['node'],
  index: ['index', ':chain', ':kind'],
  metrics: ['metrics', ':chainId'],
  export: ['export'],
  signatures: ['signatures'],
  settings: ['settings'],
  labels: ['labels'],
} as const satisfies Record<string, readonly string[]>;

type Patterns = typeof ROUTE_PATTERNS;
export type RouteName = keyof Patterns;
type ParamNames<S extends readonly string[]> = S[number] extends infer Seg
  ? Seg extends `:${infer P}`
    ? P
    : never
  : never;
export type RouteParams<N extends RouteName> = { [K in ParamNames<Patterns[N]>]: string };
export type RouteOf<N extends RouteName> = { name: N } & RouteParams<N>;
export type KnownRoute = { [N in RouteName]: RouteOf<N> }[RouteName];
/** A hash that matches no pattern; `path` is what followed `#/`. */
export type NotFoundRoute = { name: 'notFound'; path: string };
export type Route = KnownRoute | NotFoundRoute;

const ROUTE_NAMES = Object.keys(ROUTE_PATTERNS) as RouteName[];

/** Splits `#/a/b?x=1` into decoded segments; null when a segment is not valid percent-encoding. */
function hashSegments(hash: string): string[] | null {
  const path = hash.replace(/^#/, '').replace(/^\/+/, '').split('?')[0] ?? '';
  const raw = path.split('/').filter((s) => s.length > 0);
  try {
    return raw.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

function match(pattern: readonly string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string;
    const actual = segments[i] as string;
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    else if (expected !== actual) return null;
  }
  return params;
}

/** `#/address/43114/0x…` → `{ name: 'address', chainId: '43114', address: '0x…' }`. */
export function parseHash(hash: string): Route {
  const segments = hashSegments(hash);
  const path = hash.replace(/^#\/?/, '');
  if (!segments) return { name: 'notFound', path };
  for (const name of ROUTE_NAMES) {
    const params = match(ROUTE_PATTERNS[name], segments);
    if (params) return { name, ...params } as KnownRoute;
  }
  return { name: 'notFound', path };
}

/** The inverse of `parseHash`: every parameter is percent-encoded into its segment. */
export function buildHash(route: Route): string {
  if (route.name === 'notFound') return `#/${route.path}`;
  const values = route as unknown as Record<string, string>;
  const segments = ROUTE_PATTERNS[route.name].map((seg: string) =>
    seg.startsWith(':') ? encodeURIComponent(values[seg.slice(1)] ?? '') : seg,
  );
  return `#/${segments.join('/')}`;
}

/** Typed shorthand: `routeTo('blocks', { chainId: '43114' })`. */
export function routeTo<N extends RouteName>(name: N, params: RouteParams<N>): string {
  return buildHash({ name, ...params } as unknown as Route);
}

/** The parameter names of a route, in path order (for showing "the route understood as"). */
export function routeParamNames(name: RouteName): string[] {
  return ROUTE_PATTERNS[name].filter((s: string) => s.startsWith(':')).map((s: string) => s.slice(1));
}
