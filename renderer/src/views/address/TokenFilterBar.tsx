import { AddressLink } from '@renderer/components/value/AddressLink';
import { formatInteger } from '@renderer/format/number';
import type { TokenSearchState } from './use-token-search';

const STATE_WORDS: Record<TokenSearchState, string> = {
  searching: 'searching older pages…',
  enough: 'a page of matches found',
  ended: 'whole history searched',
  stopped: 'stopped',
  failed: 'a page failed to load',
};

/**
 * The transfers tab narrowed to one token: the token, how far the search through the history has got
 * (pages, transfers scanned, matches), Stop/Continue/Find more, and the way back to every token.
 */
export function TokenFilterBar({
  chainId,
  token,
  symbol,
  matches,
  scanned,
  pages,
  state,
  onStop,
  onResume,
  onFindMore,
  onClear,
}: {
  chainId: string;
  token: string;
  symbol: string | undefined;
  matches: number;
  scanned: number;
  pages: number;
  state: TokenSearchState;
  onStop: () => void;
  onResume: () => void;
  onFindMore: () => void;
  onClear: () => void;
}) {
  return (
    <div className="token-filter" role="status" data-testid="token-filter" data-state={state}>
      <span>
        Transfers of <AddressLink chainId={chainId} address={token} name={symbol} testId="token-filter-token" />
      </span>
      <span className="muted" data-testid="token-filter-progress">
        <strong data-testid="token-filter-matches">{formatInteger(matches)}</strong> found in{' '}
        <span data-testid="token-filter-scanned">{formatInteger(scanned)}</span> transfers ({formatInteger(pages)}{' '}
        {pages === 1 ? 'page' : 'pages'}) · {STATE_WORDS[state]}
      </span>
      <span className="token-filter__actions">
        {state === 'searching' && (
          <button type="button" className="button" onClick={onStop} data-testid="token-filter-stop">
            Stop
          </button>
        )}
        {state === 'stopped' && (
          <button type="button" className="button" onClick={onResume} data-testid="token-filter-continue">
            Continue
          </button>
        )}
        {state === 'enough' && (
          <button type="button" className="button" onClick={onFindMore} data-testid="token-filter-more">
            Find more
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={onClear} data-testid="token-filter-clear">
          All tokens
        </button>
      </span>
    </div>
  );
}
