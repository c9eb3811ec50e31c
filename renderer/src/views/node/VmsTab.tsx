import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { Amount } from '@renderer/components/value/Amount';
import { Badge } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { type TxFeeRow, txFeeRows } from '@renderer/format/node-fees';
import { useNodeVersion, useTxFee, useVms } from '@renderer/queries/node';
import { NodeQueryCard } from './NodeQueryCard';

interface VmRow {
  vmId: string;
  aliases: readonly string[];
  version: string | null;
}

const VM_COLUMNS: readonly Column<VmRow>[] = [
  {
    id: 'vmId',
    header: 'VM ID',
    cell: (r) => <HashText value={r.vmId} head={12} tail={8} copyLabel="Copy VM ID" testId="vm-id" />,
    sortValue: (r) => r.vmId,
    width: 'minmax(220px, 2fr)',
  },
  {
    id: 'aliases',
    header: 'Aliases',
    cell: (r) =>
      r.aliases.length === 0 ? (
        <span className="muted">none</span>
      ) : (
        <span className="node-pills" data-testid="vm-aliases">
          {r.aliases.map((a) => (
            <Badge key={a}>{a}</Badge>
          ))}
        </span>
      ),
    sortValue: (r) => r.aliases[0] ?? null,
    width: 'minmax(140px, 1fr)',
  },
  {
    id: 'version',
    header: 'Version',
    cell: (r) => (r.version ? <span className="mono">{r.version}</span> : <span className="muted">—</span>),
    sortValue: (r) => r.version,
    width: 120,
  },
];

const USE_TONE = { 'in use': 'success', 'no longer used': 'neutral', unknown: 'warning' } as const;

const FEE_COLUMNS: readonly Column<TxFeeRow>[] = [
  {
    id: 'label',
    header: 'Fee',
    cell: (r) => (
      <span>
        {r.label} <code className="mono muted">{r.field}</code>
      </span>
    ),
    width: 'minmax(260px, 2fr)',
  },
  {
    id: 'value',
    header: 'Amount',
    cell: (r) => <Amount value={r.value} decimals={9} symbol="AVAX" maxFractionDigits={9} testId="fee-amount" />,
    sortValue: (r) => BigInt(r.value),
    align: 'right',
    width: 'minmax(140px, 1fr)',
  },
  {
    id: 'use',
    header: 'Status',
    cell: (r) => (
      <Badge tone={USE_TONE[r.use]} testId="fee-use">
        {r.use}
      </Badge>
    ),
    sortValue: (r) => r.use,
    align: 'center',
    width: 140,
  },
];

/**
 * The feature extensions (`fxs`) current nodes list beside the VMs; older nodes listed them among the
 * VMs instead, and then this section says so.
 */
function FeatureExtensions({ fxs }: { fxs: Readonly<Record<string, string>> | undefined }) {
  const entries = Object.entries(fxs ?? {});
  return (
    <>
      <h3 className="node-subtitle">Feature extensions</h3>
      {fxs === undefined ? (
        <p className="muted" data-testid="fxs-absent">
          This node does not list its feature extensions separately (older nodes include them among the VMs above).
        </p>
      ) : entries.length === 0 ? (
        <p className="muted">The node reports no feature extension.</p>
      ) : (
        <ul className="node-id-list" data-testid="fxs-list">
          {entries.map(([id, name]) => (
            <li key={id} className="node-inline" data-testid="fx-row" data-name={name}>
              <Badge>{name}</Badge>
              <HashText value={id} copyLabel="Copy fx ID" testId="fx-id" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** info.getVMs joined with the VM versions of info.getNodeVersion; info.getTxFee (deprecated). */
export function VmsTab() {
  const vms = useVms();
  const version = useNodeVersion();
  const fees = useTxFee();
  const versions = version.data?.vmVersions ?? {};

  return (
    <div className="node-stack" data-testid="node-vms">
      <NodeQueryCard title="Installed VMs" query={vms} what="The VM list (info.getVMs)" testId="vms-card">
        {(data) => {
          const rows: VmRow[] = Object.entries(data.vms).map(([vmId, aliases]) => ({
            vmId,
            aliases,
            version: versions[vmId] ?? aliases.map((a) => versions[a]).find((v) => v !== undefined) ?? null,
          }));
          return (
            <>
              <DataTable
                label="Installed VMs"
                rows={rows}
                columns={VM_COLUMNS}
                rowKey={(r) => r.vmId}
                filter={{ fields: (r) => [r.vmId, ...r.aliases, r.version], placeholder: 'Filter by id or alias…' }}
                emptyMessage="The node reports no VMs."
                maxHeight={320}
                testId="vms-table"
              />
              <FeatureExtensions fxs={data.fxs} />
            </>
          );
        }}
      </NodeQueryCard>
      <NodeQueryCard
        title={
          <span className="node-inline">
            Transaction fees
            <Badge
              tone="warning"
              title="info.getTxFee is deprecated as of avalanchego v1.12.2"
              testId="txfee-deprecated"
            >
              DEPRECATED since v1.12.2
            </Badge>
          </span>
        }
        query={fees}
        what="Transaction fees (info.getTxFee)"
        testId="txfee-card"
      >
        {(data) => (
          <>
            <p className="muted node-note">
              Only <code className="mono">txFee</code> (the default X-Chain fee) and{' '}
              <code className="mono">createAssetTxFee</code> still apply; the other fields are no longer used and may
              disappear.
            </p>
            <DataTable
              label="Transaction fees"
              rows={txFeeRows(data)}
              columns={FEE_COLUMNS}
              rowKey={(r) => r.field}
              maxHeight={360}
              testId="txfee-table"
            />
          </>
        )}
      </NodeQueryCard>
    </div>
  );
}
