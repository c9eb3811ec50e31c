import {
  isUnscheduledTime,
  latestActivated,
  nextUpgrade,
  upgradeName,
  upgradeTimeline,
} from '@renderer/format/upgrades';
import { describe, expect, it } from 'vitest';

/** Shaped like avalanchego's info.upgrades (mainnet, before Granite was scheduled). */
const UPGRADES = {
  apricotPhase1Time: '2021-03-31T14:00:00Z',
  apricotPhase2Time: '2021-05-10T11:00:00Z',
  apricotPhase3Time: '2021-08-24T14:00:00Z',
  apricotPhase4Time: '2021-09-22T21:00:00Z',
  apricotPhase4MinPChainHeight: 793005,
  apricotPhase5Time: '2021-12-02T18:00:00Z',
  apricotPhasePre6Time: '2022-09-05T01:30:00Z',
  apricotPhase6Time: '2022-09-06T20:00:00Z',
  apricotPhasePost6Time: '2022-09-07T03:00:00Z',
  banffTime: '2022-10-18T16:00:00Z',
  cortinaTime: '2023-04-25T15:00:00Z',
  cortinaXChainStopVertexID: 'ujfq38m2Nmqw3Kx1HHDa7NHJhtWADWmkhFjCvbyeVLqE9MPZg',
  durangoTime: '2024-03-06T16:00:00Z',
  etnaTime: '2024-12-16T17:00:00Z',
  fortunaTime: '2025-04-08T15:00:00Z',
  graniteTime: '9999-12-01T00:00:00Z',
};
const at = (iso: string) => Date.parse(iso);

describe('isUnscheduledTime', () => {
  it('recognises year 9999 (and later) however the rest is written', () => {
    expect(isUnscheduledTime('9999-12-01T00:00:00Z')).toBe(true);
    expect(isUnscheduledTime('9999-01-01T00:00:00.000+02:00')).toBe(true);
    expect(isUnscheduledTime('+010000-01-01T00:00:00Z')).toBe(true);
  });
  it('does not mistake real dates, including far ones, for unscheduled', () => {
    expect(isUnscheduledTime('2025-04-08T15:00:00Z')).toBe(false);
    expect(isUnscheduledTime('9998-12-31T23:59:59Z')).toBe(false);
    expect(isUnscheduledTime('not a time')).toBe(false);
  });
});

describe('upgradeName', () => {
  it('turns field names into readable names', () => {
    expect(upgradeName('apricotPhase1Time')).toBe('Apricot Phase 1');
    expect(upgradeName('apricotPhasePre6Time')).toBe('Apricot Phase Pre-6');
    expect(upgradeName('apricotPhasePost6Time')).toBe('Apricot Phase Post-6');
    expect(upgradeName('banffTime')).toBe('Banff');
    expect(upgradeName('graniteTime')).toBe('Granite');
  });
});

describe('upgradeTimeline', () => {
  it('lists only the *Time fields, by activation time, with unscheduled ones last', () => {
    const timeline = upgradeTimeline(UPGRADES, at('2026-01-01T00:00:00Z'));
    expect(timeline.map((e) => e.key)).toEqual([
      'apricotPhase1Time',
      'apricotPhase2Time',
      'apricotPhase3Time',
      'apricotPhase4Time',
      'apricotPhase5Time',
      'apricotPhasePre6Time',
      'apricotPhase6Time',
      'apricotPhasePost6Time',
      'banffTime',
      'cortinaTime',
      'durangoTime',
      'etnaTime',
      'fortunaTime',
      'graniteTime',
    ]);
    expect(timeline.at(-1)).toMatchObject({ key: 'graniteTime', status: 'unscheduled', at: null });
    expect(timeline.slice(0, -1).every((e) => e.status === 'activated')).toBe(true);
  });

  it('orders by time, not by field order, and keeps the field order for equal times', () => {
    const timeline = upgradeTimeline(
      {
        zetaTime: '2030-01-01T00:00:00Z',
        alphaTime: '9999-12-01T00:00:00Z',
        betaTime: '2022-09-06T20:00:00Z',
        gammaTime: '2022-09-06T20:00:00Z',
        deltaTime: '2021-01-01T00:00:00Z',
      },
      at('2024-01-01T00:00:00Z'),
    );
    expect(timeline.map((e) => e.key)).toEqual(['deltaTime', 'betaTime', 'gammaTime', 'zetaTime', 'alphaTime']);
  });

  it('marks the first future upgrade as next and later ones as scheduled, relative to the given now', () => {
    const upgrades = {
      ...UPGRADES,
      fortunaTime: '2025-04-08T15:00:00Z',
      graniteTime: '2025-11-19T16:00:00Z',
      heliconTime: '2026-06-01T00:00:00Z',
    };
    const before = upgradeTimeline(upgrades, at('2025-01-01T00:00:00Z'));
    expect(before.find((e) => e.status === 'next')?.key).toBe('fortunaTime');
    expect(before.filter((e) => e.status === 'scheduled').map((e) => e.key)).toEqual(['graniteTime', 'heliconTime']);

    const between = upgradeTimeline(upgrades, at('2025-06-01T00:00:00Z'));
    expect(between.find((e) => e.key === 'fortunaTime')?.status).toBe('activated');
    expect(between.find((e) => e.status === 'next')?.key).toBe('graniteTime');

    // Exactly at activation counts as activated.
    const exactly = upgradeTimeline(upgrades, at('2025-11-19T16:00:00Z'));
    expect(exactly.find((e) => e.key === 'graniteTime')?.status).toBe('activated');
    expect(exactly.find((e) => e.status === 'next')?.key).toBe('heliconTime');
  });

  it('never picks an unscheduled (year 9999) upgrade as next', () => {
    expect(nextUpgrade(UPGRADES, at('2026-01-01T00:00:00Z'))).toBeNull();
    expect(latestActivated(UPGRADES, at('2026-01-01T00:00:00Z'))?.key).toBe('fortunaTime');
    expect(nextUpgrade(UPGRADES, at('2025-01-01T00:00:00Z'))?.key).toBe('fortunaTime');
  });

  it('includes upgrades it does not know and keeps unreadable times at the end, shown raw', () => {
    const timeline = upgradeTimeline(
      { banffTime: '2022-10-18T16:00:00Z', heliconTime: 'soon', fooTime: '2031-02-03T00:00:00Z' },
      at('2024-01-01T00:00:00Z'),
    );
    expect(timeline.map((e) => [e.key, e.status])).toEqual([
      ['banffTime', 'activated'],
      ['fooTime', 'next'],
      ['heliconTime', 'unreadable'],
    ]);
    expect(timeline[2]).toMatchObject({ time: 'soon', at: null, name: 'Helicon' });
  });

  it('ignores non-time fields and non-string values', () => {
    const timeline = upgradeTimeline(
      { apricotPhase4MinPChainHeight: 793005, cortinaXChainStopVertexID: 'x', oddTime: 5 },
      0,
    );
    expect(timeline).toEqual([]);
  });
});
