import { imageSource } from '@renderer/format/ipfs';
import { usePrefs } from '@renderer/stores/prefs';
import { useState } from 'react';

/**
 * An untrusted NFT image: only ever an `<img>` (so SVG scripts never run), no referrer, `ipfs://`
 * through the user's gateway, `data:` only for image types. Anything refused or failing to load
 * becomes a placeholder that says why.
 */
export function NftImage({
  uri,
  alt,
  background,
  large = false,
}: {
  uri: string | undefined;
  alt: string;
  /** A validated CSS colour from the metadata, behind the image. */
  background?: string | null;
  large?: boolean;
}) {
  const gateway = usePrefs((s) => s.ipfsGateway);
  const source = imageSource(uri, gateway);
  const [failed, setFailed] = useState<string | null>(null);
  const className = `collection-image${large ? ' collection-image--large' : ''}`;
  const style = background ? { backgroundColor: background } : undefined;

  if (!source.ok || failed === source.url) {
    const reason = source.ok ? 'image failed to load' : source.reason;
    return (
      <div
        className={`${className} collection-image--placeholder`}
        role="img"
        aria-label={`${alt}: ${reason}`}
        data-testid="nft-image-placeholder"
        data-reason={reason}
      >
        <svg viewBox="0 0 24 24" width={large ? 40 : 28} height={large ? 40 : 28} aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M3 16l5-5 4 4 3-3 6 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className="collection-image__reason">{reason}</span>
        {!source.ok && source.refused && (
          <span className="collection-image__refused mono" data-testid="nft-image-refused-url">
            {source.refused}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className={className} style={style}>
      <img
        src={source.url}
        alt={alt}
        referrerPolicy="no-referrer"
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setFailed(source.url)}
        data-testid="nft-image"
      />
    </div>
  );
}
