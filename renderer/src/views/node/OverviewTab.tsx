import { BlockchainIdLookup } from './BlockchainIdLookup';
import { IdentityCard } from './IdentityCard';
import { NetworkCard } from './NetworkCard';
import { VersionCard } from './VersionCard';

/** Who the node is, what it runs, which network it is on and whether it is ready. */
export function OverviewTab() {
  return (
    <div className="node-grid" data-testid="node-overview">
      <VersionCard />
      <div className="node-stack">
        <IdentityCard />
        <NetworkCard />
        <BlockchainIdLookup />
      </div>
    </div>
  );
}
