import { imageSource } from '@renderer/format/ipfs';
import { usePrefs } from '@renderer/stores/prefs';
import { useState } from 'react';

/**
 * A token's logo (from the Data API, so untrusted: the same rules as NFT images — https to a public host,
 * IPFS through the gateway, data:image); when there is none, it is refused, or it fails to load, the
 * symbol's initials in a disc.
 */
export function TokenLogo({ uri, symbol }: { uri?: string | undefined; symbol: string }) {
  const gateway = usePrefs((s) => s.ipfsGateway);
  const [failed, setFailed] = useState(false);
  const source = imageSource(uri, gateway);
  if (source.ok && !failed) {
    return (
      <img
        className="token-logo"
        src={source.url}
        alt=""
        onError={() => setFailed(true)}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span className="token-logo token-logo--fallback" aria-hidden="true">
      {symbol.slice(0, 2).toUpperCase()}
    </span>
  );
}
