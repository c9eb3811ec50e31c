import { parseChannelResult } from '@main/ipc/router';
import { type ChannelName, contract } from '@shared/contract';
import { genesisProblems } from '@shared/models/data/genesis';
import { zodIssueToAppError } from '@shared/schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * The tolerant-parsing rules on the shapes today's servers send: unknown kept, absent optional fine,
 * deprecated fields optional (and dropped when malformed), genesisData never refused, and only a wrong
 * required type fails.
 */

function parsed(channel: ChannelName, value: unknown): Record<string, unknown> {
  const answer = parseChannelResult(channel, value);
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data as Record<string, unknown>;
}
function refused(channel: ChannelName, value: unknown) {
  const answer = parseChannelResult(channel, value);
  if (answer.ok) throw new Error(`${channel} accepted ${JSON.stringify(value)}`);
  return answer.error;
}
const paramsError = (channel: ChannelName, value: unknown) => {
  const result = (contract[channel].params as z.ZodType).safeParse(value);
  return result.success ? null : zodIssueToAppError(result.error, 'validation');
};

const FEES = {
  gasLimit: 8000000,
  targetBlockRate: 2,
  minBaseFee: 25000000000,
  targetGas: 15000000,
  baseFeeChangeDenominator: 36,
  minBlockGasCost: 0,
  maxBlockGasCost: 1000000,
  blockGasCostStep: 200000,
};
const OWNER = { locktime: 0, threshold: 1, addresses: ['avax1qm2a25eytsrj235hxg6jc0mwk99tss64eqevsw'] };
const subnetPage = (subnet: Record<string, unknown>) => ({
  subnets: [
    {
      createBlockTimestamp: 1,
      createBlockIndex: '1',
      subnetId: 'id',
      subnetOwnershipInfo: OWNER,
      isL1: false,
      blockchains: [],
      ...subnet,
    },
  ],
});

describe('subnet-evm answers', () => {
  it('a null precompile blockTimestamp is read as null; a missing one still fails', () => {
    const config = parsed('node.evm.getChainConfig', {
      chainId: 1,
      txAllowListConfig: { adminAddresses: ['0xab'], blockTimestamp: null },
      upgrades: {},
    });
    expect(config.txAllowListConfig).toMatchObject({ blockTimestamp: null });
    expect(refused('node.evm.getChainConfig', { chainId: 1, feeManagerConfig: { adminAddresses: [] } }).field).toBe(
      'feeManagerConfig.blockTimestamp',
    );
    expect(refused('node.evm.getChainConfig', { chainId: 1, feeManagerConfig: { blockTimestamp: 'soon' } }).field).toBe(
      'feeManagerConfig.blockTimestamp',
    );
  });

  it('eth_feeConfig without lastChangedAt (before Subnet-EVM activation) is accepted', () => {
    expect(parsed('node.evm.feeConfig', { feeConfig: FEES })).not.toHaveProperty('lastChangedAt');
    expect(parsed('node.evm.feeConfig', { feeConfig: FEES, lastChangedAt: 12 }).lastChangedAt).toBe('12');
    expect(refused('node.evm.feeConfig', { feeConfig: FEES, lastChangedAt: 'never' }).field).toBe('lastChangedAt');
  });

  it('the upgrade config: network upgrade overrides and state upgrades, unknown parts kept', () => {
    const config = parsed('node.evm.getChainConfig', {
      chainId: 1,
      graniteTimestamp: 1763568000,
      upgrades: {
        networkUpgradeOverrides: { subnetEVMTimestamp: 13, heliconTimestamp: null },
        stateUpgrades: [{ blockTimestamp: 14, accounts: { '0x0f00': { code: '0x10', balanceChange: '0x1' } } }],
        somethingNewer: [1],
      },
    });
    expect(config.upgrades).toEqual({
      networkUpgradeOverrides: { subnetEVMTimestamp: '13', heliconTimestamp: null },
      stateUpgrades: [{ blockTimestamp: '14', accounts: { '0x0f00': { code: '0x10', balanceChange: '0x1' } } }],
      somethingNewer: [1],
    });
    expect(config.graniteTimestamp).toBe(1763568000);
    expect(
      refused('node.evm.getChainConfig', { chainId: 1, upgrades: { stateUpgrades: [{ accounts: 'x' }] } }).field,
    ).toBe('upgrades.stateUpgrades.0.accounts');
  });

  it('getActiveRulesAt with precompiles {} and newer rule flags', () => {
    const rules = parsed('node.evm.getActiveRulesAt', {
      ethRules: {
        IsHomestead: true,
        IsEIP150: true,
        IsEIP155: true,
        IsEIP158: true,
        IsByzantium: true,
        IsConstantinople: true,
        IsPetersburg: true,
        IsIstanbul: true,
        IsPrague: false,
      },
      avalancheRules: { IsSubnetEVM: true, IsHelicon: false },
      precompiles: {},
    });
    expect(rules.precompiles).toEqual({});
    expect(rules.avalancheRules).toEqual({ IsSubnetEVM: true, IsHelicon: false });
  });
});

describe('info and platform answers', () => {
  it('peers: string counts, an empty public IP, numeric ACP ids; getVMs with fxs', () => {
    const peers = parsed('node.info.peers', {
      numPeers: '1',
      peers: [
        {
          ip: '1.2.3.4:9651',
          publicIP: '',
          nodeID: 'NodeID-x',
          version: 'avalanchego/1.14.2',
          upgradeTime: 1763568000,
          lastSent: '2026-01-01T00:00:00Z',
          lastReceived: '2026-01-01T00:00:00Z',
          benched: [],
          observedUptime: '97',
          trackedSubnets: [],
          supportedACPs: [194],
          objectedACPs: null,
        },
      ],
    });
    expect(peers).toMatchObject({
      numPeers: '1',
      peers: [
        { publicIP: '', observedUptime: '97', supportedACPs: [194], objectedACPs: null, upgradeTime: '1763568000' },
      ],
    });
    expect(refused('node.info.peers', { numPeers: '1', peers: [{ ...peers, supportedACPs: ['x'] }] }).kind).toBe(
      'parse',
    );
    expect(parsed('node.info.getVMs', { vms: {}, fxs: { id: 'secp256k1fx' } }).fxs).toEqual({ id: 'secp256k1fx' });
  });

  it('upgrades with newer fields (graniteEpochDuration, heliconTime, and any future one) are kept', () => {
    const base = {
      apricotPhase1Time: 'a',
      apricotPhase2Time: 'a',
      apricotPhase3Time: 'a',
      apricotPhase4Time: 'a',
      apricotPhase4MinPChainHeight: 793005,
      apricotPhase5Time: 'a',
      apricotPhasePre6Time: 'a',
      apricotPhase6Time: 'a',
      apricotPhasePost6Time: 'a',
      banffTime: 'a',
      cortinaTime: 'a',
      cortinaXChainStopVertexID: 'v',
      durangoTime: 'a',
      etnaTime: 'a',
    };
    const upgrades = parsed('node.info.upgrades', {
      ...base,
      graniteEpochDuration: 300000000000,
      heliconTime: '9999-12-01T00:00:00Z',
      zephyrTime: '9999-12-01T00:00:00Z',
    });
    expect(upgrades).toMatchObject({ graniteEpochDuration: '300000000000', zephyrTime: '9999-12-01T00:00:00Z' });
  });

  it('validators: PoA stakers, auto-renewed ones, owners without addresses, delegators null', () => {
    const staker = { txID: 't', startTime: '1', endTime: '2', weight: '20', nodeID: 'NodeID-x' };
    expect(parsed('node.platform.getCurrentValidators', { validators: [staker] }).validators).toEqual([staker]);
    const renewed = parsed('node.platform.getCurrentValidators', {
      validators: [
        {
          ...staker,
          signer: { publicKey: '0x1', proofOfPossession: '0x2' },
          validatorAuthority: { locktime: '0', threshold: '1', addresses: ['P-avax1x'] },
          nextPeriod: '1209600',
          autoCompoundRewardShares: '333333',
          delegators: null,
        },
        {
          nodeID: 'NodeID-y',
          weight: '1',
          startTime: '1',
          validationID: 'v',
          deactivationOwner: { locktime: '0', threshold: '0', addresses: [] },
        },
      ],
    }).validators as Record<string, unknown>[];
    expect(renewed[0]).toMatchObject({ nextPeriod: '1209600', delegators: null, signer: { proofOfPossession: '0x2' } });
    expect(renewed[1]?.deactivationOwner).toEqual({ locktime: '0', threshold: '0', addresses: [] });
    expect(parsed('node.platform.getCurrentValidators', { validators: [] }).validators).toEqual([]);
    expect(refused('node.platform.getCurrentValidators', { validators: [{ ...staker, weight: 'lots' }] }).field).toBe(
      'validators.0.weight',
    );
  });

  it('supply with height, balance with utxoIDs null, Banff proposal blocks with txs null plus tx', () => {
    expect(parsed('node.platform.getCurrentSupply', { supply: '5', height: '9' })).toEqual({
      supply: '5',
      height: '9',
    });
    const empty = { balances: {}, unlockeds: {}, lockedStakeables: {}, lockedNotStakeables: {}, utxoIDs: null };
    expect(parsed('node.platform.getBalance', empty).utxoIDs).toBeNull();
    const proposal = {
      time: 1,
      txs: null,
      parentID: 'p',
      height: 2,
      id: 'i',
      tx: { unsignedTx: { time: 3 }, credentials: null },
    };
    expect(parsed('node.platform.getBlock', { block: proposal, encoding: 'json' }).block).toMatchObject({
      txs: null,
      tx: { credentials: null },
    });
    const commit = { time: 1, parentID: 'p', height: 3, id: 'c' };
    expect(parsed('node.platform.getBlock', { block: commit, encoding: 'json' }).block).toEqual({
      ...commit,
      time: '1',
      height: '3',
    });
  });

  it('index: {containers} and the bare array read alike; numToFetch 0 is refused before the network', () => {
    const container = { id: 'c', bytes: '0x00', timestamp: 't', encoding: 'hex', index: '0' };
    expect(parsed('node.index.getContainerRange', { containers: [container] })).toEqual([container]);
    expect(parsed('node.index.getContainerRange', [container])).toEqual([container]);
    const zero = paramsError('node.index.getContainerRange', { index: 'P/block', startIndex: 0, numToFetch: 0 });
    expect(zero).toMatchObject({ field: 'numToFetch', message: expect.stringMatching(/at least 1/) });
    expect(paramsError('node.index.getContainerRange', { index: 'P/block', startIndex: 0, numToFetch: 1 })).toBeNull();
  });
});

describe('Data API subnets', () => {
  it('deprecated owner fields are optional, and a malformed one is dropped rather than refusing the page', () => {
    const page = parsed('data.listSubnets', subnetPage({}));
    expect((page.subnets as Record<string, unknown>[])[0]).not.toHaveProperty('ownerAddresses');
    const odd = parsed('data.listSubnets', subnetPage({ ownerAddresses: 'P-avax1x', threshold: '1', locktime: 0 }));
    expect((odd.subnets as Record<string, unknown>[])[0]).toMatchObject({ ownerAddresses: undefined, locktime: 0 });
    // The field that replaces them is still required.
    expect(refused('data.listSubnets', subnetPage({ subnetOwnershipInfo: undefined })).field).toBe(
      'subnets.0.subnetOwnershipInfo',
    );
  });

  it('genesisData is never refused: odd parts are kept as sent and named by genesisProblems', () => {
    const genesis = {
      gasLimit: 12000000,
      timestamp: 0,
      nonce: 0,
      difficulty: '0x0',
      alloc: [],
      config: {
        chainId: 'x',
        feeConfig: { minBaseFee: '25 gwei' },
        warpConfig: { requirePrimaryNetworkSigners: 'yes' },
        txAllowListConfig: { blockTimestamp: null, adminAddresses: null },
      },
    };
    const page = parsed(
      'data.listSubnets',
      subnetPage({
        blockchains: [
          {
            createBlockTimestamp: 1,
            createBlockNumber: '1',
            blockchainId: 'b',
            vmId: 'v',
            subnetId: 'id',
            blockchainName: 'n',
            genesisData: genesis,
          },
        ],
      }),
    );
    const kept = (page.subnets as { blockchains: { genesisData: unknown }[] }[])[0]?.blockchains[0]
      ?.genesisData as typeof genesis;
    expect(kept).toEqual(genesis);
    expect(genesisProblems(kept).map((p) => [p.path, p.raw])).toEqual([
      ['alloc', []],
      ['config.chainId', 'x'],
      ['config.feeConfig.minBaseFee', '25 gwei'],
      ['config.warpConfig.requirePrimaryNetworkSigners', 'yes'],
    ]);
    expect(
      genesisProblems({ gasLimit: '0x7a1200', timestamp: 1, config: { feeConfig: { gasLimit: '8000000' } } }),
    ).toEqual([]);
  });
});
