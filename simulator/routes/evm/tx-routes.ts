import { PAGE_LIMITS } from '@shared/contract/data/common';
import type { Dataset } from '@sim/dataset';
import { accountOf, txIndexByHash } from '@sim/dataset/evm/lookup';
import type { EvmChainData } from '@sim/dataset/evm/types';
import type { Route } from '@sim/http/router';
import { listBody, paginate, reversed } from './paging';
import {
  addressParam,
  chainParam,
  currencyParam,
  enumParam,
  missingEntity,
  pageSizeParam,
  txHashParam,
} from './params';
import { block, nativeTransaction, transactionDetail } from './render';

const statusIndexes = new WeakMap<EvmChainData, { failed: number[]; success: number[] }>();

/** Indexes of failed and of successful transactions, ascending. */
function byStatus(chain: EvmChainData) {
  let idx = statusIndexes.get(chain);
  if (!idx) {
    idx = { failed: [], success: [] };
    chain.txs.forEach((tx, i) => {
      (tx.success ? idx!.success : idx!.failed).push(i);
    });
    statusIndexes.set(chain, idx);
  }
  return idx;
}

/** Latest transactions and blocks, one transaction, and contract deployments. */
export function txRoutes(ds: Dataset): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/chains/{chainId}/transactions',
      handler: (req) => {
        const chain = chainParam(ds, req.params.chainId as string);
        const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.listLatestTransactions']);
        const status = enumParam(req.query, 'status', ['failed', 'success']);
        const indexes = status === undefined ? undefined : byStatus(chain)[status];
        const source = indexes
          ? { total: indexes.length, at: (i: number) => chain.txs[indexes[indexes.length - 1 - i]!]! }
          : reversed(chain.txs);
        const page = paginate(source, req.query, pageSize, 'transactions', { chain: chain.spec.evmChainId, status });
        return { status: 200, body: listBody('transactions', page, (tx) => nativeTransaction(chain, tx)) };
      },
    },
    {
      method: 'GET',
      pattern: '/v1/chains/{chainId}/transactions/{txHash}',
      handler: (req) => {
        const chain = chainParam(ds, req.params.chainId as string);
        const hash = txHashParam(req.params.txHash as string);
        const i = txIndexByHash(chain, hash);
        if (i === undefined) return missingEntity(`Transaction ${hash} not found on chain ${chain.spec.evmChainId}`);
        return { status: 200, body: transactionDetail(chain, chain.txs[i]!, 'usd') };
      },
    },
    {
      method: 'GET',
      pattern: '/v1/chains/{chainId}/blocks',
      handler: (req) => {
        const chain = chainParam(ds, req.params.chainId as string);
        const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.listLatestBlocks']);
        const page = paginate(reversed(chain.blocks), req.query, pageSize, 'blocks', { chain: chain.spec.evmChainId });
        return { status: 200, body: listBody('blocks', page, (b) => block(chain, b)) };
      },
    },
    {
      method: 'GET',
      pattern: '/v1/chains/{chainId}/contracts/{address}/transactions:getDeployment',
      handler: (req) => {
        const chain = chainParam(ds, req.params.chainId as string);
        const address = addressParam(req.params.address as string);
        const currency = currencyParam(req.query);
        const account = accountOf(chain, address);
        const txIndex = account === undefined ? undefined : chain.deployments.get(account);
        if (txIndex === undefined) {
          return missingEntity(`No contract deployment found for ${address} on chain ${chain.spec.evmChainId}`);
        }
        return { status: 200, body: transactionDetail(chain, chain.txs[txIndex]!, currency) };
      },
    },
  ];
}
