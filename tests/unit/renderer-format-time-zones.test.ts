import { formatLocal } from '@renderer/format/time';
import { afterEach, describe, expect, it } from 'vitest';

// Switches the machine zone through process.env.TZ: an isolated file (tests/support/isolated-tests.ts).
describe('formatLocal without Intl (the machine zone and UTC)', () => {
  const viaIntl = (date: Date, timeZone?: string) => {
    const parts: Record<string, string> = {};
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (const p of format.formatToParts(date)) parts[p.type] = p.value;
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  };
  // Instants around midnight, month and year ends, a leap day, DST changes and the far future, in zones with
  // half-hour offsets and daylight saving: the machine zone is switched through process.env.TZ.
  const instants = [
    0, 951_782_400, 1_709_164_799, 1_709_164_800, 1_710_054_000, 1_730_595_600, 1_735_689_599, 4_102_444_800,
  ].flatMap((t) => [t, t + 1, t + 86_399]);
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
    it(`equals Intl's digits in the machine zone ${zone}, and in UTC`, () => {
      process.env.TZ = zone;
      for (const seconds of instants) {
        const date = new Date(seconds * 1000);
        expect(formatLocal(seconds), `${seconds} in ${zone}`).toBe(viaIntl(date));
        expect(formatLocal(seconds, 'UTC'), `${seconds} in UTC`).toBe(viaIntl(date, 'UTC'));
      }
    });
  }
});
