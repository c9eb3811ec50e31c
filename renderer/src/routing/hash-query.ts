import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * The query part of a hash route (`#/address/43114/0x…?tab=erc20`). `parseHash` ignores it, so view
 * state (the open tab, filters, a selection) can live there as a deep link without changing which
 * route matches or remounting the view.
 */

/** `push` adds a history entry (a selection Back should undo); `replace` does not (tabs, filters). */
export type HistoryMode = 'push' | 'replace';

/** Parameter changes: a string sets, null removes, undefined leaves the parameter alone. */
export type HashUpdates = Readonly<Record<string, string | null | undefined>>;

function split(hash: string): [path: string, query: string] {
  const body = hash.replace(/^#/, '');
  const at = body.indexOf('?');
  return at === -1 ? [body, ''] : [body.slice(0, at), body.slice(at + 1)];
}

const emptyToNull = <V extends string | null | undefined>(value: V): V | null => (value === '' ? null : value);

export function hashQueryParam(hash: string, name: string): string | null {
  return new URLSearchParams(split(hash)[1]).get(name);
}

/** `hash` with `name` set to `value` (null removes it); the path and other parameters are kept. */
export function withHashQueryParam(hash: string, name: string, value: string | null): string {
  const [path, query] = split(hash);
  const params = new URLSearchParams(query);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const text = params.toString();
  return `#${path}${text ? `?${text}` : ''}`;
}

function withoutEmpty(updates: HashUpdates): Record<string, string | null | undefined> {
  const out: Record<string, string | null | undefined> = {};
  for (const [name, value] of Object.entries(updates)) out[name] = emptyToNull(value);
  return out;
}

/** `hash` with every update applied (see `HashUpdates`). */
export function withHashQueryParams(hash: string, updates: HashUpdates): string {
  let next = hash;
  for (const [name, value] of Object.entries(updates)) {
    if (value !== undefined) next = withHashQueryParam(next, name, value);
  }
  return next;
}

/** The named parameters of `hash` as written (absent reads as null). */
export function hashQueryParams<N extends string>(hash: string, names: readonly N[]): Record<N, string | null> {
  const out = {} as Record<N, string | null>;
  for (const name of names) out[name] = hashQueryParam(hash, name);
  return out;
}

/** The named query parameters of `hash`; absent and blank both read as null. */
export function hashParams<N extends string>(hash: string, names: readonly N[]): Record<N, string | null> {
  const out = {} as Record<N, string | null>;
  for (const name of names) {
    const value = hashQueryParam(hash, name);
    out[name] = value === null || value.trim() === '' ? null : value;
  }
  return out;
}

/** `hash` with each parameter set (null or empty removes it); the path and other parameters stay. */
export function hashWith(hash: string, updates: Readonly<Record<string, string | null>>): string {
  return withHashQueryParams(hash, withoutEmpty(updates));
}

/**
 * Views re-read the hash on `hashchange`, but that event is queued behind whatever the page is doing.
 * A controlled input (a checkbox bound to `?spam=`) would snap back until it arrives, so our own moves
 * tell the readers at once; the address bar itself changes synchronously on a fragment navigation.
 */
const ownMoveListeners = new Set<() => void>();

/** Moves the address bar to `hash` unless it is already there. */
export function goToHash(hash: string, mode: HistoryMode): void {
  const current = window.location.hash;
  if (hash === current || (hash === '#' && current === '')) return;
  if (mode === 'push') window.location.hash = hash;
  else window.location.replace(`${window.location.pathname}${window.location.search}${hash}`);
  for (const listener of ownMoveListeners) listener();
}

/** Applies parameter updates (see `HashUpdates`) to the address bar. */
export function setHashParams(updates: HashUpdates, mode: HistoryMode): void {
  goToHash(withHashQueryParams(window.location.hash, updates), mode);
}

/** Applies parameter updates to the address bar; null or empty removes a parameter. */
export function updateHashParams(updates: Readonly<Record<string, string | null>>, mode: HistoryMode): void {
  goToHash(hashWith(window.location.hash, updates), mode);
}

/** Calls `onChange` on every hash change: the browser's `hashchange`, and at once on our own moves. */
export function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  ownMoveListeners.add(onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    ownMoveListeners.delete(onChange);
  };
}
const currentHash = () => (typeof window === 'undefined' ? '' : window.location.hash);

/** The route a hash names, by its first path segment (`#/metrics/43114?…` → `metrics`). */
const routeOf = (hash: string) => split(hash)[0].split('/')[1] ?? '';

/** What a view reads of the address bar: the route it was mounted on and that route's latest hash. */
export interface OwnRouteHash {
  readonly route: string;
  readonly hash: string;
}

/** The view's reading after the address bar moved to `hash`: taken when it names the view's route, else kept. */
export function ownRouteHash(previous: OwnRouteHash | null, hash: string): OwnRouteHash {
  if (previous === null) return { route: routeOf(hash), hash };
  return routeOf(hash) === previous.route ? { route: previous.route, hash } : previous;
}

/**
 * The current `location.hash`, re-read on every hash change, while it names the route the calling view
 * was mounted on; after the address bar has moved to another route, the last hash of the view's own. A view
 * on its way out can still render once the address has changed (React keeps it while the next view's code
 * loads): reading the other route's hash, it took the parameters missing there for its defaults and asked for
 * their data (the metrics view asked for txCount by day while Settings opened).
 */
export function useLocationHash(): string {
  const hash = useSyncExternalStore(subscribeToHash, currentHash, currentHash);
  const own = useRef<OwnRouteHash | null>(null);
  own.current = ownRouteHash(own.current, hash);
  return own.current.hash;
}

export interface HashParamOptions {
  /** How a change lands in history; `replace` unless said otherwise. */
  readonly history?: HistoryMode;
  /** Treat an empty value (`?name=`) as absent, both when reading and when writing. */
  readonly blankAsNull?: boolean;
}

/** Several `?name=` parameters of the hash route as view state, re-read on every hash change. */
export function useHashParams<K extends string>(
  names: readonly K[],
  options: HashParamOptions = {},
): [Record<K, string | null>, (updates: Partial<Record<K, string | null>>) => void] {
  const { history = 'replace', blankAsNull = false } = options;
  const values = hashQueryParams(useLocationHash(), names);
  if (blankAsNull) for (const name of names) values[name] = emptyToNull(values[name]);
  const set = useCallback(
    (updates: Partial<Record<K, string | null>>) =>
      setHashParams(blankAsNull ? withoutEmpty(updates) : updates, history),
    [history, blankAsNull],
  );
  return [values, set];
}

/** One `?name=` parameter of the hash route as view state (see `useHashParams`). */
export function useHashParam(
  name: string,
  options: HashParamOptions = {},
): [string | null, (value: string | null) => void] {
  const [values, setValues] = useHashParams([name], options);
  const set = useCallback((value: string | null) => setValues({ [name]: value }), [name, setValues]);
  return [values[name] ?? null, set];
}
