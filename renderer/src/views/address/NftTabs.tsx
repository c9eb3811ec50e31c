import { useCollectibleBalances, useErc721Balances } from '@renderer/queries/address';
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

/** ERC-721 tokens the address owns. */
export function Erc721Tab({ chainId, address }: { chainId: string; address: string }) {
  const query = useErc721Balances(chainId, address);
  return (
    <div className="address-tab" data-testid="erc721-tab">
      <GatewayNote />
      <NftGallery
        query={query}
        selectItems={erc721Items}
        chainId={chainId}
        label="ERC-721 tokens"
        emptyMessage="This address owns no ERC-721 tokens on this chain."
        testId="erc721-gallery"
      />
    </div>
  );
}

/** ERC-721 and ERC-1155 tokens the address holds. */
export function CollectiblesTab({ chainId, address }: { chainId: string; address: string }) {
  const query = useCollectibleBalances(chainId, address);
  return (
    <div className="address-tab" data-testid="collectibles-tab">
      <GatewayNote />
      <NftGallery
        query={query}
        selectItems={collectibleItems}
        chainId={chainId}
        label="Collectibles"
        emptyMessage="This address holds no ERC-721 or ERC-1155 tokens on this chain."
        testId="collectibles-gallery"
      />
    </div>
  );
}
