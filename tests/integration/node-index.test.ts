import type { ChannelName } from '@shared/contract';
import { INDEX_NAMES, type IndexName } from '@shared/contract/node/common';
import type { NetworkDataset } from '@sim/dataset/primary';
import { fromHex, sha256 } from '@sim/dataset/primary/codec';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** The index API (`/ext/index/<chain>/<kind>`) through invoke → router → NodeRpcClient → simulator. */

const h = harnessForFile();
let d: NetworkDataset;

beforeAll(() => {
  d = h.sim.dataset.primary.mainnet;
});

const containersOf = (index: IndexName) => d.indexes[index].containers;

/** avalanchego's hex: 0x, the bytes, then the last 4 bytes of their sha256. */
function checkedHexBody(hex: string): Uint8Array {
  const all = fromHex(hex);
  const body = all.subarray(0, -4);
  expect(Buffer.from(all.subarray(-4)).toString('hex')).toBe(Buffer.from(sha256(body).subarray(28)).toString('hex'));
  return body;
}

describe.each(INDEX_NAMES)('index %s', (index) => {
  it('getLastAccepted is the newest container, numbered from 0', async () => {
    const containers = containersOf(index);
    const last = await h.ok('node.index.getLastAccepted', { index });
    const want = containers.at(-1) as (typeof containers)[number];
    expect(last).toMatchObject({
      id: want.id,
      index: String(containers.length - 1),
      timestamp: want.timestamp,
      encoding: 'hex',
    });
    expect(Buffer.from(checkedHexBody(last.bytes))).toEqual(Buffer.from(want.bytes));
  });

  it('getContainerByIndex, getContainerByID, getIndex and isAccepted round-trip', async () => {
    const containers = containersOf(index);
    const position = Math.floor(containers.length / 2);
    const byIndex = await h.ok('node.index.getContainerByIndex', { index, containerIndex: position });
    expect(byIndex.id).toBe(containers[position]?.id);
    expect(byIndex.index).toBe(String(position));
    expect(await h.ok('node.index.getContainerByID', { index, id: byIndex.id, encoding: 'hex' })).toEqual(byIndex);
    expect(await h.ok('node.index.getIndex', { index, id: byIndex.id })).toEqual({ index: String(position) });
    expect(await h.ok('node.index.isAccepted', { index, id: byIndex.id })).toEqual({ isAccepted: true });
    const first = await h.ok('node.index.getContainerByIndex', { index, containerIndex: '0' });
    expect(first.id).toBe(containers[0]?.id);
  });

  it('a container of another index is not accepted here, and looking it up is an rpc error', async () => {
    const foreign = (index === 'P/block' ? d.indexes['X/tx'] : d.indexes['P/block']).containers[0]?.id as string;
    expect(await h.ok('node.index.isAccepted', { index, id: foreign })).toEqual({ isAccepted: false });
    expect(await h.invoke('node.index.getContainerByID', { index, id: foreign })).toMatchObject({
      ok: false,
      error: { kind: 'rpc', code: -32000 },
    });
    expect(await h.invoke('node.index.getIndex', { index, id: foreign })).toMatchObject({
      ok: false,
      error: { kind: 'rpc', code: -32000 },
    });
    const past = containersOf(index).length;
    expect(await h.invoke('node.index.getContainerByIndex', { index, containerIndex: past })).toMatchObject({
      ok: false,
      error: { kind: 'rpc', code: -32000 },
    });
  });

  it('getContainerRange: consecutive containers in acceptance order', async () => {
    const containers = containersOf(index);
    const range = await h.ok('node.index.getContainerRange', { index, startIndex: 1, numToFetch: 5 });
    expect(range.map((c) => c.index)).toEqual(['1', '2', '3', '4', '5']);
    expect(range.map((c) => c.id)).toEqual(containers.slice(1, 6).map((c) => c.id));
    const times = range.map((c) => Date.parse(c.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('index.getContainerRange rules', () => {
  const index = 'P/block';
  const last = () => containersOf(index).length - 1;

  it('rule 1: numToFetch up to 1024 inclusive is fetched', async () => {
    expect(last()).toBeGreaterThan(1024);
    const range = await h.ok('node.index.getContainerRange', { index, startIndex: 0, numToFetch: 1024 });
    expect(range).toHaveLength(1024);
    expect(range.at(-1)?.index).toBe('1023');
  });

  it('numToFetch 0 (an empty answer in the spec, an error on current nodes) is refused before the network', async () => {
    await expectRefusedOffline(
      h,
      'node.index.getContainerRange',
      { index, startIndex: 0, numToFetch: 0 },
      'numToFetch',
    );
    const r = await h.invoke('node.index.getContainerRange', { index, startIndex: 0, numToFetch: 0 });
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringMatching(/at least 1/) } });
  });

  it('rule 3: startIndex beyond the last accepted index is an rpc error', async () => {
    const r = await h.invoke('node.index.getContainerRange', { index, startIndex: last() + 1, numToFetch: 1 });
    expect(r).toMatchObject({ ok: false, error: { kind: 'rpc', code: -32000 } });
    if (!r.ok) expect(r.error.message).toMatch(/last accepted/);
    const atLast = await h.ok('node.index.getContainerRange', { index, startIndex: last(), numToFetch: 1 });
    expect(atLast.map((c) => c.index)).toEqual([String(last())]);
  });

  it('rule 4: numToFetch above 1024 is refused before the network', async () => {
    await expectRefusedOffline(
      h,
      'node.index.getContainerRange',
      { index, startIndex: 0, numToFetch: 1025 },
      'numToFetch',
    );
  });

  it('rule 5: fewer containers than requested returns those that exist', async () => {
    const range = await h.ok('node.index.getContainerRange', { index, startIndex: last() - 2, numToFetch: 10 });
    expect(range.map((c) => Number(c.index))).toEqual([last() - 2, last() - 1, last()]);
    expect(range.at(-1)?.id).toBe(containersOf(index).at(-1)?.id);
  });
});

describe('X/vtx: frozen since Cortina, still answering history', () => {
  it('ends with the Cortina stop vertex, before the first X-Chain block', async () => {
    const last = await h.ok('node.index.getLastAccepted', { index: 'X/vtx' });
    const upgrades = await h.ok('node.info.upgrades', {});
    expect(last.id).toBe(upgrades.cortinaXChainStopVertexID);
    const firstBlock = await h.ok('node.index.getContainerByIndex', { index: 'X/block', containerIndex: 0 });
    expect(Date.parse(last.timestamp)).toBeLessThanOrEqual(Date.parse(firstBlock.timestamp));
    const history = await h.ok('node.index.getContainerRange', { index: 'X/vtx', startIndex: 0, numToFetch: 3 });
    expect(history.map((c) => c.id)).toEqual(
      containersOf('X/vtx')
        .slice(0, 3)
        .map((c) => c.id),
    );
  });
});

describe('index params are refused before the network', () => {
  const CASES: [ChannelName, unknown, string | undefined][] = [
    ['node.index.getLastAccepted', {}, 'index'],
    ['node.index.getLastAccepted', { index: 'C/tx' }, 'index'],
    ['node.index.getLastAccepted', { index: 'X/vtx', encoding: 'json' }, 'encoding'],
    ['node.index.getContainerByIndex', { index: 'C/block' }, 'containerIndex'],
    ['node.index.getContainerByIndex', { index: 'C/block', containerIndex: -1 }, 'containerIndex'],
    ['node.index.getContainerByIndex', { index: 'C/block', containerIndex: 1.5 }, 'containerIndex'],
    ['node.index.getContainerByIndex', { index: 'C/block', containerIndex: 0, position: 1 }, undefined],
    ['node.index.getContainerRange', { index: 'X/tx', startIndex: 'x', numToFetch: 1 }, 'startIndex'],
    ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0 }, 'numToFetch'],
    ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0, numToFetch: -1 }, 'numToFetch'],
    ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0, numToFetch: 2.5 }, 'numToFetch'],
    ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0, numToFetch: 3, encoding: 'cb58' }, 'encoding'],
    ['node.index.getContainerByID', { index: 'C/block', id: 'abc' }, 'id'],
    ['node.index.getContainerByID', { index: 'C/block' }, 'id'],
    ['node.index.getIndex', { index: 'X/block', id: 'abc' }, 'id'],
    ['node.index.isAccepted', { index: 'P/block', id: 'abc' }, 'id'],
  ];
  it.each(CASES)('%s %j → field %s', async (channel, params, field) => {
    await expectRefusedOffline(h, channel, params, field);
  });

  it('every method refuses an encoding other than hex', async () => {
    const id = containersOf('P/block')[0]?.id as string;
    const index = 'P/block';
    const encoding = 'json';
    await expectRefusedOffline(h, 'node.index.getContainerByID', { index, id, encoding }, 'encoding');
    await expectRefusedOffline(h, 'node.index.getContainerByIndex', { index, containerIndex: 0, encoding }, 'encoding');
    await expectRefusedOffline(
      h,
      'node.index.getContainerRange',
      { index, startIndex: 0, numToFetch: 1, encoding },
      'encoding',
    );
    await expectRefusedOffline(h, 'node.index.getIndex', { index, id, encoding }, 'encoding');
    await expectRefusedOffline(h, 'node.index.isAccepted', { index, id, encoding }, 'encoding');
    await expectRefusedOffline(h, 'node.index.getLastAccepted', { index, encoding }, 'encoding');
  });

  it('an id with a broken checksum is refused', async () => {
    const id = containersOf('X/tx')[0]?.id as string;
    const broken = `${id.slice(0, -1)}${id.endsWith('1') ? '2' : '1'}`;
    await expectRefusedOffline(h, 'node.index.getIndex', { index: 'X/tx', id: broken }, 'id');
  });
});

describe('a public API server does not run the indexer', () => {
  it('reports every index as unavailable (404), not as an rpc error', async () => {
    const { invoke } = h.at('/public');
    for (const index of INDEX_NAMES) {
      const r = await invoke('node.index.getLastAccepted', { index });
      expect(r, index).toMatchObject({ ok: false, error: { kind: 'unavailable', status: 404 } });
    }
    const id = containersOf('P/block')[0]?.id as string;
    expect(await invoke('node.index.isAccepted', { index: 'P/block', id })).toMatchObject({
      ok: false,
      error: { kind: 'unavailable' },
    });
    // The same server still answers the info API.
    expect(await invoke('node.info.getNetworkID', {})).toMatchObject({ ok: true });
  });
});
