import type { Page, Request } from '@playwright/test';
import type { RunningSimulator } from '@sim/server';
import { percentText, shareOf } from './expected';
import { expect, startApp, test } from './fixtures';
import { shoot } from './shots';
import { simRpc } from './sim-data';
import { quietMark } from './sim-requests';

const info = <T>(sim: RunningSimulator, method: string, params: unknown = {}) =>
  simRpc<T>(sim, '/ext/info', method, params);

interface SimPeer {
  nodeID: string;
  version: string;
  benched: string[] | null;
  trackedSubnets: string[] | null;
}

/** Browser-mode IPC calls the page makes to `channel`. */
function ipcCalls(page: Page, channel: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/ipc/${encodeURIComponent(channel)}`)) calls.push(r);
  });
  return calls;
}

interface HealthState {
  unread: string[];
  detail: string;
  refreshing: boolean;
}
type HealthRecorder = { states: HealthState[]; observer: MutationObserver };

/** In the page: records the health card's L1 state on every DOM change until stopped. */
function recordHealthStates() {
  const text = (el: Element | null) => el?.textContent ?? '';
  const snapshot = (): HealthState => ({
    unread: [...document.querySelectorAll('[data-testid="health-l1-unread"]')].map(text),
    detail: text(document.querySelector('[data-testid="health-l1-uptime-detail"]')),
    refreshing: text(document.querySelector('[data-testid="refresh-now"]')) !== 'Refresh now',
  });
  const states = [snapshot()];
  const observer = new MutationObserver(() => {
    const next = snapshot();
    if (JSON.stringify(next) !== JSON.stringify(states.at(-1))) states.push(next);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  (window as unknown as { healthRecorder: HealthRecorder }).healthRecorder = { states, observer };
}

function stopRecordingHealthStates(): HealthState[] {
  const { states, observer } = (window as unknown as { healthRecorder: HealthRecorder }).healthRecorder;
  observer.disconnect();
  return states;
}

/** Tracked EVM L1s of the simulated mainnet, split by whether their node offers eth_getActiveRulesAt. */
function evmL1s(sim: RunningSimulator) {
  const chains = sim.dataset.primary.mainnet.subnets
    .filter((s) => s.tracked)
    .flatMap((s) => s.blockchains)
    .filter((b) => b.evm !== undefined);
  // One with scheduled precompile upgrades, so the derivation has upgrades to apply.
  const lacking = chains.find((b) => b.evm?.offersActiveRulesAt === false && (b.evm?.upgrades.length ?? 0) > 0);
  const offering = chains.find((b) => b.evm?.offersActiveRulesAt === true);
  if (!lacking || !offering) throw new Error('the simulator has no EVM L1 with and without eth_getActiveRulesAt');
  return { lacking, offering };
}

test.describe('node dashboard', () => {
  test('overview shows the node as the simulator reports it; reached from the side nav', async ({ app, page, sim }) => {
    const version = await info<{ version: string; databaseVersion: string; vmVersions: Record<string, string> }>(
      sim,
      'info.getNodeVersion',
    );
    const { networkName } = await info<{ networkName: string }>(sim, 'info.getNetworkName');
    const { networkID } = await info<{ networkID: string }>(sim, 'info.getNetworkID');
    const { nodeID } = await info<{ nodeID: string }>(sim, 'info.getNodeID');
    const { ip } = await info<{ ip: string }>(sim, 'info.getNodeIP');
    const { blockchainID: xChainId } = await info<{ blockchainID: string }>(sim, 'info.getBlockchainID', {
      alias: 'X',
    });

    await app.open('#/');
    await page.getByRole('link', { name: 'Node', exact: true }).click();
    await expect(page).toHaveURL(/#\/node$/);

    await expect(page.getByTestId('node-version')).toHaveText(version.version);
    await expect(page.getByTestId('node-db')).toContainText(version.databaseVersion);
    await expect(page.getByTestId('vm-versions').getByTestId('row-count')).toHaveText(
      String(Object.keys(version.vmVersions).length),
    );
    await expect(page.getByTestId('network-name')).toHaveText(networkName);
    await expect(page.getByTestId('network-id')).toHaveText(networkID);
    await expect(page.getByTestId('node-id')).toHaveAttribute('data-value', nodeID);
    await expect(page.getByTestId('node-id-value')).toHaveText(nodeID);
    await expect(page.getByTestId('node-ip')).toHaveAttribute('data-value', ip);
    for (const chain of ['P', 'X', 'C']) {
      const { isBootstrapped } = await info<{ isBootstrapped: boolean }>(sim, 'info.isBootstrapped', { chain });
      await expect(page.getByTestId(`bootstrapped-${chain}`)).toHaveAttribute(
        'data-bootstrapped',
        String(isBootstrapped),
      );
    }

    // Blockchain id by alias: the contract's message inline for an empty alias, and no call made.
    const lookups = ipcCalls(page, 'node.info.getBlockchainID');
    await page.getByTestId('alias-submit').click();
    await expect(page.getByTestId('alias-error')).toHaveText('Alias must not be empty');
    expect(lookups).toHaveLength(0);
    await page.getByTestId('alias-input').fill('X');
    await page.getByTestId('alias-input').press('Enter');
    await expect(page.getByTestId('alias-error')).toHaveCount(0);
    await expect(page.getByTestId('alias-blockchain-id')).toHaveAttribute('data-value', xChainId);
  });

  test('a public-server profile shows node ID, IP and VMs as not available, the rest as usual', async ({
    page,
    sim,
  }) => {
    const version = await simRpc<{ version: string }>(sim, '/public/ext/info', 'info.getNodeVersion');
    const server = await startApp(sim, { nodeRpcUrl: `${sim.url}/public` });
    await page.goto(`${server.web.launchUrl}#/node`);
    try {
      await expect(page.getByTestId('node-endpoint')).toHaveText(`${sim.url}/public`);
      await expect(page.getByTestId('node-version')).toHaveText(version.version);
      const identity = page.getByTestId('node-identity').getByTestId('not-available');
      await expect(identity).toContainText('Node ID is not available on this endpoint');
      const ipSection = page.getByTestId('node-ip-section').getByTestId('not-available');
      await expect(ipSection).toContainText('Node IP is not available on this endpoint');
      await expect(page.getByTestId('error-panel')).toHaveCount(0);

      await page.getByTestId('tab-vms').click();
      await expect(page.getByTestId('vms-card').getByTestId('not-available')).toContainText(
        'is not available on this endpoint',
      );
      await expect(page.getByTestId('txfee-deprecated')).toHaveText('DEPRECATED since v1.12.2');
      await expect(page.getByTestId('txfee-table').getByTestId('table-row').first()).toBeVisible();
    } finally {
      await server.close();
    }
  });

  test('peers: all simulator peers, node-id filter asked of the node, text filter, benched highlighted', async ({
    app,
    page,
    sim,
  }) => {
    const all = await info<{ numPeers: number; peers: SimPeer[] }>(sim, 'info.peers');
    const benched = all.peers.filter((p) => (p.benched ?? []).length > 0);
    const versions = new Set(all.peers.map((p) => p.version));
    expect(benched.length).toBeGreaterThan(0);

    await app.open('#/node?tab=peers');
    const table = page.getByTestId('peers-table');
    await expect(table.getByTestId('row-count')).toHaveText(String(all.peers.length));
    await expect(page.getByTestId('peers-num')).toHaveText(String(all.numPeers));
    await expect(page.getByTestId('peers-benched-count')).toHaveText(`${benched.length} benched`);
    await expect(page.getByTestId('peers-by-version').getByTestId('bar-breakdown')).toHaveAttribute(
      'data-bars',
      String(versions.size),
    );

    // Benched peers come first: each such row carries the badge and a tint the other rows lack.
    const row = (index: number) => table.locator(`[data-index="${index}"]`);
    const firstBenched = row(0);
    await expect(firstBenched.getByTestId('peer-benched')).toBeVisible();
    await expect(row(benched.length - 1).getByTestId('peer-benched')).toHaveCount(1);
    await expect(row(benched.length)).toHaveCount(1);
    await expect(row(benched.length).getByTestId('peer-benched')).toHaveCount(0);
    const lastRowIndex = all.peers.length - 1;
    await table.locator('.vtable__scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const plainRow = row(lastRowIndex);
    await expect(plainRow.getByTestId('peer-benched')).toHaveCount(0);
    const background = (row: typeof plainRow) => row.evaluate((el) => getComputedStyle(el).backgroundColor);
    const plainBg = await background(plainRow);
    await table.locator('.vtable__scroll').evaluate((el) => el.scrollTo(0, 0));
    expect(await background(firstBenched)).not.toBe(plainBg);

    // Text filter (client side): a version narrows to the peers running it.
    const version = '1.12.2';
    const onVersion = all.peers.filter((p) => p.version.includes(version)).length;
    await table.getByTestId('table-filter').fill(version);
    await expect(table.getByTestId('match-count')).toHaveText(String(onVersion));
    await table.getByTestId('table-filter').fill('');

    // Node-id filter (server side): an invalid id is refused inline without a call.
    const peerCalls = ipcCalls(page, 'node.info.peers');
    await page.getByTestId('peer-id-input').fill('NodeID-nope');
    await page.getByTestId('peer-id-apply').click();
    await expect(page.getByTestId('peer-id-error')).toContainText('“NodeID-nope” must be NodeID-');
    expect(peerCalls).toHaveLength(0);

    const wanted = [all.peers[3], benched[0]].map((p) => p?.nodeID as string);
    const expected = await info<{ numPeers: number }>(sim, 'info.peers', { nodeIDs: wanted });
    await page.getByTestId('peer-id-input').fill(wanted.join(', '));
    await page.getByTestId('peer-id-apply').click();
    await expect(table.getByTestId('row-count')).toHaveText(String(expected.numPeers));
    await expect(page).toHaveURL(/nodeIDs=/);
    expect(peerCalls.length).toBeGreaterThan(0);
    expect(peerCalls.at(-1)?.postDataJSON()).toEqual({ nodeIDs: wanted });
    await expect(table.getByTestId('peer-benched')).toHaveCount(1);

    // A peer's tracked subnets open in the details panel, each linking to its subnet view.
    const withSubnets = all.peers.find((p) => (p.trackedSubnets ?? []).length > 0);
    if (!withSubnets) throw new Error('no simulated peer tracks a subnet');
    await page.getByTestId('peer-id-clear').click();
    await expect(table.getByTestId('row-count')).toHaveText(String(all.peers.length));
    await table.getByTestId('table-filter').fill(withSubnets.nodeID);
    await table.getByTestId('peer-subnets').click();
    const subnets = page.getByTestId('peer-tracked-subnets').getByTestId('peer-subnet');
    await expect(subnets).toHaveCount(withSubnets.trackedSubnets?.length ?? 0);
    const firstSubnet = withSubnets.trackedSubnets?.[0] as string;
    await expect(subnets.first().locator('a')).toHaveAttribute('href', `#/subnet/mainnet/${firstSubnet}`);
  });

  test('uptime: the primary network; for a subnet, why info.uptime cannot say and its validators’ uptime instead', async ({
    app,
    page,
    sim,
  }) => {
    type Uptime = { rewardingStakePercentage: string; weightedAveragePercentage: string };
    const primary = await info<Uptime>(sim, 'info.uptime');
    const subnet = sim.dataset.primary.mainnet.subnets.find(
      (s) => s.tracked && s.isL1 && s.blockchains.length === 1 && s.l1Validators.length > 1,
    );
    if (!subnet) throw new Error('the simulated node tracks no single-chain L1');
    // The node ignores the subnetID: asking for the subnet gives the primary figures back.
    expect(await info<Uptime>(sim, 'info.uptime', { subnetID: subnet.subnetId })).toEqual(primary);
    const chainId = subnet.blockchains[0]?.blockchainId as string;
    const { validators } = await simRpc<{ validators: { nodeID: string; uptimePercentage: number }[] }>(
      sim,
      `/ext/bc/${chainId}/validators`,
      'validators.getCurrentValidators',
    );
    const pct = (n: string | number) => percentText(Number(n), 4);

    await app.open('#/node?tab=uptime');
    const figures = page.getByTestId('uptime-primary-figures');
    await expect(figures.getByTestId('uptime-primary-figures-rewarding')).toContainText(
      pct(primary.rewardingStakePercentage),
    );
    await expect(figures.getByTestId('uptime-primary-figures-weighted')).toContainText(
      pct(primary.weightedAveragePercentage),
    );
    await expect(page.getByTestId('uptime-subnet-ignored')).toContainText('ignores a subnetID in info.uptime');

    await page.getByTestId('uptime-subnet-chooser-input').fill('abc');
    await page.getByTestId('uptime-subnet-chooser-apply').click();
    await expect(page.getByTestId('uptime-subnet-chooser-error')).toHaveText(/^Subnet ID /);

    const uptimeCalls = ipcCalls(page, 'node.info.uptime');
    await page.getByTestId('uptime-subnet-chooser-select').selectOption(subnet.subnetId);
    await expect(page).toHaveURL(new RegExp(`subnet=${subnet.subnetId}`));
    // Not the primary figures presented as the subnet's: the chain's own validators, as this node measures them.
    await expect(page.getByTestId('uptime-subnet-figures')).toHaveCount(0);
    const table = page.getByTestId('chain-validator-table');
    await expect(table.getByTestId('table-row')).toHaveCount(validators.length);
    const shown = await table
      .getByTestId('chain-node')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
    expect(shown.sort()).toEqual(validators.map((v) => v.nodeID).sort());
    expect(uptimeCalls.every((r) => !(r.postData() ?? '').includes('subnetID'))).toBe(true);
  });

  test('upgrades timeline: Granite activated, Helicon (year 9999) unscheduled, parameters by field name', async ({
    app,
    page,
    sim,
  }) => {
    const upgrades = await info<Record<string, string | number>>(sim, 'info.upgrades');
    await app.open('#/node?tab=upgrades');
    const helicon = page.getByTestId('upgrade-heliconTime');
    await expect(helicon).toHaveAttribute('data-status', 'unscheduled');
    await expect(helicon.getByTestId('upgrade-status')).toHaveText('unscheduled');
    await expect(helicon).toContainText(String(upgrades.heliconTime));
    await expect(page.getByTestId('upgrade-graniteTime')).toHaveAttribute('data-status', 'activated');
    const now = Date.now();
    for (const [key, value] of Object.entries(upgrades)) {
      if (!key.endsWith('Time') || key === 'heliconTime') continue;
      await expect(page.getByTestId(`upgrade-${key}`)).toHaveAttribute(
        'data-status',
        Date.parse(String(value)) <= now ? 'activated' : /next|scheduled/,
      );
    }
    await expect(page.getByTestId('upgrades-timeline').locator('li').last()).toHaveAttribute(
      'data-testid',
      'upgrade-heliconTime',
    );
    await expect(page.getByTestId('upgrades-unscheduled')).toContainText('Helicon');
    await expect(page.getByTestId('upgrades-param-apricotPhase4MinPChainHeight')).toContainText(
      Number(upgrades.apricotPhase4MinPChainHeight).toLocaleString('en-US'),
    );
    await expect(page.getByTestId('upgrades-param-cortinaXChainStopVertexID-id')).toHaveAttribute(
      'data-value',
      String(upgrades.cortinaXChainStopVertexID),
    );
    // A Go duration in nanoseconds, shown in words beside the value sent.
    const epoch = page.getByTestId('upgrades-param-graniteEpochDuration-duration');
    await expect(epoch).toContainText(`${upgrades.graniteEpochDuration} ns`);
    await expect(epoch).toContainText(`${Number(upgrades.graniteEpochDuration) / 60e9}m`);
  });

  test('ACP votes: weights, shares and the supporters of each ACP', async ({ app, page, sim }) => {
    type Votes = {
      supportWeight: string;
      objectWeight: string;
      abstainWeight: string;
      supporters: string[] | null;
      objectors: string[] | null;
    };
    const { acps } = await info<{ acps: Record<string, Votes> }>(sim, 'info.acps');
    await app.open('#/node?tab=acps');
    await expect(page.getByTestId('acp-list').locator(':scope > li')).toHaveCount(Object.keys(acps).length);
    for (const [acp, votes] of Object.entries(acps)) {
      const row = page.getByTestId(`acp-${acp}`);
      const total = BigInt(votes.supportWeight) + BigInt(votes.objectWeight) + BigInt(votes.abstainWeight);
      await expect(row.getByTestId('acp-support')).toHaveAttribute('data-weight', votes.supportWeight);
      await expect(row.getByTestId('acp-object')).toHaveAttribute('data-weight', votes.objectWeight);
      await expect(row.getByTestId('acp-abstain')).toHaveAttribute('data-weight', votes.abstainWeight);
      await expect(row.getByTestId('acp-support-percent')).toHaveText(percentText(shareOf(votes.supportWeight, total)));
      await expect(row.getByTestId('acp-object-percent')).toHaveText(percentText(shareOf(votes.objectWeight, total)));
    }
    const [acp, votes] = Object.entries(acps).find(([, v]) => (v.supporters ?? []).length > 0) ?? [];
    if (!acp || !votes) throw new Error('no simulated ACP has supporters');
    const row = page.getByTestId(`acp-${acp}`);
    await row.getByTestId('acp-supporters-toggle').click();
    await expect(row.getByTestId('acp-supporters-id')).toHaveCount(votes.supporters?.length ?? 0);
  });

  test('EVM config: derived rules where eth_getActiveRulesAt is missing, the node answer where offered', async ({
    app,
    page,
    sim,
  }) => {
    const { lacking, offering } = evmL1s(sim);
    await app.open(`#/node?tab=evm&chain=${lacking.blockchainId}`);
    const result = page.getByTestId('rules-result');
    await expect(result).toHaveAttribute('data-source', 'derived');
    await expect(page.getByTestId('rules-derived-notice')).toHaveText(
      /derived from eth_getChainConfig; this endpoint does not offer eth_getActiveRulesAt/i,
    );
    // The precompiles derived here are those the node itself lists as active (the older method it still offers).
    const timestamp = Number(await page.getByTestId('rules-timestamp').locator('.mono').textContent());
    const path = `/ext/bc/${lacking.blockchainId}/rpc`;
    const nodeActive = await simRpc<Record<string, unknown>>(sim, path, 'eth_getActivePrecompilesAt', [timestamp]);
    const config = await simRpc<{
      warpConfig?: { blockTimestamp: number };
      upgrades: { precompileUpgrades: Record<string, unknown>[] };
    }>(sim, path, 'eth_getChainConfig', []);
    const expectedNames = Object.keys(nodeActive);
    if (config.warpConfig && config.warpConfig.blockTimestamp <= timestamp) expectedNames.push('warpConfig');
    await expect(page.getByTestId('active-precompiles').locator('li')).toHaveCount(expectedNames.length);
    for (const name of expectedNames) await expect(page.getByTestId(`active-precompile-${name}`)).toBeVisible();

    const scheduled = config.upgrades.precompileUpgrades.flatMap((u) => Object.keys(u)).length;
    await expect(page.getByTestId('precompile-upgrades').getByTestId('row-count')).toHaveText(String(scheduled));

    // Fee config: lastChangedAt links to that block of this chain.
    const fee = await simRpc<{ lastChangedAt: number }>(sim, path, 'eth_feeConfig', []);
    await expect(page.getByTestId('fee-last-changed-link')).toHaveAttribute(
      'href',
      `#/block/${lacking.evm?.evmChainId}/${fee.lastChangedAt}`,
    );
    // Inline validation: a bad block and a time before 1970 are refused beside their fields.
    await page.getByTestId('fee-block-input').fill('soon');
    await page.getByTestId('fee-block-apply').click();
    await expect(page.getByTestId('fee-block-error')).toHaveText(
      /^Block must be latest, earliest, pending or a block number/,
    );
    await page.getByTestId('rules-time-input').fill('1960-01-01T00:00:00');
    await page.getByTestId('rules-time-apply').click();
    await expect(page.getByTestId('rules-time-error')).toHaveText('Time must be at or after 1970-01-01 00:00:00 UTC');

    // The other chain, chosen from the list: the node's own answer, flag for flag.
    await page.getByTestId('evm-chain-chooser-select').selectOption(offering.blockchainId);
    await expect(page).toHaveURL(new RegExp(`chain=${offering.blockchainId}`));
    await expect(result).toHaveAttribute('data-source', 'node');
    await expect(page.getByTestId('rules-derived-notice')).toHaveCount(0);
    const at = Number(await page.getByTestId('rules-timestamp').locator('.mono').textContent());
    const rules = await simRpc<{ ethRules: Record<string, boolean>; avalancheRules: Record<string, boolean> }>(
      sim,
      `/ext/bc/${offering.blockchainId}/rpc`,
      'eth_getActiveRulesAt',
      [at],
    );
    for (const [name, on] of Object.entries({ ...rules.ethRules, ...rules.avalancheRules })) {
      await expect(page.getByTestId(`rule-${name}`)).toHaveAttribute('data-active', String(on));
    }

    // A typed chain id is checked before any call.
    await page.getByTestId('evm-chain-chooser-input').fill('not-a-chain');
    await page.getByTestId('evm-chain-chooser-apply').click();
    await expect(page.getByTestId('evm-chain-chooser-error')).toHaveText(/^Chain must be C or a cb58 blockchain id/);
  });

  test.describe('a page of its own: the clock is installed on the page', () => {
    test.use({ freshPage: true });
    test('pause stops the auto-refresh; resume starts it again', async ({ app, page, sim }) => {
      await page.clock.install();
      const infoCalls = ipcCalls(page, 'node.info.getNodeVersion');
      await app.open('#/node');
      await expect(page.getByTestId('node-version')).toBeVisible();
      await expect(page.getByTestId('refresh-interval')).toHaveValue('30');
      await page.getByTestId('refresh-interval').selectOption('10');

      const settled = async () => {
        await expect(page.getByTestId('refresh-now')).toBeEnabled();
        // The health card's background reads (the chain probe) are idle too: pausing stops them.
        await expect(page.getByTestId('node-refresh')).toHaveAttribute('data-background', 'idle', { timeout: 20_000 });
        // Reads already sent when the pause came still arrive (cancelling does not recall a request): the baseline
        // is taken once the simulator has heard nothing new for a moment.
        return quietMark(sim);
      };
      let before = await settled();
      let calls = infoCalls.length;
      await page.clock.runFor(10_500);
      await expect.poll(() => sim.stats.requests).toBeGreaterThan(before);
      await expect.poll(() => infoCalls.length).toBeGreaterThan(calls);

      await page.getByTestId('refresh-pause').click();
      await expect(page.getByTestId('node-refresh')).toHaveAttribute('data-state', 'paused');
      before = await settled();
      calls = infoCalls.length;
      await page.clock.runFor(65_000);
      await page.waitForTimeout(300);
      expect(sim.stats.requests).toBe(before);
      expect(infoCalls.length).toBe(calls);

      await page.getByTestId('refresh-pause').click();
      await expect(page.getByTestId('node-refresh')).toHaveAttribute('data-state', 'running');
      await page.clock.runFor(10_500);
      await expect.poll(() => sim.stats.requests).toBeGreaterThan(before);
      await expect(page.getByTestId('last-updated')).toContainText('Updated');
    });

    test('on a public server the auto-refresh asks again what the node answers, not what it does not offer', async ({
      page,
      sim,
    }) => {
      await page.clock.install();
      const server = await startApp(sim, { nodeRpcUrl: `${sim.url}/public` });
      try {
        const identityCalls = ipcCalls(page, 'node.info.getNodeID');
        const versionCalls = ipcCalls(page, 'node.info.getNodeVersion');
        await page.goto(`${server.web.launchUrl}#/node`);
        await expect(page.getByTestId('node-identity').getByTestId('not-available')).toBeVisible();
        await page.getByTestId('refresh-interval').selectOption('10');
        await expect(page.getByTestId('refresh-now')).toBeEnabled();
        const identityBefore = identityCalls.length;
        const versionsBefore = versionCalls.length;
        expect(identityBefore).toBeGreaterThan(0);
        // Two ticks, each waited for: the node's version is asked at each, its node ID at none.
        for (const tick of [1, 2]) {
          await page.clock.runFor(10_500);
          await expect.poll(() => versionCalls.length).toBeGreaterThanOrEqual(versionsBefore + tick);
          await expect(page.getByTestId('refresh-now')).toBeEnabled();
        }
        expect(identityCalls.length).toBe(identityBefore);
        await expect(page.getByTestId('node-identity').getByTestId('not-available')).toBeVisible();
      } finally {
        await server.close();
      }
    });
  });

  test('on a public server, what the endpoint does not offer stays said through "refresh now", and is not asked again', async ({
    app,
    page,
    sim,
  }) => {
    const server = await startApp(sim, { nodeRpcUrl: `${sim.url}/public` });
    try {
      const identityCalls = [...['node.info.getNodeID', 'node.info.getNodeIP'].map((c) => ipcCalls(page, c))];
      const identityAsked = () => identityCalls.reduce((n, calls) => n + calls.length, 0);
      const versionCalls = ipcCalls(page, 'node.info.getNodeVersion');
      await page.goto(`${server.web.launchUrl}#/node`);
      const notOffered = page.getByTestId('node-identity').getByTestId('not-available');
      await expect(notOffered).toContainText('Node ID is not available on this endpoint');
      await expect(page.getByTestId('node-kind-label')).toBeVisible();
      await expect(page.getByTestId('health-validator-detail')).toContainText('does not tell its node ID');
      await expect(page.getByTestId('refresh-now')).toHaveText('Refresh now');
      const askedBefore = identityAsked();
      const versionsBefore = versionCalls.length;
      expect(askedBefore).toBeGreaterThan(0);

      await app.fault('latency:1500', 400, '/public');
      await page.getByTestId('refresh-now').click();
      await expect(page.getByTestId('refresh-now')).toHaveText('Refreshing…');
      await expect.poll(() => versionCalls.length).toBeGreaterThan(versionsBefore);
      // While the node is asked again, the endpoint is still said to be a public server, with no skeleton instead.
      await expect(notOffered).toContainText('Node ID is not available on this endpoint');
      await expect(page.getByTestId('node-kind-label')).toBeVisible();
      await expect(page.getByTestId('health-validator-detail')).toContainText('does not tell its node ID');
      await expect(page.getByTestId('refresh-now')).toHaveText('Refreshing…');
      await expect(page.getByTestId('refresh-now')).toHaveText('Refresh now', { timeout: 30_000 });
      expect(identityAsked()).toBe(askedBefore);
    } finally {
      await server.close();
    }
  });

  test('refresh now keeps every health verdict shown until the node answers, and asks again about the chains it refused', async ({
    app,
    page,
    sim,
  }) => {
    const asked = ipcCalls(page, 'node.info.isBootstrapped');
    const chainOf = (r: Request) => (r.postDataJSON() as { chain: string }).chain;
    await app.open('#/node');
    const bootstrap = page.getByTestId('health-bootstrap');
    await expect(bootstrap).toHaveAttribute('data-verdict', 'ok');
    await expect(page.getByTestId('health-l1-uptime')).toHaveAttribute('data-verdict', 'fail');
    await expect(page.getByTestId('refresh-now')).toHaveText('Refresh now');
    const verdicts = () =>
      page
        .getByTestId('health-list')
        .evaluate((list) =>
          [...list.children].map((row) => `${row.getAttribute('data-testid')}=${row.getAttribute('data-verdict')}`),
        );
    const before = { card: await page.getByTestId('health-card').getAttribute('data-verdict'), rows: await verdicts() };
    const detailBefore = await page.getByTestId('health-bootstrap-detail').textContent();
    // The chains the probe asked about, and those of them this node refuses (a JSON-RPC error: it does not run them).
    const probed = [...new Set(asked.map(chainOf))].filter((chain) => !['P', 'X', 'C'].includes(chain));
    const refused: string[] = [];
    for (const chain of probed) {
      await info(sim, 'info.isBootstrapped', { chain }).catch(() => refused.push(chain));
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(probed.length);

    // Every node read now takes a while, so the card is looked at while the refresh is under way.
    await app.fault('latency:1500', 400, '/ext');
    const firstOfRefresh = asked.length;
    await page.getByTestId('refresh-now').click();
    await expect(page.getByTestId('refresh-now')).toHaveText('Refreshing…');
    await expect.poll(() => asked.length).toBeGreaterThan(firstOfRefresh);
    expect(await page.getByTestId('health-card').getAttribute('data-verdict')).toBe(before.card);
    expect(await verdicts()).toEqual(before.rows);
    expect(await page.getByTestId('health-bootstrap-detail').textContent()).toBe(detailBefore);
    // Still under way when the card was read.
    await expect(page.getByTestId('refresh-now')).toHaveText('Refreshing…');

    await expect(page.getByTestId('refresh-now')).toHaveText('Refresh now', { timeout: 30_000 });
    expect(await verdicts()).toEqual(before.rows);
    const reasked = () =>
      asked
        .slice(firstOfRefresh)
        .map(chainOf)
        .filter((chain) => !['P', 'X', 'C'].includes(chain))
        .sort();
    // The refused chains are asked again, four at a time behind the view's reads (the node may run them since);
    // the chains it runs are not.
    await expect.poll(reasked, { timeout: 30_000 }).toEqual([...refused].sort());
    expect(await verdicts()).toEqual(before.rows);
  });

  test('an L1 whose validators could not be read stays "Not read", with its reason, while Refresh now asks again', async ({
    app,
    page,
  }) => {
    const l1Reads = ipcCalls(page, 'node.validators.getCurrentValidators');
    await app.open('#/node');
    await expect(page.getByTestId('health-l1-uptime')).toHaveAttribute('data-verdict', 'fail', { timeout: 30_000 });
    const chains = [...new Set(l1Reads.map((r) => (r.postDataJSON() as { blockchainId: string }).blockchainId))];
    expect(chains.length).toBeGreaterThan(0);
    const path = `/ext/bc/${chains[0]}/validators`;

    await app.fault('500', 100, path);
    await page.reload();
    const unread = page.getByTestId('health-l1-unread');
    await expect(unread).toHaveCount(1, { timeout: 30_000 });
    await expect(unread).toContainText('Injected 500');
    await expect(page.getByTestId('refresh-now')).toHaveText('Refresh now');

    // Asked again slowly, and failing again: every state the page passes through until its answer lands is
    // recorded in the page (on each DOM change, not by polling, so a brief flash counts too). The L1 is said
    // unread with its reason all along, never "Reading 1 more…".
    await app.clearFaults();
    await app.fault('latency:1500,500', 100, path);
    const ofChain = (r: Request) => (r.postDataJSON() as { blockchainId: string }).blockchainId === chains[0];
    const answered = page.waitForEvent('requestfinished', {
      predicate: (r) => r.url().includes('/ipc/node.validators.getCurrentValidators') && ofChain(r),
      timeout: 30_000,
    });
    // The first load's background reads (the chain probe, the other L1s) are done before the refresh.
    const detail = page.getByTestId('health-l1-uptime-detail');
    await expect(detail).not.toContainText('Reading', { timeout: 30_000 });
    await page.evaluate(recordHealthStates);
    const readsBefore = l1Reads.length;
    await page.getByTestId('refresh-now').click();
    await expect.poll(() => l1Reads.slice(readsBefore).filter(ofChain).length).toBe(1);
    await answered;
    const states = await page.evaluate(stopRecordingHealthStates);
    // The recording saw the refresh under way, so the window in question was watched.
    expect(states.some((s) => s.refreshing)).toBe(true);
    expect(
      states.filter(
        (s) => s.unread.length !== 1 || !s.unread[0]?.includes('Injected 500') || s.detail.includes('Reading'),
      ),
    ).toEqual([]);
    await expect(unread).toContainText('Injected 500');
    await unread.scrollIntoViewIfNeeded();
    await shoot(page, 'node-health-l1-unread');
  });

  test('one failed read shows its error in its own card (the node answers otherwise), and Retry loads it', async ({
    app,
    page,
    sim,
  }) => {
    const { offering } = evmL1s(sim);
    await app.fault('500', 1, `/ext/bc/${offering.blockchainId}/rpc`);
    await app.open(`#/node?tab=evm&chain=${offering.blockchainId}`);
    const panel = page.getByTestId('error-panel');
    await expect(panel).toHaveCount(1);
    await expect(page.getByTestId('error-message')).toContainText('Injected 500');
    // Not an outage: the page-wide banner is for a node that does not answer at all.
    await expect(page.getByTestId('node-outage')).toHaveCount(0);
    await page.getByTestId('retry-button').click();
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.getByTestId('rules-result')).toHaveAttribute('data-source', 'node');
  });

  test('screenshots of every tab in light and dark', async ({ app, page, sim }) => {
    // Fourteen tab openings and screenshots: a loaded shared 2-core machine needs more than a minute.
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const { lacking } = evmL1s(sim);
    const tracked = sim.dataset.primary.mainnet.subnets.find((s) => s.tracked)?.subnetId ?? '';
    const tabs: { id: string; hash: string; ready: string }[] = [
      { id: 'overview', hash: '#/node', ready: 'node-version' },
      { id: 'peers', hash: '#/node?tab=peers', ready: 'peers-num' },
      { id: 'uptime', hash: `#/node?tab=uptime&subnet=${tracked}`, ready: 'chain-validators' },
      { id: 'upgrades', hash: '#/node?tab=upgrades', ready: 'upgrade-graniteTime' },
      { id: 'acps', hash: '#/node?tab=acps', ready: 'acp-list' },
      { id: 'vms', hash: '#/node?tab=vms', ready: 'vms-table' },
      { id: 'evm', hash: `#/node?tab=evm&chain=${lacking.blockchainId}`, ready: 'rules-result' },
    ];
    await page.setViewportSize({ width: 1360, height: 1100 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const tab of tabs) {
        await app.go(tab.hash);
        await expect(page.getByTestId(tab.ready).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByTestId('query-loading')).toHaveCount(0);
        await shoot(page, `node-${tab.id}-${theme}`, { animations: 'disabled' });
        if (tab.id === 'peers') {
          await page.getByTestId('peers-table').getByTestId('table-row').first().click();
          await expect(page.getByTestId('peer-details')).toBeVisible();
          await shoot(page, `node-peers-details-${theme}`, { animations: 'disabled' });
        }
        if (tab.id === 'evm') {
          // The chain config sits below the fold (the shell scrolls inside <main>): shoot the card itself.
          const card = page.getByTestId('evm-chain-config');
          await expect(card.getByTestId('activation-table')).toBeVisible();
          await shoot(card, `node-evm-chain-config-${theme}`, { animations: 'disabled' });
        }
      }
    }
    expect(errors).toEqual([]);
  });
});
