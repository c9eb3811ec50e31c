import { flattenPages, isAppendOf, keepRows, keyRows } from '@renderer/components/table/append-only';
import { uniqueKeys } from '@renderer/components/table/columns';
import { describe, expect, it } from 'vitest';

/** A long paged list: derivations over all its rows redo only the rows a page adds, with the same results. */

interface Row {
  id: string;
  n: number;
}
const page = (from: number, size: number, repeatFirst = false): { rows: Row[] } => ({
  rows: Array.from({ length: size }, (_, i) => ({ id: repeatFirst && i === 0 ? 'r0' : `r${from + i}`, n: from + i })),
});
const selectRows = (p: { rows: Row[] }) => p.rows;

describe('append-only derivations', () => {
  it('tells an appended list from a changed one', () => {
    const a = { id: 'a', n: 1 };
    const b = { id: 'b', n: 2 };
    expect(isAppendOf([a], [a, b])).toBe(true);
    expect(isAppendOf([a, b], [a, b])).toBe(true);
    expect(isAppendOf([a, b], [a])).toBe(false);
    expect(isAppendOf([a, b], [b, a])).toBe(false);
    expect(isAppendOf([a], [{ ...a }, b])).toBe(false);
  });

  it('flattens only the pages added, and gives the same rows as flattening all of them', () => {
    let selected = 0;
    const counting = (p: { rows: Row[] }) => {
      selected += 1;
      return p.rows;
    };
    const pages = [page(0, 3), page(3, 3)];
    const first = flattenPages(null, pages, counting);
    expect(selected).toBe(2);
    const more = [...pages, page(6, 3)];
    const second = flattenPages(first, more, counting);
    expect(selected).toBe(3);
    expect(second.rows).toEqual(more.flatMap(selectRows));
    expect(flattenPages(second, more, counting)).toBe(second);
    // A refetch (new page objects) or fewer pages: everything again.
    const refetched = [page(0, 3), page(3, 3)];
    expect(flattenPages(second, refetched, counting).rows).toEqual(refetched.flatMap(selectRows));
    expect(selected).toBe(5);
  });

  it('filters only the rows added while the filter is the same', () => {
    const even = (r: Row) => r.n % 2 === 0;
    const rows = page(0, 10).rows;
    const first = keepRows(null, rows.slice(0, 5), even);
    const tested: number[] = [];
    const spy = (r: Row) => {
      tested.push(r.n);
      return even(r);
    };
    // Another function is another filter: all rows are tested again.
    expect(keepRows(first, rows, spy).kept).toEqual(rows.filter(even));
    expect(tested).toHaveLength(10);
    const again = keepRows(null, rows.slice(0, 5), spy);
    tested.length = 0;
    expect(keepRows(again, rows, spy).kept).toEqual(rows.filter(even));
    expect(tested).toEqual([5, 6, 7, 8, 9]);
  });

  it('keys only the rows added, repeats across pages included, as keying them all at once does', () => {
    const rowKey = (r: Row) => r.id;
    const pages = [page(0, 4), page(4, 4, true), page(8, 4, true)];
    let keyed = keyRows(null, selectRows(pages[0] as { rows: Row[] }), rowKey);
    let rows = keyed.rows;
    const asked: string[] = [];
    const counting = (r: Row) => {
      asked.push(r.id);
      return r.id;
    };
    keyed = keyRows({ ...keyed, rowKey: counting }, rows, counting);
    for (const p of pages.slice(1)) {
      asked.length = 0;
      rows = rows.concat(p.rows);
      keyed = keyRows(keyed, rows, counting);
      expect(asked).toHaveLength(4);
    }
    expect(keyed.keys).toEqual(uniqueKeys(rows, rowKey));
    expect(keyed.keys.filter((k) => k.startsWith('r0'))).toEqual(['r0', 'r0#2', 'r0#3']);
    expect(new Set(keyed.keys).size).toBe(rows.length);
  });

  it('an older result is keyed again from the start, not from counts a later result has moved on', () => {
    const rowKey = (r: Row) => r.id;
    const base = page(0, 3).rows;
    const older = keyRows(null, base, rowKey);
    // A later result extends the shared counts…
    keyRows(older, [...base, ...page(3, 3, true).rows], rowKey);
    // …then React renders from the older one again, with other rows appended.
    const other = [...base, ...page(3, 2).rows];
    expect(keyRows(older, other, rowKey).keys).toEqual(uniqueKeys(other, rowKey));
  });
});
