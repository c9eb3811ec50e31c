import { EXPORT_COLUMNS, type ExportRowValues } from '@shared/export/columns';
import type { ExportListKind } from '@shared/export/request';
import { directionOf } from '@shared/format/direction';
import { formatUnits, isIntegerString } from '@shared/format/units';
import { toChecksumAddress } from '@shared/ids';
import type { Erc20Transfer, NativeTransaction } from '@shared/models/data/transactions';

/** One list of one address on one chain: the unit a local export pages through. */
export interface ExportStream {
  chainId: string;
  address: string;
  list: ExportListKind;
}

/** The chain's native token, for the value and fee columns of native rows. */
export interface NativeToken {
  symbol: string;
  decimals: number;
}

/** A row ready to write, with where it sits in time (date ranges and progress use them). */
export interface ExportRow {
  values: ExportRowValues;
  /** Block time, Unix seconds (NaN when the Data API sent none). */
  timestamp: number;
  block: number;
}

const EMPTY: ExportRowValues = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c.key, ''])) as ExportRowValues;

/** `1700000000` → `2023-11-14T22:13:20Z`; empty for a value that is not a time. */
function isoTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Exact decimal of an integer amount; empty when the amount or its decimals are not usable (raw kept). */
function decimal(raw: string, decimals: number): string {
  if (!isIntegerString(raw) || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return '';
  return formatUnits(raw.trim(), decimals, { group: false });
}

function direction(address: string, from: string, to: string): string {
  const way = directionOf(address, from, to);
  return way === 'other' ? '' : way;
}

function fee(tx: NativeTransaction): string {
  return isIntegerString(tx.gasUsed) && isIntegerString(tx.gasPrice)
    ? (BigInt(tx.gasUsed.trim()) * BigInt(tx.gasPrice.trim())).toString()
    : '';
}

function txStatus(raw: string): string {
  return raw === '1' ? 'success' : raw === '0' ? 'failed' : raw;
}

/** The exported addresses, checksummed once each: hashing it again for every row dominated a page's cost. */
const checksums = new Map<string, string>();
function checksummed(address: string): string {
  let known = checksums.get(address);
  if (known === undefined) {
    try {
      known = toChecksumAddress(address);
    } catch {
      known = address;
    }
    if (checksums.size > 1_000) checksums.clear();
    checksums.set(address, known);
  }
  return known;
}

/** A transaction of `transactions:listNative` as a row (values in the chain's native token). */
export function nativeRow(stream: ExportStream, tx: NativeTransaction, token: NativeToken): ExportRow {
  const feeRaw = fee(tx);
  return {
    timestamp: tx.blockTimestamp,
    block: Number(tx.blockNumber),
    values: {
      ...EMPTY,
      chain_id: stream.chainId,
      kind: 'native',
      address: checksummed(stream.address),
      block_number: tx.blockNumber,
      timestamp_utc: isoTime(tx.blockTimestamp),
      tx_hash: tx.txHash,
      from: tx.from.address,
      to: tx.to.address,
      direction: direction(stream.address, tx.from.address, tx.to.address),
      value: decimal(tx.value, token.decimals),
      value_raw: tx.value,
      decimals: String(token.decimals),
      token_symbol: token.symbol,
      fee: feeRaw && decimal(feeRaw, token.decimals),
      fee_raw: feeRaw,
      status: txStatus(tx.txStatus),
      method: tx.method?.methodName || tx.method?.methodHash || '',
    },
  };
}

/** An ERC-20 Transfer log of `transactions:listErc20` as a row (values in the token). */
export function erc20Row(stream: ExportStream, transfer: Erc20Transfer): ExportRow {
  const token = transfer.erc20Token;
  return {
    timestamp: transfer.blockTimestamp,
    block: Number(transfer.blockNumber),
    values: {
      ...EMPTY,
      chain_id: stream.chainId,
      kind: 'erc20',
      address: checksummed(stream.address),
      block_number: transfer.blockNumber,
      timestamp_utc: isoTime(transfer.blockTimestamp),
      tx_hash: transfer.txHash,
      log_index: String(transfer.logIndex),
      from: transfer.from.address,
      to: transfer.to.address,
      direction: direction(stream.address, transfer.from.address, transfer.to.address),
      value: decimal(transfer.value, token.decimals),
      value_raw: transfer.value,
      decimals: String(token.decimals),
      token_symbol: token.symbol,
      token_contract: token.address,
    },
  };
}
