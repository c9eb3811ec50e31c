import { AddressLink } from '@renderer/components/value/AddressLink';
import { Badge } from '@renderer/components/value/Badge';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { TxLink } from '@renderer/components/value/TxLink';
import { isAbsent } from '@renderer/queries/absent';
import { useDeploymentTransaction } from '@renderer/queries/address';
import { useChannelQuery } from '@renderer/queries/use-channel-query';
import { usePrefs } from '@renderer/stores/prefs';
import { routeTo } from '@shared/routing/routes';

/** "Contract" and the transaction that deployed it, when the address is a contract; nothing otherwise. */
export function ContractStatus({ chainId, address }: { chainId: string; address: string }) {
  const currency = usePrefs((s) => s.currency);
  const query = useDeploymentTransaction(chainId, address, currency);

  if (query.isPending) {
    return (
      <span className="muted address-contract" data-testid="contract-checking">
        Checking whether this is a contract…
      </span>
    );
  }
  // The Data API answers 404 for an address that no transaction deployed: an ordinary account.
  if (isAbsent(query.data)) return null;
  if (query.isError) {
    return (
      <span className="address-contract" data-testid="contract-status-error">
        <span className="muted">Could not tell whether this is a contract: {query.error.message}</span>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          data-testid="contract-status-retry"
        >
          Retry
        </button>
      </span>
    );
  }
  const tx = query.data.nativeTransaction;
  return (
    <span className="address-contract" data-testid="contract-status">
      <Badge tone="info" title="Code was deployed at this address" testId="contract-badge">
        Contract
      </Badge>
      <span className="muted">deployed in</span>
      <TxLink chainId={chainId} txHash={tx.txHash} copy testId="deployment-link" />
      <span className="muted">by</span>
      <AddressLink chainId={chainId} address={tx.from.address} name={tx.from.name} testId="deployer-link" />
      <span className="muted">
        at <Timestamp value={tx.blockTimestamp} testId="deployment-time" />
      </span>
      <NftCollectionLink chainId={chainId} address={address} />
    </span>
  );
}

/** "Open as NFT collection" when the Data API lists NFT tokens of this contract (an ERC-721/1155). */
function NftCollectionLink({ chainId, address }: { chainId: string; address: string }) {
  const tokens = useChannelQuery('data.listNftCollectionTokens', { chainId, address, pageSize: 1 });
  if (!tokens.data?.tokens.length) return null;
  return (
    <a className="link" href={routeTo('nft', { chainId, contract: address })} data-testid="open-as-nft">
      Open as NFT collection →
    </a>
  );
}
