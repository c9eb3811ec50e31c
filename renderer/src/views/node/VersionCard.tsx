import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { HashText } from '@renderer/components/value/HashText';
import { useNodeVersion } from '@renderer/queries/node';
import { NodeQueryCard } from './NodeQueryCard';

interface VmVersion {
  vm: string;
  version: string;
}

const VM_COLUMNS: readonly Column<VmVersion>[] = [
  {
    id: 'vm',
    header: 'VM',
    cell: (r) => (
      <span className="mono truncate" title={r.vm}>
        {r.vm}
      </span>
    ),
    sortValue: (r) => r.vm,
    width: 'minmax(200px, 2.5fr)',
  },
  {
    id: 'version',
    header: 'Version',
    cell: (r) => <span className="mono">{r.version}</span>,
    sortValue: (r) => r.version,
    width: '1fr',
  },
];

/** info.getNodeVersion: release, database, commit, RPC protocol and each VM's version. */
export function VersionCard() {
  const query = useNodeVersion();
  return (
    <NodeQueryCard title="Version" query={query} what="Node version" testId="node-version-card">
      {(v) => {
        const vms = Object.entries(v.vmVersions).map(([vm, version]) => ({ vm, version }));
        return (
          <>
            <KeyValueGrid
              compact
              rows={[
                {
                  label: 'Version',
                  value: (
                    <span className="mono" data-testid="node-version">
                      {v.version}
                    </span>
                  ),
                },
                {
                  label: 'Database',
                  value: (
                    <span className="mono" data-testid="node-db">
                      {v.databaseVersion}
                    </span>
                  ),
                },
                {
                  label: 'Git commit',
                  value: (
                    <HashText value={v.gitCommit} head={12} tail={6} copyLabel="Copy commit" testId="node-commit" />
                  ),
                },
                {
                  label: 'RPC protocol',
                  value: (
                    <span className="mono" data-testid="node-rpc-protocol">
                      {String(v.rpcProtocolVersion)}
                    </span>
                  ),
                },
              ]}
            />
            <h3 className="node-subtitle">VM versions</h3>
            <DataTable
              label="VM versions"
              rows={vms}
              columns={VM_COLUMNS}
              rowKey={(r) => r.vm}
              initialSort={{ columnId: 'vm', direction: 'asc' }}
              emptyMessage="The node reports no VM versions."
              maxHeight={220}
              testId="vm-versions"
            />
          </>
        );
      }}
    </NodeQueryCard>
  );
}
