import type { PageLimit } from '@shared/contract/data/common';
import { evmAddressProblem, isHash32 } from '@shared/ids';
import type { Dataset } from '@sim/dataset';
import { findChain } from '@sim/dataset/evm/lookup';
import { type CurrencyCode, isCurrencyCode } from '@sim/dataset/evm/prices';
import type { EvmChainData } from '@sim/dataset/evm/types';
import { SimHttpError } from '@sim/http/errors';

/** Request validation shared by the EVM routes: `badInput` answers 400, `missingEntity` 404 (thrown, the server renders the ErrorBody). */

export const badInput = (message: string): never => {
  throw new SimHttpError(400, message);
};
export const missingEntity = (message: string): never => {
  throw new SimHttpError(404, message);
};

const CHAIN_ID = /^(\d{1,12}|[1-9A-HJ-NP-Za-km-z]{40,60})$/;

/** The chain named by a `chainId` path segment (EVM chain id or blockchain id). */
export function chainParam(ds: Dataset, value: string): EvmChainData {
  if (!CHAIN_ID.test(value)) badInput(`Invalid chainId "${value}": expected an EVM chain id or a blockchain id`);
  return findChain(ds.evm, value) ?? missingEntity(`Chain ${value} is not supported`);
}

export function addressParam(value: string, name = 'address'): string {
  const problem = evmAddressProblem(value);
  if (problem) badInput(`Invalid ${name} "${value}": ${problem}`);
  return value;
}

export function txHashParam(value: string, name = 'txHash'): string {
  if (!isHash32(value)) badInput(`Invalid ${name} "${value}": must be 0x followed by 64 hex characters`);
  return value;
}

/** `pageSize` within the contract's bounds for the channel (`PAGE_LIMITS`), or the service's default. */
export function pageSizeParam(query: URLSearchParams, limits: PageLimit): number {
  const raw = query.get('pageSize');
  if (raw === null) return limits.default;
  if (!/^\d+$/.test(raw)) badInput(`pageSize must be an integer between ${limits.min} and ${limits.max}`);
  const n = Number(raw);
  if (n < limits.min || n > limits.max)
    badInput(`pageSize must be between ${limits.min} and ${limits.max}, got ${raw}`);
  return n;
}

export function currencyParam(query: URLSearchParams): CurrencyCode {
  const raw = query.get('currency');
  if (raw === null) return 'usd';
  if (!isCurrencyCode(raw)) {
    badInput('currency must be one of usd, eur, aud, cad, chf, clp, cny, czk, dkk, gbp, hkd, huf, jpy, nzd');
  }
  return raw as CurrencyCode;
}

/** An optional non-negative integer query parameter. */
export function nonNegativeIntParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)))
    badInput(`${name} must be a non-negative integer, got "${raw}"`);
  return Number(raw);
}

export function booleanParam(query: URLSearchParams, name: string, defaultValue: boolean): boolean {
  const raw = query.get(name);
  if (raw === null) return defaultValue;
  if (raw !== 'true' && raw !== 'false') badInput(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

export function enumParam<const T extends string>(
  query: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(values as readonly string[]).includes(raw))
    badInput(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as T;
}

/** Block number query (decimal string) within the chain; defaults to the latest block. */
export function blockNumberParam(query: URLSearchParams, chain: EvmChainData, latest: number): number {
  const raw = query.get('blockNumber');
  if (raw === null) return latest;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)))
    badInput(`blockNumber must be a decimal block number, got "${raw}"`);
  const n = Number(raw);
  if (n > latest) badInput(`blockNumber ${raw} is after the latest block ${latest} of chain ${chain.spec.evmChainId}`);
  return n;
}
