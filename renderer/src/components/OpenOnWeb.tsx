import { useActiveProfile } from '@renderer/queries/active-profile';
import { type ExplorerItem, explorerUrl } from '@shared/models/explorer';

/**
 * "Open on <explorer>": the same address, transaction or block on the profile's public web explorer, in
 * the system browser (the desktop app opens https links only through its checked open-external path).
 * Nothing when the profile has no explorer; a note when its explorer does not show this chain.
 */
export function OpenOnWeb({ item, chainId, value }: { item: ExplorerItem; chainId: string; value: string }) {
  const { explorer } = useActiveProfile();
  if (!explorer) return null;
  const url = explorerUrl(explorer, item, chainId, value);
  if (!url) {
    return (
      <span className="open-on-web open-on-web--none muted" data-testid="open-on-web-none">
        {explorer.name} does not show chain {chainId}
      </span>
    );
  }
  return (
    <a
      className="copy-button open-on-web"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={url}
      data-testid="open-on-web"
    >
      Open on {explorer.name}
      <span aria-hidden="true">↗</span>
    </a>
  );
}
