import type { ReactNode } from 'react';
import { BlockRangeFilter } from './BlockRangeFilter';
import type { useBlockRange } from './use-tab-filters';

/**
 * A history tab limited by the block range in the hash: the range filter, then the table once the
 * range is valid (an invalid range never reaches the backend).
 */
export function BlockRangeTab({
  chainId,
  address,
  range,
  blockedMessage,
  testId,
  children,
}: {
  chainId: string;
  address: string;
  range: ReturnType<typeof useBlockRange>;
  /** Shown instead of the table while the range is invalid. */
  blockedMessage: string;
  testId: string;
  /** The table, rendered only for a valid range. */
  children: ReactNode;
}) {
  return (
    <div className="address-tab" data-testid={testId}>
      <BlockRangeFilter
        chainId={chainId}
        address={address}
        applied={range.text}
        appliedErrors={range.parsed.ok ? {} : range.parsed.errors}
        onApply={range.apply}
      />
      {range.parsed.ok ? children : <p className="muted address-tab__blocked">{blockedMessage}</p>}
    </div>
  );
}

/** Whether the range narrows the history (changes what an empty table means). */
export function isRangeFiltered(range: ReturnType<typeof useBlockRange>): boolean {
  return range.text.startBlock !== '' || range.text.endBlock !== '';
}
