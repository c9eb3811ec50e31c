import type { HandlerMap } from '@main/ipc/types';
import type { evmNodeChannels } from '@shared/contract/node/evm';
import { AppErrorException } from '@shared/errors';
import { evmTarget } from './evm-target';
import { tokenFacts } from './token-facts';

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
  'node.evm.getBlocksByNumber': async (p, { node, profile }) => {
    const answers = await node.batch(
      evmTarget(profile, p.blockchainId),
      p.numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [quantity(n), p.fullTx] })),
    );
    // One failed block fails the page: a list with holes would read as blocks that do not exist.
    return answers.map((a) => {
      if (!a.ok) throw new AppErrorException(a.error);
      return a.result;
    });
  },
  'node.evm.getTransactionCount': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getTransactionCount', [p.address, quantity(p.block)]),
  'node.evm.getCode': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getCode', [p.address, quantity(p.block)]),
  'node.evm.getLogs': (p, { node, profile }) =>
    node.call(evmTarget(profile, p.blockchainId), 'eth_getLogs', [
      {
        fromBlock: quantity(p.fromBlock),
        toBlock: quantity(p.toBlock),
        ...(p.address ? { address: p.address } : {}),
        ...(p.topics ? { topics: p.topics } : {}),
      },
    ]),
  'node.evm.tokenFacts': (p, { node, profile }) => tokenFacts(node, evmTarget(profile, p.blockchainId), p.token),
} satisfies HandlerMap<keyof typeof evmNodeChannels>;
