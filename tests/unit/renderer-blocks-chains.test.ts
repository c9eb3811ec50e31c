import {
  C_CHAIN_ID_BY_NETWORK,
  chainSource,
  customChainInfo,
  findChain,
  nativeTokenOf,
  nodeChainRef,
  UNNAMED_NATIVE_UNIT,
} from '@renderer/queries/chains';
import { hashOnChain, routeChainId } from '@renderer/routing/chain-routes';
import { chainMatches, groupChains } from '@renderer/shell/chain-picker-model';
import { cb58Encode } from '@shared/ids';
import type { ChainInfo } from '@shared/models/data/chains';
import { parseHash } from '@shared/routing/routes';
import { describe, expect, it } from 'vitest';

const id = (seed: number) => cb58Encode(new Uint8Array(32).fill(seed));

function chain(chainId: string, chainName: string, isTestnet: boolean, extra: Partial<ChainInfo> = {}): ChainInfo {
  return {
    chainId,
    chainName,
    isTestnet,
    status: 'OK',
    description: '',
    vmName: 'EVM',
    rpcUrl: 'https://example.org/rpc',
    platformChainId: id(Number(chainId) % 250),
    networkToken: { name: chainName, symbol: chainName.slice(0, 4).toUpperCase(), decimals: 18 },
    ...extra,
  };
}

const CHAINS = [
  chain('43114', 'Avalanche (C-Chain)', false),
  chain('43113', 'Avalanche Fuji (C-Chain)', true),
  chain('4337', 'Beam', false),
  chain('173750', 'Echo L1', true, { networkToken: { name: 'Echo', symbol: 'ECH', decimals: 6 } }),
];

describe('chain list', () => {
  it('groups mainnet before testnet, in the service order, and drops groups the filter empties', () => {
    expect(groupChains(CHAINS).map((g) => [g.id, g.chains.map((c) => c.chainId)])).toEqual([
      ['mainnet', ['43114', '4337']],
      ['testnet', ['43113', '173750']],
    ]);
    expect(groupChains(CHAINS, 'beam').map((g) => [g.id, g.chains.map((c) => c.chainId)])).toEqual([
      ['mainnet', ['4337']],
    ]);
    expect(groupChains(CHAINS, 'nothing like it')).toEqual([]);
  });

  it('matches every term against name, chain id, token symbol and blockchain id', () => {
    const echo = CHAINS[3] as ChainInfo;
    expect(chainMatches(echo, 'echo')).toBe(true);
    expect(chainMatches(echo, '1737')).toBe(true);
    expect(chainMatches(echo, 'ech l1')).toBe(true);
    expect(chainMatches(echo, echo.platformChainId?.slice(0, 8) ?? '')).toBe(true);
    expect(chainMatches(echo, 'echo beam')).toBe(false);
    expect(chainMatches(echo, '   ')).toBe(true);
  });

  it('finds a chain by EVM id or blockchain id and knows its native token', () => {
    const beam = CHAINS[2] as ChainInfo;
    expect(findChain(CHAINS, '4337')).toBe(beam);
    expect(findChain(CHAINS, beam.platformChainId as string)).toBe(beam);
    expect(findChain(CHAINS, '1')).toBeUndefined();
    expect(findChain(undefined, '4337')).toBeUndefined();
    expect(nativeTokenOf(CHAINS[3])).toEqual({ symbol: 'ECH', decimals: 6 });
    expect(nativeTokenOf(undefined)).toEqual({ symbol: undefined, decimals: 18 });
  });
});

describe('native token of a custom chain', () => {
  const rpcUrl = 'http://127.0.0.1:9650/ext/bc/mine/rpc';

  it('carries the symbol and decimals the user gave into every amount', () => {
    const named = customChainInfo({ chainId: '777', name: 'Mine', rpcUrl, symbol: 'MINE', decimals: 9 }, 'mainnet');
    expect(nativeTokenOf(named)).toEqual({ symbol: 'MINE', decimals: 9 });
  });

  it('without a symbol says "native" and uses 18 decimals, never a bare number', () => {
    const unnamed = customChainInfo({ chainId: '777', name: 'Mine', rpcUrl }, 'fuji');
    expect(unnamed.networkToken).toMatchObject({ symbol: '', decimals: 18 });
    expect(nativeTokenOf(unnamed)).toEqual({ symbol: UNNAMED_NATIVE_UNIT, decimals: 18 });
  });
});

describe('where a chain is read from', () => {
  const mine = { chainId: '770833', name: 'Mine', rpcUrl: 'http://127.0.0.1:9650/ext/bc/mine/rpc' };
  const withData = { dataApiUrl: 'https://glacier-api.avax.network', customChains: [mine] };
  const listed = { listed: CHAINS, failed: false };

  it('node only: every chain from the node, without waiting for a list', () => {
    expect(chainSource({ dataApiUrl: '', customChains: [mine] }, '43114', { listed: undefined, failed: false })).toBe(
      'node',
    );
  });

  it('with a Data API: its chains from it, a custom chain it does not list from the node', () => {
    expect(chainSource(withData, '4337', { listed: undefined, failed: false })).toBe('data');
    expect(chainSource(withData, '770833', listed)).toBe('node');
  });

  it('a custom chain the Data API lists after all stays on the Data API; before the list is in it waits', () => {
    const same = { ...withData, customChains: [{ ...mine, chainId: '4337' }] };
    expect(chainSource(same, '4337', listed)).toBe('data');
    expect(chainSource(same, '4337', { listed: undefined, failed: false })).toBe('pending');
    expect(chainSource(same, '4337', { listed: undefined, failed: true })).toBe('node');
  });
});

describe('choosing a chain on a route', () => {
  const ADDRESS = '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7';

  it('re-opens every EVM view on the new chain, keeping the rest of the route and its query', () => {
    expect(hashOnChain('#/blocks/43114', '4337')).toBe('#/blocks/4337');
    expect(hashOnChain('#/blocks/43114?tab=transactions&status=failed', '4337')).toBe(
      '#/blocks/4337?tab=transactions&status=failed',
    );
    expect(hashOnChain('#/block/43114/123', '43113')).toBe('#/block/43113/123');
    expect(hashOnChain(`#/address/43114/${ADDRESS}`, '4337')).toBe(`#/address/4337/${ADDRESS}`);
    expect(hashOnChain(`#/tx/43114/0x${'ab'.repeat(32)}`, '4337')).toBe(`#/tx/4337/0x${'ab'.repeat(32)}`);
    expect(hashOnChain(`#/nft/43114/${ADDRESS}`, '4337')).toBe(`#/nft/4337/${ADDRESS}`);
    expect(hashOnChain('#/metrics/total', '4337')).toBe('#/metrics/4337');
  });

  it('leaves other routes alone (the choice only becomes the default)', () => {
    for (const hash of ['#/', '#/settings', '#/validators/mainnet', '#/address', '#/no/such/place']) {
      expect(hashOnChain(hash, '4337')).toBeNull();
    }
  });

  it('reads the chain of EVM routes only', () => {
    expect(routeChainId(parseHash('#/blocks/4337'))).toBe('4337');
    expect(routeChainId(parseHash('#/block/43113/5'))).toBe('43113');
    expect(routeChainId(parseHash('#/subnets/mainnet'))).toBeUndefined();
    expect(routeChainId(parseHash('#/'))).toBeUndefined();
  });
});

const MAINNET = { network: 'mainnet', dataApiUrl: 'https://glacier-api.avax.network' } as const;
const FUJI = { network: 'fuji', dataApiUrl: 'https://glacier-api.avax.network' } as const;

describe('node chain of an EVM chain id', () => {
  it("names a profile's custom chain by its chain id, with or without a Data API", () => {
    const customChains = [{ chainId: '4337', name: 'Beam', rpcUrl: 'http://127.0.0.1:9650/ext/bc/x/rpc' }];
    expect(nodeChainRef('4337', { ...MAINNET, customChains }, undefined)).toEqual({
      kind: 'ready',
      blockchainId: '4337',
    });
    expect(nodeChainRef('4337', { ...MAINNET, dataApiUrl: '', customChains }, undefined)).toEqual({
      kind: 'ready',
      blockchainId: '4337',
    });
  });

  it('node only: another chain cannot wait for a chain list that will never come', () => {
    const ref = nodeChainRef('4337', { ...MAINNET, dataApiUrl: '' }, undefined);
    expect(ref.kind).toBe('unknown');
    expect(ref.kind === 'unknown' && ref.reason).toContain('Custom EVM chains');
    expect(nodeChainRef('43114', { ...MAINNET, dataApiUrl: '' }, undefined)).toEqual({
      kind: 'ready',
      blockchainId: 'C',
    });
  });

  it('uses C for the profile network C-Chain without needing the chain list', () => {
    expect(nodeChainRef(C_CHAIN_ID_BY_NETWORK.mainnet, MAINNET, undefined)).toEqual({
      kind: 'ready',
      blockchainId: 'C',
    });
    expect(nodeChainRef(C_CHAIN_ID_BY_NETWORK.fuji, FUJI, undefined)).toEqual({ kind: 'ready', blockchainId: 'C' });
  });

  it('maps other chains through the list, and takes a cb58 blockchain id as given', () => {
    expect(nodeChainRef('4337', MAINNET, undefined)).toEqual({ kind: 'needsList' });
    expect(nodeChainRef('4337', MAINNET, CHAINS)).toEqual({
      kind: 'ready',
      blockchainId: CHAINS[2]?.platformChainId,
    });
    // The other network's C-Chain is not this node's `C`.
    expect(nodeChainRef('43113', MAINNET, CHAINS)).toEqual({
      kind: 'ready',
      blockchainId: CHAINS[1]?.platformChainId,
    });
    const raw = id(7);
    expect(nodeChainRef(raw, MAINNET, undefined)).toEqual({ kind: 'ready', blockchainId: raw });
  });

  it('explains a chain it cannot map', () => {
    const missing = nodeChainRef('999', MAINNET, CHAINS);
    expect(missing.kind).toBe('unknown');
    expect(missing.kind === 'unknown' && missing.reason).toContain('999');
    const noId = nodeChainRef('5', MAINNET, [chain('5', 'Bare', false, { platformChainId: undefined })]);
    expect(noId.kind === 'unknown' && noId.reason).toContain('without a blockchain id');
  });
});
