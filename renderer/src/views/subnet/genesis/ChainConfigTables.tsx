import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Timestamp } from '@renderer/components/value/Timestamp';
import {
  type ActivationRow,
  activationRows,
  type ConfigFlagRow,
  configFlagRows,
  feeConfigRows,
  warpConfigRows,
} from '@renderer/format/genesis-config';
import type { GenesisConfig } from '@shared/models/data/genesis';
import { PrecompileCards } from './PrecompileCards';

function ActivationValue({ row }: { row: ActivationRow }) {
  if (row.kind === 'timestamp' && row.value !== null && row.value > 0) {
    return <Timestamp value={row.value} />;
  }
  return <span className={row.present ? 'mono' : 'muted'}>{row.text}</span>;
}

function FlagValue({ row }: { row: ConfigFlagRow }) {
  if (row.seconds !== null && row.seconds > 0) return <Timestamp value={row.seconds} />;
  return <span className={row.present ? 'mono break' : 'muted'}>{row.text}</span>;
}

function FlagGrid({ rows, testId }: { rows: ConfigFlagRow[]; testId: string }) {
  return (
    <KeyValueGrid
      testId={testId}
      rows={rows.map((row) => ({
        key: row.key,
        label: row.label,
        hint: row.explanation,
        value: <FlagValue row={row} />,
        testId: `${testId}-${row.key}`,
      }))}
    />
  );
}

/** `genesisData.config` as tables: fees, fork activations, warp, flags, precompiles. */
export function ChainConfigTables({
  config,
  chainId,
}: {
  config: GenesisConfig | undefined;
  chainId: string | undefined;
}) {
  if (!config) {
    return (
      <p className="muted" data-testid="config-missing">
        This genesis has no chain config.
      </p>
    );
  }
  const activations = activationRows(config);
  return (
    <div className="genesis__config" data-testid="genesis-config">
      <div className="genesis__cards">
        <Card title="Fee config" testId="fee-config">
          {config.feeConfig === undefined ? (
            <p className="muted">No fee config: the VM’s defaults apply.</p>
          ) : (
            <KeyValueGrid
              testId="fee-kv"
              rows={feeConfigRows(config.feeConfig).map((row) => ({
                key: row.key,
                label: row.label,
                hint: row.explanation,
                value: (
                  <span
                    className={row.present ? 'mono' : 'muted'}
                    data-raw={row.present ? String(row.raw) : undefined}
                    data-testid={`fee-${row.key}`}
                  >
                    {row.text}
                  </span>
                ),
              }))}
            />
          )}
        </Card>
        <Card title="Fork activations" testId="fork-activations">
          <KeyValueGrid
            compact
            testId="activation-kv"
            rows={activations.map((row) => ({
              key: row.key,
              label: row.label,
              hint: row.kind === 'block' ? undefined : 'timestamp',
              value: <ActivationValue row={row} />,
              testId: `activation-${row.key}`,
            }))}
          />
        </Card>
        <Card title="Warp messaging" testId="warp-config">
          {config.warpConfig === undefined ? (
            <p className="muted">No warp config in the genesis.</p>
          ) : (
            <FlagGrid rows={warpConfigRows(config.warpConfig)} testId="warp" />
          )}
        </Card>
        <Card title="Chain" testId="chain-flags">
          <FlagGrid rows={configFlagRows(config)} testId="flag" />
        </Card>
      </div>
      <PrecompileCards config={config} chainId={chainId} />
    </div>
  );
}
