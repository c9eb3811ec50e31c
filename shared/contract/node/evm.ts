import { evmAddress, txHash } from '@shared/ids';
import { hexQuantity } from '@shared/models/node/common';
import {
  ActivePrecompiles,
  ActiveRules,
  ChainConfig,
  EvmBlock,
  EvmLog,
  EvmReceipt,
  EvmTransaction,
  FeeConfigResult,
  TokenFacts,
} from '@shared/models/node/evm';
import { z } from 'zod';
import { channel } from '../define';
import { blockTag, blockTagOrHash, evmBlockchainId, hash32Param, uintParam } from './common';

/** Blocks per batch of the latest-blocks list: one screenful, far below avalanchego's batch-request-limit. */
export const MAX_BATCH_BLOCKS = 100;

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
  'node.evm.getBlocksByNumber': channel({
    summary:
      'eth_getBlockByNumber for several blocks in one JSON-RPC batch (transactions as hashes, or as objects with fullTx), in the order asked; null for a block the node does not have',
    params: z.strictObject({
      ...on,
      numbers: z
        .array(uintParam(), { error: 'must be a list of block numbers' })
        .min(1, { error: 'must name at least one block' })
        .max(MAX_BATCH_BLOCKS, { error: `at most ${MAX_BATCH_BLOCKS} blocks per batch` }),
      fullTx: z.boolean({ error: 'must be true or false' }).default(false),
    }),
    result: z.array(EvmBlock.nullable()),
    cache: 'immutable',
  }),
  'node.evm.getTransactionCount': channel({
    summary: 'eth_getTransactionCount: the nonce an address will use next, at a block (default latest)',
    params: z.strictObject({ ...on, address: evmAddress, block: blockTag.default('latest') }),
    result: hexQuantity,
    cache: 'balance',
  }),
  'node.evm.getCode': channel({
    summary: 'eth_getCode: the runtime bytecode at an address (0x for an account without code), at a block',
    params: z.strictObject({ ...on, address: evmAddress, block: blockTag.default('latest') }),
    result: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
    cache: 'balance',
  }),
  'node.evm.getLogs': channel({
    summary:
      'eth_getLogs over an inclusive block range: optionally one contract address and topic positions (null = any); the node may refuse a range it finds too long',
    params: z
      .strictObject({
        ...on,
        fromBlock: uintParam(),
        toBlock: uintParam(),
        address: evmAddress.optional(),
        topics: z
          .array(hash32Param.nullable(), { error: 'must be a list of 32-byte topics or null' })
          .max(4, { error: 'at most 4 topics' })
          .optional(),
      })
      .refine((p) => p.fromBlock <= p.toBlock, { error: 'must not be after toBlock', path: ['fromBlock'] }),
    result: z.array(EvmLog),
    cache: 'immutable',
  }),
  'node.evm.tokenFacts': channel({
    summary:
      "eth_call of a token contract's name(), symbol() and decimals() in one batch; each is null when the contract does not answer it",
    params: z.strictObject({ ...on, token: evmAddress }),
    result: TokenFacts,
    cache: 'immutable',
  }),
} as const;
