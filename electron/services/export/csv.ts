/** RFC 4180 CSV: fields joined by commas, lines ended by CRLF, a field quoted when it holds `"`, `,`, CR or LF. */

const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A text cell starting like a formula (`=`, `+`, `-`, `@`, tab, CR) is run by spreadsheets when the file is
 * opened; text from the network (a token symbol, a method name) must never be. It gets a leading `'`,
 * which spreadsheets read as "this is text". Numbers are written by Snowscope itself and are never guarded.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string, guardFormula: boolean): string {
  const text = guardFormula && FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record; `textColumns[i]` says whether field i is text (formula-guarded) or a number. */
export function csvLine(fields: readonly string[], textColumns: readonly boolean[]): string {
  let line = '';
  for (let i = 0; i < fields.length; i++) {
    if (i > 0) line += ',';
    line += csvField(fields[i] as string, textColumns[i] === true);
  }
  return `${line}\r\n`;
}
