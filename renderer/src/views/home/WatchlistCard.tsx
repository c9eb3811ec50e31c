import { Card } from '@renderer/components/layout/Card';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { routeTo } from '@renderer/routing/routes';
import { useLabelStore } from '@renderer/stores/labels';
import { useMemo } from 'react';
import { LastActivity, WatchedBalance } from '../labels/watch-cells';

/** At most this many watched addresses on the dashboard; the watchlist view has them all. */
const SHOWN = 6;

/** The watched addresses with their native balance and last activity, or how to start a watchlist. */
export function WatchlistCard() {
  const byAddress = useLabelStore((s) => s.byAddress);
  const watched = useMemo(
    () =>
      Object.values(byAddress)
        .filter((l) => l.watch)
        .sort((a, b) => a.label.localeCompare(b.label)),
    [byAddress],
  );
  return (
    <Card
      title={`Watchlist${watched.length ? ` (${watched.length})` : ''}`}
      tools={
        <a className="link" href={routeTo('labels', {})}>
          Manage →
        </a>
      }
      testId="home-watchlist"
    >
      {watched.length === 0 ? (
        <p className="muted" data-testid="home-watchlist-empty">
          Nothing watched yet. Open an address and use “Add label” with “Watch”, or add one under{' '}
          <a className="link" href={routeTo('labels', {})}>
            Watchlist
          </a>
          .
        </p>
      ) : (
        <ul className="home-list">
          {watched.slice(0, SHOWN).map((l) => (
            <li key={l.address} className="home-list__row home-list__row--watch" data-testid="home-watch">
              <AddressLink chainId={l.chainId} address={l.address} testId="home-watch-link" />
              <WatchedBalance entry={l} />
              <LastActivity entry={l} />
            </li>
          ))}
          {watched.length > SHOWN && (
            <li className="muted">
              and {watched.length - SHOWN} more on the{' '}
              <a className="link" href={routeTo('labels', {})}>
                watchlist
              </a>
            </li>
          )}
        </ul>
      )}
    </Card>
  );
}
