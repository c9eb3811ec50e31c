/** How a transaction ended, from its receipt status. */
export type TxOutcome = 'success' | 'failed' | 'unknown';

const SUCCESS = new Set(['1', '0x1', 'success', 'successful', 'succeeded', 'true']);
const FAILED = new Set(['0', '0x0', 'failed', 'failure', 'reverted', 'false']);

/**
 * The Data API reports the receipt status as `1`/`0` (also seen as `0x1`, `success`, `failed`…); anything
 * else is `unknown` and shown as sent.
 */
export function txOutcome(status: string): TxOutcome {
  const word = status.trim().toLowerCase();
  if (SUCCESS.has(word)) return 'success';
  if (FAILED.has(word)) return 'failed';
  return 'unknown';
}

export const OUTCOME_LABELS = { success: 'Success', failed: 'Failed' } as const;
