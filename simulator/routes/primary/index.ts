import type { Dataset } from '@sim/dataset';
import type { SimNetwork } from '@sim/dataset/constants';
import type { BulkSubnets } from '@sim/dataset/primary/bulk-subnets';
import type { BlockchainRecord, EvmChainRecord } from '@sim/dataset/primary/types';
import type { RpcMethodMap, RpcTable } from '@sim/http/jsonrpc';
import type { Route } from '@sim/http/router';
import { runningEvmChain } from './chains';
import { rewardRoutes } from './data-rewards';
import { signatureRoutes } from './data-signatures';
import { subnetRoutes } from './data-subnets';
import { vertexRoutes } from './data-vertices';
import { avmMethods } from './rpc-avm';
import { indexMethods, indexNameOf } from './rpc-index';
import { infoMethods } from './rpc-info';
import { l1EvmMethods } from './rpc-l1-evm';
import { platformMethods } from './rpc-platform';
import { validatorsMethods } from './rpc-validators';

/** The primary-network half of the simulator: its Data API routes and the node's RPC method tables. */

export function primaryDataRoutes(ds: Dataset, bulkSubnets?: BulkSubnets): Route[] {
  return [...subnetRoutes(ds, bulkSubnets), ...rewardRoutes(ds), ...vertexRoutes(ds), ...signatureRoutes(ds)];
}

function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, make(key));
    return cache.get(key) as V;
  };
}

const l1Tables = new WeakMap<Dataset, Map<string, RpcMethodMap>>();

/** EVM RPC (`/ext/bc/{chainRef}/rpc`) of a subnet-EVM chain this node runs; undefined → 404. */
export function l1RpcMethods(ds: Dataset, network: SimNetwork, chainRef: string): RpcMethodMap | undefined {
  const chain = runningEvmChain(ds.primary[network], chainRef);
  if (!chain) return undefined;
  let tables = l1Tables.get(ds);
  if (!tables) {
    tables = new Map();
    l1Tables.set(ds, tables);
  }
  const key = `${network}/${chain.blockchainId}`;
  let methods = tables.get(key);
  if (!methods) {
    methods = l1EvmMethods(chain as BlockchainRecord & { evm: EvmChainRecord });
    tables.set(key, methods);
  }
  return methods;
}

/** The node's RPC tables over `data` (the network's default dataset, or a scenario variant of it). */
export function nodeRpcTables(ds: Dataset, network: SimNetwork, data = ds.primary[network]): RpcTable[] {
  const info = infoMethods(data);
  const platform = platformMethods(data);
  const avm = avmMethods(data);
  const validators = memo((chain: BlockchainRecord) => validatorsMethods(data, chain));
  const index = memo((name: NonNullable<ReturnType<typeof indexNameOf>>) => indexMethods(data, name));
  return [
    { pattern: '/ext/info', resolve: () => info },
    {
      pattern: '/ext/bc/{chain}',
      resolve: (req) => {
        const chain = req.params.chain;
        if (chain === 'P' || chain === data.pChainId) return platform;
        if (chain === 'X' || chain === data.xChainId) return avm;
        return undefined;
      },
    },
    {
      pattern: '/ext/bc/{chain}/validators',
      resolve: (req) => {
        const chain = runningEvmChain(data, req.params.chain ?? '');
        return chain ? validators(chain) : undefined;
      },
    },
    {
      pattern: '/ext/index/{chain}/{kind}',
      resolve: (req) => {
        // Public API servers do not run the indexer.
        if (req.path.includes('/public/')) return undefined;
        const name = indexNameOf(req.params.chain ?? '', req.params.kind ?? '');
        return name ? index(name) : undefined;
      },
    },
  ];
}
