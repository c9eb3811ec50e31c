import type { ChannelName } from '@shared/contract';
import type { AvmTxJson } from '@shared/models/node/avm';
import type { NetworkDataset } from '@sim/dataset/primary';
import { fromHex, idOf } from '@sim/dataset/primary/codec';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** `/ext/bc/X` avm.getTx through invoke → router → NodeRpcClient → simulator. */

const h = harnessForFile();
let d: NetworkDataset;

beforeAll(() => {
  d = h.sim.dataset.primary.mainnet;
});

const asJson = (tx: unknown) => {
  if (typeof tx === 'string') throw new Error('expected a json tx, got hex');
  return tx as AvmTxJson;
};

const isExport = (id: string) =>
  Object.hasOwn((d.xTxById.get(id)?.json().unsignedTx ?? {}) as object, 'destinationChain');

describe('avm.getTx for transactions of the X/tx index', () => {
  it('json: the readable tx with unsignedTx and credentials', async () => {
    const entry = d.indexes['X/tx'].containers.find((c) => !isExport(c.id)) as { id: string };
    const r = await h.ok('node.avm.getTx', { txID: entry.id, encoding: 'json' });
    expect(r.encoding).toBe('json');
    const tx = asJson(r.tx);
    expect(tx.id).toBe(entry.id);
    expect(tx.unsignedTx).toMatchObject({ networkID: 1, blockchainID: d.xChainId });
    expect(tx.credentials?.length).toBeGreaterThan(0);
    for (const c of tx.credentials ?? []) {
      expect(c.fxID).toMatch(/^[1-9A-HJ-NP-Za-km-z]+$/);
      expect(c.credential.signatures?.length).toBeGreaterThan(0);
    }
  });

  it('json of an export tx names the destination chain', async () => {
    const entry = d.indexes['X/tx'].containers.find((c) => isExport(c.id)) as { id: string };
    const tx = asJson((await h.ok('node.avm.getTx', { txID: entry.id, encoding: 'json' })).tx);
    const destination = (tx.unsignedTx as { destinationChain?: string }).destinationChain;
    expect([d.pChainId, d.cChainId]).toContain(destination);
  });

  it('hex (the default): the same bytes the X/tx index holds, hashing to the tx id', async () => {
    const container = await h.ok('node.index.getContainerByIndex', { index: 'X/tx', containerIndex: 3 });
    const r = await h.ok('node.avm.getTx', { txID: container.id });
    expect(r.encoding).toBe('hex');
    expect(r.tx).toBe(container.bytes);
    expect(idOf(fromHex(r.tx as string).subarray(0, -4))).toBe(container.id);
    expect(await h.ok('node.avm.getTx', { txID: container.id, encoding: 'hex' })).toEqual(r);
  });

  it('an id that is not an X-Chain tx is an rpc error', async () => {
    const r = await h.invoke('node.avm.getTx', { txID: d.pBlocks[0]?.id as string });
    expect(r).toMatchObject({ ok: false, error: { kind: 'rpc', code: -32000 } });
  });
});

describe('avm params are refused before the network', () => {
  const CASES: [ChannelName, unknown, string | undefined][] = [
    ['node.avm.getTx', {}, 'txID'],
    ['node.avm.getTx', { txID: 'abc' }, 'txID'],
    ['node.avm.getTx', { txID: 42 }, 'txID'],
  ];
  it.each(CASES)('%s %j → field %s', async (channel, params, field) => {
    await expectRefusedOffline(h, channel, params, field);
  });

  it('a broken checksum, an unknown encoding and an unknown key', async () => {
    const id = d.indexes['X/tx'].containers[0]?.id as string;
    const broken = `${id.slice(0, -1)}${id.endsWith('1') ? '2' : '1'}`;
    await expectRefusedOffline(h, 'node.avm.getTx', { txID: broken }, 'txID');
    await expectRefusedOffline(h, 'node.avm.getTx', { txID: id, encoding: 'cb58' }, 'encoding');
    await expectRefusedOffline(h, 'node.avm.getTx', { txID: id, verbose: true }, undefined);
  });
});
