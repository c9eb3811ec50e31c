import {
  compareReleaseVersions,
  compareVersionTexts,
  formatReleaseVersion,
  parseReleaseVersion,
} from '@shared/avalanchego/release-version';
import {
  NEWEST_KNOWN_RELEASE,
  releaseNetworkOf,
  releaseSchedules,
  UPGRADE_RELEASES,
  upgradeSchedule,
} from '@shared/avalanchego/upgrade-releases';
import { describe, expect, it } from 'vitest';

describe('release versions', () => {
  it('parses a text once: the same text gives the same frozen answer, which callers cannot change', () => {
    const first = parseReleaseVersion('avalanchego/1.14.0-rc.2');
    expect(parseReleaseVersion('avalanchego/1.14.0-rc.2')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.pre)).toBe(true);
    expect(parseReleaseVersion('not a version')).toBeNull();
    expect(parseReleaseVersion('not a version')).toBeNull();
    // Many distinct texts (more than the cache holds) still parse right.
    for (let patch = 0; patch < 2_000; patch++) {
      expect(parseReleaseVersion(`avalanchego/1.13.${patch}`)?.patch).toBe(patch);
    }
    expect(parseReleaseVersion('avalanchego/1.14.0-rc.2')).toEqual({ ...first, pre: ['rc', '2'] });
  });

  it('reads the forms nodes send', () => {
    expect(parseReleaseVersion('avalanchego/1.13.3')).toEqual({
      client: 'avalanchego',
      major: 1,
      minor: 13,
      patch: 3,
      pre: [],
    });
    expect(parseReleaseVersion('v1.14.0')).toMatchObject({ client: null, major: 1, minor: 14, patch: 0 });
    expect(parseReleaseVersion(' 1.15.0-fuji ')).toMatchObject({ minor: 15, pre: ['fuji'] });
    expect(parseReleaseVersion('avalanchego/1.14.0-rc.2+abc')).toMatchObject({ pre: ['rc', '2'] });
    for (const bad of ['', 'avalanchego', '1.13', 'avalanchego/x.y.z', '1.13.3.4', 'v1.13.3 junk']) {
      expect(parseReleaseVersion(bad)).toBeNull();
    }
  });

  it('compares by number, not by text', () => {
    expect(compareVersionTexts('avalanchego/1.13.10', 'avalanchego/1.13.9')).toBe(1);
    expect(compareVersionTexts('avalanchego/1.9.0', 'avalanchego/1.10.0')).toBe(-1);
    expect(compareVersionTexts('avalanchego/2.0.0', 'avalanchego/1.99.99')).toBe(1);
    expect(compareVersionTexts('avalanchego/1.13.3', 'v1.13.3')).toBe(0);
    expect(compareVersionTexts('avalanchego/1.13.3', 'garbage')).toBeNull();
  });

  it('orders pre-releases by semver precedence, below their release', () => {
    const order = [
      '1.14.0-alpha',
      '1.14.0-alpha.1',
      '1.14.0-alpha.beta',
      '1.14.0-beta',
      '1.14.0-beta.2',
      '1.14.0-beta.11',
      '1.14.0-rc.1',
      '1.14.0',
    ];
    const parsed = order.map((t) => parseReleaseVersion(t));
    for (let i = 1; i < parsed.length; i++) {
      const [a, b] = [parsed[i - 1], parsed[i]];
      if (!a || !b) throw new Error('unparsed');
      expect(compareReleaseVersions(a, b), `${order[i - 1]} < ${order[i]}`).toBe(-1);
      expect(compareReleaseVersions(b, a)).toBe(1);
    }
  });

  it('formats without client or v', () => {
    const v = parseReleaseVersion('avalanchego/v1.14.0-rc.2');
    expect(v && formatReleaseVersion(v)).toBe('1.14.0-rc.2');
  });
});

describe('upgrade release table', () => {
  it('lists every upgrade once, in activation order per network, each time readable', () => {
    const fields = UPGRADE_RELEASES.map((u) => u.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const net of ['mainnet', 'fuji'] as const) {
      const times = UPGRADE_RELEASES.flatMap((u) => (u[net] ? [Date.parse(u[net].activation)] : []));
      expect(times.every(Number.isFinite)).toBe(true);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  it('release lines schedule their own and earlier upgrades, never later ones', () => {
    expect(releaseSchedules('avalanchego/1.14.0', 'graniteTime', 'mainnet')).toBe(true);
    expect(releaseSchedules('avalanchego/1.13.5', 'graniteTime', 'mainnet')).toBe(false);
    expect(releaseSchedules('avalanchego/1.14.0-rc.1', 'graniteTime', 'mainnet')).toBe(false);
    expect(releaseSchedules('avalanchego/1.14.2', 'fortunaTime', 'mainnet')).toBe(true);
    expect(releaseSchedules('avalanchego/1.15.0', 'heliconTime', 'fuji')).toBe(true);
    expect(releaseSchedules('avalanchego/1.15.0', 'heliconTime', 'testnet')).toBe(true);
    expect(releaseSchedules('avalanchego/1.14.2', 'heliconTime', 'fuji')).toBe(false);
  });

  it('says "unknown" rather than guess: unknown upgrades, networks, versions, and newer lines than the table', () => {
    expect(releaseSchedules('avalanchego/1.14.2', 'heliconTime', 'mainnet')).toBe(false);
    expect(releaseSchedules('avalanchego/1.14.9', 'heliconTime', 'mainnet')).toBe(false);
    expect(releaseSchedules('avalanchego/1.15.0', 'heliconTime', 'mainnet')).toBeNull();
    expect(releaseSchedules('avalanchego/1.14.2', 'someFutureTime', 'mainnet')).toBeNull();
    expect(releaseSchedules('avalanchego/1.14.2', 'graniteTime', 'local')).toBeNull();
    expect(releaseSchedules('not a version', 'graniteTime', 'mainnet')).toBeNull();
    expect(upgradeSchedule('heliconTime', 'mainnet')).toBeNull();
    expect(upgradeSchedule('nopeTime', 'mainnet')).toBeUndefined();
    expect(releaseNetworkOf('testnet')).toBe('fuji');
    expect(Object.keys(NEWEST_KNOWN_RELEASE)).toEqual(['mainnet', 'fuji']);
  });
});
