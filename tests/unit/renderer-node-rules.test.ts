import { activationFields, isActivated } from '@renderer/format/node-chain-config';
import { avalancheRuleName, deriveActiveRules, precompileChanges } from '@renderer/format/node-rules';
import { ActiveRules, ChainConfig } from '@shared/models/node/evm';
import type { BlockchainRecord, EvmChainRecord } from '@sim/dataset/primary/types';
import type { SimRequest } from '@sim/http/router';
import { activeRulesAt, chainConfig } from '@sim/routes/evm/chain-config';
import { l1EvmMethods } from '@sim/routes/primary/rpc-l1-evm';
import { describe, expect, it } from 'vitest';

const ADMIN = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';

/** A subnet-evm chain config as eth_getChainConfig returns it (uint64s parsed to strings by the contract). */
const SUBNET_CONFIG = {
  chainId: '99999',
  homesteadBlock: '0',
  eip150Block: '0',
  eip155Block: '0',
  eip158Block: '0',
  byzantiumBlock: '0',
  constantinopleBlock: '0',
  petersburgBlock: '0',
  istanbulBlock: '0',
  muirGlacierBlock: '0',
  subnetEVMTimestamp: '0',
  durangoTimestamp: '1700000000',
  etnaTimestamp: '1734000000',
  contractNativeMinterConfig: { adminAddresses: [ADMIN], blockTimestamp: '0' },
  feeManagerConfig: { adminAddresses: [ADMIN], blockTimestamp: '1710000000' },
  txAllowListConfig: { adminAddresses: [ADMIN], blockTimestamp: '1800000000' },
  upgrades: {
    precompileUpgrades: [
      { contractNativeMinterConfig: { adminAddresses: null, blockTimestamp: '1720000000', disable: true } },
      { contractDeployerAllowListConfig: { adminAddresses: [ADMIN], blockTimestamp: '1725000000' } },
      { contractNativeMinterConfig: { adminAddresses: [ADMIN], blockTimestamp: '1730000000' } },
    ],
  },
};

describe('deriveActiveRules', () => {
  it('turns Ethereum forks at block 0 on from genesis and Avalanche upgrades on at their timestamps', () => {
    const early = deriveActiveRules(SUBNET_CONFIG, 1_600_000_000);
    expect(early.ethRules).toMatchObject({ IsHomestead: true, IsIstanbul: true, IsCancun: false });
    expect(early.avalancheRules).toEqual({ IsSubnetEVM: true, IsDurango: false, IsEtna: false });

    const atDurango = deriveActiveRules(SUBNET_CONFIG, 1_700_000_000);
    expect(atDurango.avalancheRules.IsDurango).toBe(true);
    expect(atDurango.avalancheRules.IsEtna).toBe(false);

    const late = deriveActiveRules(SUBNET_CONFIG, 1_734_000_000);
    expect(late.avalancheRules).toEqual({ IsSubnetEVM: true, IsDurango: true, IsEtna: true });
    expect(late.ethRules.IsCancun).toBe(true);
  });

  it('activates precompiles at their blockTimestamp and applies precompileUpgrades in time order', () => {
    const names = (t: number) => Object.keys(deriveActiveRules(SUBNET_CONFIG, t).precompiles).sort();
    expect(names(1_600_000_000)).toEqual(['contractNativeMinterConfig']);
    expect(names(1_710_000_000)).toEqual(['contractNativeMinterConfig', 'feeManagerConfig']);
    // Disabled by the first upgrade…
    expect(names(1_720_000_000)).toEqual(['feeManagerConfig']);
    // …a new one enabled by the second…
    expect(names(1_725_000_000)).toEqual(['contractDeployerAllowListConfig', 'feeManagerConfig']);
    // …and the minter re-enabled by the third, with its new activation time.
    const after = deriveActiveRules(SUBNET_CONFIG, 1_730_000_000).precompiles;
    expect(after.contractNativeMinterConfig).toEqual({ timestamp: 1_730_000_000 });
    expect(Object.keys(after).sort()).toEqual([
      'contractDeployerAllowListConfig',
      'contractNativeMinterConfig',
      'feeManagerConfig',
    ]);
    expect(names(1_800_000_000)).toContain('txAllowListConfig');
  });

  it('treats missing forks as inactive and later block forks as undecidable unless the block is known', () => {
    const { homesteadBlock: _h, ...noHomestead } = SUBNET_CONFIG;
    const config = { ...noHomestead, istanbulBlock: '500' };
    const derived = deriveActiveRules(config, 1_750_000_000);
    expect(derived.ethRules.IsHomestead).toBe(false);
    expect(derived.ethRules.IsIstanbul).toBeNull();
    expect(derived.undetermined).toEqual([{ rule: 'IsIstanbul', block: 500 }]);
    expect(deriveActiveRules(config, 1_750_000_000, 499).ethRules.IsIstanbul).toBe(false);
    expect(deriveActiveRules(config, 1_750_000_000, 500).ethRules.IsIstanbul).toBe(true);
  });

  it('a precompile disabled in its own config is not active', () => {
    const config = { feeManagerConfig: { blockTimestamp: 0, disable: true } };
    expect(deriveActiveRules(config, 10).precompiles).toEqual({});
  });

  it('agrees with the C-Chain answer of eth_getActiveRulesAt for rule flags at every upgrade boundary', () => {
    for (const network of ['mainnet', 'fuji'] as const) {
      const config = chainConfig(network, 43114) as Record<string, unknown>;
      const boundaries = Object.values(config).filter((v): v is number => typeof v === 'number' && v > 1e9);
      for (const t of boundaries.flatMap((b) => [b - 1, b])) {
        const node = activeRulesAt(network, t);
        const derived = deriveActiveRules(config, t);
        expect(derived.avalancheRules).toEqual(node.avalancheRules);
        expect(derived.ethRules).toEqual(node.ethRules);
      }
    }
  });
});

/** A subnet-evm L1 as the simulator models it, with a precompile disabled and re-enabled by upgrades. */
function simulatedL1(): BlockchainRecord & { evm: EvmChainRecord } {
  const fees = {
    gasLimit: 15_000_000,
    targetBlockRate: 2,
    minBaseFee: 25_000_000_000,
    targetGas: 15_000_000,
    baseFeeChangeDenominator: 36,
    minBlockGasCost: 0,
    maxBlockGasCost: 1_000_000,
    blockGasCostStep: 200_000,
  };
  const allow = (blockTimestamp: number) => ({
    blockTimestamp,
    adminAddresses: [ADMIN],
    managerAddresses: [],
    enabledAddresses: [],
  });
  return {
    blockchainId: '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r',
    blockchainName: 'Test L1',
    vmId: 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy',
    subnetId: '11111111111111111111111111111111LpoYY',
    createBlockTimestamp: 1_690_000_000,
    createBlockNumber: 1,
    evm: {
      evmChainId: 777,
      genesisTimestamp: 1_690_000_000,
      subnetEVMTimestamp: 0,
      stateUpgrades: [],
      graniteTimestamp: 1_763_568_000,
      heliconTimestamp: 253_399_622_400,
      genesis: {},
      feeConfig: fees,
      allowFeeRecipients: false,
      precompiles: { contractNativeMinterConfig: allow(1_690_000_000), feeManagerConfig: allow(1_705_000_000) },
      warp: { blockTimestamp: 1_700_000_000, quorumNumerator: 67, requirePrimaryNetworkSigners: false },
      upgrades: [
        { name: 'contractNativeMinterConfig', blockTimestamp: 1_715_000_000, disable: true, adminAddresses: [] },
        { name: 'txAllowListConfig', blockTimestamp: 1_716_000_000, disable: false, adminAddresses: [ADMIN] },
        { name: 'contractNativeMinterConfig', blockTimestamp: 1_720_000_000, disable: false, adminAddresses: [ADMIN] },
      ],
      durangoTimestamp: 1_700_000_000,
      etnaTimestamp: 1_734_000_000,
      currentFeeConfig: fees,
      feeLastChangedAt: 0,
      latestBlock: 1000,
      latestBlockTimestamp: 1_740_000_000,
      offersActiveRulesAt: true,
    },
  };
}

describe('deriveActiveRules against the simulated subnet-evm node', () => {
  it('matches eth_getActiveRulesAt (flags and precompiles) at and around every activation', () => {
    const methods = l1EvmMethods(simulatedL1());
    const call = (method: string, params: unknown[]) => {
      const handler = methods[method];
      if (!handler) throw new Error(`${method} missing`);
      const req: SimRequest = {
        method: 'POST',
        path: '/ext/bc/test/rpc',
        params: {},
        query: new URLSearchParams(),
        headers: {},
        body: { jsonrpc: '2.0', id: 1, method, params },
        origin: 'http://127.0.0.1',
      };
      return handler(params, req);
    };
    // Parsed as the renderer receives it: through the contract's result schema.
    const config = ChainConfig.parse(call('eth_getChainConfig', []));
    const times = [
      1_690_000_000, 1_700_000_000, 1_705_000_000, 1_715_000_000, 1_716_000_000, 1_720_000_000, 1_734_000_000,
    ];
    // From genesis on: before it the chain has no blocks to have rules for.
    for (const t of times.flatMap((x) => [x - 1, x, x + 1]).filter((x) => x >= 1_690_000_000)) {
      const node = ActiveRules.parse(call('eth_getActiveRulesAt', [t]));
      const derived = deriveActiveRules(config, t);
      expect(derived.ethRules).toEqual(node.ethRules);
      // An upgrade the chain config leaves unset (Fortuna on subnet-evm) cannot be named from the config;
      // the node reports it inactive. Every upgrade the config names is derived exactly.
      const named = Object.fromEntries(Object.keys(derived.avalancheRules).map((k) => [k, node.avalancheRules[k]]));
      expect(derived.avalancheRules).toEqual(named);
      for (const [flag, on] of Object.entries(node.avalancheRules))
        if (!(flag in derived.avalancheRules)) expect(on).toBe(false);
      const nodePrecompiles = Object.fromEntries(
        Object.entries(node.precompiles).map(([name, p]) => [name, { timestamp: Number(p.timestamp) }]),
      );
      expect(derived.precompiles).toEqual(nodePrecompiles);
    }
  });
});

describe('avalancheRuleName', () => {
  it('names the rule of subnet-evm and coreth activation fields', () => {
    expect(avalancheRuleName('subnetEVMTimestamp')).toBe('IsSubnetEVM');
    expect(avalancheRuleName('durangoTimestamp')).toBe('IsDurango');
    expect(avalancheRuleName('apricotPhasePre6BlockTimestamp')).toBe('IsApricotPhasePre6');
    expect(avalancheRuleName('istanbulBlock')).toBeNull();
  });
});

describe('precompileChanges', () => {
  it('flattens precompileUpgrades into time order and skips malformed entries', () => {
    const changes = precompileChanges({
      upgrades: {
        precompileUpgrades: [
          { b: { blockTimestamp: '20' } },
          { a: { blockTimestamp: '10', disable: true }, bad: { adminAddresses: [] } },
          'nonsense',
        ],
      },
    });
    expect(changes.map((c) => [c.name, c.blockTimestamp, c.disable])).toEqual([
      ['a', 10, true],
      ['b', 20, false],
    ]);
    expect(precompileChanges({})).toEqual([]);
  });
});

describe('activationFields', () => {
  it('lists block forks then timestamps, with their rules, and tells what is active now', () => {
    const fields = activationFields({ ...SUBNET_CONFIG, shanghaiTime: 5, eip150Hash: '0xabc', londonBlock: null });
    expect(fields.slice(0, 2).map((f) => [f.field, f.kind, f.rule])).toEqual([
      ['homesteadBlock', 'block', 'IsHomestead'],
      ['eip150Block', 'block', 'IsEIP150'],
    ]);
    expect(fields.find((f) => f.field === 'muirGlacierBlock')).toMatchObject({ kind: 'block', value: 0 });
    expect(fields.find((f) => f.field === 'shanghaiTime')).toMatchObject({ kind: 'timestamp', rule: 'IsShanghai' });
    expect(fields.some((f) => f.field === 'eip150Hash' || f.field === 'londonBlock')).toBe(false);
    const etna = fields.find((f) => f.field === 'etnaTimestamp');
    if (!etna) throw new Error('etnaTimestamp missing');
    expect(isActivated(etna, 1_733_999_999)).toBe(false);
    expect(isActivated(etna, 1_734_000_000)).toBe(true);
    expect(isActivated({ field: 'x', kind: 'block', value: 7, rule: null }, 0)).toBeNull();
  });
});
