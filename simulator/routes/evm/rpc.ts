import { isEvmAddress, isHash32 } from '@shared/ids';
import type { SimNetwork } from '@sim/dataset/constants';
import {
  accountOf,
  blockByHash,
  blockByNumber,
  latestBlock,
  nativeBalanceAt,
  nonceAt,
  txIndexByHash,
} from '@sim/dataset/evm/lookup';
import type { EvmBlock, EvmChainData } from '@sim/dataset/evm/types';
import { invalidParams, positionalParams, RpcError, type RpcMethodMap } from '@sim/http/jsonrpc';
import { activePrecompilesAt, activeRulesAt, chainConfig, FEE_CONFIG } from './chain-config';
import { hexQty, rpcBlock, rpcReceipt, rpcTransaction } from './rpc-format';

/** EVM JSON-RPC of one chain (positional params, hex quantities), over the same data as the Data API. */

const HEX_QTY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;

function quantity(value: unknown, index: number): number {
  if (typeof value !== 'string')
    throw invalidParams(
      `invalid argument ${index}: json: cannot unmarshal non-string into Go value of type hexutil.Uint64`,
    );
  if (!value.startsWith('0x')) throw invalidParams(`invalid argument ${index}: hex string without 0x prefix`);
  if (!HEX_QTY.test(value)) throw invalidParams(`invalid argument ${index}: hex number with leading zero digits`);
  return Number.parseInt(value, 16);
}

/** A block number or tag; 'earliest' is before the served history, so it resolves to no block. */
function blockNumberArg(chain: EvmChainData, value: unknown, index: number): number {
  const head = latestBlock(chain).number;
  if (
    value === undefined ||
    value === null ||
    value === 'latest' ||
    value === 'pending' ||
    value === 'safe' ||
    value === 'finalized'
  ) {
    return head;
  }
  if (value === 'earliest') return 0;
  return quantity(value, index);
}

function addressArg(value: unknown, index: number): string {
  if (typeof value !== 'string' || !isEvmAddress(value)) {
    throw invalidParams(
      `invalid argument ${index}: hex string has length ${typeof value === 'string' ? value.length - 2 : 0}, want 40 for common.Address`,
    );
  }
  return value;
}

function hashArg(value: unknown, index: number): string {
  if (typeof value !== 'string' || !isHash32(value))
    throw invalidParams(`invalid argument ${index}: hex string has wrong length, want 64 for common.Hash`);
  return value;
}

/** Block at a number/tag; numbers past the head are an error as coreth reports them. */
function stateBlock(chain: EvmChainData, value: unknown, index: number): number {
  const n = blockNumberArg(chain, value, index);
  if (n > latestBlock(chain).number) throw new RpcError(-32000, 'header not found');
  return n;
}

function timestampArg(chain: EvmChainData, value: unknown): number {
  if (value === undefined || value === null) return latestBlock(chain).timestamp;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  return quantity(value, 0);
}

export function evmRpcMethods(chain: EvmChainData, network: SimNetwork): RpcMethodMap {
  const chainIdHex = hexQty(Number(chain.spec.evmChainId));
  const fullBlock = (b: EvmBlock | undefined, full: unknown) => {
    if (typeof full !== 'boolean')
      throw invalidParams('invalid argument 1: json: cannot unmarshal into Go value of type bool');
    return b ? rpcBlock(chain, b, full) : null;
  };
  return {
    eth_chainId: () => chainIdHex,
    net_version: () => chain.spec.evmChainId,
    eth_blockNumber: () => hexQty(latestBlock(chain).number),
    eth_getBlockByNumber: (params) => {
      const [tag, full] = positionalParams(params);
      return fullBlock(blockByNumber(chain, blockNumberArg(chain, tag, 0)), full);
    },
    eth_getBlockByHash: (params) => {
      const [hash, full] = positionalParams(params);
      return fullBlock(blockByHash(chain, hashArg(hash, 0)), full);
    },
    eth_getTransactionByHash: (params) => {
      const [hash] = positionalParams(params);
      const i = txIndexByHash(chain, hashArg(hash, 0));
      return i === undefined ? null : rpcTransaction(chain, chain.txs[i]!);
    },
    eth_getTransactionReceipt: (params) => {
      const [hash] = positionalParams(params);
      const i = txIndexByHash(chain, hashArg(hash, 0));
      return i === undefined ? null : rpcReceipt(chain, chain.txs[i]!);
    },
    eth_getBalance: (params) => {
      const [address, tag] = positionalParams(params);
      const account = accountOf(chain, addressArg(address, 0));
      const n = stateBlock(chain, tag, 1);
      return hexQty(account === undefined ? 0n : nativeBalanceAt(chain, account, n));
    },
    eth_getTransactionCount: (params) => {
      const [address, tag] = positionalParams(params);
      const account = accountOf(chain, addressArg(address, 0));
      const n = stateBlock(chain, tag, 1);
      return hexQty(account === undefined ? 0 : nonceAt(chain, account, n));
    },
    eth_gasPrice: () => hexQty(latestBlock(chain).baseFee + 1_000_000_000n),
    eth_maxPriorityFeePerGas: () => hexQty(1_000_000_000n),
    eth_baseFee: () => hexQty(latestBlock(chain).baseFee),
    eth_feeConfig: (params) => {
      const [at] = positionalParams(params);
      if (typeof at === 'string' && at.length === 66) {
        if (!blockByHash(chain, hashArg(at, 0))) throw new RpcError(-32000, 'header not found');
      } else if (at !== undefined) stateBlock(chain, at, 0);
      return { feeConfig: FEE_CONFIG, lastChangedAt: 0 };
    },
    eth_getChainConfig: () => chainConfig(network, Number(chain.spec.evmChainId)),
    eth_getActiveRulesAt: (params) => activeRulesAt(network, timestampArg(chain, positionalParams(params)[0])),
    eth_getActivePrecompilesAt: (params) =>
      activePrecompilesAt(network, timestampArg(chain, positionalParams(params)[0])),
  };
}
