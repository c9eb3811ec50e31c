import { z } from 'zod';

/** Characters no file system accepts in a name (or that would make it a path), plus controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const FORBIDDEN = /[\u0000-\u001f\u007f<>:"/\\|?*]/;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A file name a user would accept and every OS can store: no separators or controls, not `.`/`..`,
 * not a Windows device name, with an extension. Used for the name suggested in save dialogs and for
 * the name of a browser download.
 */
export const SafeFileName = z
  .string()
  .trim()
  .min(3, { error: 'needs a name and an extension' })
  .max(180, { error: 'at most 180 characters' })
  .refine((n) => !FORBIDDEN.test(n), { error: 'must not contain / \\ : * ? " < > | or control characters' })
  .refine((n) => !/^\.+$/.test(n) && !n.startsWith('.'), { error: 'must not start with a dot' })
  .refine((n) => !RESERVED.test(n), { error: 'is a reserved device name' })
  .refine((n) => /\.[A-Za-z0-9]{1,10}$/.test(n), { error: 'needs an extension such as .csv' });

/** `name` made safe for SafeFileName (separators and controls become `-`), keeping its extension. */
export function toSafeFileName(name: string, fallback = 'snowscope-export.txt'): string {
  const cleaned = name.replace(new RegExp(FORBIDDEN.source, 'g'), '-').replace(/^\.+/, '').trim().slice(-180);
  return SafeFileName.safeParse(cleaned).success ? cleaned : fallback;
}
