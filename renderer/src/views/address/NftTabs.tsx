import { paramsFieldErrors } from '@renderer/api';
import { ParamFilter } from '@renderer/components/forms/ParamFilter';
import { useCollectibleBalances, useErc721Balances } from '@renderer/queries/address';
import { useHashParam } from '@renderer/routing/hash-query';
import { usePrefs } from '@renderer/stores/prefs';
import type { ListErc721BalancesResponse } from '@shared/models/data/balances';
import type { ListCollectibleBalancesResponse } from '@shared/models/data/nfts';
import { NftGallery } from './NftGallery';

const erc721Items = (page: ListErc721BalancesResponse) => page.erc721TokenBalances;
const collectibleItems = (page: ListCollectibleBalancesResponse) => page.collectibleBalances;

/** Which gateway `ipfs://` media goes through, so a missing image can be traced to it. */
function GatewayNote() {
  const gateway = usePrefs((s) => s.ipfsGateway);
  return (
    <p className="muted address-gallery-note" data-testid="ipfs-gateway-note">
      Metadata is shown as text only; animations are links, never loaded. IPFS media via{' '}
      <span className="mono">{gateway}</span>
    </p>
  );
}

/**
 * `?nftContract=`: only the tokens of one contract (the endpoints' contractAddress), shared by both
 * galleries; an address the contract refuses is shown with its message and nothing is asked.
 */
function useContractFilter(chainId: string, address: string) {
  const [applied, apply] = useHashParam('nftContract', { blankAsNull: true });
  const validate = (text: string) =>
    paramsFieldErrors('data.listErc721Balances', { chainId, address, contractAddress: text }).contractAddress ?? null;
  const valid = applied === null || validate(applied) === null;
  const filter = (
    <ParamFilter
      label="Contract"
      placeholder="0x… all contracts when empty"
      resetLabel="All contracts"
      applied={applied}
      validate={validate}
      onApply={apply}
      wide
      testId="nft-contract-filter"
    />
  );
  return { contractAddress: valid ? (applied?.trim() ?? undefined) : undefined, valid, filter };
}

const FIX_FILTER = <p className="muted address-tab__blocked">Fix the contract address to load the tokens.</p>;

/** ERC-721 tokens the address owns. */
export function Erc721Tab({ chainId, address }: { chainId: string; address: string }) {
  const contract = useContractFilter(chainId, address);
  const query = useErc721Balances(chainId, address, contract.contractAddress, contract.valid);
  return (
    <div className="address-tab" data-testid="erc721-tab">
      {contract.filter}
      <GatewayNote />
      {contract.valid ? (
        <NftGallery
          query={query}
          selectItems={erc721Items}
          chainId={chainId}
          label="ERC-721 tokens"
          emptyMessage={
            contract.contractAddress
              ? 'This address owns no ERC-721 tokens of this contract.'
              : 'This address owns no ERC-721 tokens on this chain.'
          }
          testId="erc721-gallery"
        />
      ) : (
        FIX_FILTER
      )}
    </div>
  );
}

/** ERC-721 and ERC-1155 tokens the address holds. */
export function CollectiblesTab({ chainId, address }: { chainId: string; address: string }) {
  const contract = useContractFilter(chainId, address);
  const query = useCollectibleBalances(chainId, address, contract.contractAddress, contract.valid);
  return (
    <div className="address-tab" data-testid="collectibles-tab">
      {contract.filter}
      <GatewayNote />
      {contract.valid ? (
        <NftGallery
          query={query}
          selectItems={collectibleItems}
          chainId={chainId}
          label="Collectibles"
          emptyMessage={
            contract.contractAddress
              ? 'This address holds no tokens of this contract.'
              : 'This address holds no ERC-721 or ERC-1155 tokens on this chain.'
          }
          testId="collectibles-gallery"
        />
      ) : (
        FIX_FILTER
      )}
    </div>
  );
}
