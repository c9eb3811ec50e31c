import { useCallback, useMemo } from 'react';
import { type BalanceFilterText, type BlockRangeText, parseBalanceFilters, parseBlockRange } from './filters';
import { useHashQuery } from './use-hash-query';

const RANGE_KEYS = ['startBlock', 'endBlock'] as const;
const BALANCE_KEYS = ['spam', 'contracts', 'asOf'] as const;
/** `?spam=show` turns the service's spam filter off; leaving it out keeps the default (hidden). */
const SHOW_SPAM = 'show';

/** The block range in the hash (`?startBlock=…&endBlock=…`), shared by both transaction tabs. */
export function useBlockRange(chainId: string, address: string) {
  const [values, update] = useHashQuery(RANGE_KEYS);
  const { startBlock, endBlock } = values;
  const parsed = useMemo(
    () => parseBlockRange(chainId, address, { startBlock, endBlock }),
    [chainId, address, startBlock, endBlock],
  );
  const apply = useCallback((range: BlockRangeText) => update(range), [update]);
  return { text: { startBlock, endBlock }, parsed, apply };
}

/** The ERC-20 balance filters in the hash (`?spam=show&contracts=…&asOf=…`). */
export function useBalanceFilters(chainId: string, address: string) {
  const [values, update] = useHashQuery(BALANCE_KEYS);
  const { spam, contracts, asOf } = values;
  const text: BalanceFilterText = useMemo(
    () => ({ filterSpamTokens: spam !== SHOW_SPAM, contracts, blockNumber: asOf }),
    [spam, contracts, asOf],
  );
  const parsed = useMemo(() => parseBalanceFilters(chainId, address, text), [chainId, address, text]);
  const apply = useCallback(
    (next: BalanceFilterText) =>
      update({
        spam: next.filterSpamTokens ? '' : SHOW_SPAM,
        contracts: next.contracts.trim(),
        asOf: next.blockNumber.trim(),
      }),
    [update],
  );
  return { text, parsed, apply };
}
