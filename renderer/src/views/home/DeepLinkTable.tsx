import type { Profile } from '@shared/models/profile';
import { buildHash, type KnownRoute } from '@shared/routing/routes';
import { PRIMARY_NETWORK_ID } from '../examples';

interface Row {
  pattern: string;
  example?: KnownRoute;
}

/** Every deep link from ARCHITECTURE.md, with an example that opens on the active profile. */
export function DeepLinkTable({
  chainId,
  network,
  address,
}: {
  chainId: string;
  network: Profile['network'];
  address: string;
}) {
  const rows: Row[] = [
    { pattern: '#/address/:chainId/:address', example: { name: 'address', chainId, address } },
    { pattern: '#/tx/:chainId/:txHash' },
    { pattern: '#/blocks/:chainId', example: { name: 'blocks', chainId } },
    { pattern: '#/block/:chainId/:number', example: { name: 'block', chainId, number: '1' } },
    { pattern: '#/nft/:chainId/:contract' },
    { pattern: '#/subnets/:network', example: { name: 'subnets', network } },
    { pattern: '#/subnet/:network/:subnetId', example: { name: 'subnet', network, subnetId: PRIMARY_NETWORK_ID } },
    { pattern: '#/validators/:network', example: { name: 'validators', network } },
    { pattern: '#/rewards/:network', example: { name: 'rewards', network } },
    { pattern: '#/vertices/:network', example: { name: 'vertices', network } },
    { pattern: '#/node', example: { name: 'node' } },
    { pattern: '#/index/:chain/:kind', example: { name: 'index', chain: 'C', kind: 'block' } },
    { pattern: '#/metrics/:chainId', example: { name: 'metrics', chainId } },
    { pattern: '#/export', example: { name: 'export' } },
    { pattern: '#/signatures', example: { name: 'signatures' } },
    { pattern: '#/settings', example: { name: 'settings' } },
  ];
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
            <tr key={row.pattern}>
              <td className="mono">{row.pattern}</td>
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
