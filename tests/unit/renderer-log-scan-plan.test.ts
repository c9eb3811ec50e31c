import { chunkBelow, isRangeRefusal, smallerChunk } from '@renderer/queries/log-scan-plan';
import { describe, expect, it } from 'vitest';

describe('log scan chunks', () => {
  it("shrinks to the node's stated maximum, else halves; stops at one block", () => {
    const coreth = 'requested too many blocks from 100 to 10099, maximum is set to 2048';
    expect(isRangeRefusal(coreth)).toBe(true);
    expect(smallerChunk(coreth, 10_000)).toBe(2048);
    expect(smallerChunk('query block range is too large', 10_000)).toBe(5000);
    expect(isRangeRefusal('execution reverted')).toBe(false);
    expect(smallerChunk('block range too wide', 1)).toBeNull();
    // A stated maximum at or above the chunk that was refused cannot help: shrink below it.
    expect(smallerChunk('maximum is set to 5000', 5000)).toBe(4999);
  });

  it('chunks walk down from the top without passing the lowest block', () => {
    expect(chunkBelow(10_000, 0, 2048)).toEqual({ from: 7953, to: 10_000 });
    expect(chunkBelow(100, 50, 2048)).toEqual({ from: 50, to: 100 });
  });
});
