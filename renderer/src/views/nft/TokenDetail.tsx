import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Badge, StatusPill } from '@renderer/components/value/Badge';
import { CopyIconButton } from '@renderer/components/value/CopyIconButton';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import { useEffect, useRef } from 'react';
import { AttributeList } from './AttributeList';
import { indexStatusLabel, indexStatusTone, safeBackground, type TokenFacts, uriSummary } from './metadata';
import { NftImage } from './NftImage';
import { UntrustedLink } from './UntrustedLink';

/**
 * Everything the metadata says about one token, every value as text; Escape or × closes it. Opening it
 * brings it into view (it sits after the gallery, often below the fold) and moves focus to it.
 */
export function TokenDetail({ token, chainId, onClose }: { token: TokenFacts; chainId: string; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && ['INPUT', 'TEXTAREA'].includes(e.target.tagName);
      if (e.key === 'Escape' && !typing) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const meta = token.metadata;
  const background = safeBackground(meta?.background);
  const isDataUri = token.tokenUri?.startsWith('data:') ?? false;

  return (
    <aside
      ref={ref}
      tabIndex={-1}
      className="collection-detail card"
      aria-label={`Details of ${token.title}`}
      data-testid="nft-detail"
    >
      <div className="collection-detail__head">
        <h2 className="collection-detail__title" data-testid="nft-detail-name">
          {token.title}
        </h2>
        <button
          type="button"
          className="button button--quiet collection-detail__close"
          onClick={onClose}
          aria-label="Close details"
          title="Close (Esc)"
          data-testid="nft-detail-close"
        >
          ×
        </button>
      </div>
      <NftImage uri={meta?.imageUri} alt={token.title} background={background} large />
      <KeyValueGrid
        compact
        testId="nft-detail-facts"
        rows={[
          {
            label: 'Token ID',
            value: (
              <span className="collection-inline">
                <span className="mono break" data-testid="nft-detail-id">
                  {token.tokenId}
                </span>
                <CopyIconButton value={token.tokenId} label="Copy token ID" />
              </span>
            ),
          },
          { label: 'Standard', value: <Badge>{token.ercType}</Badge> },
          !!token.owner && {
            label: 'Owner',
            value: <AddressLink chainId={chainId} address={token.owner} copy testId="nft-detail-owner" />,
          },
          !!token.tokenUri && {
            label: 'Token URI',
            value: isDataUri ? (
              <span className="mono" title="On-chain metadata (data: URI)" data-testid="nft-detail-uri">
                {uriSummary(token.tokenUri)}
              </span>
            ) : (
              <UntrustedLink uri={token.tokenUri} testId="nft-detail-uri" />
            ),
          },
          {
            label: 'Metadata',
            value: meta ? (
              <StatusPill
                status={meta.indexStatus}
                tone={indexStatusTone(meta.indexStatus)}
                label={indexStatusLabel(meta.indexStatus)}
                testId="nft-detail-status"
              />
            ) : (
              <span className="muted">not sent</span>
            ),
          },
          meta?.metadataLastUpdatedTimestamp !== undefined && {
            label: 'Metadata updated',
            value: <Timestamp value={meta.metadataLastUpdatedTimestamp} />,
          },
          !!meta?.externalUrl && {
            label: 'External URL',
            value: <UntrustedLink uri={meta.externalUrl} testId="nft-detail-external" />,
          },
          !!meta?.animationUri && {
            label: 'Animation',
            value: (
              <UntrustedLink uri={meta.animationUri} testId="nft-detail-animation">
                open animation
              </UntrustedLink>
            ),
          },
          !!meta?.background && {
            label: 'Background',
            value: (
              <span className="collection-inline" data-testid="nft-detail-background">
                {background && <span className="collection-swatch" style={{ backgroundColor: background }} />}
                <span className="mono">{meta.background}</span>
              </span>
            ),
          },
          meta?.decimals !== undefined && { label: 'Decimals', value: String(meta.decimals) },
        ]}
      />
      {meta?.description && (
        <section className="collection-detail__section">
          <h3 className="collection-detail__subtitle">Description</h3>
          <p className="collection-description" data-testid="nft-detail-description">
            {meta.description}
          </p>
        </section>
      )}
      {(meta?.attributes !== undefined || token.ercType === 'ERC-721') && (
        <section className="collection-detail__section">
          <h3 className="collection-detail__subtitle">Attributes</h3>
          <AttributeList text={meta?.attributes} testId="nft-attributes" />
        </section>
      )}
      {meta?.properties !== undefined && (
        <section className="collection-detail__section">
          <h3 className="collection-detail__subtitle">Properties</h3>
          <AttributeList text={meta.properties} testId="nft-properties" />
        </section>
      )}
      {meta && (
        <details className="collection-detail__section">
          <summary className="collection-detail__subtitle">Raw metadata</summary>
          <JsonViewer value={meta} expandDepth={1} maxHeight={260} testId="nft-detail-raw" />
        </details>
      )}
    </aside>
  );
}
