import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { Section } from '@renderer/components/layout/Card';
import { Tabs } from '@renderer/components/tabs/Tabs';
import { useHashTab } from '@renderer/components/tabs/use-hash-tab';
import type { DataNetwork } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import type { Subnet } from '@shared/models/data/primary';
import { BlockchainPanel } from './BlockchainPanel';

/** One tab per blockchain of the subnet (`?tab=<blockchainId>`); the one the link named opens first. */
export function BlockchainTabs({
  subnet,
  network,
  chains,
  preferred,
}: {
  subnet: Subnet;
  network: DataNetwork;
  chains: ReadonlyMap<string, ChainInfo>;
  preferred: string | undefined;
}) {
  const ids = subnet.blockchains.map((b) => b.blockchainId);
  const first = preferred ?? ids[0] ?? '';
  const [active, setActive] = useHashTab<string>(first, ids);
  const chain = subnet.blockchains.find((b) => b.blockchainId === active);

  return (
    <Section title={`Blockchains (${subnet.blockchains.length})`} testId="subnet-blockchains">
      {subnet.blockchains.length === 0 || !chain ? (
        <EmptyState testId="subnet-no-chains">No blockchain has been created on this subnet yet.</EmptyState>
      ) : (
        <Tabs
          tabs={subnet.blockchains.map((b) => ({
            id: b.blockchainId,
            label: b.blockchainName,
            badge: b.evmChainId !== undefined ? `EVM ${b.evmChainId}` : 'non-EVM',
          }))}
          active={chain.blockchainId}
          onChange={setActive}
          label="Blockchains of this subnet"
          testId="blockchain-tabs"
        >
          <BlockchainPanel
            key={chain.blockchainId}
            chain={chain}
            network={network}
            listed={chains.get(chain.blockchainId)}
          />
        </Tabs>
      )}
    </Section>
  );
}
