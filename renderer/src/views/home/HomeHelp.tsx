import { useActiveProfile } from '@renderer/queries/active-profile';
import { useSelectedChainId } from '@renderer/stores/prefs';
import { routeTo } from '@shared/routing/routes';
import { exampleAddress } from '../examples';
import { DeepLinkTable } from './DeepLinkTable';

/** What the search box recognises (with examples that work) and every deep link: the home view's "?". */
export function HomeHelp() {
  const profile = useActiveProfile();
  const chainId = useSelectedChainId(profile);
  const address = exampleAddress(profile.network);
  const addressHref = routeTo('address', { chainId, address });
  return (
    <div className="home-help" data-testid="home-help">
      <section className="card">
        <h2 className="card__title">What the search box recognises</h2>
        <ul className="examples" data-testid="search-examples">
          <li>
            <span className="examples__what">EVM address</span>
            <span className="examples__rule">0x + 40 hex, any case; a mixed-case one must carry a valid checksum</span>
            <a className="mono examples__link" href={addressHref} data-testid="example-address">
              {address}
            </a>
          </li>
          <li>
            <span className="examples__what">Block number</span>
            <span className="examples__rule">decimal digits, looked up on chain {chainId}</span>
            <a className="mono examples__link" href={routeTo('block', { chainId, number: '1' })}>
              1
            </a>
          </li>
          <li>
            <span className="examples__what">Transaction hash</span>
            <span className="examples__rule">0x + 64 hex, looked up on chain {chainId}</span>
          </li>
          <li>
            <span className="examples__what">Node ID</span>
            <span className="examples__rule">
              NodeID-… (cb58 with checksum): opens the validators of {profile.network}
            </span>
          </li>
          <li>
            <span className="examples__what">Subnet or blockchain id</span>
            <span className="examples__rule">
              32-byte cb58 id: opens the subnet (a blockchain id opens its subnet); any other id is tried as an X-Chain
              transaction
            </span>
            <a className="mono examples__link" href={routeTo('subnets', { network: profile.network })}>
              #/subnets/{profile.network}
            </a>
          </li>
          <li>
            <span className="examples__what">P-/X-Chain address</span>
            <span className="examples__rule">avax1…, P-avax1…, X-avax1… (fuji1… on Fuji): pending staking rewards</span>
          </li>
          <li>
            <span className="examples__what">Label</span>
            <span className="examples__rule">
              part of a name you gave an address: the matching addresses are suggested, Enter opens the best
            </span>
            <a className="mono examples__link" href={routeTo('labels', {})}>
              #/labels
            </a>
          </li>
          <li>
            <span className="examples__what">Explorer link</span>
            <span className="examples__rule">
              a Snowtrace, Routescan, Avascan or Avalanche explorer link to a transaction, address, block, validator or
              subnet
            </span>
          </li>
          <li>
            <span className="examples__what">Deep link</span>
            <span className="examples__rule">anything starting with #/ (or a full address containing it)</span>
            <a className="mono examples__link" href={routeTo('settings', {})}>
              #/settings
            </a>
          </li>
        </ul>
      </section>
      <DeepLinkTable chainId={chainId} network={profile.network} address={address} />
    </div>
  );
}
