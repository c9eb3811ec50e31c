import type { HandlerMap } from '@main/ipc/types';
import type { evmNodeChannels } from '@shared/contract/node/evm';
import { evmTarget } from './evm-target';

/** Ethereum JSON-RPC wants block numbers as 0x quantities; tags and hashes pass through. */
const quantity = (block: number | string) => (typeof block === 'number' ? `0x${block.toString(16)}` : block);
const optional = <T>(value: T | undefined): T[] => (value === undefined ? [] : [value]);

/**
 * Handlers of an EVM chain's `/ext/bc/<id>/rpc` (positional params). The Active*At timestamps stay
 * JSON numbers: the node reads them as a Go *uint64, which does not accept a hex string.
 */
export const evmNodeHandlers = {
  'node.evm.feeConfig': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_feeConfig', optional(p.block).map(quantity)),
  'node.evm.getChainConfig': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getChainConfig', []),
  'node.evm.getActivePrecompilesAt': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getActivePrecompilesAt', optional(p.timestamp)),
  'node.evm.getActiveRulesAt': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getActiveRulesAt', optional(p.timestamp)),
  'node.evm.chainId': (p, { node, profile }) => node.call(evmTarget(profile, p.blockchainId), 'eth_chainId', []),
  'node.evm.blockNumber': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_blockNumber', []),
  'node.evm.getBlockByNumber': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getBlockByNumber', [quantity(p.block), p.fullTx]),
  'node.evm.getTransactionByHash': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getTransactionByHash', [p.hash]),
  'node.evm.getTransactionReceipt': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getTransactionReceipt', [p.hash]),
  'node.evm.getBalance': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getBalance', [p.address, quantity(p.block)]),
} satisfies HandlerMap<keyof typeof evmNodeChannels>;
