import { createContext, type ReactNode, useContext } from 'react';

/**
 * Set by a page that already shows one banner for a failure every query under it shares (the node not
 * answering): the queries below then do not repeat it in a red box each, they say it is reported above.
 */
const ErrorsShownAboveContext = createContext<string | null>(null);

export function ErrorsShownAbove({ reason, children }: { reason: string | null; children: ReactNode }) {
  return <ErrorsShownAboveContext.Provider value={reason}>{children}</ErrorsShownAboveContext.Provider>;
}

/** The reason errors are shown above (e.g. "the node is not answering"), or null when each shows its own. */
export const useErrorsShownAbove = (): string | null => useContext(ErrorsShownAboveContext);

/** What a query shows instead of its error while the page's banner reports it. */
export function ErrorShownAbove({ reason }: { reason: string }) {
  return (
    <p className="muted" data-testid="error-shown-above">
      Not loaded: {reason} (see above).
    </p>
  );
}
