import { formatInteger } from '@renderer/format/number';

/** How much of the list is in hand, so a search over loaded rows says what it searched. */
export function SubnetsSummary({
  shown,
  loaded,
  pages,
  pageSize,
  loadingMore,
  filtering,
}: {
  shown: number;
  loaded: number;
  pages: number;
  pageSize: number;
  loadingMore: boolean;
  filtering: boolean;
}) {
  return (
    <p className="subnets__summary" aria-live="polite" data-testid="subnets-summary">
      {filtering ? (
        <>
          <strong data-testid="subnets-shown">{formatInteger(shown)}</strong> of{' '}
        </>
      ) : null}
      <strong data-testid="subnets-loaded">{formatInteger(loaded)}</strong> subnets loaded in{' '}
      <span data-testid="subnets-pages">{pages}</span> {pages === 1 ? 'page' : 'pages'} of up to{' '}
      {formatInteger(pageSize)} ·{' '}
      <span className="muted" data-testid="subnets-load-state">
        {loadingMore ? 'loading the rest…' : 'all loaded'}
      </span>
      {filtering && <span className="muted"> · search and kind filter apply to the loaded rows</span>}
    </p>
  );
}
