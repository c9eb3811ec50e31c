import { isEvmAddress, isHash32 } from '@shared/ids';
import { latestBlock } from '@sim/dataset/evm/lookup';
import type { EvmChainData } from '@sim/dataset/evm/types';
import { invalidParams, RpcError } from '@sim/http/jsonrpc';

/** Argument readers of the EVM JSON-RPC methods, failing with the messages geth/coreth give. */

export const HEX_QTY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;

export function quantity(value: unknown, index: number): number {
  if (typeof value !== 'string')
    throw invalidParams(
      `invalid argument ${index}: json: cannot unmarshal non-string into Go value of type hexutil.Uint64`,
    );
  if (!value.startsWith('0x')) throw invalidParams(`invalid argument ${index}: hex string without 0x prefix`);
  if (!HEX_QTY.test(value)) throw invalidParams(`invalid argument ${index}: hex number with leading zero digits`);
  return Number.parseInt(value, 16);
}

/** A block number or tag; 'earliest' is before the served history, so it resolves to no block. */
export function blockNumberArg(chain: EvmChainData, value: unknown, index: number): number {
  const head = latestBlock(chain).number;
  if (
    value === undefined ||
    value === null ||
    value === 'latest' ||
    value === 'pending' ||
    value === 'safe' ||
    value === 'finalized'
  ) {
    return head;
  }
  if (value === 'earliest') return 0;
  return quantity(value, index);
}

export function addressArg(value: unknown, index: number): string {
  if (typeof value !== 'string' || !isEvmAddress(value)) {
    throw invalidParams(
      `invalid argument ${index}: hex string has length ${typeof value === 'string' ? value.length - 2 : 0}, want 40 for common.Address`,
    );
  }
  return value;
}

export function hashArg(value: unknown, index: number): string {
  if (typeof value !== 'string' || !isHash32(value))
    throw invalidParams(`invalid argument ${index}: hex string has wrong length, want 64 for common.Hash`);
  return value;
}

/** Block at a number/tag; numbers past the head are an error as coreth reports them. */
export function stateBlock(chain: EvmChainData, value: unknown, index: number): number {
  const n = blockNumberArg(chain, value, index);
  if (n > latestBlock(chain).number) throw new RpcError(-32000, 'header not found');
  return n;
}
