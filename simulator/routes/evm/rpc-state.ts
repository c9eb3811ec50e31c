import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { selector, wordOfUint } from '@sim/dataset/evm/abi';
import { accountOf, erc20BalanceAt } from '@sim/dataset/evm/lookup';
import type { Account, EvmChainData } from '@sim/dataset/evm/types';
import { invalidParams, positionalParams, RpcError, type RpcMethodMap } from '@sim/http/jsonrpc';
import { addressArg, stateBlock } from './rpc-args';

/**
 * eth_getCode and eth_call over the dataset: contracts have code from the block of their deployment on,
 * and token contracts answer the ERC-20/721 views (name, symbol, decimals, balanceOf) as the Data API
 * reports them. Any other call to a contract reverts; a call to an account without code returns 0x.
 */

const SELECTORS = {
  name: selector('name()'),
  symbol: selector('symbol()'),
  decimals: selector('decimals()'),
  balanceOf: selector('balanceOf(address)'),
};

/** Byte sizes of generated contract code by kind (a real ERC-20 is a few KB, a DEX or messenger more). */
const CODE_BYTES: Record<Account['kind'], number> = {
  eoa: 0,
  zero: 0,
  erc20: 4_412,
  erc721: 9_106,
  erc1155: 8_348,
  contract: 12_870,
};

/** Whether `account` has code at the end of `block` (created in the window, or before it). */
function hasCodeAt(chain: EvmChainData, account: number, block: number): boolean {
  if (CODE_BYTES[chain.accounts[account]!.kind] === 0) return false;
  const deployTx = chain.deployments.get(account);
  return deployTx === undefined || chain.txs[deployTx]!.block <= block;
}

const codeCache = new WeakMap<EvmChainData, Map<number, string>>();

/** Runtime bytecode: the solc preamble, then bytes derived from the address, ending in the metadata marker. */
function codeOf(chain: EvmChainData, account: number): string {
  let cache = codeCache.get(chain);
  if (!cache) {
    cache = new Map();
    codeCache.set(chain, cache);
  }
  const known = cache.get(account);
  if (known) return known;
  const a = chain.accounts[account]!;
  const size = CODE_BYTES[a.kind] + (Number.parseInt(a.address.slice(-2), 16) % 64);
  let body = '';
  let seed = keccak_256(utf8ToBytes(`code:${a.address.toLowerCase()}`));
  while (body.length < (size - 7) * 2) {
    body += bytesToHex(seed);
    seed = keccak_256(seed);
  }
  const code = `0x6080604052${body.slice(0, (size - 7) * 2)}0033`;
  cache.set(account, code);
  return code;
}

function abiString(value: string): string {
  const bytes = bytesToHex(utf8ToBytes(value));
  const padded = bytes.padEnd(Math.ceil(bytes.length / 64) * 64 || 64, '0');
  return `0x${wordOfUint(32n)}${wordOfUint(BigInt(bytes.length / 2))}${padded}`;
}

const reverted = () => new RpcError(-32000, 'execution reverted');

/** ERC-721 balanceOf at a block: tokens of the collection received minus sent up to it. */
function nftCountAt(chain: EvmChainData, collection: number, account: number, block: number): bigint {
  let count = 0n;
  for (const t of chain.nftTransfers) {
    if (t.collection !== collection || chain.txs[t.tx]!.block > block) continue;
    if (t.to === account) count += 1n;
    if (t.from === account) count -= 1n;
  }
  return count;
}

interface CallObject {
  to?: unknown;
  data?: unknown;
  input?: unknown;
}

function callData(call: CallObject): string {
  const data = call.input ?? call.data ?? '0x';
  if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data))
    throw invalidParams('invalid argument 0: json: cannot unmarshal hex string of odd length into Go struct field');
  return data.toLowerCase();
}

function tokenView(chain: EvmChainData, target: Account, data: string, block: number): string {
  const fn = data.slice(0, 10);
  const token = target.kind === 'erc20' ? chain.tokens[target.assetIndex!] : undefined;
  const collection = target.kind === 'erc20' ? undefined : chain.collections[target.assetIndex!];
  const facts = token ?? collection;
  if (!facts) throw reverted();
  if (fn === SELECTORS.name) return abiString(facts.name);
  if (fn === SELECTORS.symbol) return abiString(facts.symbol);
  if (fn === SELECTORS.decimals && token) return `0x${wordOfUint(BigInt(token.decimals))}`;
  if (fn === SELECTORS.balanceOf && data.length === 10 + 64) {
    const holder = accountOf(chain, `0x${data.slice(-40)}`);
    if (holder === undefined) return `0x${wordOfUint(0n)}`;
    const balance = token
      ? erc20BalanceAt(chain, target.assetIndex!, holder, block)
      : collection?.ercType === 'ERC-721'
        ? nftCountAt(chain, target.assetIndex!, holder, block)
        : undefined;
    if (balance !== undefined) return `0x${wordOfUint(balance)}`;
  }
  throw reverted();
}

export function stateMethods(chain: EvmChainData): RpcMethodMap {
  return {
    eth_getCode: (params) => {
      const [address, tag] = positionalParams(params);
      const account = accountOf(chain, addressArg(address, 0));
      const n = stateBlock(chain, tag, 1);
      return account !== undefined && hasCodeAt(chain, account, n) ? codeOf(chain, account) : '0x';
    },
    eth_call: (params) => {
      const [call, tag] = positionalParams(params);
      if (typeof call !== 'object' || call === null || Array.isArray(call))
        throw invalidParams(
          'invalid argument 0: json: cannot unmarshal non-object into Go value of type TransactionArgs',
        );
      const c = call as CallObject;
      const data = callData(c);
      const n = stateBlock(chain, tag, 1);
      if (c.to === undefined || c.to === null) return '0x';
      const account = accountOf(chain, addressArg(c.to, 0));
      if (account === undefined || !hasCodeAt(chain, account, n)) return '0x';
      const target = chain.accounts[account]!;
      if (target.assetIndex === undefined) throw reverted();
      return tokenView(chain, target, data, n);
    },
  };
}
