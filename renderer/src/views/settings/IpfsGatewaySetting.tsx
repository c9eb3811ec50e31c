import { DEFAULT_IPFS_GATEWAY, isValidGateway, normaliseGateway } from '@renderer/format/ipfs';
import { usePrefs } from '@renderer/stores/prefs';
import { type FormEvent, useState } from 'react';

/** Where `ipfs://` NFT images and links are resolved; NFT metadata is untrusted, so only https bases. */
export function IpfsGatewaySetting() {
  const gateway = usePrefs((s) => s.ipfsGateway);
  const setGateway = usePrefs((s) => s.setIpfsGateway);
  const [draft, setDraft] = useState(gateway);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isValidGateway(draft)) {
      setError('must be an https:// URL, e.g. https://ipfs.io/ipfs/ (plain http images are never loaded)');
      return;
    }
    setError(null);
    const normalised = normaliseGateway(draft);
    setGateway(normalised);
    setDraft(normalised);
  };

  return (
    <form className="card form" onSubmit={submit} noValidate>
      <h3 className="card__title">IPFS gateway</h3>
      <div className="form__row">
        <label htmlFor="ipfs-gateway">Base URL for ipfs:// images and links</label>
        <div className="form__inline">
          <input
            id="ipfs-gateway"
            className="input mono"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={error ? 'ipfs-gateway-error' : undefined}
            data-testid="ipfs-gateway-input"
          />
          <button type="submit" className="button" data-testid="ipfs-gateway-save">
            Use
          </button>
          {gateway !== DEFAULT_IPFS_GATEWAY && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setGateway(DEFAULT_IPFS_GATEWAY);
                setDraft(DEFAULT_IPFS_GATEWAY);
                setError(null);
              }}
            >
              Back to default
            </button>
          )}
        </div>
        {error && (
          <span id="ipfs-gateway-error" className="field-error" data-testid="ipfs-gateway-error">
            Gateway {error}
          </span>
        )}
        <span className="muted">
          Now:{' '}
          <code className="mono" data-testid="ipfs-gateway-current">
            {gateway}
          </code>
        </span>
      </div>
    </form>
  );
}
