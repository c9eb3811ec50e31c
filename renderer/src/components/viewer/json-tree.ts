/** Plain JSON-ish data as a tree: pure helpers behind JsonViewer. */

export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'bigint' | 'boolean' | 'null' | 'undefined' | 'other';

export function jsonKind(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'object') return 'object';
  if (t === 'string' || t === 'number' || t === 'bigint' || t === 'boolean' || t === 'undefined') return t;
  return 'other';
}

export const isContainer = (value: unknown): value is object => {
  const kind = jsonKind(value);
  return kind === 'object' || kind === 'array';
};

/** `[key, child]` pairs of an object or array (array keys are the indexes). */
export function childEntries(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v]);
  if (isContainer(value)) return Object.entries(value);
  return [];
}

/** JSON-pointer style path of a child (`/a/0/b~1c`), so any key is unambiguous. */
export function childPath(parent: string, key: string): string {
  return `${parent}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** Paths of the containers down to `depth` levels (root is level 0, its path `''`), at most `limit` of them. */
export function containerPaths(value: unknown, depth = Number.POSITIVE_INFINITY, limit = 20_000): string[] {
  const out: string[] = [];
  const walk = (v: unknown, path: string, level: number) => {
    if (out.length >= limit || level >= depth || !isContainer(v)) return;
    out.push(path);
    for (const [key, child] of childEntries(v)) walk(child, childPath(path, key), level + 1);
  };
  walk(value, '', 0);
  return out;
}

/** `{3 keys}`, `[10 items]`: what a collapsed container holds. */
export function containerSummary(value: unknown): string {
  const n = childEntries(value).length;
  return Array.isArray(value) ? `[${n} ${n === 1 ? 'item' : 'items'}]` : `{${n} ${n === 1 ? 'key' : 'keys'}}`;
}

/** A leaf as it reads in JSON (`"text"`, `12`, `null`); BigInt shown as its digits. */
export function leafText(value: unknown): string {
  switch (jsonKind(value)) {
    case 'string':
      return JSON.stringify(value);
    case 'bigint':
      return `${String(value)}n`;
    case 'undefined':
      return 'undefined';
    default:
      return String(value);
  }
}

/** Pretty JSON for copying; BigInts become decimal strings instead of throwing. */
export function toJsonText(value: unknown, indent = 2): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), indent);
  return text ?? String(value);
}
