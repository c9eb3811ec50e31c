/**
 * AvalancheGo release versions as nodes report them (`avalanchego/1.13.3` from info.getNodeVersion and
 * info.peers, `v1.13.3` in vmVersions and tags), compared by semantic-version precedence, never as text:
 * `1.13.10` is newer than `1.13.9`, and a pre-release (`1.14.0-rc.2`) is older than its release.
 */

export interface ReleaseVersion {
  /** The client name before the slash (`avalanchego`), or null when the text had none. */
  client: string | null;
  major: number;
  minor: number;
  patch: number;
  /** Pre-release identifiers (`rc.2` → ['rc', '2']); empty for a release. */
  pre: readonly string[];
}

const VERSION = /^(?:([A-Za-z][\w.-]*)\/)?v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * Parsed texts, so that the health card's checks (every peer against every upgrade, on every answer) parse each
 * distinct version once: a network's peers run a handful of versions. Bounded: cleared when it fills up.
 */
const parsed = new Map<string, Readonly<ReleaseVersion> | null>();
const PARSED_MAX = 512;

/** The version in `text`, or null when it is not `[client/][v]major.minor.patch[-pre][+build]`. Shared: do not modify. */
export function parseReleaseVersion(text: string): Readonly<ReleaseVersion> | null {
  const known = parsed.get(text);
  if (known !== undefined) return known;
  const m = VERSION.exec(text.trim());
  let version: Readonly<ReleaseVersion> | null = null;
  if (m) {
    const [, client, major, minor, patch, pre] = m;
    version = Object.freeze({
      client: client ?? null,
      major: Number(major),
      minor: Number(minor),
      patch: Number(patch),
      pre: Object.freeze(pre ? pre.split('.') : []),
    });
  }
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(text, version);
  return version;
}

const NUMERIC = /^\d+$/;

/** Semver rule 11 for one pre-release identifier: numbers by value, below any text; text by ASCII. */
function compareIdentifier(a: string, b: string): number {
  const an = NUMERIC.test(a);
  const bn = NUMERIC.test(b);
  if (an && bn) return Math.sign(Number(a) - Number(b));
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** -1, 0 or 1 as `a` is older than, the same release as, or newer than `b` (the client name is ignored). */
export function compareReleaseVersions(a: ReleaseVersion, b: ReleaseVersion): -1 | 0 | 1 {
  const core = Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
  if (core !== 0) return core as -1 | 1;
  if (a.pre.length === 0 || b.pre.length === 0) {
    // A release is newer than any of its pre-releases.
    return a.pre.length === b.pre.length ? 0 : a.pre.length === 0 ? 1 : -1;
  }
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i++) {
    const c = compareIdentifier(a.pre[i] as string, b.pre[i] as string);
    if (c !== 0) return c as -1 | 1;
  }
  return Math.sign(a.pre.length - b.pre.length) as -1 | 0 | 1;
}

/** Compares two version texts; null when either cannot be read as a version. */
export function compareVersionTexts(a: string, b: string): -1 | 0 | 1 | null {
  const pa = parseReleaseVersion(a);
  const pb = parseReleaseVersion(b);
  return pa && pb ? compareReleaseVersions(pa, pb) : null;
}

/** `1.13.3`, `1.14.0-rc.2`: the version without client name or `v`. */
export function formatReleaseVersion(v: ReleaseVersion): string {
  return `${v.major}.${v.minor}.${v.patch}${v.pre.length > 0 ? `-${v.pre.join('.')}` : ''}`;
}
