import { chunkBelow, isRangeRefusal, smallerChunk } from '@renderer/queries/log-scan-plan';
import type { Profile } from '@shared/models/profile';
import { profilesFileText } from '@shared/models/profile-file';
import type { EvmChainData } from '@sim/dataset/evm';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/**
 * A node-only profile: no Data API or metrics URL, and a custom EVM chain reached at its own RPC URL. Data API
 * channels are refused as an expected absence before anything is sent; node.evm channels naming the custom
 * chain by its chain id go to that chain's URL.
 */
const h = harnessForFile();
let beam: EvmChainData;

beforeAll(() => {
  beam = h.sim.dataset.evm.chains.find((c) => c.spec.chainName === 'Beam') as EvmChainData;
});

const beamUrl = () => `${h.sim.url}/ext/bc/${beam.spec.blockchainId}/rpc`;

const nodeOnly = (): Profile & { builtin: false } => ({
  id: 'node-only',
  name: 'Node only',
  builtin: false as const,
  network: 'mainnet',
  defaultChainId: beam.spec.evmChainId,
  dataApiUrl: '',
  metricsApiUrl: '',
  nodeRpcUrl: h.sim.url,
  apiKeyHeader: 'x-glacier-api-key',
  timeoutMs: 60_000,
  publicNode: false,
  customChains: [{ chainId: beam.spec.evmChainId, name: 'My Beam', rpcUrl: beamUrl() }],
});

const onNodeOnly = <C extends Parameters<typeof h.services.dispatch>[0]>(channel: C, params: unknown) =>
  h.services.dispatch(channel, params as never, { profileId: 'node-only' });

describe('saving a node-only profile', () => {
  it('is accepted with empty Data API and metrics URLs and keeps its custom chains', async () => {
    const saved = await h.ok('app.profiles.save', { profile: nodeOnly() });
    expect(saved).toMatchObject({ dataApiUrl: '', metricsApiUrl: '', customChains: nodeOnly().customChains });
    const listed = await h.ok('app.profiles.list', undefined as never);
    expect(listed.profiles.find((p) => p.id === 'node-only')?.customChains).toEqual(nodeOnly().customChains);
  });

  it('refuses a bad custom chain with the field path of the cell', async () => {
    const twice = {
      ...nodeOnly(),
      customChains: [...(nodeOnly().customChains ?? []), ...(nodeOnly().customChains ?? [])],
    };
    const dup = await h.invoke('app.profiles.save', { profile: twice });
    expect(dup).toMatchObject({ ok: false, error: { kind: 'validation', field: 'profile.customChains.1.chainId' } });
    const badUrl = { ...nodeOnly(), customChains: [{ chainId: '4337', name: 'x', rpcUrl: 'ftp://host/rpc' }] };
    expect(await h.invoke('app.profiles.save', { profile: badUrl })).toMatchObject({
      ok: false,
      error: { kind: 'validation', field: 'profile.customChains.0.rpcUrl' },
    });
    const badDataUrl = { ...nodeOnly(), dataApiUrl: 'glacier' };
    expect(await h.invoke('app.profiles.save', { profile: badDataUrl })).toMatchObject({
      ok: false,
      error: { kind: 'validation', field: 'profile.dataApiUrl' },
    });
  });
});

describe("a custom chain's native token", () => {
  const withToken = (token: { symbol?: string; decimals?: number }) => ({
    ...nodeOnly(),
    customChains: [{ chainId: beam.spec.evmChainId, name: 'My Beam', rpcUrl: beamUrl(), ...token }],
  });

  it('is saved with its symbol and decimals, and travels in an exported profiles file', async () => {
    const saved = await h.ok('app.profiles.save', { profile: withToken({ symbol: ' BEAM ', decimals: 18 }) });
    expect(saved.customChains?.[0]).toMatchObject({ symbol: 'BEAM', decimals: 18 });
    const text = profilesFileText([saved]);
    await h.ok('app.profiles.remove', { profileId: 'node-only' });
    const imported = await h.ok('app.profiles.import', { content: text });
    expect(imported.added.map((a) => a.id)).toEqual(['node-only']);
    expect(h.services.profiles.get('node-only').customChains?.[0]).toMatchObject({ symbol: 'BEAM', decimals: 18 });
  });

  it('refuses a symbol or decimals that cannot be a token, naming the cell', async () => {
    const cases: [{ symbol?: string; decimals?: number }, string, RegExp][] = [
      [{ symbol: 'BE AM' }, 'symbol', /no spaces/],
      [{ symbol: 'A'.repeat(13) }, 'symbol', /at most 12/],
      [{ symbol: 'B<EAM>' }, 'symbol', /letters, digits/],
      [{ decimals: 37 }, 'decimals', /0 to 36/],
      [{ decimals: 1.5 }, 'decimals', /whole number/],
      [{ decimals: -1 }, 'decimals', /0 to 36/],
    ];
    for (const [token, field, message] of cases) {
      const r = await h.invoke('app.profiles.save', { profile: withToken(token) });
      expect(r, JSON.stringify(token)).toMatchObject({
        ok: false,
        error: {
          kind: 'validation',
          field: `profile.customChains.0.${field}`,
          message: expect.stringMatching(message),
        },
      });
    }
  });

  it('a profiles file with a bad token is refused with the path of the cell', async () => {
    const text = profilesFileText([{ ...withToken({}), builtin: false }]).replace(
      '"rpcUrl"',
      '"symbol": "two words",\n          "rpcUrl"',
    );
    const r = await h.invoke('app.profiles.import', { content: text });
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation', message: /customChains\.0\.symbol/ } });
  });
});

describe('calls on a node-only profile', () => {
  it('a Data API channel is refused as unavailable (no-data-api) before any request is sent', async () => {
    await h.ok('app.profiles.save', { profile: nodeOnly() });
    const before = h.sim.stats.requests;
    const r = await onNodeOnly('data.listChains', undefined);
    expect(r).toMatchObject({ ok: false, error: { kind: 'unavailable', code: 'no-data-api' } });
    const metrics = await onNodeOnly('data.getMetrics', { chainId: '43114', metric: 'txCount' });
    expect(metrics).toMatchObject({ ok: false, error: { kind: 'unavailable', code: 'no-metrics-api' } });
    expect(h.sim.stats.requests).toBe(before);
  });

  it('an export is refused as unavailable (no-data-api): no save target is chosen, no job made, nothing sent', async () => {
    await h.ok('app.profiles.save', { profile: nodeOnly() });
    const jobsBefore = (await h.ok('export.list', {})).jobs.length;
    const before = h.sim.stats.requests;
    const holder = beam.accounts.find((a) => a.kind === 'eoa')?.address ?? '';
    for (const mode of ['local', 'remote'] as const) {
      const request =
        mode === 'local'
          ? { mode, addresses: [holder], chainIds: [beam.spec.evmChainId], kind: 'native', format: 'csv' }
          : { mode, addresses: [holder], chainIds: [beam.spec.evmChainId] };
      const r = await onNodeOnly('export.start', { ...request, fileName: 'beam.csv' });
      expect(r).toMatchObject({ ok: false, error: { kind: 'unavailable', code: 'no-data-api' } });
    }
    expect((await h.ok('export.list', {})).jobs.length).toBe(jobsBefore);
    expect(h.sim.stats.requests).toBe(before);
  });

  it('node.evm channels naming the custom chain by its chain id read that chain at its own URL', async () => {
    await h.ok('app.profiles.save', { profile: nodeOnly() });
    const head = await onNodeOnly('node.evm.blockNumber', { blockchainId: beam.spec.evmChainId });
    const last = beam.blocks[beam.blocks.length - 1];
    expect(head).toEqual({ ok: true, data: `0x${last?.number.toString(16)}` });
    const block = await onNodeOnly('node.evm.getBlockByNumber', {
      blockchainId: beam.spec.evmChainId,
      block: last?.number,
    });
    expect(block.ok && (block.data as { hash?: string } | null)?.hash).toBe(last?.hash);
    const path = `/ext/bc/${beam.spec.blockchainId}/rpc`;
    expect(h.sim.received.filter((r) => r.path === path).length).toBeGreaterThan(0);
  });

  it('a chain id that is none of the profile’s custom chains is refused with the field named', async () => {
    await h.ok('app.profiles.save', { profile: nodeOnly() });
    const r = await onNodeOnly('node.evm.blockNumber', { blockchainId: '999' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation', field: 'blockchainId' } });
  });

  it('Test connection probes only the node', async () => {
    await h.ok('app.profiles.save', { profile: nodeOnly() });
    const result = await h.ok('app.connection.test', { profileId: 'node-only' });
    expect(result.probes.map((p) => p.target)).toEqual(['node']);
    expect(result.probes[0]?.ok).toBe(true);
  });
});

describe('reading a custom chain id', () => {
  it('answers the decimal chain id of an EVM RPC URL', async () => {
    expect(await h.ok('app.connection.readChainId', { rpcUrl: beamUrl() })).toEqual({ chainId: beam.spec.evmChainId });
    expect(await h.ok('app.connection.readChainId', { rpcUrl: `${h.sim.url}/ext/bc/C/rpc` })).toEqual({
      chainId: '43114',
    });
  });

  it('refuses a URL that is no EVM RPC, and one that is not a URL', async () => {
    const notRpc = await h.invoke('app.connection.readChainId', { rpcUrl: `${h.sim.url}/ext/bc/nope/rpc` });
    expect(notRpc).toMatchObject({ ok: false, error: { kind: 'unavailable', status: 404 } });
    const before = h.sim.stats.requests;
    const bad = await h.invoke('app.connection.readChainId', { rpcUrl: 'not a url' });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'validation', field: 'rpcUrl' } });
    expect(h.sim.stats.requests).toBe(before);
  });
});

describe('scanning logs across a range the node refuses whole', () => {
  it("node.evm.getLogs is refused with coreth's range error, and chunks of the stated size read every transfer", async () => {
    const c = h.sim.dataset.evm.mainnet;
    const first = c.spec.firstBlock;
    const last = first + c.spec.blockCount - 1;
    const whole = await h.invoke('node.evm.getLogs', { blockchainId: 'C', fromBlock: first, toBlock: last });
    expect(whole).toMatchObject({ ok: false, error: { kind: 'rpc', code: -32000 } });
    const message = whole.ok ? '' : whole.error.message;
    expect(isRangeRefusal(message)).toBe(true);
    const chunk = smallerChunk(message, last - first + 1);
    expect(chunk).toBe(2048);

    // The busiest C-Chain ERC-20 holder's received transfers, chunk by chunk from the newest block down.
    let holder = '';
    let most = -1;
    for (const [account, list] of c.erc20ByAccount) {
      if (c.accounts[account]?.kind === 'eoa' && list.length > most) {
        most = list.length;
        holder = c.accounts[account]?.address ?? '';
      }
    }
    const topic = `0x${holder.slice(2).toLowerCase().padStart(64, '0')}`;
    const transfer = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
    let received = 0;
    let chunks = 0;
    for (let upper = last; upper >= first; chunks++) {
      const part = chunkBelow(upper, first, chunk ?? 1);
      const logs = await h.ok('node.evm.getLogs', {
        blockchainId: 'C',
        fromBlock: part.from,
        toBlock: part.to,
        topics: [transfer, null, topic],
      });
      received += logs.filter((l) => l.topics.length === 3).length;
      upper = part.from - 1;
    }
    expect(chunks).toBe(Math.ceil(c.spec.blockCount / 2048));
    // The same count from the dataset the Data API serves: transfers to the holder inside the window.
    const expected = (c.erc20ByAccount.get(c.accountIndex.get(holder.toLowerCase()) ?? -1) ?? []).filter(
      (i) => c.erc20Transfers[i]?.to === c.accountIndex.get(holder.toLowerCase()),
    ).length;
    expect(received).toBe(expected);
    expect(received).toBeGreaterThan(0);
  });
});
