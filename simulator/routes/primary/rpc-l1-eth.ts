import { EVM_ADDRESS_HEX, isHash32 } from '@shared/ids';
import { sha256, toHex } from '@sim/dataset/primary/codec';
import type { BlockchainRecord, EvmChainRecord, FeeConfig } from '@sim/dataset/primary/types';
import { invalidParams, positionalParams, RpcError, type RpcMethodMap } from '@sim/http/jsonrpc';
import { L1_MAX_BLOCKS_PER_REQUEST } from '@sim/routes/evm/rpc-logs';

/**
 * The standard Ethereum reads of a subnet-EVM chain (the spec: "standard Ethereum methods are also supported").
 * The dataset models these chains without transactions, so blocks are empty, balances are the genesis
 * allocation at every height, and no transaction hash is known.
 */

const hex = (n: bigint | number) => `0x${n.toString(16)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;
const EMPTY_ROOT = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';
const EMPTY_UNCLES = '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347';
/** subnet-evm's coinbase when fee recipients are not allowed: fees go to the black hole. */
const BLACKHOLE = '0x0100000000000000000000000000000000000000';
const HEAD_TAGS = new Set(['latest', 'pending', 'safe', 'finalized']);
const HEX_QTY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;

const derivedHash = (chainId: string, label: string) => toHex(sha256(Buffer.from(`${chainId}:${label}`, 'utf8')));

/** A block hash ends with the block number, so a hash leads back to its block without an index. */
function blockHash(chainId: string, n: number): string {
  const bytes = sha256(Buffer.from(`${chainId}:block:${n}`, 'utf8'));
  new DataView(bytes.buffer, bytes.byteOffset).setBigUint64(24, BigInt(n));
  return toHex(bytes);
}

/** The number of the block with this hash, if the chain has it. */
export function blockNumberOfHash(
  record: BlockchainRecord & { evm: EvmChainRecord },
  hash: string,
): number | undefined {
  if (!isHash32(hash)) return undefined;
  const n = Number(BigInt(`0x${hash.slice(-16)}`));
  return n <= record.evm.latestBlock && blockHash(record.blockchainId, n) === hash.toLowerCase() ? n : undefined;
}

function blockNumberArg(value: unknown, chain: EvmChainRecord, index: number): number {
  if (value === undefined || value === null || (typeof value === 'string' && HEAD_TAGS.has(value))) {
    return chain.latestBlock;
  }
  if (value === 'earliest') return 0;
  if (typeof value !== 'string' || !HEX_QTY.test(value)) {
    throw invalidParams(`invalid argument ${index}: hex string without 0x prefix or with leading zero digits`);
  }
  return Number.parseInt(value, 16);
}

/** subnet-evm's extras.DefaultFeeConfig: what a block before Subnet-EVM's activation answers. */
const DEFAULT_FEE_CONFIG: FeeConfig = {
  gasLimit: 8_000_000,
  targetBlockRate: 2,
  minBaseFee: 25_000_000_000,
  targetGas: 15_000_000,
  baseFeeChangeDenominator: 36,
  minBlockGasCost: 0,
  maxBlockGasCost: 1_000_000,
  blockGasCostStep: 200_000,
};

/**
 * The fee config in force at a block (BlockChain.GetFeeConfigAt): the default one and no lastChangedAt
 * before Subnet-EVM is active; then the chain's, until the fee manager changed it.
 */
export function feeConfigAtBlock(
  chain: EvmChainRecord,
  block: number,
): { config: FeeConfig; lastChangedAt: number | null } {
  if (blockTimestamp(chain, block) < chain.subnetEVMTimestamp)
    return { config: DEFAULT_FEE_CONFIG, lastChangedAt: null };
  return block >= chain.feeLastChangedAt
    ? { config: chain.currentFeeConfig, lastChangedAt: chain.feeLastChangedAt }
    : { config: chain.feeConfig, lastChangedAt: 0 };
}

/** Block times spread evenly from genesis to the latest block. */
export function blockTimestamp(chain: EvmChainRecord, n: number): number {
  const last = Math.max(chain.genesisTimestamp, chain.latestBlockTimestamp);
  return chain.genesisTimestamp + Math.floor(((last - chain.genesisTimestamp) * n) / chain.latestBlock);
}

function blockJson(record: BlockchainRecord, chain: EvmChainRecord, n: number) {
  const id = record.blockchainId;
  const fees = feeConfigAtBlock(chain, n).config;
  return {
    baseFeePerGas: hex(fees.minBaseFee),
    blockGasCost: '0x0',
    difficulty: '0x1',
    extraData: '0x',
    gasLimit: hex(fees.gasLimit),
    gasUsed: '0x0',
    hash: blockHash(id, n),
    logsBloom: `0x${'0'.repeat(512)}`,
    miner: BLACKHOLE,
    mixHash: ZERO_HASH,
    nonce: '0x0000000000000000',
    number: hex(n),
    parentHash: n === 0 ? ZERO_HASH : blockHash(id, n - 1),
    receiptsRoot: EMPTY_ROOT,
    sha3Uncles: EMPTY_UNCLES,
    size: '0x2c4',
    stateRoot: derivedHash(id, `state:${n}`),
    timestamp: hex(blockTimestamp(chain, n)),
    totalDifficulty: hex(n + 1),
    transactions: [],
    transactionsRoot: EMPTY_ROOT,
    uncles: [],
  };
}

function allocatedBalance(chain: EvmChainRecord, address: string): bigint {
  const alloc = (chain.genesis.alloc ?? {}) as Record<string, { balance?: string }>;
  const key = Object.keys(alloc).find((a) => a.toLowerCase() === address.toLowerCase());
  return key === undefined ? 0n : BigInt(alloc[key]?.balance ?? '0x0');
}

function hashArg(value: unknown): string {
  if (typeof value !== 'string' || !isHash32(value)) {
    throw invalidParams('invalid argument 0: hex string has wrong length, want 64 for common.Hash');
  }
  return value;
}

export function l1EthMethods(record: BlockchainRecord & { evm: EvmChainRecord }): RpcMethodMap {
  const chain = record.evm;
  return {
    eth_getBlockByNumber: (params) => {
      const [tag, fullTx] = positionalParams(params);
      const n = blockNumberArg(tag, chain, 0);
      if (typeof fullTx !== 'boolean') {
        throw invalidParams('invalid argument 1: json: cannot unmarshal into Go value of type bool');
      }
      return n > chain.latestBlock ? null : blockJson(record, chain, n);
    },
    eth_getBlockByHash: (params) => {
      const [hash, fullTx] = positionalParams(params);
      const n = blockNumberOfHash(record, hashArg(hash));
      if (typeof fullTx !== 'boolean') {
        throw invalidParams('invalid argument 1: json: cannot unmarshal into Go value of type bool');
      }
      return n === undefined ? null : blockJson(record, chain, n);
    },
    eth_getTransactionByHash: (params) => {
      hashArg(positionalParams(params)[0]);
      return null;
    },
    eth_getTransactionReceipt: (params) => {
      hashArg(positionalParams(params)[0]);
      return null;
    },
    eth_getBalance: (params) => {
      const [address, tag] = positionalParams(params);
      if (typeof address !== 'string' || !EVM_ADDRESS_HEX.test(address)) {
        throw invalidParams('invalid argument 0: hex string has wrong length, want 40 for common.Address');
      }
      if (blockNumberArg(tag, chain, 1) > chain.latestBlock) throw new RpcError(-32000, 'header not found');
      return hex(allocatedBalance(chain, address));
    },
    eth_getTransactionCount: (params) => {
      const [address, tag] = positionalParams(params);
      stateAt(address, tag);
      return hex(0);
    },
    eth_getCode: (params) => {
      const [address, tag] = positionalParams(params);
      return allocatedCode(chain, stateAt(address, tag));
    },
    eth_call: (params) => {
      const [call, tag] = positionalParams(params);
      const to = typeof call === 'object' && call !== null ? (call as { to?: unknown }).to : undefined;
      if (to === undefined || to === null) return '0x';
      // Genesis contracts are not executed here: a call to one reverts, a call to an account without code is empty.
      if (allocatedCode(chain, stateAt(to, tag)) !== '0x') throw new RpcError(-32000, 'execution reverted');
      return '0x';
    },
    eth_getLogs: (params) => {
      const [query] = positionalParams(params);
      const q = (typeof query === 'object' && query !== null ? query : {}) as {
        fromBlock?: unknown;
        toBlock?: unknown;
      };
      const from = blockNumberArg(q.fromBlock, chain, 0);
      const to = blockNumberArg(q.toBlock, chain, 0);
      if (from > to) throw new RpcError(-32000, 'invalid block range params');
      if (to > chain.latestBlock) throw invalidParams('block range extends beyond current head block');
      if (to - from >= L1_MAX_BLOCKS_PER_REQUEST)
        throw new RpcError(
          -32000,
          `requested too many blocks from ${from} to ${to}, maximum is set to ${L1_MAX_BLOCKS_PER_REQUEST}`,
        );
      return [];
    },
  };

  function stateAt(address: unknown, tag: unknown): string {
    if (typeof address !== 'string' || !EVM_ADDRESS_HEX.test(address)) {
      throw invalidParams('invalid argument 0: hex string has wrong length, want 40 for common.Address');
    }
    if (blockNumberArg(tag, chain, 1) > chain.latestBlock) throw new RpcError(-32000, 'header not found');
    return address;
  }
}

/** Code the genesis allocation gives an address (the chain has no deployments after it). */
function allocatedCode(chain: EvmChainRecord, address: string): string {
  const alloc = (chain.genesis.alloc ?? {}) as Record<string, { code?: string }>;
  const key = Object.keys(alloc).find((a) => a.toLowerCase() === address.toLowerCase());
  const code = key === undefined ? undefined : alloc[key]?.code;
  return typeof code === 'string' && code.startsWith('0x') ? code.toLowerCase() : '0x';
}
