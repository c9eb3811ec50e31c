/**
 * The query part of a hash route (`#/address/43114/0x…?tab=erc20`). `parseHash` ignores it, so view
 * state such as the open tab can live there without changing which route matches.
 */
function split(hash: string): [path: string, query: string] {
  const body = hash.replace(/^#/, '');
  const at = body.indexOf('?');
  return at === -1 ? [body, ''] : [body.slice(0, at), body.slice(at + 1)];
}

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
