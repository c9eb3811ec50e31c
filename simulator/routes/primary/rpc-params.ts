import { isCb58Id, isNodeId } from '@shared/ids';
import { invalidParams, namedParams, RpcError, SERVER_ERROR } from '@sim/http/jsonrpc';

/**
 * Reading named params the way avalanchego's JSON decoding accepts them (Go's encoding/json matches keys
 * case-insensitively, so `blockId` fills `blockID`); failures are JSON-RPC errors.
 */

export const serverError = (message: string) => new RpcError(SERVER_ERROR, message);

export class Params {
  private readonly values: Record<string, unknown>;

  constructor(raw: unknown) {
    this.values = namedParams(raw);
  }

  private value(name: string): unknown {
    if (Object.hasOwn(this.values, name)) return this.values[name];
    const lower = name.toLowerCase();
    const key = Object.keys(this.values).find((k) => k.toLowerCase() === lower);
    return key === undefined ? undefined : this.values[key];
  }

  has(name: string): boolean {
    const v = this.value(name);
    return v !== undefined && v !== null;
  }

  optionalString(name: string): string | undefined {
    const v = this.value(name);
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string') throw invalidParams(`${name}: expected a string`);
    return v;
  }

  string(name: string): string {
    const v = this.optionalString(name);
    if (v === undefined || v === '') throw invalidParams(`argument '${name}' not given`);
    return v;
  }

  /** json.Uint64: a non-negative integer, as a number or a decimal string. */
  optionalUint(name: string): number | undefined {
    const v = this.value(name);
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v;
    if (typeof v === 'string' && /^\d+$/.test(v) && Number.isSafeInteger(Number(v))) return Number(v);
    throw invalidParams(`${name}: expected a non-negative integer, got ${JSON.stringify(v)}`);
  }

  uint(name: string): number {
    const v = this.optionalUint(name);
    if (v === undefined) throw invalidParams(`argument '${name}' not given`);
    return v;
  }

  /** A cb58 id (tx, block, blockchain, subnet). */
  id(name: string): string {
    const v = this.string(name);
    if (!isCb58Id(v)) throw invalidParams(`couldn't parse ${name} "${v}": invalid cb58 id or checksum`);
    return v;
  }

  optionalId(name: string): string | undefined {
    return this.has(name) && this.value(name) !== '' ? this.id(name) : undefined;
  }

  optionalStringList(name: string): string[] | undefined {
    const v = this.value(name);
    if (v === undefined || v === null) return undefined;
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
      throw invalidParams(`${name}: expected a list of strings`);
    return v as string[];
  }

  optionalNodeIds(name: string): string[] | undefined {
    const ids = this.optionalStringList(name);
    for (const id of ids ?? []) {
      if (!isNodeId(id)) throw invalidParams(`couldn't parse nodeID "${id}": expected NodeID-<cb58>`);
    }
    return ids;
  }

  /** `encoding`: one of `allowed`, `hex` when absent. */
  encoding<T extends string>(allowed: readonly T[]): T {
    const v = this.optionalString('encoding') ?? 'hex';
    if (!(allowed as readonly string[]).includes(v)) {
      throw invalidParams(`invalid encoding "${v}": expected ${allowed.join(' or ')}`);
    }
    return v as T;
  }
}
