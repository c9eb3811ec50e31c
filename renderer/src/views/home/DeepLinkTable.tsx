import { hasView } from '@renderer/routing/route-views';
import type { Profile } from '@shared/models/profile';
import { buildHash, type KnownRoute, ROUTE_PATTERNS, type RouteName } from '@shared/routing/routes';
import { PRIMARY_NETWORK_ID } from '../examples';

interface Row {
  name: RouteName;
  example?: KnownRoute;
}

/** `#/address/:chainId/:address` from the route's pattern. */
const patternOf = (name: RouteName) => `#/${ROUTE_PATTERNS[name].join('/')}`;

/** Every deep link from ARCHITECTURE.md that opens a view in this build, with an example for the active profile. */
export function DeepLinkTable({
  chainId,
  network,
  address,
}: {
  chainId: string;
  network: Profile['network'];
  address: string;
}) {
  const all: Row[] = [
    { name: 'address', example: { name: 'address', chainId, address } },
    { name: 'tx' },
    { name: 'blocks', example: { name: 'blocks', chainId } },
    { name: 'block', example: { name: 'block', chainId, number: '1' } },
    { name: 'nft' },
    { name: 'subnets', example: { name: 'subnets', network } },
    { name: 'subnet', example: { name: 'subnet', network, subnetId: PRIMARY_NETWORK_ID } },
    { name: 'validators', example: { name: 'validators', network } },
    { name: 'rewards', example: { name: 'rewards', network } },
    { name: 'vertices', example: { name: 'vertices', network } },
    { name: 'node', example: { name: 'node' } },
    { name: 'index', example: { name: 'index', chain: 'C', kind: 'block' } },
    { name: 'metrics', example: { name: 'metrics', chainId } },
    { name: 'export', example: { name: 'export' } },
    { name: 'signatures', example: { name: 'signatures' } },
    { name: 'settings', example: { name: 'settings' } },
    { name: 'labels', example: { name: 'labels' } },
  ];
  const rows = all.filter((row) => hasView(row.name));
  return (
    <section className="card" data-testid="deep-links">
      <h2 className="card__title">Deep links</h2>
      <p className="muted">Paste any of these into the search box, or share them: they open the same view anywhere.</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Pattern</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} data-testid="deep-link-row" data-route={row.name}>
              <td className="mono">{patternOf(row.name)}</td>
              <td className="mono truncate">
                {row.example ? <a href={buildHash(row.example)}>{buildHash(row.example)}</a> : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
