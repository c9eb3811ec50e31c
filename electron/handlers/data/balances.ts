import type { HandlerMap } from '@main/ipc/types';
import { seg } from '@main/services/data-api-client';
import type { balanceChannels } from '@shared/contract/data/balances';

const balances = (chainId: string, address: string, kind: string) =>
  `/v1/chains/${seg(chainId)}/addresses/${seg(address)}/balances:${kind}`;

/** The service reads blockNumber as decimal digits; the contract also takes 0x hex, converted here. */
const decimalBlock = (blockNumber: string | undefined) =>
  blockNumber?.startsWith('0x') ? BigInt(blockNumber).toString() : blockNumber;

/** Handlers of the Data API's address balance endpoints. */
export const balanceHandlers = {
  'data.getNativeBalance': (p, { data }) =>
    data.get(balances(p.chainId, p.address, 'getNative'), {
      blockNumber: decimalBlock(p.blockNumber),
      currency: p.currency,
    }),
  'data.listErc20Balances': (p, { data }) =>
    data.get(balances(p.chainId, p.address, 'listErc20'), {
      blockNumber: decimalBlock(p.blockNumber),
      filterSpamTokens: p.filterSpamTokens,
      contractAddresses: p.contractAddresses,
      currency: p.currency,
      pageToken: p.pageToken,
      pageSize: p.pageSize,
    }),
  'data.listErc721Balances': (p, { data }) =>
    data.get(balances(p.chainId, p.address, 'listErc721'), {
      contractAddress: p.contractAddress,
      pageToken: p.pageToken,
      pageSize: p.pageSize,
    }),
  'data.listCollectibleBalances': (p, { data }) =>
    data.get(balances(p.chainId, p.address, 'listCollectibles'), {
      contractAddress: p.contractAddress,
      pageToken: p.pageToken,
      pageSize: p.pageSize,
    }),
} satisfies HandlerMap<keyof typeof balanceChannels>;
