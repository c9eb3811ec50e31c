import { linkTarget } from '@renderer/format/ipfs';
import { usePrefs } from '@renderer/stores/prefs';
import type { ReactNode } from 'react';

/**
 * A link taken from NFT metadata: opened outside the app, with no opener and no referrer, and only for
 * http(s) or IPFS (through the gateway). Other schemes are shown as text with the reason.
 */
export function UntrustedLink({
  uri,
  children,
  testId,
}: {
  uri: string;
  /** Link text; the URI itself when absent. */
  children?: ReactNode;
  testId: string;
}) {
  const gateway = usePrefs((s) => s.ipfsGateway);
  const target = linkTarget(uri, gateway);
  if (!target.ok) {
    return (
      <span className="collection-link--refused" data-testid={`${testId}-refused`}>
        <span className="mono break">{uri.length > 300 ? `${uri.slice(0, 299)}…` : uri}</span>{' '}
        <span className="muted">({target.reason})</span>
      </span>
    );
  }
  return (
    <a
      className="collection-link mono break"
      href={target.url}
      target="_blank"
      rel="noopener noreferrer"
      referrerPolicy="no-referrer"
      title={target.url}
      data-testid={testId}
    >
      {children ?? uri}
    </a>
  );
}
