import { evmAddress, txHash } from '@shared/ids';
import { hexQuantity } from '@shared/models/node/common';
import {
  ActivePrecompiles,
  ActiveRules,
  ChainConfig,
  EvmBlock,
  EvmReceipt,
  EvmTransaction,
  FeeConfigResult,
} from '@shared/models/node/evm';
import { z } from 'zod';
import { channel } from '../define';
import { blockTag, blockTagOrHash, evmBlockchainId, uintParam } from './common';

const on = { blockchainId: evmBlockchainId };

/** An EVM chain's `/ext/bc/<blockchainId>/rpc`: Avalanche extensions plus the standard reads the views need. */
export const evmNodeChannels = {
  'node.evm.feeConfig': channel({
    summary: 'eth_feeConfig: the fee config in force at a block (default latest) and when it last changed',
    params: z.strictObject({ ...on, block: blockTagOrHash.optional() }),
    result: FeeConfigResult,
    cache: 'network',
  }),
  'node.evm.getChainConfig': channel({
    summary: 'eth_getChainConfig: chain config, precompile configs and (subnet-evm) scheduled upgrades',
    params: z.strictObject(on),
    result: ChainConfig,
    cache: 'network',
  }),
  'node.evm.getActivePrecompilesAt': channel({
    summary: 'eth_getActivePrecompilesAt (deprecated: use eth_getActiveRulesAt); default latest block time',
    params: z.strictObject({ ...on, timestamp: uintParam().optional() }),
    result: ActivePrecompiles,
    cache: 'network',
  }),
  'node.evm.getActiveRulesAt': channel({
    summary: 'eth_getActiveRulesAt: Ethereum and Avalanche rules and precompiles active at a time',
    params: z.strictObject({ ...on, timestamp: uintParam().optional() }),
    result: ActiveRules,
    cache: 'network',
  }),
  'node.evm.chainId': channel({
    summary: 'eth_chainId',
    params: z.strictObject(on),
    result: hexQuantity,
    cache: 'immutable',
  }),
  'node.evm.blockNumber': channel({
    summary: 'eth_blockNumber: the latest accepted block',
    params: z.strictObject(on),
    result: hexQuantity,
    cache: 'none',
  }),
  'node.evm.getBlockByNumber': channel({
    summary: 'eth_getBlockByNumber (fullTx: transactions as objects instead of hashes); null when unknown',
    params: z.strictObject({
      ...on,
      block: blockTag.default('latest'),
      fullTx: z.boolean({ error: 'must be true or false' }).default(false),
    }),
    result: EvmBlock.nullable(),
    cache: 'immutable',
  }),
  'node.evm.getTransactionByHash': channel({
    summary: 'eth_getTransactionByHash; null when unknown',
    params: z.strictObject({ ...on, hash: txHash }),
    result: EvmTransaction.nullable(),
    cache: 'immutable',
  }),
  'node.evm.getTransactionReceipt': channel({
    summary: 'eth_getTransactionReceipt; null while pending or unknown',
    params: z.strictObject({ ...on, hash: txHash }),
    result: EvmReceipt.nullable(),
    cache: 'immutable',
  }),
  'node.evm.getBalance': channel({
    summary: 'eth_getBalance: native balance in wei at a block (default latest)',
    params: z.strictObject({ ...on, address: evmAddress, block: blockTag.default('latest') }),
    result: hexQuantity,
    cache: 'balance',
  }),
} as const;
