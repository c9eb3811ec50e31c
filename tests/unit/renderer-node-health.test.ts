import { benchedCheck } from '@renderer/views/node/health/benched-check';
import { bootstrapCheck, type ChainBootstrapState } from '@renderer/views/node/health/bootstrap-check';
import { connectivityCheck } from '@renderer/views/node/health/connectivity-check';
import { peerWeight, sharePercent, stakeMap } from '@renderer/views/node/health/stake';
import { BENCH_MAX_PORTION } from '@renderer/views/node/health/thresholds';
import { handshakeUpgradeMs, upgradeReadiness } from '@renderer/views/node/health/upgrade-check';
import { l1UptimeCheck, primaryUptimeCheck, uptimeRequirement } from '@renderer/views/node/health/uptime-check';
import { ownValidatorCheck } from '@renderer/views/node/health/validator-check';
import { worstVerdict } from '@renderer/views/node/health/verdict';
import { versionCheck, versionRelation } from '@renderer/views/node/health/version-check';
import { parseReleaseVersion } from '@shared/avalanchego/release-version';
import { describe, expect, it } from 'vitest';

const DAY = 86_400;
const NOW = Date.parse('2026-11-01T00:00:00Z');
const NOW_S = NOW / 1000;
const AVAX = 1_000_000_000n;

/** info.upgrades of a v1.14.2 mainnet node: Granite activated, Helicon not scheduled. */
const MAINNET_1_14 = {
  apricotPhase1Time: '2021-03-31T14:00:00Z',
  apricotPhase4MinPChainHeight: 793005,
  fortunaTime: '2025-04-08T15:00:00Z',
  graniteTime: '2025-11-19T16:00:00Z',
  graniteEpochDuration: 300000000000,
  heliconTime: '9999-12-01T00:00:00Z',
};

const validators = (entries: [string, bigint, boolean?][]) =>
  entries.map(([nodeID, avax, connected]) => ({ nodeID, weight: String(avax * AVAX), connected }));

describe('verdicts', () => {
  it('the worst wins: fail > warn > unknown > ok > none', () => {
    expect(worstVerdict(['ok', 'warn', 'none'])).toBe('warn');
    expect(worstVerdict(['ok', 'unknown'])).toBe('unknown');
    expect(worstVerdict(['warn', 'fail', 'ok'])).toBe('fail');
    expect(worstVerdict(['none', 'ok'])).toBe('ok');
    expect(worstVerdict([])).toBe('none');
  });
});

describe('stake', () => {
  it('counts delegated weight with the validator and only reported connections', () => {
    const s = stakeMap([
      { nodeID: 'A', weight: '100', delegatorWeight: '50', connected: true },
      { nodeID: 'B', weight: '50', connected: false },
    ]);
    expect(s.byNode.get('A')).toBe(150n);
    expect(s.total).toBe(200n);
    expect(s.connected).toBe(150n);
    expect(stakeMap([{ nodeID: 'L1', weight: '5' }]).connected).toBeNull();
    expect(sharePercent(1n, 3n)).toBe(33.3333);
    expect(sharePercent(1n, 0n)).toBe(0);
  });

  it('weighs a group by stake when known (non-validators weigh nothing), else by count', () => {
    const s = stakeMap(
      validators([
        ['A', 30n],
        ['B', 10n],
      ]),
    );
    expect(peerWeight(['A'], ['A', 'B', 'C'], s)).toMatchObject({ basis: 'stake', percent: 75 });
    expect(peerWeight(['C'], ['A', 'B', 'C'], s).percent).toBe(0);
    expect(peerWeight(['C'], ['A', 'B', 'C'], null)).toMatchObject({ basis: 'peers', percent: 33.3333 });
  });
});

describe('version against the peers', () => {
  const own = parseReleaseVersion('avalanchego/1.13.9');
  it('relates versions semantically', () => {
    expect(versionRelation(own, 'avalanchego/1.13.10')).toBe('newer');
    expect(versionRelation(own, 'avalanchego/1.13.9')).toBe('same');
    expect(versionRelation(own, 'avalanchego/1.9.13')).toBe('older');
    expect(versionRelation(own, 'avalanchego/1.13.9-rc.1')).toBe('older');
    expect(versionRelation(own, 'weird')).toBe('unknown');
    expect(versionRelation(null, 'avalanchego/1.13.9')).toBe('unknown');
  });

  it('counts newer, same, older and names the newest; amber when any peer is newer', () => {
    const peers = [
      { nodeID: 'A', version: 'avalanchego/1.13.10' },
      { nodeID: 'B', version: 'avalanchego/1.13.9' },
      { nodeID: 'C', version: 'avalanchego/1.12.2' },
      { nodeID: 'D', version: 'avalanchego/1.13.2' },
      { nodeID: 'E', version: '???' },
    ];
    const check = versionCheck(
      'avalanchego/1.13.9',
      peers,
      stakeMap(
        validators([
          ['A', 10n],
          ['B', 30n],
        ]),
      ),
    );
    expect(check.counts).toEqual({ newer: 1, same: 1, older: 2, unknown: 1 });
    expect(check.newest).toBe('avalanchego/1.13.10');
    expect(check.newerWeight).toMatchObject({ basis: 'stake', percent: 25 });
    expect(check.verdict).toBe('warn');
    expect(versionCheck('avalanchego/1.13.10', peers).verdict).toBe('ok');
    expect(versionCheck('custom-build', peers).verdict).toBe('unknown');
    expect(versionCheck('avalanchego/1.13.9', []).newest).toBeNull();
  });
});

describe('upgrade readiness', () => {
  const helicon = Date.parse('2027-01-15T16:00:00Z');
  const peers = (n: number, version: string, upgradeTime?: number) =>
    Array.from({ length: n }, (_, i) => ({ nodeID: `${version}-${i}`, version, upgradeTime }));

  it('green when this node schedules the next upgrade, with the peers that schedule it too', () => {
    const upgrades = { ...MAINNET_1_14, heliconTime: '2027-01-15T16:00:00Z' };
    const list = [...peers(3, 'avalanchego/1.15.1', helicon / 1000), ...peers(1, 'avalanchego/1.14.2', 1763568000)];
    const r = upgradeReadiness({ upgrades, network: 'mainnet', peers: list, now: NOW });
    expect(r.next?.key).toBe('heliconTime');
    expect(r.elsewhere).toEqual([]);
    expect(r.nextSupport).toMatchObject({ basis: 'peers', percent: 75 });
    expect(r.verdict).toBe('ok');
  });

  it('red when a majority of connected stake schedules (by handshake) an upgrade this node does not', () => {
    const list = [...peers(2, 'avalanchego/1.15.1', helicon / 1000), ...peers(2, 'avalanchego/1.14.2', 1763568000)];
    const stake = stakeMap(validators(list.map((p, i) => [p.nodeID, i < 2 ? 40n : 10n])));
    const r = upgradeReadiness({ upgrades: MAINNET_1_14, network: 'mainnet', peers: list, stake, now: NOW });
    expect(r.next).toBeNull();
    expect(r.elsewhere).toHaveLength(1);
    const [group] = r.elsewhere;
    // No mainnet release in the table schedules Helicon: only the time is known, Helicon the likely one.
    expect(group).toMatchObject({ key: null, likelyKey: 'heliconTime', at: helicon, sources: ['handshake'] });
    expect(group?.weight.percent).toBe(80);
    expect(r.verdict).toBe('fail');
  });

  it('amber while only a minority schedules it, and exactly half is not a majority', () => {
    const list = [...peers(1, 'avalanchego/1.15.1', helicon / 1000), ...peers(3, 'avalanchego/1.14.2')];
    expect(upgradeReadiness({ upgrades: MAINNET_1_14, network: 'mainnet', peers: list, now: NOW }).verdict).toBe(
      'warn',
    );
    const half = [...peers(2, 'avalanchego/1.15.1', helicon / 1000), ...peers(2, 'avalanchego/1.14.2')];
    expect(upgradeReadiness({ upgrades: MAINNET_1_14, network: 'mainnet', peers: half, now: NOW }).verdict).toBe(
      'warn',
    );
  });

  it('infers from the release table when peers send no upgradeTime (Fuji: v1.15.0 schedules Helicon)', () => {
    const before = Date.parse('2026-07-01T00:00:00Z');
    const list = [...peers(3, 'avalanchego/1.15.0'), ...peers(1, 'avalanchego/1.14.2')];
    const r = upgradeReadiness({ upgrades: MAINNET_1_14, network: 'fuji', peers: list, now: before });
    expect(r.elsewhere[0]).toMatchObject({
      key: 'heliconTime',
      name: 'Helicon',
      at: Date.parse('2026-07-28T15:00:00Z'),
      sources: ['release'],
    });
    expect(r.verdict).toBe('fail');
  });

  it('red when the network already activated an upgrade this node does not schedule', () => {
    const behind = { ...MAINNET_1_14, graniteTime: '9999-12-01T00:00:00Z' };
    const list = [...peers(3, 'avalanchego/1.14.2', 1763568000), ...peers(1, 'avalanchego/1.13.5')];
    const r = upgradeReadiness({ upgrades: behind, network: 'mainnet', peers: list, now: NOW });
    expect(r.elsewhere[0]).toMatchObject({
      key: 'graniteTime',
      at: 1763568000 * 1000,
      sources: ['handshake', 'release'],
    });
    expect(r.elsewhere[0]?.at).toBeLessThan(NOW);
    expect(r.verdict).toBe('fail');
  });

  it('one group per upgrade when the handshake and the table agree', () => {
    const fujiHelicon = Date.parse('2026-07-28T15:00:00Z') / 1000;
    const r = upgradeReadiness({
      upgrades: MAINNET_1_14,
      network: 'fuji',
      peers: peers(2, 'avalanchego/1.15.0', fujiHelicon),
      now: NOW,
    });
    expect(r.elsewhere).toHaveLength(1);
    expect(r.elsewhere[0]).toMatchObject({ key: 'heliconTime', sources: ['handshake', 'release'] });
  });

  it('green with nothing scheduled anywhere; unknown with no upgrade times at all', () => {
    const list = peers(4, 'avalanchego/1.14.2', 1763568000);
    const r = upgradeReadiness({ upgrades: MAINNET_1_14, network: 'mainnet', peers: list, now: NOW });
    expect(r.next).toBeNull();
    expect(r.latest?.key).toBe('graniteTime');
    expect(r.unscheduled.map((e) => e.key)).toEqual(['heliconTime']);
    expect(r.verdict).toBe('ok');
    expect(upgradeReadiness({ upgrades: {}, network: 'mainnet', peers: list, now: NOW }).verdict).toBe('unknown');
  });

  it('reads the handshake time: absent, zero and year 9999 say nothing', () => {
    expect(handshakeUpgradeMs(undefined)).toBeNull();
    expect(handshakeUpgradeMs('0')).toBeNull();
    expect(handshakeUpgradeMs(String(Date.UTC(9999, 11, 1) / 1000))).toBeNull();
    expect(handshakeUpgradeMs('1763568000')).toBe(1763568000 * 1000);
    expect(handshakeUpgradeMs(1763568000)).toBe(1763568000 * 1000);
  });
});

describe('rewarding uptime', () => {
  it('80 % by the genesis rule, 90 % (ACP-267) for validators starting at or after Helicon', () => {
    expect(uptimeRequirement(NOW_S, MAINNET_1_14)).toEqual({ percent: 80, rule: 'genesis' });
    const heliconPast = { heliconTime: '2026-07-28T15:00:00Z' };
    expect(uptimeRequirement(NOW_S, heliconPast)).toEqual({ percent: 90, rule: 'acp-267' });
    expect(uptimeRequirement(Date.parse('2026-07-01T00:00:00Z') / 1000, heliconPast).percent).toBe(80);
    expect(uptimeRequirement(null, heliconPast).percent).toBe(80);
  });

  it('red under the requirement or under half the stake, amber within 5 points or under 80 % of stake', () => {
    const check = (weighted: number, rewarding = 99) =>
      primaryUptimeCheck(
        { weightedAveragePercentage: weighted, rewardingStakePercentage: rewarding },
        NOW_S - DAY,
        true,
      );
    expect(check(79.99).verdict).toBe('fail');
    expect(check(80).verdict).toBe('warn');
    expect(check(84.99).verdict).toBe('warn');
    expect(check(85).verdict).toBe('ok');
    expect(check(97.5).margin).toBe(17.5);
    expect(check(97.5, 49.9).verdict).toBe('fail');
    expect(check(97.5, 79).verdict).toBe('warn');
  });

  it('not applicable when the node validates nothing (figures kept)', () => {
    const c = primaryUptimeCheck({ weightedAveragePercentage: 50, rewardingStakePercentage: 10 }, null, false);
    expect(c.verdict).toBe('none');
    expect(c.observed).toBe(50);
  });

  it('L1 uptime against 80 %', () => {
    expect(l1UptimeCheck(62.5)).toMatchObject({ verdict: 'fail', margin: -17.5 });
    expect(l1UptimeCheck(83)).toMatchObject({ verdict: 'warn', margin: 3 });
    expect(l1UptimeCheck(100)).toMatchObject({ verdict: 'ok', requirement: 80 });
  });
});

describe('bootstrapped', () => {
  const chain = (name: string, primary: boolean, bootstrapped: boolean | null): ChainBootstrapState => ({
    chain: name,
    name,
    primary,
    bootstrapped,
  });
  it('red for a primary chain, amber for another tracked chain, unknown while a primary one is unknown', () => {
    expect(bootstrapCheck([chain('P', true, true), chain('X', true, false)]).verdict).toBe('fail');
    expect(bootstrapCheck([chain('P', true, true), chain('L1', false, false)]).verdict).toBe('warn');
    expect(bootstrapCheck([chain('P', true, null), chain('L1', false, false)]).verdict).toBe('unknown');
    const ok = bootstrapCheck([chain('P', true, true), chain('L1', false, true), chain('L2', false, null)]);
    expect(ok).toMatchObject({ verdict: 'ok', total: 3, done: 2 });
  });
});

describe('benched chains', () => {
  const stake = stakeMap(
    validators([
      ['A', 5n],
      ['B', 4n],
      ['C', 91n],
    ]),
  );
  const primary = new Set(['C', 'X', 'P']);
  it('green with none benched', () => {
    expect(
      benchedCheck(
        [
          { nodeID: 'A', benched: [] },
          { nodeID: 'B', benched: null },
        ],
        primary,
        stake,
      ).verdict,
    ).toBe('ok');
  });
  it('amber under the benchlist cap, red at it (a primary chain weighed by stake)', () => {
    const under = benchedCheck([{ nodeID: 'A', benched: ['C'] }], primary, stake);
    expect(under.chains[0]).toMatchObject({ chain: 'C', primary: true, stakePercent: 5, verdict: 'warn' });
    expect(under.verdict).toBe('warn');
    const at = benchedCheck(
      [
        { nodeID: 'A', benched: ['C'] },
        { nodeID: 'B', benched: ['C', 'L1chain'] },
      ],
      primary,
      stake,
    );
    expect(at.chains[0]?.stakePercent).toBeGreaterThanOrEqual(BENCH_MAX_PORTION);
    expect(at.verdict).toBe('fail');
    expect(at.benchedPeers).toBe(2);
    expect(at.chains.find((c) => c.chain === 'L1chain')).toMatchObject({
      primary: false,
      stakePercent: null,
      verdict: 'warn',
    });
  });
});

describe('connectivity', () => {
  const withConnected = (pct: bigint) =>
    stakeMap(
      validators([
        ['A', pct, true],
        ['B', 100n - pct, false],
      ]),
    );
  it('red without peers or under 80 % connected stake, amber under 90 %', () => {
    expect(connectivityCheck(0).verdict).toBe('fail');
    expect(connectivityCheck(5).verdict).toBe('ok');
    expect(connectivityCheck(5, withConnected(79n)).verdict).toBe('fail');
    expect(connectivityCheck(5, withConnected(80n)).verdict).toBe('warn');
    expect(connectivityCheck(5, withConnected(90n))).toMatchObject({ verdict: 'ok', connectedStakePercent: 90 });
  });
});

describe("this node's validation", () => {
  const record = (start: number, end: number, extra = {}) => ({
    startTime: String(start),
    endTime: String(end),
    delegatorCount: '3',
    potentialReward: '123',
    ...extra,
  });
  it('not a validator: not applicable', () => {
    expect(ownValidatorCheck(null, NOW)).toMatchObject({ state: 'not-validator', verdict: 'none' });
  });
  it('current with time left, pending before its start', () => {
    expect(ownValidatorCheck(record(NOW_S - DAY, NOW_S + 30 * DAY), NOW)).toMatchObject({
      state: 'current',
      secondsLeft: 30 * DAY,
      delegators: 3,
      potentialReward: '123',
      verdict: 'ok',
    });
    expect(ownValidatorCheck(record(NOW_S + DAY, NOW_S + 30 * DAY), NOW).state).toBe('pending');
  });
  it('amber when the stake ends within a week, unless it renews by itself', () => {
    expect(ownValidatorCheck(record(NOW_S - DAY, NOW_S + 6 * DAY), NOW).verdict).toBe('warn');
    expect(ownValidatorCheck(record(NOW_S - DAY, NOW_S + 6 * DAY, { nextPeriod: '1209600' }), NOW)).toMatchObject({
      autoRenewed: true,
      verdict: 'ok',
    });
  });
  it('counts listed delegators when the count is absent', () => {
    const r = ownValidatorCheck({ startTime: String(NOW_S - DAY), delegators: [{}, {}] }, NOW);
    expect(r).toMatchObject({ delegators: 2, endSeconds: null, secondsLeft: null, verdict: 'ok' });
  });
});

describe('per-upgrade scheduling (Upgrades tab)', () => {
  it("says what this node's answer, the release table and the peers say about each upgrade", async () => {
    const { upgradeScheduling } = await import('@renderer/views/node/health/upgrade-scheduling');
    const { upgradeTimeline } = await import('@renderer/format/upgrades');
    const timeline = upgradeTimeline(MAINNET_1_14, NOW);
    const granite = timeline.find((e) => e.key === 'graniteTime');
    const helicon = timeline.find((e) => e.key === 'heliconTime');
    if (!granite || !helicon) throw new Error('timeline lacks granite or helicon');
    expect(upgradeScheduling(granite, 'avalanchego/1.14.2', 'mainnet', null)).toEqual({
      thisNode: 'activated',
      firstRelease: '1.14.0',
      versionSchedules: true,
      peers: null,
    });
    const at = Date.parse('2027-01-15T16:00:00Z') / 1000;
    const readiness = upgradeReadiness({
      upgrades: MAINNET_1_14,
      network: 'mainnet',
      peers: [{ nodeID: 'A', version: 'avalanchego/1.15.1', upgradeTime: at }],
      now: NOW,
    });
    const h = upgradeScheduling(helicon, 'avalanchego/1.14.2', 'mainnet', readiness);
    expect(h).toMatchObject({ thisNode: 'not-scheduled', firstRelease: null, versionSchedules: false });
    expect(h.peers?.nodeIDs).toEqual(['A']);
    expect(upgradeScheduling(helicon, 'avalanchego/1.15.0', 'fuji', null)).toMatchObject({
      firstRelease: '1.15.0',
      versionSchedules: true,
    });
    const unknown = {
      key: 'zephyrTime',
      name: 'Zephyr',
      time: '9999-12-01T00:00:00Z',
      at: null,
      status: 'unscheduled' as const,
      known: false,
    };
    expect(upgradeScheduling(unknown, 'avalanchego/1.14.2', 'mainnet', null)).toMatchObject({
      firstRelease: undefined,
      versionSchedules: null,
    });
  });
});
