import { PAGE_LIMITS } from '@shared/contract/data/common';
import type { Dataset } from '@sim/dataset';
import { accountOf, collectionTokens } from '@sim/dataset/evm/lookup';
import type { Route } from '@sim/http/router';
import { fromArray, listBody, paginate } from './paging';
import { addressParam, chainParam, missingEntity, pageSizeParam } from './params';
import { erc721Token, erc1155Token } from './render';

/** `/nfts/collections/{address}/tokens`: every minted token of an ERC-721 or ERC-1155 contract. */
export function nftRoutes(ds: Dataset): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/chains/{chainId}/nfts/collections/{address}/tokens',
      handler: (req) => {
        const chain = chainParam(ds, req.params.chainId as string);
        const address = addressParam(req.params.address as string);
        const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.listNftCollectionTokens']);
        const account = accountOf(chain, address);
        const a = account === undefined ? undefined : chain.accounts[account];
        if (!a || (a.kind !== 'erc721' && a.kind !== 'erc1155') || a.assetIndex === undefined) {
          return missingEntity(`No NFT collection ${address} on chain ${chain.spec.evmChainId}`);
        }
        const tokens = collectionTokens(chain, a.assetIndex);
        const binding = { chain: chain.spec.evmChainId, address: address.toLowerCase() };
        const page = paginate(fromArray(tokens), req.query, pageSize, 'nfts:tokens', binding);
        return {
          status: 200,
          body: listBody('tokens', page, (s) => (s.holders ? erc1155Token(chain, s) : erc721Token(chain, s, false))),
        };
      },
    },
  ];
}
