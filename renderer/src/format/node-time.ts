/**
 * `<input type="datetime-local">` speaks local wall-clock text (`2024-05-01T14:03` or with seconds);
 * the node speaks Unix seconds. These convert between the two and say what is wrong with bad input.
 */

const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

export type UnixSecondsResult = { seconds: number } | { problem: string };

/** Local date-time text → Unix seconds (the local zone of this machine). */
export function localDateTimeToUnix(text: string): UnixSecondsResult {
  const value = text.trim();
  if (value === '') return { problem: 'is required: pick a date and time' };
  const m = LOCAL_DATETIME.exec(value);
  if (!m) return { problem: 'must be a date and time like 2024-05-01T14:03:00' };
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((p) => Number(p ?? '0'));
  if (hour > 23 || minute > 59 || second > 59) return { problem: 'is not a real time of day' };
  const date = new Date(year, month - 1, day, hour, minute, second);
  // The Date constructor rolls 31 Feb over into March; a real date survives the round trip.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return { problem: 'is not a real calendar date' };
  }
  const seconds = Math.floor(date.getTime() / 1000);
  if (seconds < 0) return { problem: 'must be at or after 1970-01-01 00:00:00 UTC' };
  return { seconds };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Unix seconds → the `datetime-local` text for the same instant in this machine's zone (with seconds). */
export function unixToLocalDateTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
