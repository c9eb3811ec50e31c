import { cb58Encode, isCb58Id, isEvmAddress, isNodeId, parseAvaxAddress } from '@shared/ids';
import { buildPrimaryDatasets, type PrimaryDatasets } from '@sim/dataset/primary';
import { cb58, idOf, sha256 } from '@sim/dataset/primary/codec';
import { UNSCHEDULED } from '@sim/dataset/primary/params';
import { INDEX_NAMES } from '@sim/dataset/primary/types';
import { Rng } from '@sim/dataset/rng';
import { describe, expect, it } from 'vitest';
import { primarySimulatorForFile } from '../conformance/primary-sim';

const primary = primarySimulatorForFile();
const { get, post } = primary;
/** An unsigned Warp message: codec 0, network 5, source chain 32 zero bytes, the 2-byte payload 0a0b. */
const WARP_MESSAGE = `0x0000${'00000005'}${'00'.repeat(32)}${'00000002'}0a0b`;

async function rpc(path: string, method: string, params: unknown = {}) {
  const res = await fetch(`${primary.sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (res.status !== 200) return { status: res.status, result: undefined, error: undefined };
  const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
  return { status: res.status, result: body.result, error: body.error };
}

const expectBadRequest = (r: { status: number; body: Record<string, unknown> }) => {
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  expect(typeof r.body.message).toBe('string');
};

describe('primary dataset invariants', () => {
  it('has at least 50 subnets per network, with L1s carrying conversion and validator manager details', () => {
    for (const network of ['mainnet', 'fuji'] as const) {
      const data = primary.ds[network];
      expect(data.subnets.length).toBeGreaterThanOrEqual(50);
      const l1s = data.subnets.filter((s) => s.isL1);
      expect(l1s.length).toBeGreaterThan(5);
      for (const s of l1s) {
        expect(isCb58Id(s.conversion?.txHash ?? '')).toBe(true);
        expect(isCb58Id(s.conversion?.managerBlockchainId ?? '')).toBe(true);
        expect(isEvmAddress(s.conversion?.managerAddress ?? '')).toBe(true);
        expect(s.l1Validators.length).toBeGreaterThan(0);
        // Permissioned validators an L1 kept from before its conversion started before it.
        for (const v of s.poaValidators) expect(v.startTime).toBeLessThan(s.conversion?.timestamp ?? 0);
      }
      expect(l1s.some((s) => s.poaValidators.length > 0)).toBe(true);
      for (const s of data.subnets.filter((x) => !x.isL1)) expect(s.conversion).toBeUndefined();
    }
  });

  it('uses real-looking ids: cb58 with checksums, NodeIDs, network-prefixed bech32 addresses', () => {
    for (const network of ['mainnet', 'fuji'] as const) {
      const data = primary.ds[network];
      for (const s of data.subnets) {
        expect(isCb58Id(s.subnetId)).toBe(true);
        for (const b of s.blockchains) expect(isCb58Id(b.blockchainId) && isCb58Id(b.vmId)).toBe(true);
        for (const a of s.owner.addresses) expect(parseAvaxAddress(a)?.hrp).toBe(data.hrp);
      }
      for (const v of data.primaryValidators) {
        expect(isNodeId(v.nodeID)).toBe(true);
        expect(isCb58Id(v.txID)).toBe(true);
        for (const a of v.validationRewardOwner.addresses) {
          expect(parseAvaxAddress(a)).toMatchObject({ chain: 'P', hrp: data.hrp });
        }
      }
    }
  });

  it('derives ids from content: tx, block and vertex ids are the sha256 of their bytes', () => {
    const data = primary.ds.mainnet;
    for (const block of data.pBlocks.slice(0, 50)) {
      expect(idOf(block.bytes)).toBe(block.id);
      for (const tx of block.txs) expect(idOf(tx.bytes)).toBe(tx.id);
    }
    const vtx = data.indexes['X/vtx'];
    for (const c of vtx.containers.slice(0, 20)) expect(idOf(c.bytes)).toBe(c.id);
    // The fast cb58 agrees with the shared encoder.
    for (let i = 0; i < 50; i++) {
      const bytes = sha256(new Uint8Array([i, i * 7]));
      bytes[0] = i % 3 === 0 ? 0 : (bytes[0] as number);
      expect(cb58(bytes)).toBe(cb58Encode(bytes));
    }
  });

  it('keeps the P-Chain consistent: heights count from 0, parents chain, subnets and chains sit in their blocks', () => {
    const data = primary.ds.mainnet;
    data.pBlocks.forEach((b, i) => {
      expect(b.height).toBe(i);
      if (i > 0) {
        const parent = data.pBlocks[i - 1] as (typeof data.pBlocks)[number];
        expect(b.parentID).toBe(parent.id);
        // A commit or abort block decides its parent proposal and carries its time; others move time on.
        if (b.kind === 'commit' || b.kind === 'abort') {
          expect(parent.kind).toBe('proposal');
          expect(b.time).toBe(parent.time);
        } else expect(b.time).toBeGreaterThan(parent.time);
      }
    });
    const kinds = new Set(data.pBlocks.map((b) => b.kind));
    expect([...kinds].sort()).toEqual(['abort', 'commit', 'proposal', 'standard']);
    // The proposal this node is building sits on the last accepted block and is at no height.
    expect(data.processingPBlock.parentID).toBe(data.pBlocks.at(-1)?.id);
    expect(data.pBlocks.includes(data.processingPBlock)).toBe(false);
    for (const s of data.subnets) {
      expect(data.pBlocks[s.createBlockIndex]?.txs.some((t) => t.id === s.subnetId)).toBe(true);
      for (const b of s.blockchains) {
        expect(data.pBlocks[b.createBlockNumber]?.txs.some((t) => t.id === b.blockchainId)).toBe(true);
        expect(b.createBlockNumber).toBeGreaterThanOrEqual(s.createBlockIndex);
      }
    }
  });

  it('grows every index from 0 in acceptance order, X/vtx frozen before Cortina', () => {
    for (const network of ['mainnet', 'fuji'] as const) {
      const data = primary.ds[network];
      for (const name of INDEX_NAMES) {
        const index = data.indexes[name];
        expect(index.containers.length).toBeGreaterThan(50);
        index.containers.forEach((c, i) => {
          expect(index.positionById.get(c.id)).toBe(i);
          if (i > 0) {
            expect(Date.parse(c.timestamp)).toBeGreaterThanOrEqual(
              Date.parse(index.containers[i - 1]?.timestamp ?? ''),
            );
          }
        });
      }
      const stop = data.node.upgrades.cortinaXChainStopVertexID;
      expect(data.indexes['X/vtx'].containers.at(-1)?.id).toBe(stop);
      const cortina = Date.parse(String(data.node.upgrades.cortinaTime)) / 1000;
      for (const v of data.vertices) expect(v.vertexTimestamp).toBeLessThanOrEqual(cortina);
      for (const b of data.xBlocks) expect(b.time).toBeGreaterThan(cortina);
      // Every X/tx container is a transaction avm.getTx can read.
      for (const c of data.indexes['X/tx'].containers) expect(data.xTxById.has(c.id)).toBe(true);
    }
  });

  it('has Helicon unscheduled (year 9999) on mainnet, scheduled on Fuji, the rest activated as ISO 8601', () => {
    const upgrades = primary.ds.mainnet.node.upgrades;
    const times = Object.entries(upgrades).filter(([k]) => k.endsWith('Time'));
    expect(times.length).toBe(15);
    const unscheduled = times.filter(([, v]) => String(v).startsWith('9999-'));
    expect(unscheduled.map(([k]) => k)).toEqual(['heliconTime']);
    expect(Date.parse(String(upgrades.heliconTime)) / 1000).toBe(UNSCHEDULED);
    expect(upgrades.graniteEpochDuration).toBe(300_000_000_000);
    expect(primary.ds.fuji.node.upgrades.heliconTime).toBe('2026-07-28T15:00:00Z');
    for (const [, v] of times) expect(String(v)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('is deterministic per seed and differs across seeds', () => {
    const digest = (p: PrimaryDatasets) =>
      JSON.stringify([
        p.mainnet.subnets.map((s) => [s.subnetId, s.createBlockIndex, s.blockchains.map((b) => b.blockchainId)]),
        p.fuji.primaryValidators.map((v) => [v.nodeID, String(v.weight), v.uptime]),
        INDEX_NAMES.map((n) => p.mainnet.indexes[n].containers.map((c) => [c.id, c.timestamp])),
        p.mainnet.peers,
      ]);
    const again = buildPrimaryDatasets(new Rng(primary.sim.dataset.seed).fork('primary'));
    expect(digest(again)).toBe(digest(primary.ds));
    const other = buildPrimaryDatasets(new Rng(primary.sim.dataset.seed + 1).fork('primary'));
    expect(digest(other)).not.toBe(digest(primary.ds));
  });
});

describe('index.getContainerRange rules', () => {
  const path = '/ext/index/P/block';
  const range = (startIndex: number, numToFetch: number) =>
    rpc(path, 'index.getContainerRange', { startIndex, numToFetch, encoding: 'hex' });

  it('rule 1 and 4: numToFetch above 1024 is an error, 1024 is allowed', async () => {
    const tooMany = await range(0, 1025);
    expect(tooMany.error?.message).toMatch(/numToFetch must be in \[1,1024\]/);
    const max = await range(0, 1024);
    expect(max.error).toBeUndefined();
    expect((max.result as { containers: unknown[] }).containers).toHaveLength(1024);
  });

  it('numToFetch 0 is an error on current nodes (the spec’s "empty answer" is not what they do)', async () => {
    const zero = await range(0, 0);
    expect(zero.result).toBeUndefined();
    expect(zero.error?.message).toBe('numToFetch must be in [1,1024] but is 0');
  });

  it('rule 3: startIndex beyond the last accepted index is an error', async () => {
    const last = primary.ds.mainnet.indexes['P/block'].containers.length - 1;
    const beyond = await range(last + 1, 5);
    expect(beyond.error?.message).toBe(`start index (${last + 1}) > last accepted index (${last})`);
    const atLast = await range(last, 1);
    expect((atLast.result as { containers: unknown[] }).containers).toHaveLength(1);
  });

  it('rule 5: fewer containers than requested returns those that exist, in order', async () => {
    const last = primary.ds.mainnet.indexes['P/block'].containers.length - 1;
    const tail = await range(last - 2, 10);
    const { containers } = tail.result as { containers: { index: string }[] };
    expect(containers.map((c) => c.index)).toEqual([String(last - 2), String(last - 1), String(last)]);
  });

  it('rejects negative numbers and non-hex encodings', async () => {
    expect((await range(-1, 2)).error?.code).toBe(-32602);
    const json = await rpc(path, 'index.getContainerRange', { startIndex: 0, numToFetch: 1, encoding: 'json' });
    expect(json.error?.code).toBe(-32602);
  });

  it('is not served by public API nodes', async () => {
    expect((await rpc('/public/ext/index/P/block', 'index.getLastAccepted', { encoding: 'hex' })).status).toBe(404);
    expect((await rpc('/fuji/public/ext/index/X/tx', 'index.getLastAccepted', { encoding: 'hex' })).status).toBe(404);
    expect((await rpc('/fuji/ext/index/X/tx', 'index.getLastAccepted', { encoding: 'hex' })).status).toBe(200);
  });
});

describe('public API nodes', () => {
  it('lack getNodeID, getNodeIP and getVMs but keep the rest of info', async () => {
    for (const prefix of ['/public', '/fuji/public']) {
      for (const method of ['info.getNodeID', 'info.getNodeIP', 'info.getVMs']) {
        expect((await rpc(`${prefix}/ext/info`, method)).error?.code).toBe(-32601);
      }
      expect((await rpc(`${prefix}/ext/info`, 'info.getNodeVersion')).result).toBeDefined();
    }
    expect((await rpc('/ext/info', 'info.getNodeID')).result).toMatchObject({ nodeID: primary.ds.mainnet.node.nodeID });
    expect((await rpc('/fuji/ext/info', 'info.getNodeID')).result).toMatchObject({
      nodeID: primary.ds.fuji.node.nodeID,
    });
  });
});

describe('Data API rules', () => {
  it('rewards:listPending needs addresses or nodeIds, with the network prefix', async () => {
    expectBadRequest(await get('/v1/networks/mainnet/rewards:listPending'));
    expectBadRequest(await get('/v1/networks/mainnet/rewards:listPending?addresses=&nodeIds='));
    const mainnetAddress = primary.ds.mainnet.pendingRewards[0]?.addresses[0] as string;
    const fujiAddress = primary.ds.fuji.pendingRewards[0]?.addresses[0] as string;
    expectBadRequest(await get(`/v1/networks/mainnet/rewards:listPending?addresses=${fujiAddress}`));
    expectBadRequest(await get(`/v1/networks/fuji/rewards:listPending?addresses=${mainnetAddress}`));
    expectBadRequest(await get(`/v1/networks/mainnet/rewards:listPending?addresses=C-${mainnetAddress}`));
    expectBadRequest(await get('/v1/networks/mainnet/rewards:listPending?nodeIds=NodeID-notanode'));
    for (const form of [mainnetAddress, `P-${mainnetAddress}`, `X-${mainnetAddress}`]) {
      const ok = await get(`/v1/networks/mainnet/rewards:listPending?addresses=${form}`);
      expect(ok.status).toBe(200);
      const rewards = ok.body.pendingRewards as { addresses: string[] }[];
      expect(rewards.length).toBeGreaterThan(0);
      for (const r of rewards) expect(r.addresses).toContain(mainnetAddress);
    }
    const testnet = await get(`/v1/networks/testnet/rewards:listPending?addresses=P-${fujiAddress}`);
    expect(testnet.status).toBe(200);
    const nodeId = primary.ds.mainnet.primaryValidators[0]?.nodeID as string;
    const byNode = await get(`/v1/networks/mainnet/rewards:listPending?nodeIds=${nodeId}&pageSize=100`);
    for (const r of byNode.body.pendingRewards as { nodeId: string }[]) expect(r.nodeId).toBe(nodeId);
    expectBadRequest(await get(`/v1/networks/mainnet/rewards:listPending?nodeIds=${nodeId}&pageSize=101`));
    expectBadRequest(await get(`/v1/networks/mainnet/rewards:listPending?nodeIds=${nodeId}&pageSize=0`));
  });

  it('vertices:listByHeight needs an integer vertexHeight >= 0 and the network X-Chain', async () => {
    const base = '/v1/networks/mainnet/blockchains/x-chain/vertices:listByHeight';
    expectBadRequest(await get(base));
    expectBadRequest(await get(`${base}?vertexHeight=-1`));
    expectBadRequest(await get(`${base}?vertexHeight=1.5`));
    expectBadRequest(await get(`${base}?vertexHeight=abc`));
    expect((await get(`${base}?vertexHeight=0`)).status).toBe(200);
    const wrongChain = `/v1/networks/fuji/blockchains/${primary.ds.mainnet.xChainId}/vertices:listByHeight?vertexHeight=1`;
    expectBadRequest(await get(wrongChain));
    expectBadRequest(
      await get(`/v1/networks/mainnet/blockchains/${primary.ds.mainnet.cChainId}/vertices:listByHeight?vertexHeight=1`),
    );
    const byId = await get(
      `/v1/networks/mainnet/blockchains/${primary.ds.mainnet.xChainId}/vertices:listByHeight?vertexHeight=3`,
    );
    const vertices = byId.body.vertices as { vertexHeight: number }[];
    expect(vertices.length).toBeGreaterThan(0);
    for (const v of vertices) expect(v.vertexHeight).toBe(3);
    const above = await get(`${base}?vertexHeight=999999`);
    expect(above.status).toBe(200);
    expect(above.body.vertices).toEqual([]);
  });

  it('aggregateSignatures enforces message/justification, hex, quorum bounds and their sum', async () => {
    const url = '/v1/signatureAggregator/mainnet/aggregateSignatures';
    expectBadRequest(await post(url, {}));
    expectBadRequest(await post(url, { message: 'xyz' }));
    expectBadRequest(await post(url, { message: '0xabc' }));
    expectBadRequest(await post(url, { message: '0xab', quorumPercentage: 101 }));
    expectBadRequest(await post(url, { message: '0xab', quorumPercentage: -1 }));
    expectBadRequest(await post(url, { message: '0xab', quorumPercentage: 50.5 }));
    expectBadRequest(await post(url, { message: '0xab', quorumPercentageBuffer: 101 }));
    expectBadRequest(await post(url, { message: '0xab', quorumPercentage: 70, quorumPercentageBuffer: 31 }));
    // The default quorum (67) counts toward the sum.
    expectBadRequest(await post(url, { message: '0xab', quorumPercentageBuffer: 34 }));
    expectBadRequest(await post(url, { message: '0xab', signingSubnetId: 'nope' }));
    expectBadRequest(await post(url, { message: '0xab', pChainHeight: -3 }));
    expect((await post(url, { message: WARP_MESSAGE, quorumPercentage: 70, quorumPercentageBuffer: 30 })).status).toBe(
      201,
    );
    expect((await post(url, { justification: 'ab', quorumPercentageBuffer: 33 })).status).toBe(201);
    expect((await post(url, { message: WARP_MESSAGE.slice(2), signingSubnetId: `0x${'11'.repeat(32)}` })).status).toBe(
      201,
    );
    expectBadRequest(await post('/v1/signatureAggregator/devnet/aggregateSignatures', { message: '0xab' }));
  });

  it('aggregateSignatures refuses bytes that do not parse as an unsigned Warp message, saying why', async () => {
    const url = '/v1/signatureAggregator/mainnet/aggregateSignatures';
    const cases: [string, RegExp][] = [
      ['0xab', /is 1 bytes/],
      [`0x0001${WARP_MESSAGE.slice(6)}`, /codec version 1/],
      [`${WARP_MESSAGE}ff`, /declares a 2-byte payload but carries 3/],
    ];
    for (const [message, why] of cases) {
      const r = await post(url, { message });
      expectBadRequest(r);
      expect(String(r.body.message)).toMatch(why);
    }
  });

  it('aggregateSignatures answers deterministically from its input', async () => {
    const url = '/v1/signatureAggregator/fuji/aggregateSignatures';
    const a = await post(url, { message: WARP_MESSAGE, quorumPercentage: 67 });
    const b = await post(url, { message: WARP_MESSAGE, quorumPercentage: 67 });
    const c = await post(url, { message: WARP_MESSAGE, quorumPercentage: 90 });
    expect(a.body.signedMessage).toBe(b.body.signedMessage);
    expect(c.body.signedMessage).not.toBe(a.body.signedMessage);
    expect(String(a.body.signedMessage).startsWith(WARP_MESSAGE)).toBe(true);
  });

  it('pagination walks every subnet once, and tokens are bound to their query', async () => {
    for (const order of ['asc', 'desc']) {
      const seen: string[] = [];
      let token: string | undefined;
      let pages = 0;
      do {
        const q = `pageSize=7&sortOrder=${order}${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`;
        const page = await get(`/v1/networks/mainnet/subnets?${q}`);
        expect(page.status).toBe(200);
        seen.push(...(page.body.subnets as { subnetId: string }[]).map((s) => s.subnetId));
        token = page.body.nextPageToken as string | undefined;
        pages++;
      } while (token);
      expect(pages).toBe(Math.ceil(primary.ds.mainnet.subnets.length / 7));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(primary.ds.mainnet.subnets.length);
    }
    const first = await get('/v1/networks/mainnet/subnets?pageSize=5&sortOrder=asc');
    const token = encodeURIComponent(first.body.nextPageToken as string);
    expectBadRequest(await get(`/v1/networks/mainnet/subnets?pageSize=5&sortOrder=desc&pageToken=${token}`));
    expectBadRequest(await get(`/v1/networks/fuji/subnets?pageSize=5&sortOrder=asc&pageToken=${token}`));
    expectBadRequest(await get('/v1/networks/mainnet/subnets?pageToken=garbage'));
    expectBadRequest(await get('/v1/networks/mainnet/subnets?pageSize=10001'));
    expectBadRequest(await get('/v1/networks/mainnet/subnets?sortOrder=up'));
    expectBadRequest(await get('/v1/networks/devnet/subnets'));
  });

  it('pagination walks pending rewards without duplicates', async () => {
    const nodes = primary.ds.mainnet.primaryValidators.slice(0, 12).map((v) => v.nodeID);
    const expected = primary.ds.mainnet.pendingRewards.filter((r) => nodes.includes(r.nodeId)).length;
    const keys = new Set<string>();
    let token: string | undefined;
    do {
      const q = `nodeIds=${nodes.join(',')}&pageSize=4${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`;
      const page = await get(`/v1/networks/mainnet/rewards:listPending?${q}`);
      for (const r of page.body.pendingRewards as { txHash: string; rewardType: string }[]) {
        keys.add(`${r.txHash}/${r.rewardType}`);
      }
      token = page.body.nextPageToken as string | undefined;
    } while (token);
    expect(keys.size).toBe(expected);
  });
});
