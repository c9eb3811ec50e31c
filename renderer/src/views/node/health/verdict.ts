import type { StatusTone } from '@renderer/components/value/status-tone';

/**
 * The verdict of one health check: ok (green), warn (amber), fail (red); `none` when the check does not
 * apply to this node (it validates nothing), `unknown` while its data is missing (loading, not offered).
 */
export type Verdict = 'ok' | 'warn' | 'fail' | 'none' | 'unknown';

const SEVERITY: Record<Verdict, number> = { none: 0, ok: 1, unknown: 2, warn: 3, fail: 4 };

/** The most severe of `verdicts` (fail > warn > unknown > ok > none); none when there are none. */
export function worstVerdict(verdicts: readonly Verdict[]): Verdict {
  return verdicts.reduce<Verdict>((worst, v) => (SEVERITY[v] > SEVERITY[worst] ? v : worst), 'none');
}

export const VERDICT_TONES: Record<Verdict, StatusTone> = {
  ok: 'success',
  warn: 'warning',
  fail: 'failed',
  none: 'neutral',
  unknown: 'neutral',
};

export const VERDICT_WORDS: Record<Verdict, string> = {
  ok: 'OK',
  warn: 'Attention',
  fail: 'Problem',
  none: 'Not applicable',
  unknown: 'Unknown',
};
