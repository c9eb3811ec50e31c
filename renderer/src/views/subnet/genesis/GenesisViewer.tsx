import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { Tabs } from '@renderer/components/tabs/Tabs';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import { allocRows, parseOpaqueGenesis } from '@renderer/format/genesis';
import { useHashParam } from '@renderer/routing/hash-query';
import type { EvmGenesis, GenesisData } from '@shared/models/data/genesis';
import { useMemo } from 'react';
import { AllocTable } from './AllocTable';
import { ChainConfigTables } from './ChainConfigTables';
import { GenesisHeader } from './GenesisHeader';

const GENESIS_TABS = ['config', 'alloc', 'raw'] as const;
type GenesisTab = (typeof GENESIS_TABS)[number];
const isGenesisTab = (v: string | null): v is GenesisTab => (GENESIS_TABS as readonly (string | null)[]).includes(v);

function OpaqueGenesis({ text }: { text: string }) {
  const parsed = parseOpaqueGenesis(text);
  return (
    <div className="genesis" data-testid="genesis-opaque">
      <p className="muted">This VM’s genesis is not an EVM genesis; it is shown as sent.</p>
      {parsed ? (
        <JsonViewer value={parsed.json} testId="genesis-raw" />
      ) : (
        <pre className="mono break genesis__text">{text}</pre>
      )}
    </div>
  );
}

function EvmGenesisViewer({
  genesis,
  chainId,
  symbol,
}: {
  genesis: EvmGenesis;
  chainId: string | undefined;
  symbol: string | undefined;
}) {
  const [param, setParam] = useHashParam('genesis', { blankAsNull: true });
  const active: GenesisTab = isGenesisTab(param) ? param : 'config';
  const rows = useMemo(() => allocRows(genesis.alloc), [genesis.alloc]);
  return (
    <div className="genesis" data-testid="genesis-viewer">
      <GenesisHeader genesis={genesis} />
      <Tabs
        tabs={[
          { id: 'config', label: 'Chain config' },
          { id: 'alloc', label: 'Alloc', badge: rows.length },
          { id: 'raw', label: 'Raw JSON' },
        ]}
        active={active}
        onChange={(tab) => setParam(tab === 'config' ? null : tab)}
        label="Genesis"
        testId="genesis-tabs"
      >
        {active === 'config' && <ChainConfigTables config={genesis.config} chainId={chainId} />}
        {active === 'alloc' && <AllocTable rows={rows} chainId={chainId} symbol={symbol} />}
        {active === 'raw' && (
          <details className="genesis__raw" open data-testid="genesis-raw-details">
            <summary>genesisData as the Data API sent it</summary>
            <JsonViewer value={genesis} expandDepth={1} maxHeight={560} testId="genesis-raw" />
          </details>
        )}
      </Tabs>
    </div>
  );
}

/** A blockchain's genesis: readable config tables, the alloc table and the raw JSON (EVM), or the opaque text. */
export function GenesisViewer({
  genesis,
  chainId,
  symbol,
}: {
  genesis: GenesisData | undefined;
  chainId: string | undefined;
  symbol: string | undefined;
}) {
  if (genesis === undefined) {
    return <EmptyState testId="genesis-missing">The Data API sent no genesis for this blockchain.</EmptyState>;
  }
  if (typeof genesis === 'string') return <OpaqueGenesis text={genesis} />;
  return <EvmGenesisViewer genesis={genesis} chainId={chainId} symbol={symbol} />;
}
