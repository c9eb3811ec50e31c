/**
 * How a long block range is read with eth_getLogs: in chunks, newest first, shrinking the chunk when the
 * node refuses a range as too long (coreth: "requested too many blocks from X to Y, maximum is set to N").
 */

/** Blocks per request before the node has said anything: many nodes allow this, public ones less. */
export const FIRST_CHUNK_BLOCKS = 10_000;
export const MIN_CHUNK_BLOCKS = 1;

const MAXIMUM = /maximum is set to (\d+)/i;
const RANGE_WORDS = /too many blocks|block range|range (is )?too (large|wide|long)|exceed(s|ed)? .*range|limited to/i;

/** Whether a refusal is about the range's length (so a smaller chunk may pass). */
export const isRangeRefusal = (message: string) => MAXIMUM.test(message) || RANGE_WORDS.test(message);

/**
 * The chunk to try after a refusal: the node's stated maximum when it names one (coreth refuses when
 * toBlock - fromBlock reaches it, so a chunk of exactly that many blocks passes), else half. Null when the
 * chunk cannot shrink further.
 */
export function smallerChunk(message: string, current: number): number | null {
  const stated = MAXIMUM.exec(message);
  const next = stated ? Math.min(Number(stated[1]), current - 1) : Math.floor(current / 2);
  return next >= MIN_CHUNK_BLOCKS && next < current ? next : null;
}

/** The next chunk below `upper` (inclusive), at most `size` blocks, not below `lowest`. */
export function chunkBelow(upper: number, lowest: number, size: number): { from: number; to: number } {
  return { from: Math.max(lowest, upper - size + 1), to: upper };
}
