import type { Result } from '@shared/contract';
import { FINISHED_OPERATION_STATUSES } from '@shared/models/data/operations';
import type { EvmChainData } from '@sim/dataset/evm/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

const DAY = 86_400;
const isoDay = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Transaction export jobs (POST, then poll the operation) through invoke → router → DataApiClient → simulator. */
describe('data export', () => {
  const h = harnessForFile();
  let chain: EvmChainData;
  let account: number;
  let address: string;
  /** Days spanning part of the account's history. */
  let firstDate: string;
  let lastDate: string;
  let expectedHashes: string[];

  beforeAll(() => {
    chain = h.sim.dataset.evm.fuji;
    const [picked, list] = [...chain.txsByAccount.entries()].find(
      ([i, txs]) => chain.accounts[i]!.kind === 'eoa' && txs.length > 40 && txs.length < 400,
    )!;
    account = picked;
    address = chain.accounts[account]!.address;
    const timeOf = (txIndex: number) => chain.blocks[chain.txs[txIndex]!.block - chain.spec.firstBlock]!.timestamp;
    firstDate = isoDay(timeOf(list[10]!));
    lastDate = isoDay(timeOf(list[30]!));
    const from = Date.parse(`${firstDate}T00:00:00Z`) / 1000;
    const until = Date.parse(`${lastDate}T00:00:00Z`) / 1000 + DAY;
    expectedHashes = list.filter((i) => timeOf(i) >= from && timeOf(i) < until).map((i) => chain.txs[i]!.hash);
  });

  /** Polls data.getOperation until the job leaves RUNNING. */
  async function finished(operationId: string): Promise<Result<'data.getOperation'>> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const op = await h.ok('data.getOperation', { operationId });
      if (FINISHED_OPERATION_STATUSES.includes(op.operationStatus)) return op;
      expect(op.operationStatus).toBe('RUNNING');
      if (Date.now() > deadline) throw new Error(`operation ${operationId} still running`);
      await sleep(100);
    }
  }

  const csvRows = (csv: string) =>
    csv
      .trim()
      .split('\n')
      .map((line) => line.split(','));

  it('runs an export to completion; the CSV lists the address transactions in the date range', async () => {
    const options = { addresses: [address], includeChains: ['43113'] };
    const [current, deprecated, invalid] = await Promise.all([
      h.ok('data.exportTransactions', { type: 'TRANSACTION_EXPORT_EVM', firstDate, lastDate, options }),
      h.ok('data.exportTransactions', {
        type: 'TRANSACTION_EXPORT_EVM',
        startDate: firstDate,
        endDate: lastDate,
        options,
      }),
      h.ok('data.exportTransactions', {
        type: 'TRANSACTION_EXPORT_EVM',
        options: { addresses: [address], includeChains: ['999999'] },
      }),
    ]);
    for (const op of [current, deprecated, invalid]) {
      expect(op).toMatchObject({ operationType: 'TRANSACTION_EXPORT_EVM', operationStatus: 'RUNNING' });
    }
    expect(new Set([current.operationId, deprecated.operationId, invalid.operationId]).size).toBe(3);

    const [done, doneDeprecated, failed] = await Promise.all([
      finished(current.operationId),
      finished(deprecated.operationId),
      finished(invalid.operationId),
    ]);

    expect(done.operationStatus).toBe('COMPLETED');
    expect(done.updatedAtTimestamp).toBeGreaterThanOrEqual(done.createdAtTimestamp);
    const res = await fetch(done.metadata!.downloadUrl!);
    expect(res.status).toBe(200);
    const [header, ...rows] = csvRows(await res.text());
    const col = (name: string) => header!.indexOf(name);
    expect(col('txHash')).toBeGreaterThanOrEqual(0);
    expect(rows.map((r) => r[col('txHash')]).sort()).toEqual([...expectedHashes].sort());
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect([r[col('from')], r[col('to')]].map((a) => a?.toLowerCase())).toContain(address.toLowerCase());
      expect(r[col('chainId')]).toBe('43113');
    }

    expect(doneDeprecated.operationStatus).toBe('COMPLETED');
    const deprecatedCsv = await (await fetch(doneDeprecated.metadata!.downloadUrl!)).text();
    expect(csvRows(deprecatedCsv).slice(1)).toEqual(rows);

    expect(failed).toMatchObject({ operationStatus: 'FAILED', metadata: { code: 'ErrInvalidRequest' } });
    expect(failed.metadata?.downloadUrl).toBeUndefined();
  });

  it('an unknown operation is an http 404', async () => {
    const r = await h.invoke('data.getOperation', { operationId: 'no-such-operation' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });

  it('refuses bad export requests with their field before the network', async () => {
    const valid = {
      type: 'TRANSACTION_EXPORT_EVM',
      firstDate: '2026-01-01',
      lastDate: '2026-01-31',
      options: { addresses: [address], includeChains: ['43113'] },
    };
    const withOptions = (options: Record<string, unknown>) => ({ ...valid, options: { ...valid.options, ...options } });
    await expectRefusedOffline(
      h,
      'data.exportTransactions',
      { ...valid, type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK' },
      'type',
    );
    await expectRefusedOffline(h, 'data.exportTransactions', { ...valid, options: undefined }, 'options');
    await expectRefusedOffline(h, 'data.exportTransactions', withOptions({ addresses: [] }), 'options.addresses');
    await expectRefusedOffline(
      h,
      'data.exportTransactions',
      withOptions({ addresses: ['0x1'] }),
      'options.addresses.0',
    );
    await expectRefusedOffline(
      h,
      'data.exportTransactions',
      withOptions({ includeChains: [] }),
      'options.includeChains',
    );
    await expectRefusedOffline(
      h,
      'data.exportTransactions',
      withOptions({ includeChains: ['c'] }),
      'options.includeChains.0',
    );
    await expectRefusedOffline(h, 'data.exportTransactions', { ...valid, firstDate: '2026-02-30' }, 'firstDate');
    await expectRefusedOffline(h, 'data.exportTransactions', { ...valid, lastDate: '01/31/2026' }, 'lastDate');
    await expectRefusedOffline(h, 'data.exportTransactions', { ...valid, lastDate: '2025-12-31' }, 'lastDate');
    await expectRefusedOffline(
      h,
      'data.exportTransactions',
      { ...valid, firstDate: undefined, lastDate: undefined, startDate: '2026-02-01', endDate: '2026-01-01' },
      'endDate',
    );
    await expectRefusedOffline(h, 'data.getOperation', { operationId: '' }, 'operationId');
    await expectRefusedOffline(h, 'data.getOperation', { operationId: 'x'.repeat(257) }, 'operationId');
  });
});
