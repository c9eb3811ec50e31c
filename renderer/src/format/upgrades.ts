/**
 * Network upgrades as `info.upgrades` reports them: one ISO 8601 activation time per `<name>Time`
 * field, plus parameters beside them (a height, a vertex id, a duration). avalanchego prints an upgrade
 * that is not yet scheduled with a year-9999 time. Every field is listed by its name, so upgrades and
 * parameters newer than this Snowscope still show (marked as not known yet).
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
  /** Whether this Snowscope knows the upgrade; unknown ones are shown by their field name. */
  known: boolean;
}

/** The upgrades of info.upgrades this Snowscope knows, in activation order (AvalancheGo v1.15). */
export const KNOWN_UPGRADES: readonly string[] = [
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
  'heliconTime',
];

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
    return { key, name: upgradeName(key), time, at, status, known: KNOWN_UPGRADES.includes(key) };
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

export type UpgradeParameterKind = 'height' | 'id' | 'duration' | 'value';

export interface UpgradeParameter {
  key: string;
  label: string;
  /** What the value means for display; unknown fields are `value` (shown as sent). */
  kind: UpgradeParameterKind;
  value: unknown;
  /** For durations: whole seconds (Go durations are nanoseconds); null when unreadable. */
  seconds: number | null;
  hint: string;
  known: boolean;
}

const KNOWN_PARAMETERS: Record<string, { label: string; kind: UpgradeParameterKind; hint: string }> = {
  apricotPhase4MinPChainHeight: {
    label: 'Apricot Phase 4 min. P-Chain height',
    kind: 'height',
    hint: 'apricotPhase4MinPChainHeight',
  },
  cortinaXChainStopVertexID: {
    label: 'Cortina X-Chain stop vertex',
    kind: 'id',
    hint: 'cortinaXChainStopVertexID: the last vertex before the X-Chain moved to blocks',
  },
  graniteEpochDuration: {
    label: 'Granite epoch duration',
    kind: 'duration',
    hint: 'graniteEpochDuration: length of a P-Chain epoch since Granite',
  },
};

/** Whole seconds of a Go time.Duration (nanoseconds, as a number or decimal string). */
function durationSeconds(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\d+$/.test(text)) return null;
  return Number(BigInt(text) / 1_000_000_000n);
}

/** `graniteEpochDuration` → `Granite epoch duration` for fields this Snowscope does not know. */
function parameterLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every field of an `info.upgrades` answer that is not an activation time, in the node's order:
 * known ones with their meaning, unknown ones by name (a `…Duration` still read as a duration).
 */
export function upgradeParameters(upgrades: Readonly<Record<string, unknown>>): UpgradeParameter[] {
  return Object.entries(upgrades)
    .filter(([key]) => !TIME_FIELD.test(key))
    .map(([key, value]) => {
      const known = KNOWN_PARAMETERS[key];
      const kind: UpgradeParameterKind = known?.kind ?? (/Duration$/.test(key) ? 'duration' : 'value');
      return {
        key,
        label: known?.label ?? parameterLabel(key),
        kind,
        value,
        seconds: kind === 'duration' ? durationSeconds(value) : null,
        hint: known?.hint ?? key,
        known: known !== undefined,
      };
    });
}
