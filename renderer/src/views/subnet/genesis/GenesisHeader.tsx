import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { type GenesisFact, genesisHeaderFacts } from '@renderer/format/genesis';
import type { EvmGenesis } from '@shared/models/data/genesis';

function FactValue({ fact }: { fact: GenesisFact }) {
  if (fact.kind === 'time' && fact.seconds !== null) {
    return (
      <>
        <Timestamp value={fact.seconds} />
        <span className="muted mono">{String(fact.raw)}</span>
      </>
    );
  }
  if (fact.kind === 'absent' || fact.kind === 'null') return <span className="muted">{fact.text}</span>;
  const rawDiffers = fact.kind === 'integer' && String(fact.raw) !== fact.text;
  return (
    <>
      <span className="mono break">{fact.text}</span>
      {rawDiffers && <span className="muted mono">{String(fact.raw)}</span>}
    </>
  );
}

/** The genesis block's header fields, hex turned into numbers and dates. */
export function GenesisHeader({ genesis }: { genesis: EvmGenesis }) {
  return (
    <section className="genesis__header" aria-label="Genesis header" data-testid="genesis-header">
      <KeyValueGrid
        compact
        rows={genesisHeaderFacts(genesis).map((fact) => ({
          key: fact.key,
          label: fact.label,
          hint: fact.hint,
          value: <FactValue fact={fact} />,
          testId: `genesis-${fact.key}`,
        }))}
      />
    </section>
  );
}
