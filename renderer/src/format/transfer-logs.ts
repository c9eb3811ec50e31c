import type { EvmLog } from '@shared/models/node/evm';

/** keccak256("Transfer(address,address,uint256)"): ERC-20 and ERC-721 share the event. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** A Transfer event read from a log: ERC-20 (amount in data) or ERC-721 (token id as a fourth topic). */
export interface DecodedTransfer {
  kind: 'ERC-20' | 'ERC-721';
  token: string;
  from: string;
  to: string;
  /** The raw amount (ERC-20) or the token id (ERC-721). */
  value: bigint;
  logIndex: number;
  blockNumber: number | null;
  txHash: string | null;
}

const addressOfTopic = (topic: string) => `0x${topic.slice(-40)}`;

/** The log as a Transfer, or null when it is another event or does not have a Transfer's shape. */
export function decodeTransfer(log: EvmLog): DecodedTransfer | null {
  if (log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC || log.topics.length < 3) return null;
  const common = {
    token: log.address.toLowerCase(),
    from: addressOfTopic(log.topics[1] as string),
    to: addressOfTopic(log.topics[2] as string),
    logIndex: log.logIndex ? Number(BigInt(log.logIndex)) : 0,
    blockNumber: log.blockNumber ? Number(BigInt(log.blockNumber)) : null,
    txHash: log.transactionHash ?? null,
  };
  if (log.topics.length === 4) return { kind: 'ERC-721', value: BigInt(log.topics[3] as string), ...common };
  if (log.topics.length === 3 && /^0x[0-9a-fA-F]{64}$/.test(log.data)) {
    return { kind: 'ERC-20', value: BigInt(log.data), ...common };
  }
  return null;
}

export const decodeTransfers = (logs: readonly EvmLog[]): DecodedTransfer[] =>
  logs.map(decodeTransfer).filter((t): t is DecodedTransfer => t !== null);

/** The 32-byte topic of an address, to filter Transfer logs by sender (topic 1) or receiver (topic 2). */
export const addressTopic = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
