import { keccak_256 } from '@noble/hashes/sha3.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { keccakHex, TRANSFER_SINGLE_TOPIC, TRANSFER_TOPIC, wordOfAddress, wordOfUint } from '@sim/dataset/evm/abi';
import { txInput } from '@sim/dataset/evm/calldata';
import type { EvmBlock, EvmChainData, EvmTx } from '@sim/dataset/evm/types';

/** geth/coreth JSON of blocks, transactions, receipts and logs (hex quantities), from dataset records. */

export const hexQty = (v: bigint | number) => `0x${v.toString(16)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;
const EMPTY_UNCLES = '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347';
/** Coreth puts this fixed coinbase in every block (fees are burned). */
const COINBASE = '0x0100000000000000000000000000000000000000';

/** A stable 32-byte value derived from a hash and a label (roots and signatures we do not model). */
const derived = (hash: string, label: string) => keccakHex(utf8ToBytes(`${hash}:${label}`));

const blockOf = (chain: EvmChainData, tx: EvmTx) => chain.blocks[tx.block - chain.spec.firstBlock] as EvmBlock;
const addr = (chain: EvmChainData, account: number) => chain.accounts[account]!.address.toLowerCase();

export interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  transactionHash: string;
  transactionIndex: string;
  blockHash: string;
  logIndex: string;
  removed: boolean;
}

/** Transfer / TransferSingle logs of a transaction, in log order. */
export function txLogs(chain: EvmChainData, tx: EvmTx): RpcLog[] {
  const b = blockOf(chain, tx);
  const common = {
    blockNumber: hexQty(b.number),
    transactionHash: tx.hash,
    transactionIndex: hexQty(tx.index),
    blockHash: b.hash,
    removed: false,
  };
  const logs: (RpcLog & { order: number })[] = [];
  for (const t of tx.erc20) {
    logs.push({
      address: addr(chain, chain.tokens[t.token]!.account),
      topics: [TRANSFER_TOPIC, `0x${wordOfAddress(addr(chain, t.from))}`, `0x${wordOfAddress(addr(chain, t.to))}`],
      data: `0x${wordOfUint(t.value)}`,
      ...common,
      logIndex: hexQty(t.logIndex),
      order: t.logIndex,
    });
  }
  for (const t of tx.nft) {
    const c = chain.collections[t.collection]!;
    const address = addr(chain, c.account);
    const erc721 = c.ercType === 'ERC-721';
    logs.push({
      address,
      topics: erc721
        ? [
            TRANSFER_TOPIC,
            `0x${wordOfAddress(addr(chain, t.from))}`,
            `0x${wordOfAddress(addr(chain, t.to))}`,
            `0x${wordOfUint(t.tokenId)}`,
          ]
        : [
            TRANSFER_SINGLE_TOPIC,
            `0x${wordOfAddress(addr(chain, t.operator))}`,
            `0x${wordOfAddress(addr(chain, t.from))}`,
            `0x${wordOfAddress(addr(chain, t.to))}`,
          ],
      data: erc721 ? '0x' : `0x${wordOfUint(t.tokenId)}${wordOfUint(t.value)}`,
      ...common,
      logIndex: hexQty(t.logIndex),
      order: t.logIndex,
    });
  }
  return logs.sort((x, y) => x.order - y.order).map(({ order: _order, ...log }) => log);
}

/** The 2048-bit bloom filter of logs, as the yellow paper defines it. */
export function logsBloom(logs: RpcLog[]): string {
  const bloom = new Uint8Array(256);
  const add = (hex: string) => {
    const h = keccak_256(hexToBytes(hex.slice(2)));
    for (let i = 0; i < 6; i += 2) {
      const bit = ((h[i]! << 8) | h[i + 1]!) & 2047;
      bloom[255 - (bit >> 3)]! |= 1 << (bit & 7);
    }
  };
  for (const log of logs) {
    add(log.address);
    for (const t of log.topics) add(t);
  }
  return `0x${Buffer.from(bloom).toString('hex')}`;
}

function signature(chain: EvmChainData, tx: EvmTx) {
  const yParity = Number.parseInt(tx.hash.slice(-1), 16) & 1;
  const v = tx.txType === 2 ? yParity : Number(chain.spec.evmChainId) * 2 + 35 + yParity;
  return {
    v: hexQty(v),
    r: derived(tx.hash, 'r'),
    s: derived(tx.hash, 's'),
    ...(tx.txType === 2 ? { yParity: hexQty(yParity) } : {}),
  };
}

export function rpcTransaction(chain: EvmChainData, tx: EvmTx) {
  const b = blockOf(chain, tx);
  return {
    blockHash: b.hash,
    blockNumber: hexQty(b.number),
    from: addr(chain, tx.from),
    gas: hexQty(tx.gasLimit),
    gasPrice: hexQty(tx.gasPrice),
    ...(tx.txType === 2
      ? {
          maxFeePerGas: hexQty(tx.maxFeePerGas ?? tx.gasPrice),
          maxPriorityFeePerGas: hexQty(tx.maxPriorityFeePerGas ?? 0n),
        }
      : {}),
    hash: tx.hash,
    input: txInput(chain, tx),
    nonce: hexQty(tx.nonce),
    to: tx.kind === 'deploy' ? null : addr(chain, tx.to),
    transactionIndex: hexQty(tx.index),
    value: hexQty(tx.value),
    type: hexQty(tx.txType),
    ...(tx.txType === 2 ? { accessList: [] } : {}),
    chainId: hexQty(Number(chain.spec.evmChainId)),
    ...signature(chain, tx),
  };
}

export function rpcReceipt(chain: EvmChainData, tx: EvmTx) {
  const b = blockOf(chain, tx);
  let cumulative = 0;
  for (let i = b.firstTx; i <= b.firstTx + tx.index; i++) cumulative += chain.txs[i]!.gasUsed;
  const logs = txLogs(chain, tx);
  return {
    blockHash: b.hash,
    blockNumber: hexQty(b.number),
    contractAddress: tx.kind === 'deploy' ? addr(chain, tx.to) : null,
    cumulativeGasUsed: hexQty(cumulative),
    effectiveGasPrice: hexQty(tx.gasPrice),
    from: addr(chain, tx.from),
    gasUsed: hexQty(tx.gasUsed),
    logs,
    logsBloom: logsBloom(logs),
    status: tx.success ? '0x1' : '0x0',
    to: tx.kind === 'deploy' ? null : addr(chain, tx.to),
    transactionHash: tx.hash,
    transactionIndex: hexQty(tx.index),
    type: hexQty(tx.txType),
  };
}

export function rpcBlock(chain: EvmChainData, b: EvmBlock, fullTransactions: boolean) {
  const txs = chain.txs.slice(b.firstTx, b.firstTx + b.txCount);
  const inputBytes = txs.reduce((s, tx) => s + (txInput(chain, tx).length - 2) / 2 + 110, 0);
  return {
    baseFeePerGas: hexQty(b.baseFee),
    blobGasUsed: '0x0',
    blockGasCost: '0x0',
    difficulty: '0x1',
    excessBlobGas: '0x0',
    extDataGasUsed: '0x0',
    extDataHash: '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421',
    extraData: derived(b.hash, 'extra'),
    gasLimit: hexQty(b.gasLimit),
    gasUsed: hexQty(b.gasUsed),
    hash: b.hash,
    logsBloom: logsBloom(txs.flatMap((tx) => txLogs(chain, tx))),
    miner: COINBASE,
    mixHash: ZERO_HASH,
    nonce: '0x0000000000000000',
    number: hexQty(b.number),
    parentBeaconBlockRoot: ZERO_HASH,
    parentHash: b.parentHash,
    receiptsRoot: derived(b.hash, 'receipts'),
    sha3Uncles: EMPTY_UNCLES,
    size: hexQty(620 + Math.round(inputBytes)),
    stateRoot: derived(b.hash, 'state'),
    timestamp: hexQty(b.timestamp),
    timestampMilliseconds: hexQty(b.timestamp * 1000 + b.timestampMs),
    totalDifficulty: hexQty(b.number),
    transactions: fullTransactions ? txs.map((tx) => rpcTransaction(chain, tx)) : txs.map((tx) => tx.hash),
    transactionsRoot: txs.length
      ? derived(b.hash, 'transactions')
      : '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421',
    uncles: [],
  };
}
