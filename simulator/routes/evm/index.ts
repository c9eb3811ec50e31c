import type { Dataset } from '@sim/dataset';
import { NETWORKS, type SimNetwork } from '@sim/dataset/constants';
import type { BulkHistory } from '@sim/dataset/evm/bulk';
import type { RpcMethodMap } from '@sim/http/jsonrpc';
import type { Route } from '@sim/http/router';
import { addressRoutes } from './address-routes';
import { chainRoutes } from './chain-routes';
import { type ExportControls, exportRoutes } from './export-routes';
import { metricsRoutes } from './metrics-routes';
import { nftRoutes } from './nft-routes';
import { evmRpcMethods } from './rpc';
import { txRoutes } from './tx-routes';

export { EXPORT_DURATION_MS, type ExportControls } from './export-routes';
export { evmRpcMethods } from './rpc';

/** What the EVM routes serve beyond the dataset: the bulk address, and how export downloads are addressed. */
export interface EvmRouteOptions {
  bulk?: BulkHistory;
  exports?: ExportControls;
}

/** Data API EVM endpoints, chain list, metrics (`/v2`) and transaction export. */
export function evmDataRoutes(ds: Dataset, options: EvmRouteOptions = {}): Route[] {
  return [
    ...chainRoutes(ds),
    ...txRoutes(ds),
    ...addressRoutes(ds, options.bulk),
    ...nftRoutes(ds),
    ...metricsRoutes(ds),
    ...exportRoutes(ds, options.exports),
  ];
}

const rpcTables = new WeakMap<Dataset, Partial<Record<SimNetwork, RpcMethodMap>>>();

/** C-Chain EVM RPC of `network` at `/ext/bc/{chainRef}/rpc`, for chainRef `C` or the C-Chain's blockchain id. */
export function cChainRpcMethods(ds: Dataset, network: SimNetwork, chainRef: string): RpcMethodMap | undefined {
  if (chainRef !== 'C' && chainRef !== NETWORKS[network].cChainId) return undefined;
  let tables = rpcTables.get(ds);
  if (!tables) {
    tables = {};
    rpcTables.set(ds, tables);
  }
  tables[network] ??= evmRpcMethods(network === 'mainnet' ? ds.evm.mainnet : ds.evm.fuji, network);
  return tables[network];
}
