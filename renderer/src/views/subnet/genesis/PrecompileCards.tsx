import { Card, Section } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Badge } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import { type PrecompileRow, precompileRows, roleSummary } from '@renderer/format/genesis-precompiles';
import type { GenesisConfig } from '@shared/models/data/genesis';

function RoleAddresses({
  addresses,
  chainId,
  kind,
}: {
  addresses: readonly string[];
  chainId: string | undefined;
  kind: string;
}) {
  if (addresses.length === 0) return <span className="muted">none</span>;
  return (
    <ul className="subnet__address-list" data-testid={`precompile-${kind}`}>
      {addresses.map((a) => (
        <li key={a}>
          {chainId ? (
            <AddressLink chainId={chainId} address={a} truncate={false} copy testId={`precompile-${kind}-address`} />
          ) : (
            <HashText value={a} full testId={`precompile-${kind}-address`} />
          )}
        </li>
      ))}
    </ul>
  );
}

function PrecompileCard({ row, chainId }: { row: PrecompileRow; chainId: string | undefined }) {
  return (
    <Card
      title={row.label}
      tools={
        row.disabledAtGenesis ? (
          <Badge tone="neutral" title="blockTimestamp is null: not active from genesis" testId="precompile-state">
            disabled at genesis
          </Badge>
        ) : row.disabled ? (
          <Badge tone="warning">disabled</Badge>
        ) : (
          <Badge tone="success" title={roleSummary(row)}>
            enabled
          </Badge>
        )
      }
      className="precompile"
      testId={`precompile-${row.key}`}
    >
      <p className="muted precompile__purpose">{row.purpose}</p>
      <KeyValueGrid
        compact
        rows={[
          row.address !== '' && { label: 'Precompile', value: <span className="mono">{row.address}</span> },
          {
            label: 'Activation',
            value:
              row.blockTimestamp !== null && row.blockTimestamp > 0 ? (
                <Timestamp value={row.blockTimestamp} />
              ) : (
                <span className="mono">{row.activationText}</span>
              ),
            testId: 'precompile-activation',
          },
          { label: 'Admins', value: <RoleAddresses addresses={row.admins} chainId={chainId} kind="admin" /> },
          { label: 'Managers', value: <RoleAddresses addresses={row.managers} chainId={chainId} kind="manager" /> },
          { label: 'Enabled', value: <RoleAddresses addresses={row.enabled} chainId={chainId} kind="enabled" /> },
          Object.keys(row.extra).length > 0 && {
            label: 'Other settings',
            value: <JsonViewer value={row.extra} expandDepth={2} maxHeight={200} testId="precompile-extra" />,
          },
        ]}
      />
    </Card>
  );
}

/** Every configured precompile with its activation and role addresses; the rest named as not configured. */
export function PrecompileCards({ config, chainId }: { config: GenesisConfig; chainId: string | undefined }) {
  const rows = precompileRows(config);
  const configured = rows.filter((r) => r.configured);
  const absent = rows.filter((r) => !r.configured);
  return (
    <Section title={`Precompiles (${configured.length} configured)`} testId="precompiles">
      {configured.length > 0 ? (
        <div className="genesis__cards">
          {configured.map((row) => (
            <PrecompileCard key={row.key} row={row} chainId={chainId} />
          ))}
        </div>
      ) : (
        <p className="muted">No precompile is configured in the genesis.</p>
      )}
      {absent.length > 0 && (
        <p className="muted" data-testid="precompiles-absent">
          Not configured: {absent.map((r) => r.label).join(', ')}.
        </p>
      )}
    </Section>
  );
}
