import { CopyButton } from '@renderer/components/CopyButton';
import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { PageHeader } from '@renderer/components/PageHeader';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger } from '@renderer/format/number';
import { useEvmChainsByBlockchainId } from '@renderer/queries/subnets';
import { withHashQueryParam } from '@renderer/routing/hash-query';
import type { DataNetwork } from '@shared/contract/data/common';
import type { Subnet } from '@shared/models/data/primary';
import { routeTo } from '@shared/routing/routes';
import { KindBadge } from '../subnets/subnet-columns';
import { BlockchainTabs } from './BlockchainTabs';
import { L1Card } from './L1Card';
import { OwnershipCard } from './OwnershipCard';
import type { SubnetResolution } from './resolve-subnet';

type Found = Extract<SubnetResolution, { kind: 'subnet' | 'blockchain' }>;

function ResolutionNote({ resolution, searched }: { resolution: Found; searched: number }) {
  if (resolution.kind === 'blockchain') {
    return (
      <p className="notice notice--info subnet__resolution" data-testid="subnet-resolution" data-kind="blockchain">
        <span>
          The link named the blockchain <code className="mono">{resolution.blockchain.blockchainId}</code> (
          <strong>{resolution.blockchain.blockchainName}</strong>); this is the subnet it belongs to, found among{' '}
          {formatInteger(searched)} loaded subnets.
        </span>
      </p>
    );
  }
  return (
    <p className="muted subnet__resolution" data-testid="subnet-resolution" data-kind="subnet">
      Found by its subnet id among {formatInteger(searched)} loaded subnets.
    </p>
  );
}

/**
 * What people call the subnet: the Data API's name for its EVM chain when it indexes one, else the name
 * of its first blockchain; undefined when it has none (the id is the title then).
 */
export function subnetName(subnet: Subnet, chains: ReadonlyMap<string, { chainName: string }>): string | undefined {
  for (const b of subnet.blockchains) {
    const chain = chains.get(b.blockchainId);
    if (chain?.chainName) return chain.chainName;
  }
  return subnet.blockchains.find((b) => b.blockchainName.trim())?.blockchainName;
}

function OverviewCard({ subnet, network }: { subnet: Subnet; network: DataNetwork }) {
  return (
    <Card title="Overview" testId="subnet-overview">
      <KeyValueGrid
        rows={[
          { label: 'Kind', value: <KindBadge isL1={subnet.isL1} /> },
          { label: 'Created', value: <Timestamp value={subnet.createBlockTimestamp} />, testId: 'subnet-created' },
          {
            label: 'P-Chain block',
            hint: 'height of the CreateSubnetTx',
            value: <span className="mono">{formatInteger(subnet.createBlockIndex)}</span>,
            testId: 'subnet-create-block',
          },
          {
            label: 'Blockchains',
            value: <span data-testid="subnet-chain-count">{subnet.blockchains.length}</span>,
          },
        ]}
      />
      <ul className="link-list subnet__links">
        <li>
          <a
            href={withHashQueryParam(routeTo('validators', { network }), 'subnet', subnet.subnetId)}
            data-testid="subnet-validators-link"
          >
            Validators of this {subnet.isL1 ? 'L1' : 'subnet'} →
          </a>
        </li>
        <li>
          <a href={routeTo('subnets', { network })}>All subnets and L1s on {network}</a>
        </li>
      </ul>
    </Card>
  );
}

/** A resolved subnet: who owns it, its L1 conversion, and each blockchain with its genesis. */
export function SubnetDetail({
  network,
  resolution,
  searched,
}: {
  network: DataNetwork;
  resolution: Found;
  requestedId: string;
  searched: number;
}) {
  const { subnet } = resolution;
  const { byBlockchainId } = useEvmChainsByBlockchainId(network);
  const name = subnetName(subnet, byBlockchainId);
  const idLine = (
    <span className={`hash-line${name ? ' hash-line--secondary' : ''}`}>
      <span className="mono break" data-testid="subnet-id">
        {subnet.subnetId}
      </span>
      <CopyButton value={subnet.subnetId} testId="copy-subnet-id" />
    </span>
  );
  return (
    <div className="view subnet" data-testid="subnet-view">
      <PageHeader
        eyebrow={`${subnet.isL1 ? 'L1' : 'Subnet'} · ${network}`}
        title={name ? <span data-testid="subnet-name">{name}</span> : idLine}
      >
        {name && idLine}
        <ResolutionNote resolution={resolution} searched={searched} />
      </PageHeader>
      <div className="grid grid--2">
        <OverviewCard subnet={subnet} network={network} />
        <OwnershipCard subnet={subnet} />
      </div>
      {(subnet.isL1 || subnet.l1ValidatorManagerDetails) && (
        <L1Card subnet={subnet} network={network} chains={byBlockchainId} />
      )}
      <BlockchainTabs
        subnet={subnet}
        network={network}
        chains={byBlockchainId}
        preferred={resolution.kind === 'blockchain' ? resolution.blockchain.blockchainId : undefined}
      />
    </div>
  );
}
