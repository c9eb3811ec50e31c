import { AddressLink } from '@renderer/components/value/AddressLink';
import { middleTruncate } from '@renderer/format/text';
import { safeBackground, type TokenFacts, uriSummary } from './metadata';
import { NftImage } from './NftImage';

/** One token in the gallery: the image and name open the details; the owner links to its address. */
export function TokenCard({
  token,
  chainId,
  selected,
  onOpen,
}: {
  token: TokenFacts;
  chainId: string;
  selected: boolean;
  onOpen: (tokenId: string) => void;
}) {
  return (
    <article
      className={`collection-card${selected ? ' is-selected' : ''}`}
      data-testid="nft-card"
      data-token-id={token.tokenId}
      aria-current={selected || undefined}
    >
      <button
        type="button"
        className="collection-card__open"
        onClick={() => onOpen(token.tokenId)}
        aria-label={`Details of ${token.title}`}
        data-testid="nft-card-open"
      >
        <NftImage
          uri={token.metadata?.imageUri}
          alt={token.title}
          background={safeBackground(token.metadata?.background)}
        />
        <span className="collection-card__name" data-testid="nft-card-name" title={token.title}>
          {token.title}
        </span>
      </button>
      <div className="collection-card__meta">
        <span className="collection-card__id mono" title={`Token ID ${token.tokenId}`} data-testid="nft-card-id">
          #{middleTruncate(token.tokenId, 10, 6)}
        </span>
        {token.owner ? (
          <AddressLink chainId={chainId} address={token.owner} testId="nft-card-owner" />
        ) : (
          <span className="muted">{token.ercType}</span>
        )}
        {token.tokenUri && (
          <span className="collection-card__uri mono muted" title={token.tokenUri} data-testid="nft-card-uri">
            {uriSummary(token.tokenUri)}
          </span>
        )}
      </div>
    </article>
  );
}
