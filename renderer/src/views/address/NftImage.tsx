import type { SafeUri } from '@renderer/format/ipfs';
import { useState } from 'react';

function Placeholder({ reason, refused }: { reason: string; refused?: string | undefined }) {
  return (
    <div className="nft-image nft-image--placeholder" title={reason} data-testid="nft-image-placeholder">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <circle cx="9" cy="10" r="1.8" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M4 18l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
      <span className="nft-image__reason">{reason}</span>
      {refused && (
        <span className="nft-image__refused mono" data-testid="nft-image-refused-url">
          {refused}
        </span>
      )}
    </div>
  );
}

/**
 * An NFT's image from untrusted metadata: only ever an `<img>` (no markup is injected, SVG included),
 * no referrer, loaded lazily; a placeholder says why when there is none or it fails to load.
 */
export function NftImage({ image }: { image: SafeUri }) {
  const [failed, setFailed] = useState(false);
  if (!image.ok) return <Placeholder reason={image.reason} refused={image.refused} />;
  if (failed) return <Placeholder reason="image failed to load" />;
  return (
    <div className="nft-image">
      <img
        src={image.url}
        alt=""
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        data-testid="nft-image"
      />
    </div>
  );
}
