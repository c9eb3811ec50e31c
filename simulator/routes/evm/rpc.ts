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
import { addressArg, blockNumberArg, hashArg, quantity, stateBlock } from './rpc-args';
import { hexQty, rpcBlock, rpcReceipt, rpcTransaction } from './rpc-format';
import { C_CHAIN_MAX_BLOCKS_PER_REQUEST, L1_MAX_BLOCKS_PER_REQUEST, logMethods } from './rpc-logs';
import { stateMethods } from './rpc-state';

/** EVM JSON-RPC of one chain (positional params, hex quantities), over the same data as the Data API. */

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
  const maxBlocks = chain.spec.isCChain ? C_CHAIN_MAX_BLOCKS_PER_REQUEST : L1_MAX_BLOCKS_PER_REQUEST;
  return {
    ...stateMethods(chain),
    ...logMethods(chain, maxBlocks),
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
