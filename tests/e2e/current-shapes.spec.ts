import { formatAvaxAddress } from '@shared/ids';
import type { NetworkDataset } from '@sim/dataset/primary';
import type { RunningSimulator } from '@sim/server';
import { expect, test } from './fixtures';
import { simRpc } from './sim-data';
import { useSimFuji } from './sim-fuji';
import { shootThemes } from './theme-shots';

/**
 * The shapes today's nodes and Data API send, as the views show them. Every expectation comes from the
 * simulator's dataset or its answers, never from the renderer's own formatters.
 */

const mainnet = (sim: RunningSimulator): NetworkDataset => sim.dataset.primary.mainnet;
const trackedEvm = (sim: RunningSimulator) =>
  mainnet(sim)
    .subnets.filter((s) => s.tracked)
    .flatMap((s) => s.blockchains)
    .filter((b) => b.evm !== undefined);

test.describe('validators of every kind', () => {
  test('PoA validators have a weight and no stake; an L1 lists its pre-conversion PoA validators; empty owners and sets', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const data = mainnet(sim);
    const poaSubnet = data.subnets.find((s) => !s.isL1 && s.poaValidators.length > 0);
    const poa = poaSubnet?.poaValidators[0];
    if (!poaSubnet || !poa) throw new Error('no PoA subnet with validators');
    await app.go(`#/validators/mainnet?subnet=${poaSubnet.subnetId}&node=${poa.nodeID}`);
    await expect(page.getByTestId('detail-role')).toHaveAttribute('data-role', 'poa');
    await expect(page.getByTestId('detail-no-stake')).toContainText('none');
    await expect(page.getByTestId('detail-weight')).toContainText(String(poa.weight));
    await shootThemes(page, 'current-validator-poa', async () => {
      await app.go(`#/validators/mainnet?subnet=${poaSubnet.subnetId}&node=${poa.nodeID}`);
      await expect(page.getByTestId('validator-detail')).toBeVisible();
    });

    const l1 = data.subnets.find((s) => s.isL1 && s.poaValidators.length > 0);
    if (!l1) throw new Error('no L1 with legacy PoA validators');
    await app.go(`#/validators/mainnet?subnet=${l1.subnetId}`);
    await expect(page.getByTestId('validator-table').getByTestId('row-count')).toHaveText(
      String(l1.poaValidators.length + l1.l1Validators.length),
    );
    await expect(page.getByTestId('validator-legacy-poa')).toHaveCount(l1.poaValidators.length);

    const withEmptyOwner = data.subnets.find((s) =>
      s.l1Validators.some((v) => v.deactivationOwner.addresses.length === 0),
    );
    const ownerless = withEmptyOwner?.l1Validators.find((v) => v.deactivationOwner.addresses.length === 0);
    await app.go(`#/validators/mainnet?subnet=${withEmptyOwner?.subnetId}&node=${ownerless?.nodeID}`);
    await expect(page.getByTestId('detail-role')).toHaveAttribute('data-role', 'l1');
    await expect(page.getByTestId('owner-empty')).toContainText('No addresses (threshold 0)');
    await shootThemes(page, 'current-validator-l1-ownerless', async () => {
      await app.go(`#/validators/mainnet?subnet=${withEmptyOwner?.subnetId}&node=${ownerless?.nodeID}`);
      await expect(page.getByTestId('owner-empty')).toBeVisible();
    });

    const bare = data.subnets.find((s) => !s.isL1 && s.poaValidators.length === 0);
    await app.go(`#/validators/mainnet?subnet=${bare?.subnetId}`);
    await expect(page.getByTestId('validator-table')).toContainText('This set has no current validators.');
  });

  test('auto-renewed validators (Fuji, Helicon active) show their renewal, next period and restaked share', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    useSimFuji(app, sim);
    const fuji = sim.dataset.primary.fuji;
    const renewed = fuji.primaryValidators.find((v) => v.autoRenewed);
    if (!renewed?.autoRenewed) throw new Error('no auto-renewed validator on the simulated Fuji');
    const [answer] = (
      await simRpc<{ validators: { nextPeriod: string; autoCompoundRewardShares: string }[] }>(
        sim,
        '/fuji/ext/bc/P',
        'platform.getCurrentValidators',
        { nodeIDs: [renewed.nodeID] },
      )
    ).validators;
    await app.go('#/validators/fuji');
    await expect(page.getByTestId('validator-table').getByTestId('row-count')).toHaveText(
      String(fuji.primaryValidators.length),
    );
    await page.getByTestId('validator-filter').fill(renewed.nodeID);
    await expect(page.getByTestId('validator-auto-renewed')).toHaveText(
      `auto · ${renewed.autoRenewed.nextPeriod / 86_400}d`,
    );
    await app.go(`#/validators/fuji?node=${renewed.nodeID}`);
    await expect(page.getByTestId('detail-role')).toHaveAttribute('data-role', 'auto-renewed');
    const restaked = Number(answer?.autoCompoundRewardShares) / 10_000;
    await expect(page.getByTestId('detail-auto-compound')).toContainText(`${restaked.toFixed(4)}%`);
    await expect(page.getByTestId('detail-next-period')).toContainText(`${Number(answer?.nextPeriod) / 86_400}d`);
    await expect(page.getByTestId('detail-validator-authority').getByTestId('owner-address')).toHaveAttribute(
      'data-value',
      renewed.autoRenewed.validatorAuthority.addresses[0] as string,
    );
    await shootThemes(page, 'current-validator-auto-renewed', async () => {
      await app.go(`#/validators/fuji?node=${renewed.nodeID}`);
      await expect(page.getByTestId('detail-next-period')).toBeVisible();
    });
  });
});

test.describe('node dashboard', () => {
  test('peers without a public IP, their ACP votes and upgrade time; VMs with their feature extensions', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const data = mainnet(sim);
    const quiet =
      data.peers.find((p) => p.publicIP === '' && p.supportedACPs.length > 0) ??
      data.peers.find((p) => p.publicIP === '');
    if (!quiet) throw new Error('no peer without a public IP');
    await app.go('#/node?tab=peers');
    await page.getByTestId('peer-id-input').fill(quiet.nodeID);
    await page.getByTestId('peer-id-apply').click();
    const rows = page.getByTestId('peers-table').getByTestId('table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('peer-no-public-ip')).toHaveText('none');
    await rows.first().click();
    await expect(page.getByTestId('peer-details-no-public-ip')).toHaveText('none advertised');
    await expect(page.getByTestId('peer-details-supported-acps')).toContainText(
      quiet.supportedACPs.length > 0 ? quiet.supportedACPs.map((n) => `ACP-${n}`).join(', ') : 'none',
    );
    await expect(page.getByTestId('peer-details-upgrade-time')).toContainText(
      new Date(quiet.upgradeTime * 1000).toISOString().slice(0, 10),
    );

    const { fxs } = await simRpc<{ fxs: Record<string, string> }>(sim, '/ext/info', 'info.getVMs');
    await app.go('#/node?tab=vms');
    await expect(page.getByTestId('fx-row')).toHaveCount(Object.keys(fxs).length);
    const shown = await page.getByTestId('fx-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
    expect(shown.sort()).toEqual(Object.values(fxs).sort());
    await shootThemes(page, 'current-node-vms', async () => {
      await app.go('#/node?tab=vms');
      await expect(page.getByTestId('fxs-list')).toBeVisible();
    });
  });

  test('EVM config: a precompile disabled at genesis, upgrade overrides, state upgrades, a pre-activation fee config', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const chains = trackedEvm(sim);
    const nulled = chains.find((b) => Object.values(b.evm?.precompiles ?? {}).some((c) => c.blockTimestamp === null));
    const name = Object.entries(nulled?.evm?.precompiles ?? {}).find(([, c]) => c.blockTimestamp === null)?.[0];
    if (!nulled || !name) throw new Error('no running chain with a precompile disabled at genesis');
    await app.go(`#/node?tab=evm&chain=${nulled.blockchainId}`);
    // The node dashboard opened cold (its code, the health checks, the chain list and this chain's reads at once):
    // in one clean-clone run on a host twice as slow as usual, the chain config was still loading after 7 s.
    await expect(page.getByTestId(`precompile-${name}`).getByTestId('precompile-state')).toHaveText(
      'disabled at genesis',
      { timeout: 20_000 },
    );
    await expect(page.getByTestId('rules-result').getByTestId(`active-precompile-${name}`)).toHaveCount(0);

    const late = chains.find((b) => b.evm?.networkUpgradeOverrides);
    if (!late?.evm) throw new Error('no running chain with a late Subnet-EVM activation');
    await app.go(`#/node?tab=evm&chain=${late.blockchainId}`);
    const overrides = page.getByTestId('upgrade-overrides');
    await expect(overrides.getByTestId('table-row')).toHaveCount(1);
    await expect(overrides).toContainText('subnetEVMTimestamp');
    await expect(overrides).toContainText(String(late.evm.subnetEVMTimestamp));
    await page.getByTestId('fee-block-input').fill('0');
    await page.getByTestId('fee-block-apply').click();
    await expect(page.getByTestId('fee-pre-activation')).toContainText('Subnet-EVM was not yet active at this block');
    const { feeConfig } = await simRpc<{ feeConfig: { gasLimit: number } }>(
      sim,
      `/ext/bc/${late.blockchainId}/rpc`,
      'eth_feeConfig',
      ['0x0'],
    );
    await expect(page.getByTestId('fee-config')).toContainText(feeConfig.gasLimit.toLocaleString('en-US'));
    await shootThemes(page, 'current-node-evm-pre-activation', async () => {
      await app.go(`#/node?tab=evm&chain=${late.blockchainId}`);
      await page.getByTestId('fee-block-input').fill('0');
      await page.getByTestId('fee-block-apply').click();
      await expect(page.getByTestId('fee-pre-activation')).toBeVisible();
    });

    const stateful = chains.find((b) => (b.evm?.stateUpgrades.length ?? 0) > 0);
    const upgrade = stateful?.evm?.stateUpgrades[0];
    if (!stateful || !upgrade) throw new Error('no running chain with a state upgrade');
    await app.go(`#/node?tab=evm&chain=${stateful.blockchainId}`);
    const state = page.getByTestId('state-upgrades');
    await expect(state.getByTestId('table-row')).toHaveCount(Object.keys(upgrade.accounts).length);
    await expect(state.getByTestId('state-upgrade-changes').first()).toContainText(/code set|balance/);
    await shootThemes(page, 'current-node-evm-upgrades', async () => {
      await app.go(`#/node?tab=evm&chain=${stateful.blockchainId}`);
      await expect(page.getByTestId('state-upgrades')).toBeVisible();
      await page.getByTestId('state-upgrades').scrollIntoViewIfNeeded();
    });
  });
});

test.describe('P-Chain tools', () => {
  test('supply with its height, an address without UTXOs, proposal/commit/abort blocks and a processing proposal', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const data = mainnet(sim);
    const supply = await simRpc<{ supply: string; height: string }>(sim, '/ext/bc/P', 'platform.getCurrentSupply');
    await app.go('#/node?tab=pchain');
    await page.getByTestId('pchain-supply-load').click();
    await expect(page.getByTestId('pchain-supply-height')).toHaveText(Number(supply.height).toLocaleString('en-US'));

    let empty: string | undefined;
    for (let fill = 0; fill < 32 && !empty; fill++) {
      const address = formatAvaxAddress('avax', new Uint8Array(20).fill(fill), 'P');
      const b = await simRpc<{ utxoIDs: unknown }>(sim, '/ext/bc/P', 'platform.getBalance', { addresses: [address] });
      if (b.utxoIDs === null) empty = address;
    }
    if (!empty) throw new Error('no address without UTXOs');
    await page.getByTestId('pchain-balance-addresses').fill(empty);
    await page.getByTestId('pchain-balance-load').click();
    await expect(page.getByTestId('pchain-balance-utxo-count')).toHaveText('0');
    await expect(page.getByTestId('pchain-balance-result')).toContainText('these addresses hold no UTXO');

    const proposal = data.pBlocks.find((b) => b.kind === 'proposal');
    const commit = data.pBlocks.find((b) => b.kind === 'commit');
    const abort = data.pBlocks.find((b) => b.kind === 'abort');
    if (!proposal || !commit || !abort) throw new Error('the P-Chain lacks a proposal, commit or abort block');
    await app.go(`#/node?tab=pchain&pblock=${proposal.height}&penc=json`);
    await expect(page.getByTestId('pchain-block-kind')).toHaveAttribute('data-kind', 'proposal');
    await expect(page.getByTestId('pchain-block-tx-count')).toHaveText('1');
    await app.go(`#/node?tab=pchain&pblock=${commit.height}&penc=json`);
    await expect(page.getByTestId('pchain-block-kind')).toHaveText('Banff commit block');
    await expect(page.getByTestId('pchain-block-no-txs')).toContainText('commits (accepts) its parent proposal');
    await app.go(`#/node?tab=pchain&pblock=${abort.height}&penc=json`);
    await expect(page.getByTestId('pchain-block-kind')).toHaveText('Banff abort block');
    await shootThemes(page, 'current-pchain-commit', async () => {
      await app.go(`#/node?tab=pchain&pblock=${commit.height}&penc=json`);
      await expect(page.getByTestId('pchain-block-kind')).toHaveText('Banff commit block');
    });

    // The proposal this node is building: `txs` null, its transaction still shown.
    const processing = data.processingPBlock;
    const { block } = await simRpc<{ block: { txs: unknown } }>(sim, '/ext/bc/P', 'platform.getBlock', {
      blockID: processing.id,
      encoding: 'json',
    });
    expect(block.txs).toBeNull();
    await app.go(`#/node?tab=pchain&pblock=${processing.id}&penc=json`);
    await expect(page.getByTestId('pchain-block-kind')).toHaveAttribute('data-kind', 'proposal');
    await expect(page.getByTestId('pchain-block-tx-count')).toHaveText('1');
    await shootThemes(page, 'current-pchain-proposal-processing', async () => {
      await app.go(`#/node?tab=pchain&pblock=${processing.id}&penc=json`);
      await expect(page.getByTestId('pchain-block-kind')).toBeVisible();
    });
  });
});

test.describe('subnets from the Data API', () => {
  test('a subnet without the deprecated owner fields, a creator’s genesis, and a genesis part shown raw with a note', async ({
    app,
    page,
    sim,
  }) => {
    test.setTimeout(90_000);
    const data = mainnet(sim);
    const without = data.subnets.find((s) => !s.withDeprecatedOwnerFields && s.blockchains.length > 0);
    if (!without) throw new Error('no subnet without the deprecated fields');
    await app.go(`#/subnet/mainnet/${without.subnetId}`);
    await expect(page.getByTestId('ownership-info-threshold')).toHaveText(
      `${without.owner.threshold} of ${without.owner.addresses.length}`,
    );
    await expect(page.getByTestId('owner-deprecated-absent')).toContainText('Not sent for this subnet');
    await shootThemes(page, 'current-subnet-ownership', async () => {
      await app.go(`#/subnet/mainnet/${without.subnetId}`);
      await expect(page.getByTestId('subnet-ownership')).toBeVisible();
    });

    const chains = data.subnets
      .flatMap((s) => s.blockchains)
      .flatMap((b) => (b.evm ? [{ blockchainId: b.blockchainId, genesis: b.evm.genesis }] : []));
    const broken = chains.find((b) => {
      const fee = (b.genesis.config as { feeConfig?: { minBaseFee?: unknown } }).feeConfig?.minBaseFee;
      return typeof fee === 'string';
    });
    if (!broken) throw new Error('no unreadable genesis');
    await app.go(`#/subnet/mainnet/${broken.blockchainId}`);
    const problems = page.getByTestId('genesis-problems');
    await expect(problems.getByTestId('genesis-problem')).toHaveAttribute('data-path', 'config.feeConfig.minBaseFee');
    await expect(problems).toContainText('"25 gwei"');
    await expect(page.getByTestId('genesis-config')).toBeVisible();
    await shootThemes(page, 'current-subnet-genesis-unreadable', async () => {
      await app.go(`#/subnet/mainnet/${broken.blockchainId}`);
      await expect(page.getByTestId('genesis-problems')).toBeVisible();
    });

    const nulled = chains.find((b) =>
      Object.values(b.genesis.config as Record<string, unknown>).some(
        (v) => typeof v === 'object' && v !== null && (v as { blockTimestamp?: unknown }).blockTimestamp === null,
      ),
    );
    const numeric = chains.find((b) => typeof b.genesis.gasLimit === 'number');
    if (!nulled || !numeric) throw new Error('no genesis with a null precompile time or numeric quantities');
    await app.go(`#/subnet/mainnet/${nulled.blockchainId}`);
    await expect(page.getByTestId('precompile-state')).toHaveText('disabled at genesis');
    await expect(page.getByTestId('genesis-problems')).toHaveCount(0);
    await app.go(`#/subnet/mainnet/${numeric.blockchainId}`);
    await expect(page.getByTestId('genesis-gasLimit')).toContainText(
      Number(numeric.genesis.gasLimit).toLocaleString('en-US'),
    );
    await expect(page.getByTestId('genesis-problems')).toHaveCount(0);
  });
});
