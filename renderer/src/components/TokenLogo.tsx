import { useState } from 'react';

/** A token's logo; when there is none, or it fails to load, the symbol's initials in a disc. */
export function TokenLogo({ uri, symbol }: { uri?: string | undefined; symbol: string }) {
  const [failed, setFailed] = useState(false);
  if (uri && /^https?:\/\//.test(uri) && !failed) {
    return <img className="token-logo" src={uri} alt="" onError={() => setFailed(true)} referrerPolicy="no-referrer" />;
  }
  return (
    <span className="token-logo token-logo--fallback" aria-hidden="true">
      {symbol.slice(0, 2).toUpperCase()}
    </span>
  );
}
