import type { HandlerMap } from '@main/ipc/types';
import { seg } from '@main/services/data-api-client';
import type { evmChannels } from '@shared/contract/data/evm';

const chain = (chainId: string) => `/v1/chains/${seg(chainId)}`;

/** Handlers of the Data API's EVM chain endpoints: transactions, blocks, NFT collections. */
export const evmHandlers = {
  'data.getDeploymentTransaction': (p, { data }) =>
    data.get(`${chain(p.chainId)}/contracts/${seg(p.address)}/transactions:getDeployment`, { currency: p.currency }),
  'data.getTransaction': (p, { data }) => data.get(`${chain(p.chainId)}/transactions/${seg(p.txHash)}`),
  'data.listLatestTransactions': (p, { data }) =>
    data.get(`${chain(p.chainId)}/transactions`, { status: p.status, pageToken: p.pageToken, pageSize: p.pageSize }),
  'data.listLatestBlocks': (p, { data }) =>
    data.get(`${chain(p.chainId)}/blocks`, { pageToken: p.pageToken, pageSize: p.pageSize }),
  'data.listErc20Transfers': (p, { data }) =>
    data.get(`${chain(p.chainId)}/addresses/${seg(p.address)}/transactions:listErc20`, {
      startBlock: p.startBlock,
      endBlock: p.endBlock,
      pageToken: p.pageToken,
      pageSize: p.pageSize,
    }),
  'data.listNativeTransactions': (p, { data }) =>
    data.get(`${chain(p.chainId)}/addresses/${seg(p.address)}/transactions:listNative`, {
      startBlock: p.startBlock,
      endBlock: p.endBlock,
      pageToken: p.pageToken,
      pageSize: p.pageSize,
    }),
  'data.listNftCollectionTokens': (p, { data }) =>
    data.get(`${chain(p.chainId)}/nfts/collections/${seg(p.address)}/tokens`, {
      pageToken: p.pageToken,
      pageSize: p.pageSize,
    }),
} satisfies HandlerMap<keyof typeof evmChannels>;
