import { CopyButton } from '@renderer/components/CopyButton';
import { MissingService, NotIndexed } from '@renderer/components/feedback/MissingService';
import { Card } from '@renderer/components/layout/Card';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { nativeTokenOf, useNodeChainRef } from '@renderer/queries/chains';
import { hasDataApi } from '@shared/models/profile';
import { routeTo } from '@shared/routing/routes';
import { NodeAccountCard } from './NodeAccountCard';
import { NodeTransferScan } from './NodeTransferScan';

const HISTORY = 'The full transaction history, token balances and NFTs of this address';

/**
 * `#/address/:chainId/:address` on a node-only profile, or on a custom chain the Data API does not index: what
 * the node says about the address, and its ERC-20 transfers over a chosen block range; the indexed lists say
 * why they are absent.
 */
export function NodeAddressView({ chainId, address }: { chainId: string; address: string }) {
  const { ref, chain } = useNodeChainRef(chainId);
  const profile = useActiveProfile();
  return (
    <div className="view" data-testid="address-view">
      <PageHeader
        eyebrow={`Address · ${chain ? `${chain.chainName} (${chainId})` : `chain ${chainId}`} · from the node`}
        title={
          <span className="hash-line">
            <span className="mono break" data-testid="address-title">
              {address}
            </span>
            <CopyButton value={address} label="Copy address" testId="copy-address" />
          </span>
        }
      />
      {ref.kind === 'unknown' ? (
        <Card tone="warn" title="Which node chain?" testId="address-chain-unknown">
          <p>{ref.reason}</p>
        </Card>
      ) : ref.kind === 'needsList' ? (
        <Skeleton size="lg" />
      ) : (
        <>
          <NodeAccountCard blockchainId={ref.blockchainId} address={address} token={nativeTokenOf(chain)} />
          <NodeTransferScan chainId={chainId} blockchainId={ref.blockchainId} address={address} />
        </>
      )}
      {hasDataApi(profile) ? (
        <NotIndexed what={HISTORY} chainName={chain?.chainName ?? `Chain ${chainId}`} />
      ) : (
        <MissingService what={HISTORY} />
      )}
      <p className="muted">
        <a href={routeTo('blocks', { chainId })}>Latest blocks of chain {chainId}</a>
      </p>
    </div>
  );
}
