import { selector } from '@sim/dataset/evm/abi';
import { BULK_ADDRESS, type BulkTx } from '@sim/dataset/evm/bulk';
import { txInput } from '@sim/dataset/evm/calldata';
import { nftMetadata, tokenUri } from '@sim/dataset/evm/nft-metadata';
import { amountValue, type CurrencyCode, convertUsd } from '@sim/dataset/evm/prices';
import type { Erc20Transfer, EvmBlock, EvmChainData, EvmTx, NftTokenState, NftTransfer } from '@sim/dataset/evm/types';

/** JSON shapes of the Data API's EVM resources (the chainkit SDK's inbound schemas), from dataset records. */

const DAY = 86_400;
const str = (v: bigint | number) => v.toString();

export interface Price {
  currencyCode: CurrencyCode;
  value: number;
}

export const price = (usd: number | undefined, currency: CurrencyCode): Price | undefined =>
  usd === undefined || usd <= 0 ? undefined : { currencyCode: currency, value: convertUsd(usd, currency) };

/** AddressInfo (RichAddress): token contracts carry their name, symbol, decimals and logo; EOAs only the address. */
export function addressInfo(chain: EvmChainData, account: number) {
  const a = chain.accounts[account]!;
  if (a.kind === 'erc20' && a.assetIndex !== undefined) {
    const t = chain.tokens[a.assetIndex]!;
    return {
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      ...(t.logoUri ? { logoUri: t.logoUri } : {}),
      address: a.address,
    };
  }
  if ((a.kind === 'erc721' || a.kind === 'erc1155') && a.assetIndex !== undefined) {
    const c = chain.collections[a.assetIndex]!;
    return { name: c.name, symbol: c.symbol, address: a.address };
  }
  return a.name ? { name: a.name, address: a.address } : { address: a.address };
}

const blockOf = (chain: EvmChainData, tx: EvmTx) => chain.blocks[tx.block - chain.spec.firstBlock] as EvmBlock;

/** Granite-era timing fields of blocks and transactions. */
const timing = (b: EvmBlock) => ({ blockTimestampMilliseconds: b.timestamp * 1000 + b.timestampMs });

export function method(tx: EvmTx) {
  if (tx.kind === 'deploy') return { callType: 'CONTRACT_CREATION', methodHash: '', methodName: 'Contract Created' };
  if (tx.kind === 'native' && !tx.methodSig)
    return { callType: 'NATIVE_TRANSFER', methodHash: '', methodName: 'Native Transfer' };
  const sig = tx.methodSig ?? 'fallback()';
  return { callType: 'CONTRACT_CALL', methodHash: selector(sig), methodName: sig };
}

/** NativeTransaction as lists return it. */
export function nativeTransaction(chain: EvmChainData, tx: EvmTx) {
  const b = blockOf(chain, tx);
  return {
    blockNumber: str(b.number),
    blockTimestamp: b.timestamp,
    ...timing(b),
    blockHash: b.hash,
    chainId: chain.spec.evmChainId,
    blockIndex: tx.index,
    txHash: tx.hash,
    txStatus: tx.success ? '1' : '0',
    txType: tx.txType,
    gasLimit: str(tx.gasLimit),
    gasUsed: str(tx.gasUsed),
    gasPrice: str(tx.gasPrice),
    nonce: str(tx.nonce),
    from: addressInfo(chain, tx.from),
    to: addressInfo(chain, tx.to),
    method: method(tx),
    value: str(tx.value),
  };
}

/** NativeTransaction of the bulk address (see dataset/evm/bulk.ts): a plain transfer to or from it. */
export function bulkNativeTransaction(chain: EvmChainData, tx: BulkTx) {
  const party = addressInfo(chain, tx.counterparty);
  const bulk = { address: BULK_ADDRESS };
  return {
    blockNumber: str(tx.block.number),
    blockTimestamp: tx.block.timestamp,
    ...timing(tx.block),
    blockHash: tx.block.hash,
    chainId: chain.spec.evmChainId,
    blockIndex: tx.blockIndex,
    txHash: tx.hash,
    txStatus: tx.success ? '1' : '0',
    txType: 2,
    gasLimit: '21000',
    gasUsed: '21000',
    gasPrice: str(tx.gasPrice),
    nonce: str(tx.nonce),
    from: tx.outgoing ? bulk : party,
    to: tx.outgoing ? party : bulk,
    method: { callType: 'NATIVE_TRANSFER', methodHash: '', methodName: 'Native Transfer' },
    value: str(tx.value),
  };
}

/** FullNativeTransactionDetails: the list shape plus input and fee fields. */
export function fullNativeTransaction(chain: EvmChainData, tx: EvmTx) {
  return {
    ...nativeTransaction(chain, tx),
    input: txInput(chain, tx),
    baseFeePerGas: str(blockOf(chain, tx).baseFee),
    ...(tx.maxFeePerGas !== undefined ? { maxFeePerGas: str(tx.maxFeePerGas) } : {}),
    ...(tx.maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas: str(tx.maxPriorityFeePerGas) } : {}),
  };
}

function erc20Token(chain: EvmChainData, token: number, currency: CurrencyCode) {
  const t = chain.tokens[token]!;
  const p = price(t.usdPrice, currency);
  return {
    address: chain.accounts[t.account]!.address,
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
    ...(t.logoUri ? { logoUri: t.logoUri } : {}),
    ercType: 'ERC-20',
    ...(p ? { price: p } : {}),
  };
}

export function erc20TransferDetail(chain: EvmChainData, t: Erc20Transfer, currency: CurrencyCode) {
  return {
    from: addressInfo(chain, t.from),
    to: addressInfo(chain, t.to),
    logIndex: t.logIndex,
    value: str(t.value),
    erc20Token: erc20Token(chain, t.token, currency),
  };
}

/** Erc20Transfer as the per-address transfer list returns it. */
export function erc20TransferItem(chain: EvmChainData, t: Erc20Transfer, currency: CurrencyCode) {
  const tx = chain.txs[t.tx]!;
  const b = blockOf(chain, tx);
  return {
    blockNumber: str(b.number),
    blockTimestamp: b.timestamp,
    ...timing(b),
    blockHash: b.hash,
    txHash: tx.hash,
    ...erc20TransferDetail(chain, t, currency),
  };
}

/** Erc721Token; `withChainId` for balance lists, which add the chain id. */
export function erc721Token(chain: EvmChainData, s: NftTokenState, withChainId: boolean) {
  const c = chain.collections[s.collection]!;
  return {
    address: chain.accounts[c.account]!.address,
    name: c.name,
    symbol: c.symbol,
    ercType: 'ERC-721',
    tokenId: str(s.tokenId),
    tokenUri: tokenUri(c, s.tokenId),
    metadata: nftMetadata(chain, s),
    ...(s.owner !== undefined ? { ownerAddress: chain.accounts[s.owner]!.address } : {}),
    ...(withChainId ? { chainId: chain.spec.evmChainId } : {}),
  };
}

export function erc1155Token(chain: EvmChainData, s: NftTokenState) {
  const c = chain.collections[s.collection]!;
  return {
    address: chain.accounts[c.account]!.address,
    ercType: 'ERC-1155',
    tokenId: str(s.tokenId),
    tokenUri: tokenUri(c, s.tokenId),
    metadata: nftMetadata(chain, s),
  };
}

const nftState = (chain: EvmChainData, t: NftTransfer) => chain.nftTokens.get(`${t.collection}:${t.tokenId}`)!;

function nftTransfers(chain: EvmChainData, tx: EvmTx) {
  const erc721: unknown[] = [];
  const erc1155: unknown[] = [];
  for (const t of tx.nft) {
    const ends = { from: addressInfo(chain, t.from), to: addressInfo(chain, t.to), logIndex: t.logIndex };
    if (chain.collections[t.collection]!.ercType === 'ERC-721') {
      erc721.push({ ...ends, erc721Token: erc721Token(chain, nftState(chain, t), false) });
    } else {
      erc1155.push({ ...ends, value: str(t.value), erc1155Token: erc1155Token(chain, nftState(chain, t)) });
    }
  }
  return { erc721, erc1155 };
}

export function nativeUsdAt(chain: EvmChainData, timestamp: number): number {
  const day = Math.max(0, Math.min(chain.dailyNativeUsd.length - 1, Math.floor((timestamp - chain.windowStart) / DAY)));
  return chain.dailyNativeUsd[day] ?? chain.spec.nativeUsdPrice;
}

/** TransactionDetail: the transaction with its transfers, traces, token details and ICM info. */
export function transactionDetail(chain: EvmChainData, tx: EvmTx, currency: CurrencyCode) {
  const b = blockOf(chain, tx);
  const nft = nftTransfers(chain, tx);
  const current = price(chain.spec.nativeUsdPrice, currency);
  const historical = price(nativeUsdAt(chain, b.timestamp), currency);
  return {
    ...(tx.erc20.length ? { erc20Transfers: tx.erc20.map((t) => erc20TransferDetail(chain, t, currency)) } : {}),
    ...(nft.erc721.length ? { erc721Transfers: nft.erc721 } : {}),
    ...(nft.erc1155.length ? { erc1155Transfers: nft.erc1155 } : {}),
    ...(tx.internal.length
      ? {
          internalTransactions: tx.internal.map((it) => ({
            from: addressInfo(chain, it.from),
            to: addressInfo(chain, it.to),
            internalTxType: it.type,
            value: str(it.value),
            isReverted: !tx.success,
            gasUsed: str(it.gasUsed),
            gasLimit: str(it.gasLimit),
          })),
        }
      : {}),
    networkTokenDetails: {
      networkToken: chain.spec.nativeToken,
      ...(current ? { currentPrice: current } : {}),
      ...(historical ? { historicalPrice: historical } : {}),
    },
    nativeTransaction: fullNativeTransaction(chain, tx),
    ...(tx.teleporter
      ? {
          teleporterMessageInfo: {
            teleporterMessageId: tx.teleporter.messageId,
            direction: tx.teleporter.direction,
            ...(tx.teleporter.direction === 'SOURCE_TRANSACTION'
              ? { destinationChainId: tx.teleporter.otherChainId }
              : { sourceChainId: tx.teleporter.otherChainId }),
          },
        }
      : {}),
  };
}

export function block(chain: EvmChainData, b: EvmBlock) {
  return {
    chainId: chain.spec.evmChainId,
    blockNumber: str(b.number),
    blockTimestamp: b.timestamp,
    ...timing(b),
    blockHash: b.hash,
    txCount: b.txCount,
    baseFee: str(b.baseFee),
    gasUsed: str(b.gasUsed),
    gasLimit: str(b.gasLimit),
    gasCost: '0',
    parentHash: b.parentHash,
    feesSpent: str(b.feesSpent),
    cumulativeTransactions: str(b.cumulativeTxs),
  };
}

/** A balance's worth at `p` (in p's currency), when the token has a price. */
const balanceValue = (balance: bigint, decimals: number, p: Price | undefined) =>
  p ? { balanceValue: { currencyCode: p.currencyCode, value: amountValue(balance, decimals, p.value) } } : {};

/** NativeTokenBalance of an account at a block. */
export function nativeTokenBalance(chain: EvmChainData, balance: bigint, currency: CurrencyCode) {
  const t = chain.spec.nativeToken;
  const p = price(chain.spec.nativeUsdPrice, currency);
  return {
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
    logoUri: t.logoUri,
    chainId: chain.spec.evmChainId,
    ...(p ? { price: p } : {}),
    balance: str(balance),
    ...balanceValue(balance, t.decimals, p),
  };
}

export function erc20TokenBalance(chain: EvmChainData, token: number, balance: bigint, currency: CurrencyCode) {
  const t = chain.tokens[token]!;
  const p = price(t.usdPrice, currency);
  return {
    ...erc20Token(chain, token, currency),
    chainId: chain.spec.evmChainId,
    balance: str(balance),
    ...balanceValue(balance, t.decimals, p),
    tokenReputation: t.reputation,
  };
}

/** A collectible balance: ERC-721 (owned) or ERC-1155 with the account's amount. */
export function collectibleBalance(chain: EvmChainData, s: NftTokenState, account: number) {
  if (s.holders) {
    return { ...erc1155Token(chain, s), chainId: chain.spec.evmChainId, balance: str(s.holders.get(account) ?? 0n) };
  }
  return erc721Token(chain, s, true);
}
