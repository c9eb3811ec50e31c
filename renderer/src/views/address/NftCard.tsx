import { Amount } from '@renderer/components/value/Amount';
import { Badge } from '@renderer/components/value/Badge';
import { middleTruncate } from '@renderer/format/text';
import { routeTo } from '@shared/routing/routes';
import { NftImage } from './NftImage';
import type { NftCardModel } from './nft-items';

/** One held NFT: image, name, token id, its collection and, for ERC-1155, how many are held. */
export function NftCard({ chainId, nft }: { chainId: string; nft: NftCardModel }) {
  return (
    <article
      className="nft-card"
      data-testid="nft-card"
      data-contract={nft.contract}
      data-token-id={nft.tokenId}
      data-erc-type={nft.ercType}
    >
      <NftImage key={nft.image.ok ? nft.image.url : nft.image.reason} image={nft.image} />
      <div className="nft-card__body">
        <div className="nft-card__title address-ellipsis" title={nft.title} data-testid="nft-title">
          {nft.title}
        </div>
        <div className="nft-card__line">
          <span className="mono address-ellipsis" title={`Token id ${nft.tokenId}`} data-testid="nft-token-id">
            #{middleTruncate(nft.tokenId, 10, 6)}
          </span>
          <Badge testId="nft-erc-type">{nft.ercType}</Badge>
        </div>
        <a
          className="nft-card__collection address-ellipsis"
          href={routeTo('nft', { chainId, contract: nft.contract })}
          title={`Collection ${nft.contract}`}
          data-testid="nft-collection-link"
        >
          {nft.collection ?? <span className="mono">{middleTruncate(nft.contract, 8, 6)}</span>}
        </a>
        <div className="nft-card__line nft-card__extra">
          {nft.balance !== undefined && (
            <span className="nft-card__balance" title="Amount held" data-testid="nft-balance">
              ×&nbsp;
              <Amount value={nft.balance} decimals={nft.decimals ?? 0} testId="nft-balance-amount" />
            </span>
          )}
          {nft.animation &&
            (nft.animation.ok ? (
              <a
                href={nft.animation.url}
                target="_blank"
                rel="noreferrer noopener"
                title={`Animation (not loaded here): ${nft.animation.url}`}
                data-testid="nft-animation-link"
              >
                Animation ↗
              </a>
            ) : (
              <span className="muted" title={nft.animation.reason}>
                Animation not linked
              </span>
            ))}
          {nft.metadataProblem && (
            <span
              className="muted address-ellipsis"
              title="Metadata status from the indexer"
              data-testid="nft-metadata-problem"
            >
              {nft.metadataProblem}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
