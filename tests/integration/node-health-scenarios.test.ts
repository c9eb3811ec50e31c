import { type HealthReport, healthReport } from '@renderer/views/node/health/health-report';
import {
  l1UptimeTargets,
  type ProbeAnswer,
  probeCandidates,
  trackedChains,
} from '@renderer/views/node/health/tracked-chains';
import { SIM_NOW } from '@sim/dataset/constants';
import { NODE_SCENARIOS, type NodeScenario } from '@sim/dataset/primary/scenarios';
import { describe, expect, it } from 'vitest';
import type { AppClient } from './harness';
import { harnessForFile } from './harness';

/**
 * The simulator's health scenarios, read the way the health card reads a node: every answer through
 * invoke → router → node RPC client → the simulator's `/scenario/<name>` node, then the verdict rules.
 */

const h = harnessForFile();
const NOW = SIM_NOW * 1000;

async function reportOf(app: AppClient): Promise<HealthReport> {
  const { nodeID } = await app.ok('node.info.getNodeID', {});
  const { version } = await app.ok('node.info.getNodeVersion', {});
  const { peers } = await app.ok('node.info.peers', {});
  const { validators } = await app.ok('node.platform.getCurrentValidators', {});
  const uptime = await app.ok('node.info.uptime', {});
  const upgrades = await app.ok('node.info.upgrades', {});
  const { subnets } = await app.ok('data.listSubnets', { network: 'mainnet', pageSize: 1000 });
  const { vms } = await app.ok('node.info.getVMs', {});
  const { candidates } = probeCandidates(subnets, new Set(Object.keys(vms)));
  const answers = new Map<string, ProbeAnswer>();
  for (const c of candidates) {
    const r = await app.invoke('node.info.isBootstrapped', { chain: c.blockchainId });
    answers.set(
      c.blockchainId,
      r.ok ? { runs: true, bootstrapped: r.data.isBootstrapped } : r.error.kind === 'rpc' ? { runs: false } : null,
    );
  }
  const tracked = trackedChains(candidates, (id) => answers.get(id) ?? null);
  const chains = [];
  for (const chain of ['P', 'X', 'C']) {
    const { isBootstrapped } = await app.ok('node.info.isBootstrapped', { chain });
    chains.push({ chain, name: `${chain}-Chain`, primary: true, bootstrapped: isBootstrapped });
  }
  for (const t of tracked)
    chains.push({ chain: t.blockchainId, name: t.name, primary: false, bootstrapped: t.bootstrapped });
  const l1Uptimes = [];
  for (const target of l1UptimeTargets(subnets, tracked).targets) {
    const answer = await app.ok('node.validators.getCurrentValidators', {
      blockchainId: target.blockchainId,
      nodeIDs: [nodeID],
    });
    const mine = answer.validators?.find((v) => v.nodeID === nodeID);
    if (mine) l1Uptimes.push({ subnetId: target.subnetId, name: target.name, uptimePercentage: mine.uptimePercentage });
  }
  const primaryChains = new Set(['P', 'X', 'C', h.sim.dataset.primary.mainnet.cChainId]);
  return healthReport({
    now: NOW,
    network: 'mainnet',
    nodeId: nodeID,
    version,
    peers: peers ?? [],
    validators: validators ?? [],
    uptime,
    upgrades,
    chains,
    primaryChains,
    l1Uptimes,
  });
}

const verdicts = (r: HealthReport) => ({
  bootstrap: r.bootstrap.verdict,
  version: r.version?.verdict,
  upgrade: r.upgrade?.verdict,
  primaryUptime: r.primaryUptime?.verdict,
  l1Uptime: r.l1Uptimes?.[0]?.verdict,
  benched: r.benched?.verdict,
  connectivity: r.connectivity?.verdict,
  validator: r.validator?.verdict,
});

const EXPECTED: Record<NodeScenario, ReturnType<typeof verdicts>> = {
  healthy: {
    bootstrap: 'ok',
    version: 'ok',
    upgrade: 'ok',
    primaryUptime: 'ok',
    l1Uptime: 'ok',
    benched: 'ok',
    connectivity: 'ok',
    validator: 'ok',
  },
  attention: {
    bootstrap: 'warn',
    version: 'warn',
    upgrade: 'warn',
    primaryUptime: 'warn',
    l1Uptime: 'warn',
    benched: 'warn',
    connectivity: 'warn',
    validator: 'warn',
  },
  failing: {
    bootstrap: 'fail',
    version: 'warn',
    upgrade: 'fail',
    primaryUptime: 'fail',
    l1Uptime: 'fail',
    benched: 'fail',
    connectivity: 'fail',
    validator: 'ok',
  },
};

describe('health scenarios of the simulator', () => {
  for (const scenario of NODE_SCENARIOS) {
    it(`${scenario}: the verdicts the scenario is built for`, async () => {
      const report = await reportOf(h.at(`/scenario/${scenario}`));
      expect(verdicts(report)).toEqual(EXPECTED[scenario]);
    });
  }

  it('failing: a majority of connected stake schedules an upgrade (by handshake) this node does not', async () => {
    const report = await reportOf(h.at('/scenario/failing'));
    const [group] = report.upgrade?.elsewhere ?? [];
    expect(group?.sources).toEqual(['handshake']);
    expect(group?.likelyKey).toBe('heliconTime');
    expect(group?.weight.basis).toBe('stake');
    expect(group?.weight.percent).toBeGreaterThan(50);
    expect(report.upgrade?.next).toBeNull();
  });

  it('healthy: this node schedules the next upgrade itself', async () => {
    const report = await reportOf(h.at('/scenario/healthy'));
    expect(report.upgrade?.next?.key).toBe('heliconTime');
    expect(report.upgrade?.elsewhere).toEqual([]);
    expect(report.version?.counts.newer).toBe(0);
  });

  it('the probe finds the chains the node runs: every tracked subnet chain with an installed VM, no other', async () => {
    const app = h.at('/scenario/healthy');
    const d = h.sim.dataset.primary.mainnet;
    const { subnets } = await app.ok('data.listSubnets', { network: 'mainnet', pageSize: 1000 });
    const { vms } = await app.ok('node.info.getVMs', {});
    const { candidates, listed } = probeCandidates(subnets, new Set(Object.keys(vms)));
    expect(listed).toBe(d.subnets.flatMap((s) => s.blockchains).length);
    const answers = new Map<string, ProbeAnswer>();
    for (const c of candidates) {
      const r = await app.invoke('node.info.isBootstrapped', { chain: c.blockchainId });
      answers.set(
        c.blockchainId,
        r.ok ? { runs: true, bootstrapped: r.data.isBootstrapped } : r.error.kind === 'rpc' ? { runs: false } : null,
      );
    }
    const found = trackedChains(candidates, (id) => answers.get(id) ?? null).map((t) => t.blockchainId);
    const expected = d.subnets.filter((s) => s.tracked).flatMap((s) => s.blockchains.map((b) => b.blockchainId));
    expect(found.sort()).toEqual(expected.sort());
  });

  it('the scenario node answers as the same node id as the default one (the Data API agrees)', async () => {
    const scenario = await h.at('/scenario/attention').ok('node.info.getNodeID', {});
    expect(scenario.nodeID).toBe((await h.ok('node.info.getNodeID', {})).nodeID);
  });
});
