import type { ApiError } from '@renderer/api';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Badge, StatusPill } from '@renderer/components/value/Badge';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { useNow } from '@renderer/components/value/use-now';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import {
  type ActivationField,
  activationFields,
  isActivated,
  precompileLabel,
  roleAddresses,
} from '@renderer/format/node-chain-config';
import { type PrecompileChange, precompileChanges, precompileConfigEntries } from '@renderer/format/node-rules';
import type { ChainConfig } from '@shared/models/node/evm';
import type { UseQueryResult } from '@tanstack/react-query';
import { FeeConfigGrid } from './FeeConfigGrid';
import { NodeQueryCard } from './NodeQueryCard';
import { PrecompileList } from './PrecompileList';
import { UpgradeConfigSections } from './UpgradeConfigSections';

function activationColumns(evmChainId: string, nowSeconds: number): Column<ActivationField>[] {
  return [
    {
      id: 'field',
      header: 'Field',
      cell: (f) => <code className="mono">{f.field}</code>,
      sortValue: (f) => f.field,
      width: 'minmax(200px, 1.4fr)',
    },
    {
      id: 'rule',
      header: 'Rule',
      cell: (f) => (f.rule ? <span className="mono">{f.rule}</span> : <span className="muted">—</span>),
      sortValue: (f) => f.rule,
      width: 'minmax(140px, 1fr)',
    },
    {
      id: 'value',
      header: 'Activation',
      cell: (f) =>
        f.kind === 'block' ? (
          <BlockLink chainId={evmChainId} number={f.value} />
        ) : f.value === 0 ? (
          <span className="muted">0 · from genesis</span>
        ) : (
          <Timestamp value={f.value} />
        ),
      sortValue: (f) => f.value,
      width: 'minmax(160px, 1fr)',
    },
    {
      id: 'status',
      header: 'Now',
      cell: (f) => {
        const active = isActivated(f, nowSeconds);
        return active === null ? (
          <StatusPill status="block-based" tone="neutral" label="by block" />
        ) : (
          <StatusPill status={active ? 'active' : 'pending'} />
        );
      },
      sortValue: (f) => isActivated(f, nowSeconds),
      width: 110,
    },
  ];
}

const UPGRADE_COLUMNS = (evmChainId: string): Column<PrecompileChange>[] => [
  {
    id: 'time',
    header: 'Time',
    cell: (c) => <Timestamp value={c.blockTimestamp} />,
    sortValue: (c) => c.blockTimestamp,
    width: 170,
  },
  {
    id: 'name',
    header: 'Precompile',
    cell: (c) => (
      <span title={c.name}>
        {precompileLabel(c.name)} <code className="mono muted">{c.name}</code>
      </span>
    ),
    sortValue: (c) => c.name,
    width: 'minmax(240px, 2fr)',
  },
  {
    id: 'action',
    header: 'Change',
    cell: (c) => (
      <Badge tone={c.disable ? 'failed' : 'success'} testId="precompile-upgrade-action">
        {c.disable ? 'disable' : 'enable'}
      </Badge>
    ),
    sortValue: (c) => c.disable,
    width: 90,
  },
  {
    id: 'admins',
    header: 'Admins',
    cell: (c) => {
      const admins = roleAddresses(c.config, 'adminAddresses') ?? [];
      if (admins.length === 0) return <span className="muted">—</span>;
      const [first] = admins;
      return (
        <span className="node-inline">
          {first && <AddressLink chainId={evmChainId} address={first} />}
          {admins.length > 1 && <span className="muted">+{admins.length - 1}</span>}
        </span>
      );
    },
    width: 'minmax(160px, 1fr)',
  },
];

function ChainConfigBody({ config }: { config: ChainConfig }) {
  const nowSeconds = Math.floor(useNow(60_000) / 1000);
  const evmChainId = config.chainId;
  const activations = activationFields(config);
  const precompiles = precompileConfigEntries(config);
  const changes = precompileChanges(config);
  return (
    <>
      <KeyValueGrid
        compact
        rows={[
          { label: 'EVM chain ID', value: <span className="mono">{evmChainId}</span>, testId: 'chain-config-chain-id' },
          config.allowFeeRecipients !== undefined && {
            label: 'Fee recipients allowed',
            hint: 'allowFeeRecipients',
            value: String(config.allowFeeRecipients),
          },
        ]}
      />
      <h3 className="node-subtitle">Activations</h3>
      <DataTable
        label="Activation fields"
        rows={activations}
        columns={activationColumns(evmChainId, nowSeconds)}
        rowKey={(f) => f.field}
        emptyMessage="The chain config sets no activation fields."
        maxHeight={340}
        testId="activation-table"
      />
      {config.feeConfig && (
        <>
          <h3 className="node-subtitle">Fee config at genesis</h3>
          <FeeConfigGrid fees={config.feeConfig} testId="genesis-fee-config" />
        </>
      )}
      <h3 className="node-subtitle">Precompiles</h3>
      <PrecompileList entries={precompiles} evmChainId={evmChainId} />
      <h3 className="node-subtitle">Precompile upgrades ({changes.length})</h3>
      {changes.length === 0 ? (
        <p className="muted" data-testid="precompile-upgrades-empty">
          No precompile upgrade is scheduled in <code className="mono">upgrades.precompileUpgrades</code>.
        </p>
      ) : (
        <DataTable
          label="Precompile upgrades"
          rows={changes}
          columns={UPGRADE_COLUMNS(evmChainId)}
          rowKey={(c) => `${c.blockTimestamp}:${c.name}:${c.disable}`}
          maxHeight={260}
          testId="precompile-upgrades"
        />
      )}
      <UpgradeConfigSections config={config} />
      <details className="node-raw">
        <summary>Raw chain config</summary>
        <JsonViewer value={config} expandDepth={1} maxHeight={360} testId="chain-config-json" />
      </details>
    </>
  );
}

/**
 * eth_getChainConfig: activations, genesis fee config, precompile configs (disabled at genesis when
 * their time is null), and the upgrade config: precompile upgrades, network upgrade overrides, state upgrades.
 */
export function ChainConfigCard({ query }: { query: UseQueryResult<ChainConfig, ApiError> }) {
  return (
    <NodeQueryCard
      title="Chain config (eth_getChainConfig)"
      query={query}
      what="eth_getChainConfig"
      testId="evm-chain-config"
    >
      {(config) => <ChainConfigBody config={config} />}
    </NodeQueryCard>
  );
}
