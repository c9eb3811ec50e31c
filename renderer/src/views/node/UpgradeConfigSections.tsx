import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { StatusPill } from '@renderer/components/value/Badge';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { useNow } from '@renderer/components/value/use-now';
import { formatUnits } from '@renderer/format/amount';
import {
  networkUpgradeOverrides,
  type StateUpgradeChange,
  stateUpgradeChanges,
  type UpgradeOverride,
} from '@renderer/format/node-chain-config';
import { formatInteger, parseBigInt } from '@renderer/format/number';
import type { ChainConfig } from '@shared/models/node/evm';

function overrideColumns(nowSeconds: number): Column<UpgradeOverride>[] {
  return [
    {
      id: 'field',
      header: 'Field',
      cell: (o) => <code className="mono">{o.field}</code>,
      sortValue: (o) => o.field,
      width: 'minmax(200px, 1.4fr)',
    },
    {
      id: 'rule',
      header: 'Rule',
      cell: (o) => (o.rule ? <span className="mono">{o.rule}</span> : <span className="muted">—</span>),
      width: 'minmax(120px, 1fr)',
    },
    {
      id: 'time',
      header: 'Overridden to',
      cell: (o) =>
        o.value === null ? (
          <code className="mono muted">{JSON.stringify(o.raw)}</code>
        ) : (
          <span className="node-inline">
            <Timestamp value={o.value} />
            <span className="muted mono">{o.value}</span>
          </span>
        ),
      sortValue: (o) => o.value,
      width: 'minmax(220px, 1.4fr)',
    },
    {
      id: 'status',
      header: 'Now',
      cell: (o) =>
        o.value === null ? (
          <span className="muted">—</span>
        ) : (
          <StatusPill status={o.value <= nowSeconds ? 'active' : 'pending'} />
        ),
      width: 100,
    },
  ];
}

/** A balance change in wei as native units; the raw text when it is not an integer. */
const balanceText = (raw: string) => {
  const wei = parseBigInt(raw);
  return wei === null ? raw : `+${formatUnits(wei, 18)}`;
};

function stateColumns(evmChainId: string): Column<StateUpgradeChange>[] {
  return [
    {
      id: 'time',
      header: 'Time',
      cell: (c) =>
        c.blockTimestamp === null ? <span className="muted">—</span> : <Timestamp value={c.blockTimestamp} />,
      sortValue: (c) => c.blockTimestamp,
      width: 170,
    },
    {
      id: 'account',
      header: 'Account',
      cell: (c) => <AddressLink chainId={evmChainId} address={c.account} testId="state-upgrade-account" />,
      width: 'minmax(200px, 1.5fr)',
    },
    {
      id: 'changes',
      header: 'Changes',
      cell: (c) => {
        const parts = [
          c.codeBytes !== null && `code set (${formatInteger(c.codeBytes)} bytes)`,
          c.storageSlots > 0 && `${formatInteger(c.storageSlots)} storage slot${c.storageSlots === 1 ? '' : 's'}`,
          c.balanceChange !== null && `balance ${balanceText(c.balanceChange)}`,
        ].filter(Boolean);
        return <span data-testid="state-upgrade-changes">{parts.length > 0 ? parts.join(' · ') : 'none'}</span>;
      },
      width: 'minmax(220px, 2fr)',
    },
  ];
}

/**
 * The rest of subnet-evm's upgrade config beside the precompile upgrades: network upgrade times this
 * chain overrides, and state upgrades (code, storage or balance set on accounts at a time). Shown only
 * when the node sends them.
 */
export function UpgradeConfigSections({ config }: { config: ChainConfig }) {
  const nowSeconds = Math.floor(useNow(60_000) / 1000);
  const overrides = networkUpgradeOverrides(config);
  const stateChanges = stateUpgradeChanges(config);
  return (
    <>
      {overrides.length > 0 && (
        <>
          <h3 className="node-subtitle">Network upgrade overrides ({overrides.length})</h3>
          <p className="muted node-note">
            <code className="mono">upgrades.networkUpgradeOverrides</code>: upgrade times this chain set instead of the
            network’s defaults.
          </p>
          <DataTable
            label="Network upgrade overrides"
            rows={overrides}
            columns={overrideColumns(nowSeconds)}
            rowKey={(o) => o.field}
            maxHeight={220}
            testId="upgrade-overrides"
          />
        </>
      )}
      {stateChanges.length > 0 && (
        <>
          <h3 className="node-subtitle">State upgrades ({stateChanges.length})</h3>
          <p className="muted node-note">
            <code className="mono">upgrades.stateUpgrades</code>: account state written directly at a time.
          </p>
          <DataTable
            label="State upgrades"
            rows={stateChanges}
            columns={stateColumns(config.chainId)}
            rowKey={(c) => `${c.blockTimestamp}:${c.account}`}
            maxHeight={220}
            testId="state-upgrades"
          />
        </>
      )}
    </>
  );
}
