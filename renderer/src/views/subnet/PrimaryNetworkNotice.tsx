import { Card } from '@renderer/components/layout/Card';
import { PageHeader } from '@renderer/components/PageHeader';
import { HashText } from '@renderer/components/value/HashText';
import { withHashQueryParam } from '@renderer/routing/hash-query';
import type { DataNetwork } from '@shared/contract/data/common';
import { routeTo } from '@shared/routing/routes';

const C_CHAIN_EVM_ID: Record<DataNetwork, string> = { mainnet: '43114', fuji: '43113', testnet: '43113' };

/** The primary network is not a registered subnet: say so and point at what it is made of. */
export function PrimaryNetworkNotice({ network, id }: { network: DataNetwork; id: string }) {
  return (
    <div className="view subnet" data-testid="subnet-view">
      <PageHeader eyebrow={`Primary network · ${network}`} title="The primary network" />
      <Card title="Not a registered subnet" testId="subnet-primary">
        <p>
          <HashText value={id} full testId="primary-network-id" /> is the primary network’s id. Every validator
          validates it; it holds the P-Chain, X-Chain and C-Chain, has no owners and no genesis in the subnet list.
        </p>
        <ul className="link-list">
          <li>
            <a href={withHashQueryParam(routeTo('validators', { network }), 'subnet', id)}>
              Primary network validators
            </a>
          </li>
          <li>
            <a href={routeTo('blocks', { chainId: C_CHAIN_EVM_ID[network] })}>C-Chain blocks</a>
          </li>
          <li>
            <a href={routeTo('subnets', { network })}>Registered subnets and L1s on {network}</a>
          </li>
        </ul>
      </Card>
    </div>
  );
}
