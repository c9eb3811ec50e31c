/** Well-known ids of the primary network, as the real networks use them. */
export const NETWORKS = {
  mainnet: {
    networkId: 1,
    networkName: 'mainnet',
    hrp: 'avax',
    evmChainId: '43114',
    cChainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
    xChainId: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
  },
  fuji: {
    networkId: 5,
    networkName: 'fuji',
    hrp: 'fuji',
    evmChainId: '43113',
    cChainId: 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
    xChainId: '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
  },
} as const;

export type SimNetwork = keyof typeof NETWORKS;
export const P_CHAIN_ID = '11111111111111111111111111111111LpoYY';
export const PRIMARY_NETWORK_SUBNET_ID = '11111111111111111111111111111111LpoYY';
/** Data API `network` path values: fuji and testnet both mean the test network. */
export const toSimNetwork = (value: string): SimNetwork | null =>
  value === 'mainnet' ? 'mainnet' : value === 'fuji' || value === 'testnet' ? 'fuji' : null;

/** The dataset's "now": fixed so every run and every seed agrees on time. 2026-11-01T00:00:00Z. */
export const SIM_NOW = 1_793_491_200;
