import { routeIssues } from './route-issues';
import { buildHash, type KnownRoute, parseHash } from './routes';

/**
 * `snowscope://…` links: the hash routes opened from outside the app (a browser, a chat, a terminal).
 * `snowscope://tx/43114/0x…?tab=logs` is `#/tx/43114/0x…?tab=logs`. The main process refuses anything
 * the route table does not know or whose parameters the route's validators refuse, so a link from
 * outside can only ever open a view the app could have opened itself.
 */
export const DEEP_LINK_SCHEME = 'snowscope';
const PREFIX = `${DEEP_LINK_SCHEME}://`;

/** Longer than any real link (a tx hash link is ~90 characters); anything longer is refused unread. */
export const MAX_DEEP_LINK_LENGTH = 2048;
/** At most this many `name=value` pairs after `?`. */
const MAX_QUERY_PARAMS = 16;

/**
 * What a path segment and a query name or value may contain. No `%`: links carry no encoded characters,
 * so `%2e%2e`, `%2f` or `%00` can never turn into something else after decoding; `+` and spaces are
 * out for the same reason.
 */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;
const QUERY_TEXT = /^[A-Za-z0-9._~:,-]*$/;

export type DeepLink = { ok: true; route: KnownRoute; hash: string } | { ok: false; reason: string };

const refuse = (reason: string): DeepLink => ({ ok: false, reason });

/** `a=1&b=x,y` split into pairs; a reason when a pair is malformed or uses characters links cannot carry. */
function queryPairs(query: string): [string, string][] | string {
  if (query === '') return [];
  const pairs = query.split('&');
  if (pairs.length > MAX_QUERY_PARAMS) return `more than ${MAX_QUERY_PARAMS} query parameters`;
  const out: [string, string][] = [];
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const name = at === -1 ? pair : pair.slice(0, at);
    const value = at === -1 ? '' : pair.slice(at + 1);
    if (!name || !SEGMENT.test(name)) return `query parameter name "${name}" is not allowed`;
    if (!QUERY_TEXT.test(value)) return `query parameter "${name}" has characters links cannot carry`;
    out.push([name, value]);
  }
  return out;
}

/**
 * The hash route a `snowscope://` link opens, or why it is refused: another scheme, a path the route
 * table does not know, `.`/`..` or empty segments, encoded or other unsafe characters, parameters the
 * route's validators refuse (a malformed address, an unknown network…), or more than
 * MAX_DEEP_LINK_LENGTH characters.
 */
export function parseDeepLink(url: string): DeepLink {
  if (url.length > MAX_DEEP_LINK_LENGTH) return refuse(`longer than ${MAX_DEEP_LINK_LENGTH} characters`);
  if (url.slice(0, PREFIX.length).toLowerCase() !== PREFIX) return refuse(`not a ${PREFIX} link`);
  const rest = url.slice(PREFIX.length);
  if (rest.includes('#')) return refuse('a fragment (#) is not allowed');
  const at = rest.indexOf('?');
  const rawPath = at === -1 ? rest : rest.slice(0, at);
  // Some launchers (Windows, browsers) add a slash at the end: `snowscope://node/`.
  const path = rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  const segments = path === '' ? [] : path.split('/');
  for (const segment of segments) {
    if (segment === '') return refuse('empty path segment');
    if (segment === '.' || segment === '..') return refuse(`"${segment}" path segment`);
    if (!SEGMENT.test(segment)) return refuse('path has encoded or unsafe characters');
  }
  const pairs = queryPairs(at === -1 ? '' : rest.slice(at + 1));
  if (typeof pairs === 'string') return refuse(pairs);

  const route = parseHash(`#/${segments.join('/')}`);
  if (route.name === 'notFound') return refuse(`"${path}" is not a Snowscope route`);
  const issues = routeIssues(route);
  const first = issues[0];
  if (first) return refuse(`${first.param} ${first.message}`);
  const query = pairs.map(([name, value]) => (value === '' ? name : `${name}=${value}`)).join('&');
  return { ok: true, route, hash: query ? `${buildHash(route)}?${query}` : buildHash(route) };
}

/**
 * The `snowscope://` form of a hash route (`#/tx/43114/0x…?tab=logs` → `snowscope://tx/43114/0x…?tab=logs`),
 * or null when the link could not be opened from outside: an unknown route, parameters its validators
 * refuse, or query values with characters links cannot carry. Query values the browser encoded but links
 * may carry as they are (`%2C` for `,`, `%3A` for `:`) are written plainly.
 */
export function deepLinkOf(hash: string): string | null {
  const body = hash.replace(/^#\/?/, '');
  const at = body.indexOf('?');
  const path = at === -1 ? body : body.slice(0, at);
  const params = new URLSearchParams(at === -1 ? '' : body.slice(at + 1));
  const query = [...params].map(([name, value]) => (value === '' ? name : `${name}=${value}`)).join('&');
  const link = `${PREFIX}${path.replace(/\/+$/, '')}${query ? `?${query}` : ''}`;
  return parseDeepLink(link).ok ? link : null;
}
