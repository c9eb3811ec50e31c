import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { useChainSource } from '@renderer/queries/chains';
import { NodeAddressView } from '@renderer/views/node-only/NodeAddressView';
import { routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import '@renderer/styles/views/address.css';
import { AddressHeader } from './AddressHeader';
import { AddressTabs } from './AddressTabs';
import { NativeBalanceCard } from './NativeBalanceCard';

/**
 * `#/address/:chainId/:address`: an EVM address, its native balance, whether it is a contract, and its
 * transactions, transfers, tokens and NFTs in tabs. Bad input never reaches the backend.
 */
export function AddressView({ chainId, address }: { chainId: string; address: string }) {
  const source = useChainSource(chainId);
  const issues = routeIssues({ name: 'address', chainId, address });
  if (issues.length > 0) {
    return (
      <div className="view" data-testid="address-view">
        <PageHeader eyebrow={`Address · chain ${chainId}`} title={<span className="mono break">{address}</span>} />
        <RouteIssuesCard issues={issues} testId="address-invalid">
          <a className="link" href={routeTo('addressLookup', {})}>
            Enter an address →
          </a>
        </RouteIssuesCard>
      </div>
    );
  }
  if (source === 'node') return <NodeAddressView chainId={chainId} address={address} />;
  if (source === 'pending') {
    return (
      <div className="view" data-testid="address-view">
        <PageHeader eyebrow={`Address · chain ${chainId}`} title={<span className="mono break">{address}</span>} />
        <Skeleton size="lg" />
      </div>
    );
  }
  return (
    <div className="view" data-testid="address-view">
      <AddressHeader chainId={chainId} address={address} />
      <NativeBalanceCard chainId={chainId} address={address} />
      <AddressTabs chainId={chainId} address={address} />
      <section className="card">
        <h2 className="card__title">On this chain</h2>
        <ul className="link-list">
          <li>
            <a href={routeTo('blocks', { chainId })}>Latest blocks of chain {chainId}</a>
          </li>
          <li>
            <a href={routeTo('metrics', { chainId })}>Metrics of chain {chainId}</a>
          </li>
          <li>
            <a href={routeTo('nft', { chainId, contract: address })}>This address as an NFT collection</a>
          </li>
        </ul>
      </section>
    </div>
  );
}
