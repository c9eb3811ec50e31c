import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { Tabs } from '@renderer/components/tabs/Tabs';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import { allocRows, parseOpaqueGenesis } from '@renderer/format/genesis';
import { asConfigRecord } from '@renderer/format/genesis-config';
import { useHashParam } from '@renderer/routing/hash-query';
import { type EvmGenesis, type GenesisProblem, genesisProblems, isEvmGenesis } from '@shared/models/data/genesis';
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

/** Parts of a creator's genesis not in the expected form: shown as sent, listed here so nothing looks invented. */
function GenesisProblems({ problems }: { problems: readonly GenesisProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="notice notice--warn genesis__problems" role="note" data-testid="genesis-problems">
      <strong>
        {problems.length === 1 ? 'One part' : `${problems.length} parts`} of this genesis could not be read and{' '}
        {problems.length === 1 ? 'is' : 'are'} shown as the Data API sent {problems.length === 1 ? 'it' : 'them'}:
      </strong>
      <ul>
        {problems.map((p) => (
          <li key={p.path} data-testid="genesis-problem" data-path={p.path}>
            <code className="mono">{p.path || 'genesisData'}</code> ={' '}
            <code className="mono break">{rawText(p.raw)}</code> <span className="muted">({p.message})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const rawText = (raw: unknown) => (raw === undefined ? 'undefined' : (JSON.stringify(raw) ?? String(raw)));

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
  const problems = useMemo(() => genesisProblems(genesis), [genesis]);
  const config = isEvmGenesis(genesis.config) ? asConfigRecord(genesis.config) : undefined;
  return (
    <div className="genesis" data-testid="genesis-viewer">
      <GenesisProblems problems={problems} />
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
        {active === 'config' && <ChainConfigTables config={config} chainId={chainId} />}
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

/**
 * A blockchain's genesis: readable config tables, the alloc table and the raw JSON (EVM), or the opaque
 * text. Whatever else a creator wrote is shown raw with a note; the genesis never hides the page.
 */
export function GenesisViewer({
  genesis,
  chainId,
  symbol,
}: {
  genesis: unknown;
  chainId: string | undefined;
  symbol: string | undefined;
}) {
  if (genesis === undefined || genesis === null) {
    return <EmptyState testId="genesis-missing">The Data API sent no genesis for this blockchain.</EmptyState>;
  }
  if (typeof genesis === 'string') return <OpaqueGenesis text={genesis} />;
  if (!isEvmGenesis(genesis)) {
    return (
      <div className="genesis" data-testid="genesis-unreadable">
        <p className="notice notice--warn" role="note">
          This genesis is neither text nor an object, so it is shown exactly as the Data API sent it.
        </p>
        <JsonViewer value={genesis} testId="genesis-raw" />
      </div>
    );
  }
  return <EvmGenesisViewer genesis={genesis} chainId={chainId} symbol={symbol} />;
}
