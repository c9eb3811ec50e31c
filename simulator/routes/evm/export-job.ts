import { evmAddressProblem } from '@shared/ids';
import type { Dataset } from '@sim/dataset';
import { SIM_NOW } from '@sim/dataset/constants';
import { accountOf, findChain } from '@sim/dataset/evm/lookup';
import type { EvmChainData, EvmTx } from '@sim/dataset/evm/types';
import { badInput } from './params';
import { method } from './render';

/** Validation and content of a TRANSACTION_EXPORT_EVM job. */

/** Rows beyond this end the export early with a warning and a `nextDate` to continue from. */
export const MAX_EXPORT_ROWS = 5_000;

export interface ExportRequest {
  firstDate?: string;
  lastDate?: string;
  addresses: string[];
  includeChains: string[];
}

export type ExportOutcome = { ok: true; csv: string; rows: number; nextDate?: string } | { ok: false; message: string };

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Checks the request's shape; a malformed body is a 400 (no operation is created). */
export function parseExportBody(body: unknown): ExportRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return badInput('Request body must be a JSON object');
  const b = body as Record<string, unknown>;
  if (b.type !== 'TRANSACTION_EXPORT_EVM') return badInput('type must be TRANSACTION_EXPORT_EVM');
  for (const key of ['firstDate', 'lastDate', 'startDate', 'endDate']) {
    if (b[key] !== undefined && typeof b[key] !== 'string') badInput(`${key} must be a string`);
  }
  const options = b.options;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return badInput('options is required');
  const o = options as Record<string, unknown>;
  if (!isStringArray(o.addresses)) return badInput('options.addresses must be an array of strings');
  if (!isStringArray(o.includeChains)) return badInput('options.includeChains must be an array of strings');
  return {
    firstDate: (b.firstDate ?? b.startDate) as string | undefined,
    lastDate: (b.lastDate ?? b.endDate) as string | undefined,
    addresses: o.addresses,
    includeChains: o.includeChains,
  };
}

/** Seconds of a `YYYY-MM-DD` (or full ISO 8601) date, or null when it is not one. */
function parseDate(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

const isoDay = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);

function csvRow(chain: EvmChainData, tx: EvmTx): string {
  const b = chain.blocks[tx.block - chain.spec.firstBlock]!;
  const fee = BigInt(tx.gasUsed) * tx.gasPrice;
  return [
    chain.spec.evmChainId,
    b.number,
    new Date(b.timestamp * 1000).toISOString(),
    tx.hash,
    chain.accounts[tx.from]!.address,
    chain.accounts[tx.to]!.address,
    tx.value,
    tx.success ? 1 : 0,
    tx.gasUsed,
    tx.gasPrice,
    fee,
    `"${method(tx).methodName}"`,
  ].join(',');
}

const HEADER = 'chainId,blockNumber,blockTimestamp,txHash,from,to,value,txStatus,gasUsed,gasPrice,fee,methodName';

/** Runs the export: an invalid request (semantically) yields a failure message instead of rows. */
export function runExport(ds: Dataset, req: ExportRequest): ExportOutcome {
  if (req.addresses.length === 0) return { ok: false, message: 'options.addresses must contain at least one address' };
  for (const a of req.addresses) {
    const problem = evmAddressProblem(a);
    if (problem) return { ok: false, message: `Invalid address ${a}: ${problem}` };
  }
  const chains: EvmChainData[] = [];
  for (const id of req.includeChains) {
    const chain = findChain(ds.evm, id);
    if (!chain) return { ok: false, message: `Unsupported chain ${id} in options.includeChains` };
    chains.push(chain);
  }
  const first = req.firstDate === undefined ? 0 : parseDate(req.firstDate);
  const last = req.lastDate === undefined ? SIM_NOW : parseDate(req.lastDate);
  if (first === null) return { ok: false, message: `firstDate "${req.firstDate}" is not a date (YYYY-MM-DD)` };
  if (last === null) return { ok: false, message: `lastDate "${req.lastDate}" is not a date (YYYY-MM-DD)` };
  if (last < first) return { ok: false, message: 'lastDate must not be before firstDate' };
  // A date-only lastDate includes that whole day.
  const lastInclusive = req.lastDate !== undefined && req.lastDate.length === 10 ? last + 86_399 : last;

  const rows: { ts: number; line: string }[] = [];
  for (const chain of chains.length ? chains : ds.evm.chains) {
    const seen = new Set<number>();
    for (const address of req.addresses) {
      const account = accountOf(chain, address);
      for (const i of account === undefined ? [] : (chain.txsByAccount.get(account) ?? [])) {
        if (seen.has(i)) continue;
        seen.add(i);
        const tx = chain.txs[i]!;
        const ts = chain.blocks[tx.block - chain.spec.firstBlock]!.timestamp;
        if (ts >= first && ts <= lastInclusive) rows.push({ ts, line: csvRow(chain, tx) });
      }
    }
  }
  rows.sort((x, y) => x.ts - y.ts);
  const cut = rows[MAX_EXPORT_ROWS];
  // Truncate at a day boundary so an export continued from nextDate repeats nothing.
  const cutDay = cut ? Math.floor(cut.ts / 86_400) * 86_400 : Number.POSITIVE_INFINITY;
  let kept = rows.filter((r) => r.ts < cutDay);
  let nextDate: string | undefined;
  if (cut && kept.length === 0) {
    // One day alone is over the limit: export its first rows and continue with the next day.
    kept = rows.slice(0, MAX_EXPORT_ROWS);
    nextDate = isoDay(cutDay + 86_400);
  } else if (cut) nextDate = isoDay(cutDay);
  const csv = [HEADER, ...kept.map((r) => r.line)].join('\n');
  return { ok: true, csv: `${csv}\n`, rows: kept.length, ...(nextDate ? { nextDate } : {}) };
}
