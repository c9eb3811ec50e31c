export const STATUS_TONES = ['success', 'failed', 'warning', 'neutral', 'info'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

const TONE_WORDS: [StatusTone, readonly string[]][] = [
  [
    'success',
    [
      'success',
      'succeeded',
      'successful',
      'ok',
      'accepted',
      'committed',
      'confirmed',
      'completed',
      'finalized',
      'healthy',
      'active',
      'validating',
      'connected',
      'bootstrapped',
      'true',
      '0x1',
    ],
  ],
  [
    'failed',
    ['failed', 'failure', 'fail', 'error', 'rejected', 'aborted', 'dropped', 'reverted', 'unhealthy', 'false', '0x0'],
  ],
  [
    'warning',
    ['pending', 'processing', 'processed', 'queued', 'running', 'bootstrapping', 'syncing', 'degraded', 'expiring'],
  ],
  ['info', ['created', 'new', 'current', 'latest']],
];

/** A tone for a status word the services send (`Accepted`, `FAILED`, `validating`, `0x1`…); neutral when unknown. */
export function toneOf(status: string): StatusTone {
  const word = status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  for (const [tone, words] of TONE_WORDS) if (words.includes(word)) return tone;
  return 'neutral';
}
