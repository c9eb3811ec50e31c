/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). In a token or
 * NFT name they can make text display differently from what it is ("Trojan Source"-style spoofing: a
 * name that reads like a known token, an address shown reversed). Remote text has no need for them;
 * ordinary right-to-left text (Arabic, Hebrew) renders correctly without them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const HAS_BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export function stripBidiControls(text: string): string {
  return HAS_BIDI_CONTROL.test(text) ? text.replace(BIDI_CONTROLS, '') : text;
}

/**
 * Removes bidi controls from every string in a JSON-like value (object keys included), in place for
 * objects and arrays; returns the value (a new string when the value itself is a string).
 */
export function stripBidiControlsDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripBidiControls(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = stripBidiControlsDeep(value[i]);
    return value;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const cleanKey = stripBidiControls(key);
      const cleanValue = stripBidiControlsDeep(record[key]);
      if (cleanKey !== key) {
        delete record[key];
        record[cleanKey] = cleanValue;
      } else if (cleanValue !== record[key]) {
        record[key] = cleanValue;
      }
    }
  }
  return value;
}
