/**
 * Network upgrades as `info.upgrades` reports them: one ISO 8601 activation time per `<name>Time`
 * field. avalanchego prints an upgrade that is not yet scheduled with a year-9999 time.
 */

export type UpgradeStatus = 'activated' | 'next' | 'scheduled' | 'unscheduled' | 'unreadable';

export interface UpgradeEntry {
  /** The field, e.g. `durangoTime`. */
  key: string;
  /** Human name, e.g. `Durango`, `Apricot Phase Pre-6`. */
  name: string;
  /** The time exactly as the node sent it. */
  time: string;
  /** Activation instant in ms, or null when the time is unreadable. */
  at: number | null;
  status: UpgradeStatus;
}

export const UNSCHEDULED_YEAR = 9999;

const TIME_FIELD = /^([a-z][A-Za-z0-9]*)Time$/;

/** True for a time in year 9999 or later: the node's way of saying "not yet scheduled". */
export function isUnscheduledTime(time: string): boolean {
  const year = /^\s*\+?(\d{4,})-/.exec(time)?.[1];
  return year !== undefined && Number(year) >= UNSCHEDULED_YEAR;
}

/** `apricotPhasePre6Time` → `Apricot Phase Pre-6`, `banffTime` → `Banff`. */
export function upgradeName(key: string): string {
  const base = key.replace(/Time$/, '');
  const words = base
    .replace(/(Pre|Post)(\d+)/g, ' $1-$2')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .trim()
    .split(/\s+/);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

function activationMs(time: string): number | null {
  if (isUnscheduledTime(time)) return null;
  const ms = Date.parse(time);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Every `<name>Time` string field of an `info.upgrades` answer (unknown future upgrades included),
 * ordered by activation: scheduled ones by time (ties keep the node's field order), then the
 * unscheduled ones, then any whose time cannot be read. Status is relative to `now` (ms):
 * past → activated, the earliest future one → next, later ones → scheduled.
 */
export function upgradeTimeline(upgrades: Readonly<Record<string, unknown>>, now: number): UpgradeEntry[] {
  const fields = Object.entries(upgrades).flatMap(([key, value], order) =>
    TIME_FIELD.test(key) && typeof value === 'string' ? [{ key, time: value, order }] : [],
  );
  const rank = (f: { time: string; at: number | null }) => (f.at !== null ? 0 : isUnscheduledTime(f.time) ? 1 : 2);
  const dated = fields.map((f) => ({ ...f, at: activationMs(f.time) }));
  dated.sort((a, b) => rank(a) - rank(b) || (a.at ?? 0) - (b.at ?? 0) || a.order - b.order);
  let nextTaken = false;
  return dated.map(({ key, time, at }) => {
    let status: UpgradeStatus;
    if (at === null) status = isUnscheduledTime(time) ? 'unscheduled' : 'unreadable';
    else if (at <= now) status = 'activated';
    else if (!nextTaken) {
      status = 'next';
      nextTaken = true;
    } else status = 'scheduled';
    return { key, name: upgradeName(key), time, at, status };
  });
}

/** The first upgrade still ahead of `now` with a real date, or null when none is scheduled. */
export function nextUpgrade(upgrades: Readonly<Record<string, unknown>>, now: number): UpgradeEntry | null {
  return upgradeTimeline(upgrades, now).find((e) => e.status === 'next') ?? null;
}

/** The most recently activated upgrade at `now`, or null when none has activated. */
export function latestActivated(upgrades: Readonly<Record<string, unknown>>, now: number): UpgradeEntry | null {
  return upgradeTimeline(upgrades, now).findLast((e) => e.status === 'activated') ?? null;
}
