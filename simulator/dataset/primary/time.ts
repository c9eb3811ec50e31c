/** Go's time.RFC3339Nano as avalanchego prints times: trailing zeros of the fraction dropped, numeric offset or Z. */
export function rfc3339(seconds: number, nanos: number, offsetMinutes: number): string {
  const local = new Date((seconds + offsetMinutes * 60) * 1000);
  const base = local.toISOString().slice(0, 19);
  const fraction = nanos > 0 ? `.${String(nanos).padStart(9, '0').replace(/0+$/, '')}` : '';
  if (offsetMinutes === 0) return `${base}${fraction}Z`;
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${base}${fraction}${zone}`;
}

/** ISO 8601 as info.upgrades prints it (UTC, no fraction). */
export const isoSeconds = (seconds: number): string => `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;
