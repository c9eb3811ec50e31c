import type { HandlerMap } from '@main/ipc/types';
import { rpcPath } from '@main/services/node-rpc-client';
import type { evmNodeChannels } from '@shared/contract/node/evm';

/** Ethereum JSON-RPC wants block numbers as 0x quantities; tags and hashes pass through. */
const quantity = (block: number | string) => (typeof block === 'number' ? `0x${block.toString(16)}` : block);
const optional = <T>(value: T | undefined): T[] => (value === undefined ? [] : [value]);

/**
 * Handlers of an EVM chain's `/ext/bc/<id>/rpc` (positional params). The Active*At timestamps stay
 * JSON numbers: the node reads them as a Go *uint64, which does not accept a hex string.
 */
export const evmNodeHandlers = {
  'node.evm.feeConfig': (p, { node }) =>
    node.call(rpcPath.evm(p.blockchainId), 'eth_feeConfig', optional(p.block).map(quantity)),
  'node.evm.getChainConfig': (p, { node }) => node.call(rpcPath.evm(p.blockchainId), 'eth_getChainConfig', []),
  'node.evm.getActivePrecompilesAt': (p, { node }) =>
    node.call(rpcPath.evm(p.blockchainId), 'eth_getActivePrecompilesAt', optional(p.timestamp)),
  'node.evm.getActiveRulesAt': (p, { node }) =>
    node.call(rpcPath.evm(p.blockchainId), 'eth_getActiveRulesAt', optional(p.timestamp)),
  'node.evm.chainId': (p, { node }) => node.call(rpcPath.evm(p.blockchainId), 'eth_chainId', []),
  'node.evm.blockNumber': (p, { node }) => node.call(rpcPath.evm(p.blockchainId), 'eth_blockNumber', []),
  'node.evm.getBlockByNumber': (p, { node }) =>
    node.call(rpcPath.evm(p.blockchainId), 'eth_getBlockByNumber', [quantity(p.block), p.fullTx]),
  'node.evm.getTransactionByHash': (p, { node }) =>
    node.call(rpcPath.evm(p.blockchainId), 'eth_getTransactionByHash', [p.hash]),
  'node.evm.getTransactionReceipt': (p, { node }) =>
    node.call(rpcPath.evm(p.blockchainId), 'eth_getTransactionReceipt', [p.hash]),
  'node.evm.getBalance': (p, { node }) =>
    node.call(rpcPath.evm(p.blockchainId), 'eth_getBalance', [p.address, quantity(p.block)]),
} satisfies HandlerMap<keyof typeof evmNodeChannels>;
