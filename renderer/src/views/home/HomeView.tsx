import { PageHeader } from '@renderer/components/PageHeader';
import { ProfileEndpoints } from '@renderer/components/ProfileEndpoints';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { routeTo } from '@renderer/routing/routes';
import { useSelectedChainId } from '@renderer/stores/prefs';
import { exampleAddress } from '../examples';
import { DeepLinkTable } from './DeepLinkTable';
import { RecentSearches } from './RecentSearches';

/** The landing view: what can be searched (with examples that work), the active profile, deep links. */
export function HomeView({ unknownPath }: { unknownPath?: string }) {
  const profile = useActiveProfile();
  const chainId = useSelectedChainId(profile);
  const address = exampleAddress(profile.network);
  const addressHref = routeTo('address', { chainId, address });

  return (
    <div className="view">
      {unknownPath !== undefined && (
        <div className="notice notice--warn" role="status" data-testid="unknown-route">
          Nothing lives at <code className="mono">#/{unknownPath}</code>. The links Snowscope understands are listed
          below.
        </div>
      )}
      <PageHeader eyebrow={profile.name} title="Explore Avalanche">
        Search with <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd>. Lookups run on chain{' '}
        <code className="mono">{chainId}</code> of the <strong>{profile.network}</strong> network.
      </PageHeader>

      <div className="grid grid--2">
        <section className="card">
          <h2 className="card__title">What the search box recognises</h2>
          <ul className="examples" data-testid="search-examples">
            <li>
              <span className="examples__what">EVM address</span>
              <span className="examples__rule">
                0x + 40 hex, any case; a mixed-case one must carry a valid checksum
              </span>
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
                32-byte cb58 id: opens the subnet (a blockchain id opens its subnet); any other id is tried as an
                X-Chain transaction
              </span>
              <a className="mono examples__link" href={routeTo('subnets', { network: profile.network })}>
                #/subnets/{profile.network}
              </a>
            </li>
            <li>
              <span className="examples__what">P-/X-Chain address</span>
              <span className="examples__rule">
                avax1…, P-avax1…, X-avax1… (fuji1… on Fuji): pending staking rewards
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

        <section className="card" data-testid="active-profile">
          <h2 className="card__title">
            Active profile <span className={`badge badge--${profile.network}`}>{profile.network}</span>
          </h2>
          <p className="muted">
            {profile.name} · default chain <code className="mono">{profile.defaultChainId}</code>
            {profile.publicNode ? ' · public node (no node id / IP / VM list)' : ''}
          </p>
          <ProfileEndpoints profile={profile} />
          <a className="link" href={routeTo('settings', {})}>
            Profiles and API keys →
          </a>
        </section>
      </div>

      <RecentSearches />
      <DeepLinkTable chainId={chainId} network={profile.network} address={address} />
    </div>
  );
}
