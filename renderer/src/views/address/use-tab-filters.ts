import { useHashParams } from '@renderer/routing/hash-query';
import { useCallback, useMemo } from 'react';
import { type BalanceFilterText, type BlockRangeText, parseBalanceFilters, parseBlockRange } from './filters';

const RANGE_KEYS = ['startBlock', 'endBlock'] as const;
const BALANCE_KEYS = ['spam', 'contracts', 'asOf'] as const;
/** `?spam=show` turns the service's spam filter off; leaving it out keeps the default (hidden). */
const SHOW_SPAM = 'show';

/** The filter texts in the hash; an absent parameter reads as '', and writing '' removes one. */
function useFilterParams<K extends string>(
  names: readonly K[],
): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const [params, update] = useHashParams(names, { blankAsNull: true });
  const values = Object.fromEntries(names.map((name) => [name, params[name] ?? ''])) as Record<K, string>;
  return [values, update];
}

/** The block range in the hash (`?startBlock=…&endBlock=…`), shared by both transaction tabs. */
export function useBlockRange(chainId: string, address: string) {
  const [values, update] = useFilterParams(RANGE_KEYS);
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
  const [values, update] = useFilterParams(BALANCE_KEYS);
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
