import { describe, expect, it } from 'vitest';
import { channelResultRanges, withoutChannelResults } from '../../scripts/vite-contract-results';

const CONTRACT = `import { z } from 'zod';
import { channel } from '../define';
import { GetBlockResponse } from '@shared/models/data/blocks';

export const blockChannels = {
  'data.getBlock': channel({
    summary: 'One block',
    params: z.object({ chainId: z.string(), result: z.string() }),
    result: GetBlockResponse,
    cache: 'immutable',
  }),
  'data.inline': channel({
    summary: 'Inline result',
    params: z.object({}),
    result: z.object({
      items: z.array(z.string()),
    }),
    cache: 'none',
  }),
} as const;

const notAChannel = { result: GetBlockResponse };
`;

describe('the renderer copy of the contract without result schemas', () => {
  it('finds the result of each channel spec, and only those (not a param named result, not other objects)', () => {
    const found = channelResultRanges(CONTRACT).map(({ start, end }) => CONTRACT.slice(start, end));
    expect(found).toEqual(['GetBlockResponse', 'z.object({\n      items: z.array(z.string()),\n    })']);
  });

  it('replaces them with undefined, keeping params, cache, other objects and every line number', () => {
    const edited = withoutChannelResults(CONTRACT);
    expect(edited).toContain("result: undefined,\n    cache: 'immutable'");
    expect(edited).toContain('params: z.object({ chainId: z.string(), result: z.string() })');
    expect(edited).toContain('const notAChannel = { result: GetBlockResponse };');
    expect(edited).not.toContain('z.array(z.string())');
    expect(edited.split('\n')).toHaveLength(CONTRACT.split('\n').length);
    expect(edited.split('\n').indexOf('const notAChannel = { result: GetBlockResponse };')).toBe(
      CONTRACT.split('\n').indexOf('const notAChannel = { result: GetBlockResponse };'),
    );
  });

  it('leaves a module without channel specs as it is', () => {
    const source = 'export const x = { result: 1 };\nchannelLike({ result: 2 });\n';
    expect(withoutChannelResults(source)).toBe(source);
  });
});
