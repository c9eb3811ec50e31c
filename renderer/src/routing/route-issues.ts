import { chainId as chainIdSchema, network as networkSchema } from '@shared/contract/data/common';
import { metricsChainId } from '@shared/contract/data/metrics';
import { blockNumberString, cb58Id, evmAddressProblem, txHash } from '@shared/ids';
import type { z } from 'zod';
import type { Route } from './routes';

/** One parameter of a route that cannot be used as given, and why. */
export interface RouteIssue {
  param: string;
  value: string;
  message: string;
}

/** The index paths the node offers (spec: `/ext/index/C/block`, `P/block`, `X/tx`, `X/block`, frozen `X/vtx`). */
export const INDEX_PATHS = [
  { chain: 'C', kind: 'block' },
  { chain: 'P', kind: 'block' },
  { chain: 'X', kind: 'block' },
  { chain: 'X', kind: 'tx' },
  { chain: 'X', kind: 'vtx' },
] as const;

type Check = (value: string) => string | null;
type ParamCheck = [param: string, value: string, check: Check];
type RouteOf<N extends Route['name']> = Extract<Route, { name: N }>;

/** The first message of the contract's own schema, so a link is refused with the words a form would use. */
const bySchema =
  (schema: z.ZodType): Check =>
  (value) => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'is not valid here');
  };

const chainId = bySchema(chainIdSchema);
const network = bySchema(networkSchema);
const networkOnly = (r: { network: string }): ParamCheck[] => [['network', r.network, network]];

const INDEX_LIST = INDEX_PATHS.map((p) => `${p.chain}/${p.kind}`);
const indexPath: Check = (value) => (INDEX_LIST.includes(value) ? null : `must be one of ${INDEX_LIST.join(', ')}`);

/** What each route with parameters must satisfy before its view may call the backend. */
const ROUTE_CHECKS: { [N in Route['name']]?: (route: RouteOf<N>) => ParamCheck[] } = {
  address: (r) => [
    ['chainId', r.chainId, chainId],
    ['address', r.address, evmAddressProblem],
  ],
  nft: (r) => [
    ['chainId', r.chainId, chainId],
    ['contract', r.contract, evmAddressProblem],
  ],
  tx: (r) => [
    ['chainId', r.chainId, chainId],
    ['txHash', r.txHash, bySchema(txHash)],
  ],
  blocks: (r) => [['chainId', r.chainId, chainId]],
  block: (r) => [
    ['chainId', r.chainId, chainId],
    ['number', r.number, bySchema(blockNumberString)],
  ],
  subnets: networkOnly,
  validators: networkOnly,
  rewards: networkOnly,
  vertices: networkOnly,
  subnet: (r) => [
    ['network', r.network, network],
    ['subnetId', r.subnetId, bySchema(cb58Id)],
  ],
  metrics: (r) => [['chainId', r.chainId, bySchema(metricsChainId)]],
  index: (r) => [['kind', `${r.chain}/${r.kind}`, indexPath]],
};

/** Every parameter problem of a parsed route; empty when the view can call the backend with it. */
export function routeIssues(route: Route): RouteIssue[] {
  const checksOf = ROUTE_CHECKS[route.name] as ((r: Route) => ParamCheck[]) | undefined;
  return (checksOf?.(route) ?? []).flatMap(([param, value, check]) => {
    const message = check(value);
    return message ? [{ param, value, message }] : [];
  });
}
