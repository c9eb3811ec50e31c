import { CopyButton } from '@renderer/components/CopyButton';
import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { PageHeader } from '@renderer/components/PageHeader';
import { PageSizeSelect } from '@renderer/components/paging/PageSizeSelect';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { useNftCollectionTokens } from '@renderer/queries/nft';
import { useHashParam } from '@renderer/routing/hash-query';
import { usePageSize } from '@renderer/stores/page-sizes';
import { routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import { useCallback, useMemo } from 'react';
import { collectionTitle, tokenFacts } from './metadata';
import { TokenDetail } from './TokenDetail';
import { TokenGallery } from './TokenGallery';
import '@renderer/styles/views/nft.css';

function InvalidCollection({ chainId, contract }: { chainId: string; contract: string }) {
  const issues = routeIssues({ name: 'nft', chainId, contract });
  return (
    <div className="view" data-testid="nft-view">
      <PageHeader
        eyebrow={`NFT collection · chain ${chainId}`}
        title={<span className="mono break">{contract}</span>}
      />
      <RouteIssuesCard issues={issues} testId="nft-invalid">
        <a className="link" href={routeTo('nftLookup', {})}>
          Enter a collection address →
        </a>
      </RouteIssuesCard>
    </div>
  );
}

function Collection({ chainId, contract }: { chainId: string; contract: string }) {
  const [pageSize] = usePageSize('nft.tokens');
  const query = useNftCollectionTokens(chainId, contract, pageSize);
  const [selectedId, setSelectedId] = useHashParam('token', { history: 'push' });
  const pages = query.data?.pages;
  const tokens = useMemo(() => (pages ?? []).flatMap((p) => p.tokens.map(tokenFacts)), [pages]);
  const title = collectionTitle(tokens);
  const selected = selectedId === null ? undefined : tokens.find((t) => t.tokenId === selectedId);
  const close = useCallback(() => setSelectedId(null), [setSelectedId]);
  const ercType = tokens[0]?.ercType;

  return (
    <div className="view collection-view" data-testid="nft-view">
      <PageHeader
        eyebrow={`NFT collection · chain ${chainId}${ercType ? ` · ${ercType}` : ''}`}
        title={<span data-testid="nft-collection-name">{title ?? 'Collection'}</span>}
      >
        <div className="hash-line">
          <span className="muted">Contract</span>
          <AddressLink chainId={chainId} address={contract} truncate={false} testId="nft-contract" />
          <CopyButton value={contract} testId="nft-contract-copy" />
          <PageSizeSelect list="nft.tokens" noun="Tokens" />
        </div>
      </PageHeader>
      <div className={`collection-layout${selectedId !== null ? ' collection-layout--detail' : ''}`}>
        <TokenGallery query={query} tokens={tokens} chainId={chainId} selectedId={selectedId} onOpen={setSelectedId} />
        {selectedId !== null &&
          (selected ? (
            <TokenDetail key={selected.tokenId} token={selected} chainId={chainId} onClose={close} />
          ) : (
            <aside className="collection-detail card" data-testid="nft-detail-missing">
              <div className="collection-detail__head">
                <h2 className="collection-detail__title">Token #{selectedId}</h2>
                <button
                  type="button"
                  className="button button--quiet collection-detail__close"
                  onClick={close}
                  aria-label="Close details"
                >
                  ×
                </button>
              </div>
              <p className="muted">
                {query.isPending
                  ? 'Loading the collection…'
                  : query.hasNextPage
                    ? 'Not among the tokens loaded so far. Load more to find it.'
                    : 'This collection has no token with this id.'}
              </p>
            </aside>
          ))}
      </div>
    </div>
  );
}

/** `#/nft/:chainId/:contract`: a collection's tokens as a gallery; `?token=<id>` opens one's details. */
export function NftView({ chainId, contract }: { chainId: string; contract: string }) {
  if (routeIssues({ name: 'nft', chainId, contract }).length > 0) {
    return <InvalidCollection chainId={chainId} contract={contract} />;
  }
  return <Collection chainId={chainId} contract={contract} />;
}
