import { formatInteger } from '@renderer/format/number';
import type { RecentBlocks } from '@renderer/queries/node-transactions';

/** Which blocks an answer covers, in words: "the last 12 blocks (#1,000 to #1,011)". */
export function blocksRead(data: Pick<RecentBlocks, 'top' | 'bottom'>): string {
  const count = data.top - data.bottom + 1;
  const range =
    count === 1 ? `#${formatInteger(data.top)}` : `#${formatInteger(data.bottom)} to #${formatInteger(data.top)}`;
  return `${count === 1 ? 'the last block' : `the last ${formatInteger(count)} blocks`} (${range})`;
}
