const plural = (n: number, [one, many]: readonly [string, string]) => (n === 1 ? one : many);

export interface RowCountTestIds {
  readonly count: string;
  readonly match?: string;
}

/** `12 rows`, or `3 of 12 rows match` while a filter hides some of them. */
export function RowCount({
  total,
  matching = total,
  noun = ['row', 'rows'],
  testIds = { count: 'row-count', match: 'match-count' },
}: {
  total: number;
  matching?: number;
  /** Singular and plural of what is counted. */
  noun?: readonly [string, string];
  testIds?: RowCountTestIds;
}) {
  const filtered = matching !== total;
  return (
    <span>
      {filtered && (
        <>
          <span data-testid={testIds.match ?? 'match-count'}>{matching}</span> of{' '}
        </>
      )}
      <span data-testid={testIds.count}>{total}</span> {plural(total, noun)}
      {filtered && ' match'}
    </span>
  );
}
