import { rowBand, rowRange, type ScrollState, scrollTopToShow } from '@renderer/components/table/use-row-window';
import { describe, expect, it } from 'vitest';

const geometry = { rowHeight: 32, headerHeight: 40, minViewport: 560 };
const scrolling = (top: number, height = 560): ScrollState => ({ top, height, overflows: true });

describe('rowBand', () => {
  it('covers the rows inside the area at the top, under the header included', () => {
    // 560 px of area, the first 40 under the header: rows 0–16 (row 16 ends at 40 + 17 × 32 = 584).
    expect(rowBand(scrolling(0), geometry)).toEqual({ first: 0, last: 16, scrolled: false });
  });

  it('moves with the scroll offset, whatever the row count', () => {
    // Row i spans 40 + 32i to 72 + 32i: an area from 32,000 to 32,560 holds part of row 998 (under the header)
    // and of row 1016 (32,552–32,584).
    expect(rowBand(scrolling(32_000), geometry)).toEqual({ first: 998, last: 1016, scrolled: true });
    expect(rowBand(scrolling(3_200_000), geometry).first).toBe(99_998);
  });

  it('covers the height the area will have while it does not scroll yet, not the height it has', () => {
    const short = { top: 0, height: 120, overflows: false };
    expect(rowBand(short, geometry).last).toBe(16);
    // Once it scrolls, its own height.
    expect(rowBand({ ...short, overflows: true }, geometry).last).toBe(2);
  });
});

describe('rowRange', () => {
  it('adds the overscan either side and stays within the rows there are', () => {
    expect(rowRange({ first: 998, last: 1016, scrolled: true }, 100_000, 12)).toEqual({ start: 986, end: 1029 });
    expect(rowRange({ first: 0, last: 16, scrolled: false }, 100_000, 12)).toEqual({ start: 0, end: 29 });
    expect(rowRange({ first: 0, last: 16, scrolled: false }, 5, 12)).toEqual({ start: 0, end: 5 });
  });

  it('is empty without rows, and when a filter left fewer rows than the offset reaches', () => {
    expect(rowRange({ first: 0, last: 16, scrolled: false }, 0, 12)).toEqual({ start: 0, end: 0 });
    expect(rowRange({ first: 998, last: 1016, scrolled: true }, 50, 12)).toEqual({ start: 50, end: 50 });
  });
});

describe('scrollTopToShow', () => {
  const at = scrolling(32_000);

  it('leaves the offset alone for a row fully in view below the header', () => {
    expect(scrollTopToShow(1000, at, geometry)).toBe(32_000);
    expect(scrollTopToShow(1014, at, geometry)).toBe(32_000);
  });

  it('brings a row above the view (or under the header) to just below the header', () => {
    expect(scrollTopToShow(999, at, geometry)).toBe(999 * 32);
    expect(scrollTopToShow(0, at, geometry)).toBe(0);
  });

  it('brings a row below the view to the bottom edge', () => {
    // Row 1015 ends at 40 + 1016 × 32 = 32,552: inside. Row 1016 ends at 32,584: 24 px too low.
    expect(scrollTopToShow(1015, at, geometry)).toBe(32_000);
    expect(scrollTopToShow(1016, at, geometry)).toBe(32_024);
    expect(scrollTopToShow(99_999, at, geometry)).toBe(40 + 100_000 * 32 - 560);
  });
});
