import { PAGE_LIMITS } from '@shared/contract/data/common';
import type { Dataset } from '@sim/dataset';
import { BULK_ADDRESS, type BulkHistory } from '@sim/dataset/evm/bulk';
import {
  accountOf,
  erc20BalanceAt,
  erc20TokensTouched,
  latestBlock,
  lowerBound,
  nativeBalanceAt,
  nftsOwnedBy,
} from '@sim/dataset/evm/lookup';
import type { EvmChainData } from '@sim/dataset/evm/types';
import type { Route, SimRequest } from '@sim/http/router';
import { fromArray, listBody, paginate } from './paging';
import {
  addressParam,
  badInput,
  blockNumberParam,
  booleanParam,
  chainParam,
  currencyParam,
  nonNegativeIntParam,
  pageSizeParam,
} from './params';
import {
  bulkNativeTransaction,
  collectibleBalance,
  erc20TokenBalance,
  erc20TransferItem,
  erc721Token,
  nativeTokenBalance,
  nativeTransaction,
} from './render';

/** Chain, address (as given) and its account index (undefined for an address the chain never saw). */
function subject(ds: Dataset, req: SimRequest) {
  const chain = chainParam(ds, req.params.chainId as string);
  const address = addressParam(req.params.address as string);
  return { chain, address, account: accountOf(chain, address) };
}

const balanceAt = (chain: EvmChainData, account: number | undefined, block: number) =>
  account === undefined ? 0n : nativeBalanceAt(chain, account, block);

/** The NFTs `account` owns (none for an unknown address), only those of `contract` (lowercase) when given. */
const nftsHeld = (chain: EvmChainData, account: number | undefined, contract: string | undefined) =>
  (account === undefined ? [] : nftsOwnedBy(chain, account)).filter(
    (s) => !contract || chain.accounts[chain.collections[s.collection]!.account]!.address.toLowerCase() === contract,
  );

/** `contractAddress` filter: a valid address, compared case-insensitively. */
function contractFilter(req: SimRequest, name: string): string | undefined {
  const raw = req.query.get(name);
  return raw === null ? undefined : addressParam(raw, name).toLowerCase();
}

function contractListFilter(req: SimRequest): string[] | undefined {
  const raw = req.query.get('contractAddresses');
  if (raw === null) return undefined;
  const list = raw.split(',').map((a) => a.trim());
  if (list.length > 100) badInput('contractAddresses accepts at most 100 addresses');
  return list.map((a) => addressParam(a, 'contractAddresses').toLowerCase());
}

/** startBlock (inclusive) and endBlock (exclusive) of the transfer lists. */
function blockRange(req: SimRequest): { start: number; end: number } {
  const start = nonNegativeIntParam(req.query, 'startBlock');
  const end = nonNegativeIntParam(req.query, 'endBlock');
  if (start !== undefined && end !== undefined && start > end) badInput('startBlock must not be greater than endBlock');
  return { start: start ?? 0, end: end ?? Number.MAX_SAFE_INTEGER };
}

/** The bulk address's transaction list, newest first, within the block range (see dataset/evm/bulk.ts). */
function bulkPage(bulk: BulkHistory, req: SimRequest) {
  const range = blockRange(req);
  const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.listNativeTransactions']);
  const lo = bulk.firstAtOrAfter(range.start);
  const hi = bulk.firstAtOrAfter(range.end);
  const source = { total: Math.max(0, hi - lo), at: (i: number) => bulk.tx(hi - 1 - i) };
  const binding = { chain: bulk.chain.spec.evmChainId, address: 'bulk', ...range };
  const page = paginate(source, req.query, pageSize, 'transactions:listNative', binding);
  return { status: 200, body: listBody('transactions', page, (tx) => bulkNativeTransaction(bulk.chain, tx)) };
}

/** Balances of an address and its native and ERC-20 transfer history (and the bulk address's, when served). */
export function addressRoutes(ds: Dataset, bulk?: BulkHistory): Route[] {
  const base = '/v1/chains/{chainId}/addresses/{address}';
  return [
    {
      method: 'GET',
      pattern: `${base}/balances:getNative`,
      handler: (req) => {
        const { chain, account } = subject(ds, req);
        const block = blockNumberParam(req.query, chain, latestBlock(chain).number);
        const currency = currencyParam(req.query);
        return {
          status: 200,
          body: { nativeTokenBalance: nativeTokenBalance(chain, balanceAt(chain, account, block), currency) },
        };
      },
    },
    {
      method: 'GET',
      pattern: `${base}/balances:listErc20`,
      handler: (req) => {
        const { chain, address, account } = subject(ds, req);
        const block = blockNumberParam(req.query, chain, latestBlock(chain).number);
        const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.listErc20Balances']);
        const filterSpam = booleanParam(req.query, 'filterSpamTokens', true);
        const contracts = contractListFilter(req);
        const currency = currencyParam(req.query);
        const held =
          account === undefined
            ? []
            : erc20TokensTouched(chain, account)
                .filter((t) => !(filterSpam && chain.tokens[t]!.spam))
                .filter(
                  (t) =>
                    !contracts || contracts.includes(chain.accounts[chain.tokens[t]!.account]!.address.toLowerCase()),
                )
                .map((t) => ({ token: t, balance: erc20BalanceAt(chain, t, account, block) }))
                .filter((e) => e.balance > 0n);
        const binding = { chain: chain.spec.evmChainId, address: address.toLowerCase(), block, filterSpam, contracts };
        const page = paginate(fromArray(held), req.query, pageSize, 'balances:listErc20', binding);
        return {
          status: 200,
          body: listBody('erc20TokenBalances', page, (e) => erc20TokenBalance(chain, e.token, e.balance, currency), {
            nativeTokenBalance: nativeTokenBalance(chain, balanceAt(chain, account, block), currency),
          }),
        };
      },
    },
    {
      method: 'GET',
      pattern: `${base}/balances:listErc721`,
      handler: (req) => {
        const { chain, address, account } = subject(ds, req);
        const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.listErc721Balances']);
        const contract = contractFilter(req, 'contractAddress');
        const owned = nftsHeld(chain, account, contract).filter(
          (s) => chain.collections[s.collection]!.ercType === 'ERC-721',
        );
        const binding = { chain: chain.spec.evmChainId, address: address.toLowerCase(), contract };
        const page = paginate(fromArray(owned), req.query, pageSize, 'balances:listErc721', binding);
        const native = nativeTokenBalance(chain, balanceAt(chain, account, latestBlock(chain).number), 'usd');
        return {
          status: 200,
          body: listBody('erc721TokenBalances', page, (s) => erc721Token(chain, s, true), {
            nativeTokenBalance: native,
          }),
        };
      },
    },
    {
      method: 'GET',
      pattern: `${base}/balances:listCollectibles`,
      handler: (req) => {
        const { chain, address, account } = subject(ds, req);
        const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.listCollectibleBalances']);
        const contract = contractFilter(req, 'contractAddress');
        const owned = nftsHeld(chain, account, contract);
        const binding = { chain: chain.spec.evmChainId, address: address.toLowerCase(), contract };
        const page = paginate(fromArray(owned), req.query, pageSize, 'balances:listCollectibles', binding);
        return {
          status: 200,
          body: listBody('collectibleBalances', page, (s) => collectibleBalance(chain, s, account!)),
        };
      },
    },
    {
      method: 'GET',
      pattern: `${base}/transactions:listNative`,
      handler: (req) => {
        const { chain, address, account } = subject(ds, req);
        if (bulk && chain === bulk.chain && address.toLowerCase() === BULK_ADDRESS) return bulkPage(bulk, req);
        const range = blockRange(req);
        const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.listNativeTransactions']);
        const list = account === undefined ? [] : (chain.txsByAccount.get(account) ?? []);
        const blockOf = (i: number) => chain.txs[i]!.block;
        const lo = lowerBound(list, range.start, blockOf);
        const hi = lowerBound(list, range.end, blockOf);
        const source = { total: Math.max(0, hi - lo), at: (i: number) => chain.txs[list[hi - 1 - i]!]! };
        const binding = { chain: chain.spec.evmChainId, address: address.toLowerCase(), ...range };
        const page = paginate(source, req.query, pageSize, 'transactions:listNative', binding);
        return { status: 200, body: listBody('transactions', page, (tx) => nativeTransaction(chain, tx)) };
      },
    },
    {
      method: 'GET',
      pattern: `${base}/transactions:listErc20`,
      handler: (req) => {
        const { chain, address, account } = subject(ds, req);
        const range = blockRange(req);
        const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.listErc20Transfers']);
        const list = account === undefined ? [] : (chain.erc20ByAccount.get(account) ?? []);
        const blockOf = (i: number) => chain.txs[chain.erc20Transfers[i]!.tx]!.block;
        const lo = lowerBound(list, range.start, blockOf);
        const hi = lowerBound(list, range.end, blockOf);
        const source = { total: Math.max(0, hi - lo), at: (i: number) => chain.erc20Transfers[list[hi - 1 - i]!]! };
        const binding = { chain: chain.spec.evmChainId, address: address.toLowerCase(), ...range };
        const page = paginate(source, req.query, pageSize, 'transactions:listErc20', binding);
        return { status: 200, body: listBody('transactions', page, (t) => erc20TransferItem(chain, t, 'usd')) };
      },
    },
  ];
}
