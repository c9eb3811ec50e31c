import { AddressLink, displayAddress } from '@renderer/components/value/AddressLink';
import { HashText } from '@renderer/components/value/HashText';
import type { ChainInfo } from '@shared/models/data/chains';
import type { Blockchain, L1ValidatorManagerDetails } from '@shared/models/data/primary';

/**
 * The validator manager contract of an L1. It links to the address view only when its chain is an EVM
 * chain the Data API lists (the address view can then ask about it); otherwise it is shown and copyable.
 */
export function ValidatorManagerValue({
  details,
  chains,
  ownChains = [],
  compact = false,
}: {
  details: L1ValidatorManagerDetails;
  chains: ReadonlyMap<string, ChainInfo>;
  /** The L1's own blockchains, to name the manager's chain when the Data API does not list it. */
  ownChains?: readonly Blockchain[];
  compact?: boolean;
}) {
  const listed = chains.get(details.blockchainId);
  const own = ownChains.find((b) => b.blockchainId === details.blockchainId);
  const name = listed?.chainName ?? own?.blockchainName ?? 'an unlisted chain';
  const title = `On ${name} (${details.blockchainId})${listed ? '' : ' — not in the Data API chain list, so not linked'}`;
  return (
    <span className="validator-manager" data-testid="validator-manager" data-chain-id={listed?.chainId ?? ''}>
      {listed ? (
        <AddressLink
          chainId={listed.chainId}
          address={details.contractAddress}
          truncate={compact}
          copy={!compact}
          testId="manager-address"
        />
      ) : (
        <HashText
          value={displayAddress(details.contractAddress)}
          head={8}
          tail={6}
          full={!compact}
          copy={!compact}
          copyLabel="Copy contract address"
          testId="manager-address"
        />
      )}
      <span className="muted validator-manager__chain" title={title}>
        on {name}
      </span>
    </span>
  );
}
