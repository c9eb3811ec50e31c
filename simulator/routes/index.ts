import type { Dataset } from '../dataset';
import type { SimNetwork } from '../dataset/constants';
import type { BulkSubnets } from '../dataset/primary/bulk-subnets';
import { NODE_SCENARIOS, scenarioDataset } from '../dataset/primary/scenarios';
import type { NetworkDataset } from '../dataset/primary/types';
import { jsonRpcRoute, type RpcMethodMap, type RpcTable } from '../http/jsonrpc';
import type { Route } from '../http/router';
import { cChainRpcMethods, type EvmRouteOptions, evmDataRoutes, evmRpcMethods } from './evm';
import { l1RpcMethods, nodeRpcTables, primaryDataRoutes } from './primary';

/** Methods a public API server does not offer. */
export const PUBLIC_UNAVAILABLE = ['info.getNodeID', 'info.getNodeIP', 'info.getVMs'];

interface NodePrefix {
  prefix: string;
  network: SimNetwork;
  /** Methods this node refuses ("does not exist/is not available"), as a public server or a filtering proxy does. */
  refuses?: (method: string) => boolean;
  /** The dataset the node answers from; the network's default when absent. */
  data?: (ds: Dataset) => NetworkDataset;
}

/**
 * Node RPC is served as several nodes: `/ext` (mainnet, full node), `/public/ext` (mainnet, like the
 * public API server: no getNodeID/getNodeIP/getVMs), `/fuji/ext` and `/fuji/public/ext`, `/no-info/ext` (mainnet
 * behind a proxy that refuses every `info.*` method), and the mainnet node in each health scenario under
 * `/scenario/<healthy|attention|failing>/ext` (dataset/primary/scenarios.ts).
 */
const refusedByPublicServers = (method: string) => PUBLIC_UNAVAILABLE.includes(method);

const NODE_PREFIXES: NodePrefix[] = [
  { prefix: '', network: 'mainnet' },
  { prefix: '/public', network: 'mainnet', refuses: refusedByPublicServers },
  { prefix: '/fuji', network: 'fuji' },
  { prefix: '/fuji/public', network: 'fuji', refuses: refusedByPublicServers },
  { prefix: '/no-info', network: 'mainnet', refuses: (method) => method.startsWith('info.') },
  ...NODE_SCENARIOS.map((scenario) => ({
    prefix: `/scenario/${scenario}`,
    network: 'mainnet' as const,
    data: (ds: Dataset) => scenarioDataset(ds.primary.mainnet, scenario),
  })),
];

/** EVM L1s with generated chain data (the Data API lists them) answer with that same data over RPC. */
const evmL1Tables = new WeakMap<Dataset, Map<string, RpcMethodMap>>();
function evmL1RpcMethods(ds: Dataset, network: SimNetwork, chainRef: string): RpcMethodMap | undefined {
  const chain = ds.evm.chains.find(
    (c) => !c.spec.isCChain && c.spec.network === network && c.spec.blockchainId === chainRef,
  );
  if (!chain) return undefined;
  let tables = evmL1Tables.get(ds);
  if (!tables) {
    tables = new Map();
    evmL1Tables.set(ds, tables);
  }
  let methods = tables.get(chainRef);
  if (!methods) {
    methods = evmRpcMethods(chain, network);
    tables.set(chainRef, methods);
  }
  return methods;
}

function without(methods: RpcMethodMap | undefined, refuses: (method: string) => boolean): RpcMethodMap | undefined {
  if (!methods) return undefined;
  return Object.fromEntries(Object.entries(methods).filter(([name]) => !refuses(name)));
}

/** What the routes serve beyond the dataset: the EVM options and the longer subnet list of `--subnets N`. */
export interface RouteOptions extends EvmRouteOptions {
  bulkSubnets?: BulkSubnets;
}

export function buildRoutes(ds: Dataset, options: RouteOptions = {}): Route[] {
  const routes: Route[] = [...evmDataRoutes(ds, options), ...primaryDataRoutes(ds, options.bulkSubnets)];
  for (const { prefix, network, refuses, data } of NODE_PREFIXES) {
    const tables: RpcTable[] = [
      ...nodeRpcTables(ds, network, data?.(ds)),
      {
        pattern: '/ext/bc/{chain}/rpc',
        resolve: (req) =>
          cChainRpcMethods(ds, network, req.params.chain as string) ??
          evmL1RpcMethods(ds, network, req.params.chain as string) ??
          l1RpcMethods(ds, network, req.params.chain as string),
      },
    ];
    for (const t of tables) {
      routes.push(
        jsonRpcRoute(`${prefix}${t.pattern}`, (req) => (refuses ? without(t.resolve(req), refuses) : t.resolve(req))),
      );
    }
  }
  return routes;
}
