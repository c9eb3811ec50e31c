export interface BreakdownItem {
  label: string;
  count: number;
}

export interface BreakdownBar extends BreakdownItem {
  /** Share of the total, 0..100. */
  percent: number;
  /** True for the bar that sums everything beyond `maxBars`. */
  other: boolean;
}

/** `items` counted by `keyOf` (e.g. peers by version), largest first, ties by label. */
export function countBy<T>(items: readonly T[], keyOf: (item: T) => string): BreakdownItem[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => ({ label, count }));
}

/**
 * Bars for a breakdown: largest first (ties by label) or in the order given, at most `maxBars`; when there are more, the
 * last bar is "Other (n)" summing the rest. Percentages are of the grand total.
 */
export function breakdownBars(
  items: readonly BreakdownItem[],
  maxBars = 12,
  order: 'count' | 'given' = 'count',
): BreakdownBar[] {
  const sorted =
    order === 'given' ? [...items] : [...items].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const total = sorted.reduce((sum, i) => sum + i.count, 0);
  const pct = (n: number) => (total === 0 ? 0 : (n / total) * 100);
  const limit = Math.max(1, maxBars);
  if (sorted.length <= limit) return sorted.map((i) => ({ ...i, percent: pct(i.count), other: false }));
  const head = sorted.slice(0, limit - 1);
  const rest = sorted.slice(limit - 1);
  const restCount = rest.reduce((sum, i) => sum + i.count, 0);
  return [
    ...head.map((i) => ({ ...i, percent: pct(i.count), other: false })),
    { label: `Other (${rest.length})`, count: restCount, percent: pct(restCount), other: true },
  ];
}
