import type { ParamsIn } from '@shared/contract';
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

/** data.listChains through invoke → router → DataApiClient → simulator. */
describe('data.listChains', () => {
  const h = harnessForFile();

  const specs = () => h.sim.dataset.evm.chains.map((c) => c.spec);

  it('lists every chain of the dataset with its identity and native token', async () => {
    for (const params of [undefined, {}] as const) {
      const { chains } = await h.ok('data.listChains', params);
      expect(chains.map((c) => c.chainId).sort()).toEqual(
        specs()
          .map((s) => s.evmChainId)
          .sort(),
      );
      for (const spec of specs()) {
        const chain = chains.find((c) => c.chainId === spec.evmChainId);
        expect(chain).toMatchObject({
          chainName: spec.chainName,
          platformChainId: spec.blockchainId,
          subnetId: spec.subnetId,
          isTestnet: spec.network !== 'mainnet',
          networkToken: { symbol: spec.nativeToken.symbol, decimals: spec.nativeToken.decimals },
        });
      }
    }
  });

  it('filters by network, fuji and testnet meaning the same test network', async () => {
    const mainnet = await h.ok('data.listChains', { network: 'mainnet' });
    const expectedMainnet = specs().filter((s) => s.network === 'mainnet');
    expect(mainnet.chains.map((c) => c.chainId).sort()).toEqual(expectedMainnet.map((s) => s.evmChainId).sort());
    expect(mainnet.chains.every((c) => !c.isTestnet)).toBe(true);

    const fuji = await h.ok('data.listChains', { network: 'fuji' });
    const testnet = await h.ok('data.listChains', { network: 'testnet' });
    const expectedTest = specs().filter((s) => s.network !== 'mainnet');
    expect(fuji.chains.map((c) => c.chainId).sort()).toEqual(expectedTest.map((s) => s.evmChainId).sort());
    expect(testnet).toEqual(fuji);
    expect(fuji.chains.every((c) => c.isTestnet)).toBe(true);
  });

  it('filters by enabled feature, alone and combined with a network', async () => {
    for (const feature of ['nftIndexing', 'webhooks', 'teleporter'] as const) {
      const { chains } = await h.ok('data.listChains', { feature });
      const expected = specs().filter((s) => s.enabledFeatures.includes(feature));
      expect(chains.map((c) => c.chainId).sort(), feature).toEqual(expected.map((s) => s.evmChainId).sort());
      for (const c of chains) expect(c.enabledFeatures).toContain(feature);
    }
    const both = await h.ok('data.listChains', { network: 'mainnet', feature: 'nftIndexing' });
    const expected = specs().filter((s) => s.network === 'mainnet' && s.enabledFeatures.includes('nftIndexing'));
    expect(both.chains.map((c) => c.chainId).sort()).toEqual(expected.map((s) => s.evmChainId).sort());
    expect(both.chains.length).toBeLessThan(specs().length);
  });

  it('refuses an unknown network or feature, or an unknown parameter, before the network', async () => {
    await expectRefusedOffline(h, 'data.listChains', { network: 'devnet' }, 'network');
    await expectRefusedOffline(h, 'data.listChains', { feature: 'staking' }, 'feature');
    const before = h.sim.stats.requests;
    expect(await h.invoke('data.listChains', { chain: '43114' } as ParamsIn<'data.listChains'>)).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(h.sim.stats.requests).toBe(before);
  });
});
