import { formatAvaxAddress } from '@shared/ids';
import type { NetworkDataset } from '@sim/dataset/primary';
import { activePrecompilesAt } from '@sim/dataset/primary/genesis';
import type { BlockchainRecord, EvmChainRecord, SubnetRecord } from '@sim/dataset/primary/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/**
 * The shapes today's nodes send that older docs and the SDKs miss, through invoke → router → client →
 * simulator: each answer is accepted and keeps what the views need.
 */

const h = harnessForFile();
let d: NetworkDataset;
let fuji: NetworkDataset;

beforeAll(() => {
  d = h.sim.dataset.primary.mainnet;
  fuji = h.sim.dataset.primary.fuji;
});

type RunningEvm = { subnet: SubnetRecord; chain: BlockchainRecord; evm: EvmChainRecord };
const runningEvm = (pick: (evm: EvmChainRecord) => boolean): RunningEvm => {
  const found = d.subnets
    .filter((s) => s.tracked)
    .flatMap((subnet) => subnet.blockchains.flatMap((chain) => (chain.evm ? [{ subnet, chain, evm: chain.evm }] : [])))
    .find(({ evm }) => pick(evm));
  if (!found) throw new Error('the dataset has no running chain of that kind');
  return found;
};

describe('subnet-evm chains', () => {
  it('a genesis precompile without a time: blockTimestamp null in the config, inactive in the rules', async () => {
    const { chain, evm } = runningEvm(
      (e) =>
        e.offersActiveRulesAt &&
        Object.entries(e.precompiles).some(
          ([n, c]) => c.blockTimestamp === null && !e.upgrades.some((u) => u.name === n),
        ),
    );
    const [name] = Object.entries(evm.precompiles).find(([, c]) => c.blockTimestamp === null) ?? [];
    const config = await h.ok('node.evm.getChainConfig', { blockchainId: chain.blockchainId });
    expect((config as Record<string, unknown>)[name as string]).toMatchObject({ blockTimestamp: null });
    const rules = await h.ok('node.evm.getActiveRulesAt', { blockchainId: chain.blockchainId });
    expect(rules.precompiles[name as string]).toBeUndefined();
  });

  it('a late Subnet-EVM activation: an override, and fee configs before it without lastChangedAt', async () => {
    const { chain, evm } = runningEvm((e) => e.networkUpgradeOverrides !== undefined);
    const config = await h.ok('node.evm.getChainConfig', { blockchainId: chain.blockchainId });
    expect(config.upgrades?.networkUpgradeOverrides).toEqual({ subnetEVMTimestamp: String(evm.subnetEVMTimestamp) });
    const early = await h.ok('node.evm.feeConfig', { blockchainId: chain.blockchainId, block: 0 });
    expect(early.lastChangedAt).toBeUndefined();
    expect(early.feeConfig.gasLimit).toBe('8000000');
    const latest = await h.ok('node.evm.feeConfig', { blockchainId: chain.blockchainId });
    expect(latest.lastChangedAt).toBe(String(evm.feeLastChangedAt));
  });

  it('state upgrades: accounts with code, storage and a balance change', async () => {
    const { chain, evm } = runningEvm((e) => e.stateUpgrades.length > 0);
    const config = await h.ok('node.evm.getChainConfig', { blockchainId: chain.blockchainId });
    const [upgrade] = config.upgrades?.stateUpgrades ?? [];
    const want = evm.stateUpgrades[0] as EvmChainRecord['stateUpgrades'][number];
    expect(upgrade?.blockTimestamp).toBe(String(want.blockTimestamp));
    expect(Object.keys(upgrade?.accounts ?? {})).toEqual(Object.keys(want.accounts));
    expect(Object.values(upgrade?.accounts ?? {}).some((a) => /^0x/.test(String(a.balanceChange)))).toBe(true);
  });

  it('no active precompile: eth_getActiveRulesAt answers precompiles {}', async () => {
    const { chain, evm } = runningEvm(
      (e) =>
        e.offersActiveRulesAt &&
        !(e.warp && e.warp.blockTimestamp <= e.latestBlockTimestamp) &&
        activePrecompilesAt(e, e.latestBlockTimestamp).size === 0,
    );
    const rules = await h.ok('node.evm.getActiveRulesAt', {
      blockchainId: chain.blockchainId,
      timestamp: evm.latestBlockTimestamp,
    });
    expect(rules.precompiles).toEqual({});
    expect(rules.avalancheRules).toMatchObject({ IsGranite: true, IsHelicon: false });
  });
});

describe('info and platform', () => {
  it('peers: numbers as strings, an empty public IP, ACP ids as numbers, the advertised upgrade time', async () => {
    const { numPeers, peers } = await h.ok('node.info.peers', {});
    expect(numPeers).toBe(String(d.peers.length));
    const quiet = d.peers.find((p) => p.publicIP === '');
    expect(quiet).toBeDefined();
    expect(peers?.find((p) => p.nodeID === quiet?.nodeID)?.publicIP).toBe('');
    const voter = d.peers.find((p) => p.supportedACPs.length > 0);
    const got = peers?.find((p) => p.nodeID === voter?.nodeID);
    expect(got?.supportedACPs).toEqual(voter?.supportedACPs);
    expect(got?.upgradeTime).toBe(String(voter?.upgradeTime));
  });

  it('auto-renewed validators on Fuji (Helicon active): authority, next period, restaked share', async () => {
    const want = fuji.primaryValidators.find((v) => v.autoRenewed) as NetworkDataset['primaryValidators'][number];
    expect(want).toBeDefined();
    const { validators } = await h.at('/fuji').ok('node.platform.getCurrentValidators', { nodeIDs: [want.nodeID] });
    expect(validators?.[0]).toMatchObject({
      nodeID: want.nodeID,
      nextPeriod: String(want.autoRenewed?.nextPeriod),
      autoCompoundRewardShares: String(want.autoRenewed?.autoCompoundRewardShares),
      validatorAuthority: { addresses: want.autoRenewed?.validatorAuthority.addresses },
    });
    const mainnet = await h.ok('node.platform.getCurrentValidators', {});
    expect(mainnet.validators?.some((v) => v.nextPeriod !== undefined)).toBe(false);
  });

  it('an L1 validator owner without addresses, and a balance without UTXOs (utxoIDs null)', async () => {
    const l1 = d.subnets.find((s) => s.l1Validators.some((v) => v.deactivationOwner.addresses.length === 0));
    const ownerless = l1?.l1Validators.find((v) => v.deactivationOwner.addresses.length === 0);
    const { validators } = await h.ok('node.platform.getCurrentValidators', {
      subnetID: l1?.subnetId,
      nodeIDs: [ownerless?.nodeID as string],
    });
    expect(validators?.find((v) => v.validationID === ownerless?.validationID)?.deactivationOwner).toEqual({
      locktime: '0',
      threshold: '0',
      addresses: [],
    });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, fill) =>
        h.ok('node.platform.getBalance', {
          addresses: [formatAvaxAddress('avax', new Uint8Array(20).fill(fill), 'P')],
        }),
      ),
    );
    const empty = answers.find((b) => b.utxoIDs === null);
    expect(empty).toMatchObject({ balance: '0', balances: {} });
  });

  it('Banff proposal, commit and abort blocks, and the proposal still processing (txs null)', async () => {
    for (const kind of ['proposal', 'commit', 'abort'] as const) {
      const block = d.pBlocks.find((b) => b.kind === kind) as NetworkDataset['pBlocks'][number];
      const { block: json } = await h.ok('node.platform.getBlockByHeight', { height: block.height, encoding: 'json' });
      if (typeof json === 'string') throw new Error('expected a JSON block');
      expect(json.id).toBe(block.id);
      if (kind === 'proposal') {
        expect(json.txs).toEqual([]);
        expect(json.tx?.unsignedTx).toEqual({ txID: expect.any(String) });
      } else {
        expect(json.tx).toBeUndefined();
        expect(json.txs).toBeUndefined();
      }
    }
    const { block } = await h.ok('node.platform.getBlock', { blockID: d.processingPBlock.id, encoding: 'json' });
    if (typeof block === 'string') throw new Error('expected a JSON block');
    expect(block.txs).toBeNull();
    expect(block.tx?.credentials).toBeNull();
  });
});
