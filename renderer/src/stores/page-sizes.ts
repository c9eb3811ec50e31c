import { PAGE_LIMITS, type PagedDataChannel } from '@shared/contract/data/common';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Rows per request of the paged lists, chosen per view and remembered across sessions. The choices of
 * each list are cut to its endpoint's pageSize bounds (the spec's Limits table), so every one is a size
 * the contract accepts.
 */
interface PagedList {
  channel: PagedDataChannel;
  /** The size used until the user picks one. */
  initial: number;
  /** Offered sizes, before the endpoint's bounds are applied. */
  sizes: readonly number[];
}

export const PAGED_LISTS = {
  'address.transactions': { channel: 'data.listNativeTransactions', initial: 25, sizes: [10, 25, 50, 100] },
  'address.erc20Transfers': { channel: 'data.listErc20Transfers', initial: 25, sizes: [10, 25, 50, 100] },
  'blocks.latest': { channel: 'data.listLatestBlocks', initial: 25, sizes: [10, 25, 50, 100] },
  'blocks.transactions': { channel: 'data.listLatestTransactions', initial: 25, sizes: [10, 25, 50, 100] },
  // Gallery pages stay multiples of its usual 2, 3, 4, 6 and 8 columns.
  'nft.tokens': { channel: 'data.listNftCollectionTokens', initial: 24, sizes: [12, 24, 48, 96] },
} as const satisfies Record<string, PagedList>;
export type PagedListId = keyof typeof PAGED_LISTS;

/** The sizes a list offers: its own, within its endpoint's min and max. */
export function pageSizeChoices(list: PagedListId): number[] {
  const { channel, sizes } = PAGED_LISTS[list];
  const { min, max } = PAGE_LIMITS[channel];
  return sizes.filter((n) => n >= min && n <= max);
}

/** A remembered size if it is still one of the list's choices, otherwise the list's initial size. */
export function pageSizeOf(list: PagedListId, remembered: number | undefined): number {
  return remembered !== undefined && pageSizeChoices(list).includes(remembered)
    ? remembered
    : PAGED_LISTS[list].initial;
}

interface PageSizeState {
  sizes: Partial<Record<string, number>>;
  setSize(list: PagedListId, size: number): void;
}

const Persisted = z.object({ sizes: z.record(z.string(), z.number().int()).catch({}) });

export const usePageSizes = create<PageSizeState>()(
  persist(
    (set) => ({
      sizes: {},
      setSize: (list, size) => set((s) => ({ sizes: { ...s.sizes, [list]: size } })),
    }),
    {
      name: 'snowscope.pageSizes',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sizes }) => ({ sizes }),
      merge: (persisted, current) => {
        const parsed = Persisted.safeParse(persisted ?? {});
        return { ...current, sizes: parsed.success ? parsed.data.sizes : {} };
      },
    },
  ),
);

/** The page size of `list` and a way to change it (remembered for every view of that list). */
export function usePageSize(list: PagedListId): [number, (size: number) => void] {
  const remembered = usePageSizes((s) => s.sizes[list]);
  const setSize = usePageSizes((s) => s.setSize);
  return [pageSizeOf(list, remembered), (size: number) => setSize(list, size)];
}
