import type { AreaId } from './areas';

export interface AreaInfo {
  title: string;
  /** What the area shows, in one sentence. */
  summary: string;
  /** Where its data comes from (spec endpoint or RPC method families). */
  sources: string[];
}

/** One entry per navigation area, worded from the two specs. */
export const AREA_INFO: Record<AreaId, AreaInfo> = {
  address: {
    title: 'Address',
    summary: 'Balances and activity of an EVM address on a chosen chain.',
    sources: ['GET /v1/chains/{chainId}/addresses/{address}/balances:getNative', 'balances:listErc20 / listErc721'],
  },
  blocks: {
    title: 'Blocks',
    summary: 'Latest indexed blocks of an EVM chain, newest first, and single blocks by number.',
    sources: ['GET /v1/chains/{chainId}/blocks', 'eth_getBlockByNumber at /ext/bc/<chain>/rpc'],
  },
  transactions: {
    title: 'Transactions',
    summary: 'A transaction by hash with its transfers, logs and fee fields.',
    sources: ['GET /v1/chains/{chainId}/transactions/{txHash}', 'GET /v1/chains/{chainId}/transactions'],
  },
  nfts: {
    title: 'NFTs',
    summary: 'Tokens of an ERC-721 / ERC-1155 collection with their metadata.',
    sources: ['GET /v1/chains/{chainId}/nfts/collections/{address}/tokens'],
  },
  subnets: {
    title: 'Subnets / L1s',
    summary: 'Registered subnets and L1s, their owners, blockchains and validator manager details.',
    sources: ['GET /v1/networks/{network}/subnets'],
  },
  validators: {
    title: 'Validators',
    summary: 'Current validators of the primary network or a subnet, with stake, uptime and delegation.',
    sources: ['platform.getCurrentValidators at /ext/bc/P'],
  },
  rewards: {
    title: 'Rewards',
    summary: 'Pending primary-network staking rewards by address or node ID.',
    sources: ['GET /v1/networks/{network}/rewards:listPending'],
  },
  vertices: {
    title: 'Vertices',
    summary: 'X-Chain vertices at a height (historical: frozen since the Cortina activation).',
    sources: ['GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight'],
  },
  node: {
    title: 'Node',
    summary: 'The connected node: version, network, bootstrap state, peers, uptime and upgrades.',
    sources: ['info.* at /ext/info'],
  },
  index: {
    title: 'Index',
    summary: 'Containers accepted by an indexing node, by index number or id.',
    sources: ['index.* at /ext/index/{chain}/{kind}'],
  },
  metrics: {
    title: 'Metrics',
    summary: 'Chain metrics over time (transactions, addresses, gas) by hour, day, week or month.',
    sources: ['GET /v2/chains/{chainId}/metrics/{metric}'],
  },
  export: {
    title: 'Export',
    summary: 'Transactions of addresses to CSV or JSON Lines: paged by Snowscope or built by a Data API export job.',
    sources: [
      'GET /v1/chains/{chainId}/addresses/{address}/transactions:listNative / listErc20',
      'POST /v1/operations/transactions:export',
      'GET /v1/operations/{operationId}',
    ],
  },
  signatures: {
    title: 'Signatures',
    summary: 'Aggregated BLS signatures of Warp messages from a subnet’s validators.',
    sources: [
      'POST /v1/signatureAggregator/{network}/aggregateSignatures',
      'GET /v1/signatureAggregator/{network}/aggregateSignatures/{txHash}',
    ],
  },
  settings: {
    title: 'Settings',
    summary: 'Connection profiles, API keys, theme and currency.',
    sources: ['app.profiles.*', 'app.apiKey.*'],
  },
  labels: {
    title: 'Watchlist and labels',
    summary: 'Your names for addresses, and the watched ones with their native balance and last activity.',
    sources: ['app.labels.*', 'balances:getNative', 'transactions:listNative'],
  },
};
