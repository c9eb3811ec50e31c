import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServices } from '@main/app/wiring';
import { startWebServer } from '@main/web/server';
import type { Page } from '@playwright/test';
import { SIM_NOW } from '@sim/dataset/constants';
import type { RunningSimulator } from '@sim/server';
import { expect as baseExpect, test } from './fixtures';
import { shoot } from './shots';

/** These pages ask a lot of the node at once; on a loaded 2-core machine first answers take a while. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
// The clock is frozen for every scenario (page.clock), which no later test may inherit.
test.use({ freshPage: true });

/**
 * The health card on the simulator's scenario nodes (`/scenario/<name>`): every verdict green, amber and
 * red where the scenario is built for it. The page's clock is the dataset's "now", so times left agree.
 */

async function openScenario(page: Page, sim: RunningSimulator, nodePath: string, hash = '#/node', nodeUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-e2e-health-'));
  const services = createServices({
    dataDir,
    env: {
      SNOWSCOPE_PROFILE: 'local',
      SNOWSCOPE_DATA_API_URL: sim.url,
      SNOWSCOPE_METRICS_API_URL: sim.url,
      SNOWSCOPE_NODE_RPC_URL: nodeUrl ?? `${sim.url}${nodePath}`,
    },
  });
  const web = await startWebServer({ services, rendererDir: resolve('out/renderer'), port: 0 });
  await page.clock.setFixedTime(SIM_NOW * 1000 + 3_600_000);
  await page.goto(`${web.launchUrl}${hash}`);
  return {
    close: async () => {
      await web.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface SimPeer {
  nodeID: string;
  version: string;
  benched: string[] | null;
}

async function simRpc<T>(sim: RunningSimulator, path: string, method: string, params: unknown = {}): Promise<T> {
  const res = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined) throw new Error(`${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

/** Numbers of `avalanchego/1.14.10` → [1, 14, 10], compared left to right: the test's own reading of a version. */
const parts = (version: string) => (version.split('/').at(-1) ?? '').split('.').map(Number);
function olderNewer(a: string, b: string): number {
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return Math.sign((pa[i] ?? 0) - (pb[i] ?? 0));
  return 0;
}

test.describe('peers by version', () => {
  test('older / same / newer than this node by semantic version, counts on the chart, copy the node IDs on show', async ({
    page,
    sim,
  }) => {
    const path = '/scenario/attention';
    const { version: own } = await simRpc<{ version: string }>(sim, `${path}/ext/info`, 'info.getNodeVersion');
    const { peers } = await simRpc<{ peers: SimPeer[] }>(sim, `${path}/ext/info`, 'info.peers');
    const newer = peers.filter((p) => olderNewer(p.version, own) > 0);
    const older = peers.filter((p) => olderNewer(p.version, own) < 0);
    const same = peers.filter((p) => olderNewer(p.version, own) === 0);
    // The scenario has a later patch whose text sorts before this node's (1.14.10 < 1.14.2 as text).
    expect(newer.some((p) => p.version < own)).toBe(true);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const app = await openScenario(page, sim, path, '#/node?tab=peers');
    try {
      const table = page.getByTestId('peers-table');
      await expect(table.getByTestId('row-count')).toHaveText(String(peers.length));
      await expect(page.getByTestId('peer-show-newer-count')).toHaveText(String(newer.length));
      await expect(page.getByTestId('peer-show-older-count')).toHaveText(String(older.length));
      await expect(page.getByTestId('peer-show-same-count')).toHaveText(String(same.length));

      await page.getByTestId('peer-show-newer').check({ force: true });
      await expect(page).toHaveURL(/show=newer/);
      await expect(table.getByTestId('row-count')).toHaveText(String(newer.length));
      await expect(page.getByTestId('peer-show-relative')).toContainText(own.replace('avalanchego/', ''));
      const copy = page.getByTestId('peers-copy-ids');
      await expect(copy).toHaveAttribute('data-count', String(newer.length));
      await copy.click();
      await expect(copy).toContainText('Copied');
      const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
      expect(copied.sort()).toEqual(newer.map((p) => p.nodeID).sort());

      // The text filter narrows what is copied too.
      const patch = newer.find((p) => p.version < own) as SimPeer;
      const onPatch = newer.filter((p) => p.version === patch.version);
      await table.getByTestId('table-filter').fill(patch.version.replace('avalanchego/', ''));
      await expect(table.getByTestId('match-count')).toHaveText(String(onPatch.length));
      await expect(copy).toHaveAttribute('data-count', String(onPatch.length));

      await page.getByTestId('peer-show-older').check({ force: true });
      await table.getByTestId('table-filter').fill('');
      await expect(table.getByTestId('row-count')).toHaveText(String(older.length));

      // Bars carry their counts, newest version first, this node's marked.
      const chart = page.getByTestId('peers-by-version');
      const versions = [...new Set(peers.map((p) => p.version))].sort((a, b) => olderNewer(b, a));
      await expect(chart.getByTestId('bar-breakdown')).toHaveAttribute('data-bars', String(versions.length));
      const labels = chart.locator('.recharts-label-list text');
      await expect(labels).toHaveText(versions.map((v) => String(peers.filter((p) => p.version === v).length)));
      await expect(chart.locator('.recharts-yAxis-tick-labels text').first()).toHaveText(
        versions[0]?.replace('avalanchego/', '') ?? '',
      );
      await expect(chart.getByText(`${own.replace('avalanchego/', '')} (this node)`)).toBeVisible();

      // The table reaches the bottom of the window.
      const scroll = table.locator('.vtable__scroll');
      await page.getByTestId('peer-show-all').check({ force: true });
      const box = await scroll.boundingBox();
      const viewport = page.viewportSize();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((viewport?.height ?? 0) - 120);
    } finally {
      await app.close();
    }
  });
});

test.describe('upgrades tab', () => {
  test('each upgrade says whether this node schedules it; for one it does not, the table and the peers', async ({
    page,
    sim,
  }) => {
    const path = '/scenario/failing';
    const upgrades = await simRpc<Record<string, unknown>>(sim, `${path}/ext/info`, 'info.upgrades');
    const unscheduled = Object.entries(upgrades)
      .filter(([k, v]) => k.endsWith('Time') && String(v).startsWith('9999'))
      .map(([k]) => k);
    const scheduled = Object.keys(upgrades).filter((k) => k.endsWith('Time') && !unscheduled.includes(k));
    expect(unscheduled).toEqual(['heliconTime']);
    const { peers } = await simRpc<{ peers: (SimPeer & { upgradeTime: number })[] }>(
      sim,
      `${path}/ext/info`,
      'info.peers',
    );
    const ahead = peers.filter((p) => p.upgradeTime * 1000 > SIM_NOW * 1000);
    expect(ahead.length).toBeGreaterThan(0);

    const app = await openScenario(page, sim, path, '#/node?tab=upgrades');
    try {
      for (const key of scheduled) {
        await expect(page.getByTestId(`upgrade-${key}`).getByTestId('upgrade-scheduling')).toHaveAttribute(
          'data-this-node',
          'scheduled',
        );
      }
      const helicon = page.getByTestId('upgrade-heliconTime');
      await expect(helicon.getByTestId('upgrade-scheduling')).toHaveAttribute('data-this-node', 'not-scheduled');
      await expect(helicon.getByTestId('upgrade-scheduling')).toContainText('not scheduled by this node (1.14.2)');
      // No mainnet release in the table schedules Helicon: said, not guessed.
      await expect(helicon.getByTestId('upgrade-scheduling-table')).toContainText('no AvalancheGo release known');
      await expect(helicon.getByTestId('upgrade-scheduling-peers')).toContainText('of connected stake run releases');
      await expect(helicon.getByTestId('upgrade-scheduling-peers')).toContainText('their handshake');
    } finally {
      await app.close();
    }
  });
});

test.describe('node outage and the kind of endpoint', () => {
  test('one banner for the page while the node does not answer; "Updated" only moves on an answer', async ({
    app,
    page,
    sim,
  }) => {
    await app.open('#/node');
    await expect(page.getByTestId('node-version')).toBeVisible();
    const updated = page.getByTestId('last-updated-time');
    await expect(updated).toBeVisible();
    // Every node read fails from now on (the Data API still answers).
    await app.fault('500', 100_000, '/ext');
    // A read already under way (an auto-refresh, the health card's background probe) may still land with an
    // answer: wait until every read has landed, then take the time "Updated" shows.
    await expect(page.getByTestId('node-refresh')).toHaveAttribute('data-background', 'idle', { timeout: 60_000 });
    await expect(page.getByTestId('refresh-now')).toBeEnabled();
    const before = await updated.getAttribute('datetime');
    await page.getByTestId('refresh-now').click();
    const banner = page.getByTestId('node-outage');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('node-outage-message')).toContainText('Injected 500');
    await expect(page.getByTestId('refresh-now')).toBeEnabled();
    // No red box per card: the cards say the error is reported above and keep what they had.
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.getByTestId('node-version')).toBeVisible();
    await expect(page.getByTestId('node-outage-last')).toBeVisible();
    expect(await updated.getAttribute('datetime')).toBe(before);

    // A tab never loaded says it is not loaded because of the outage, without its own error panel.
    await page.getByTestId('tab-acps').click();
    await expect(page.getByTestId('error-shown-above').first()).toContainText('the node is not answering');
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    expect(await updated.getAttribute('datetime')).toBe(before);

    // The node answers again: Retry clears the banner, loads the tab and moves "Updated".
    await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
    await page.getByTestId('node-outage-retry').click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId('acp-list')).toBeVisible();
    await expect
      .poll(async () => Date.parse((await updated.getAttribute('datetime')) ?? ''))
      .toBeGreaterThan(Date.parse(before ?? ''));
  });

  test('an unreachable node: the banner names the network error', async ({ page, sim }) => {
    const app = await openScenario(page, sim, '', '#/node', 'http://127.0.0.1:9');
    try {
      await expect(page.getByTestId('node-outage')).toHaveAttribute('data-error-kind', 'network');
      await expect(page.getByTestId('last-updated')).toHaveText('Not updated yet');
      await expect(page.getByTestId('error-panel')).toHaveCount(0);
      await expect(page.getByTestId('health-card')).not.toHaveAttribute('data-verdict', 'fail');
    } finally {
      await app.close();
    }
  });

  test('"public server" is said from what the node answers, and a profile that says otherwise is pointed out', async ({
    page,
    sim,
  }) => {
    const full = await openScenario(page, sim, '', '#/node');
    try {
      await expect(page.getByTestId('node-kind')).toHaveAttribute('data-kind', 'full');
      await expect(page.getByTestId('node-kind-label')).toHaveCount(0);
      await expect(page.getByTestId('node-kind-mismatch')).toHaveCount(0);
    } finally {
      await full.close();
    }
    // The local profile is not marked public, but this endpoint refuses getNodeID, getNodeIP and getVMs.
    const pub = await openScenario(page, sim, '/public', '#/node');
    try {
      await expect(page.getByTestId('node-kind')).toHaveAttribute('data-kind', 'public');
      await expect(page.getByTestId('node-kind-label')).toHaveText(' · public server (no node ID, IP or VM list)');
      await expect(page.getByTestId('node-kind-mismatch')).toHaveText('profile says full node');
      await expect(page.getByTestId('health-validator')).toHaveAttribute('data-verdict', 'unknown');
      await expect(page.getByTestId('health-validator-detail')).toContainText('does not tell its node ID');
    } finally {
      await pub.close();
    }
  });
});

type Row = 'bootstrap' | 'version' | 'upgrade' | 'uptime' | 'l1-uptime' | 'benched' | 'peers' | 'validator';
type Scenario = 'healthy' | 'attention' | 'failing';

/** What each scenario of the simulator is built to show (simulator/dataset/primary/scenarios.ts). */
const EXPECTED: Record<Scenario, Record<Row, string>> = {
  healthy: {
    bootstrap: 'ok',
    version: 'ok',
    upgrade: 'ok',
    uptime: 'ok',
    'l1-uptime': 'ok',
    benched: 'ok',
    peers: 'ok',
    validator: 'ok',
  },
  attention: {
    bootstrap: 'warn',
    version: 'warn',
    upgrade: 'warn',
    uptime: 'warn',
    'l1-uptime': 'warn',
    benched: 'warn',
    peers: 'warn',
    validator: 'warn',
  },
  failing: {
    bootstrap: 'fail',
    version: 'warn',
    upgrade: 'fail',
    uptime: 'fail',
    'l1-uptime': 'fail',
    benched: 'fail',
    peers: 'fail',
    validator: 'ok',
  },
};

test.describe('node health card', () => {
  for (const scenario of ['healthy', 'attention', 'failing'] as const) {
    test(`${scenario} node: each check's verdict, the number behind it and its link; screenshots`, async ({
      page,
      sim,
    }) => {
      test.setTimeout(150_000);
      const path = `/scenario/${scenario}`;
      const rpc = <T>(method: string, params: unknown = {}) => simRpc<T>(sim, `${path}/ext/info`, method, params);
      // AvalancheGo sends its percentages as JSON strings (json.Float64).
      const uptime = await rpc<{ weightedAveragePercentage: string }>('info.uptime');
      const { version } = await rpc<{ version: string }>('info.getNodeVersion');
      const { nodeID } = await rpc<{ nodeID: string }>('info.getNodeID');
      const { peers } = await rpc<{ peers: SimPeer[] }>('info.peers');
      const { validators } = await simRpc<{ validators: { nodeID: string; delegatorCount: string }[] }>(
        sim,
        `${path}/ext/bc/P`,
        'platform.getCurrentValidators',
        { nodeIDs: [nodeID] },
      );

      await page.setViewportSize({ width: 1360, height: 1100 });
      const app = await openScenario(page, sim, path);
      try {
        await expect(page.getByTestId('health-l1-uptime')).not.toHaveAttribute('data-verdict', 'unknown', {
          timeout: 90_000,
        });
        for (const [row, verdict] of Object.entries(EXPECTED[scenario])) {
          await expect(page.getByTestId(`health-${row}`), row).toHaveAttribute('data-verdict', verdict);
        }
        const worst = Object.values(EXPECTED[scenario]).includes('fail')
          ? 'fail'
          : Object.values(EXPECTED[scenario]).includes('warn')
            ? 'warn'
            : 'ok';
        await expect(page.getByTestId('health-card')).toHaveAttribute('data-verdict', worst);

        // The numbers behind the verdicts are the node's.
        await expect(page.getByTestId('health-uptime-observed')).toHaveText(
          `${Number(Number(uptime.weightedAveragePercentage).toFixed(2))}%`,
        );
        await expect(page.getByTestId('health-version-value')).toHaveText(version.replace('avalanchego/', ''));
        await expect(page.getByTestId('health-peers-value')).toHaveText(`${peers.length} peers`);
        await expect(page.getByTestId('health-validator-delegators')).toHaveText(validators[0]?.delegatorCount ?? '');
        const newer = peers.filter((p) => olderNewer(p.version, version) > 0);
        await expect(page.getByTestId('health-version-newer')).toHaveText(String(newer.length));

        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await shoot(page, `node-health-${scenario}-${theme}`);
        }

        // Each row links to the tab with its evidence.
        await expect(page.getByTestId('health-upgrade-link')).toHaveAttribute('href', '#/node?tab=upgrades');
        await expect(page.getByTestId('health-validator-link')).toHaveAttribute(
          'href',
          `#/validators/mainnet?node=${nodeID}`,
        );
        if (newer.length > 0) {
          await page.getByTestId('health-version-link').click();
          await expect(page).toHaveURL(/tab=peers&show=newer/);
          await expect(page.getByTestId('peers-table').getByTestId('row-count')).toHaveText(String(newer.length));
          // Elsewhere than the overview the card folds to its summary.
          await expect(page.getByTestId('health-list')).toHaveCount(0);
          await expect(page.getByTestId('health-summary')).toBeVisible();
        }
        if (scenario === 'failing') {
          await page.getByTestId('tab-upgrades').click();
          await expect(page.getByTestId('upgrade-heliconTime').getByTestId('upgrade-scheduling-peers')).toBeVisible();
          for (const theme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: theme });
            await shoot(page, `node-upgrades-readiness-${theme}`);
          }
          await page.getByTestId('tab-peers').click();
          await expect(page.getByTestId('peers-copy-ids')).toBeEnabled();
          for (const theme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: theme });
            await shoot(page, `node-peers-newer-${theme}`);
          }
        }
      } finally {
        await app.close();
      }
    });
  }
});
