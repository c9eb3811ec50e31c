/**
 * JSON.parse turns every number into a float, so a metric value such as 123456789012345678901 (fees in
 * wei) would lose its last digits before any schema saw it, and Node 20 has no reviver access to the
 * source text. This rewrites the numbers that are the values of the named keys into strings of the same
 * digits, leaving everything else alone, so the parse keeps them exactly.
 */

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER_CHAR = /[-+0-9.eE]/;

/** `{"value":12345678901234567890}` → `{"value":"12345678901234567890"}` for keys `['value']`. */
export function quoteNumbersOfKeys(text: string, keys: readonly string[]): string {
  const wanted = new Set(keys);
  let out = '';
  let key: string | null = null;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const token = text.slice(i, end + 1);
      out += token;
      i = end + 1;
      let next = i;
      while (next < text.length && WHITESPACE.has(text[next]!)) next++;
      // A string followed by a colon names the value that comes next; any other string is a value.
      key = text[next] === ':' ? (JSON.parse(token) as string) : null;
      continue;
    }
    if (ch === '-' || (ch >= '0' && ch <= '9')) {
      let end = i + 1;
      while (end < text.length && NUMBER_CHAR.test(text[end]!)) end++;
      const token = text.slice(i, end);
      out += key !== null && wanted.has(key) ? `"${token}"` : token;
      key = null;
      i = end;
      continue;
    }
    if (ch === '{' || ch === '[' || ch === ',') key = null;
    out += ch;
    i++;
  }
  return out;
}

/** JSON.parse that keeps the numbers under `keys` as their exact digits (strings). */
export function parseJsonKeepingDigits(text: string, keys: readonly string[]): unknown {
  return JSON.parse(quoteNumbersOfKeys(text, keys));
}
