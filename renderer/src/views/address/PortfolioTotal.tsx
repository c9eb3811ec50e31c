import { formatFiat } from '@renderer/format/fiat';
import { formatInteger } from '@renderer/format/number';
import type { PortfolioTotal as Total } from './portfolio';

/**
 * The loaded tokens' worth above the balances: "of loaded tokens" while more pages remain, and how many
 * tokens had no value to add.
 */
export function PortfolioTotal({ total, complete, filtered }: { total: Total; complete: boolean; filtered: boolean }) {
  const tokens = total.valued + total.unvalued;
  const scope = !complete
    ? `of the ${formatInteger(tokens)} loaded tokens — more to load`
    : filtered
      ? `of the ${formatInteger(tokens)} tokens these filters show`
      : tokens === 1
        ? 'of its one token'
        : `of all ${formatInteger(tokens)} tokens`;
  return (
    <p className="portfolio-total" data-testid="portfolio-total" data-complete={complete}>
      <span className="muted">Total value</span>{' '}
      <strong className="portfolio-total__value" data-testid="portfolio-total-value" data-value={total.value}>
        {formatFiat(total.value, total.currency)}
      </strong>{' '}
      <span className="muted" data-testid="portfolio-total-scope">
        {scope}
        {total.unvalued > 0 && ` · ${formatInteger(total.unvalued)} without a price, not counted`}
      </span>
    </p>
  );
}
