import type { OperationStatusResponse } from '@avalanche-sdk/chainkit/models/components';
import type { Dataset } from '@sim/dataset';
import { Rng } from '@sim/dataset/rng';
import type { Route } from '@sim/http/router';
import { type ExportOutcome, parseExportBody, runExport } from './export-job';
import { missingEntity } from './params';

/** How long an export stays RUNNING before it completes (or fails). */
export const EXPORT_DURATION_MS = 1_500;

interface Operation {
  id: string;
  createdAtMs: number;
  outcome: ExportOutcome;
}

/** A v4-style UUID from the simulator's rng, so ids repeat across runs with the same seed. */
function uuid(rng: Rng): string {
  const h = rng.hex(16).slice(2).split('');
  h[12] = '4';
  h[16] = '89ab'[rng.int(0, 3)] as string;
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const seconds = (ms: number) => Math.floor(ms / 1000);
const downloadPath = (id: string) => `/__sim/exports/${id}/transactions.csv`;

/** The Operation as `/v1/operations/{id}` reports it at `now` (typed with the SDK's enums). */
function operationBody(op: Operation, now: number, origin: string): OperationStatusResponse {
  const done = now - op.createdAtMs >= EXPORT_DURATION_MS;
  const base = {
    operationId: op.id,
    operationType: 'TRANSACTION_EXPORT_EVM' as const,
    createdAtTimestamp: seconds(op.createdAtMs),
    updatedAtTimestamp: seconds(done ? op.createdAtMs + EXPORT_DURATION_MS : op.createdAtMs),
  };
  if (!done) return { ...base, operationStatus: 'RUNNING', message: 'Transaction export is in progress' };
  const o = op.outcome;
  if (!o.ok) return { ...base, operationStatus: 'FAILED', message: o.message, metadata: { code: 'ErrInvalidRequest' } };
  const downloadUrl = `${origin}${downloadPath(op.id)}`;
  if (o.nextDate) {
    return {
      ...base,
      operationStatus: 'COMPLETED_WITH_WARNING',
      message: `Exported ${o.rows} transactions; the export was truncated, continue from ${o.nextDate}`,
      metadata: { code: 'WarnTruncatedExport', downloadUrl, nextDate: o.nextDate },
    };
  }
  return {
    ...base,
    operationStatus: 'COMPLETED',
    message: `Exported ${o.rows} transactions`,
    metadata: { downloadUrl },
  };
}

/**
 * Test control (`POST /__sim/exports/download-origin {"origin": …}`): the origin written into
 * `metadata.downloadUrl` instead of the simulator's own, to see a client refuse a foreign one.
 */
export interface ExportControls {
  downloadOrigin?: string;
}

/** Asynchronous transaction export: create (201), poll, and download the CSV from this simulator. */
export function exportRoutes(ds: Dataset, controls: ExportControls = {}): Route[] {
  const operations = new Map<string, Operation>();
  const rng = new Rng(ds.seed).fork('operations');
  const find = (id: string) => operations.get(id) ?? missingEntity(`Operation ${id} not found`);
  return [
    {
      method: 'POST',
      pattern: '/v1/operations/transactions:export',
      handler: (req) => {
        const request = parseExportBody(req.body);
        const op: Operation = { id: uuid(rng), createdAtMs: Date.now(), outcome: runExport(ds, request) };
        operations.set(op.id, op);
        return { status: 201, body: operationBody(op, op.createdAtMs, controls.downloadOrigin ?? req.origin) };
      },
    },
    {
      method: 'GET',
      pattern: '/v1/operations/{operationId}',
      handler: (req) => ({
        status: 200,
        body: operationBody(find(req.params.operationId as string), Date.now(), controls.downloadOrigin ?? req.origin),
      }),
    },
    {
      method: 'GET',
      pattern: downloadPath('{operationId}'),
      handler: (req) => {
        const op = find(req.params.operationId as string);
        const ready = Date.now() - op.createdAtMs >= EXPORT_DURATION_MS;
        if (!ready || !op.outcome.ok) return missingEntity(`Export ${op.id} has no file`);
        return {
          status: 200,
          body: null,
          raw: op.outcome.csv,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="transactions-${op.id}.csv"`,
          },
        };
      },
    },
  ];
}
