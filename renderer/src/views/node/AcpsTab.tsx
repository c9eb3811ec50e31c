import { Amount } from '@renderer/components/value/Amount';
import { acpShares, sortedAcpNumbers } from '@renderer/format/node-acps';
import { formatPercent } from '@renderer/format/number';
import { useAcps } from '@renderer/queries/node';
import type { Acps } from '@shared/models/node/info';
import { NodeIdList } from './NodeIdList';
import { NodeQueryCard } from './NodeQueryCard';

type AcpVotes = Acps['acps'][string];

const POSITIONS = [
  { id: 'support', label: 'Support', weight: (v: AcpVotes) => v.supportWeight },
  { id: 'object', label: 'Object', weight: (v: AcpVotes) => v.objectWeight },
  { id: 'abstain', label: 'Abstain', weight: (v: AcpVotes) => v.abstainWeight },
] as const;

function AcpRow({ acp, votes }: { acp: string; votes: AcpVotes }) {
  const shares = acpShares(votes);
  return (
    <li className="node-acp" data-testid={`acp-${acp}`}>
      <div className="node-acp__head">
        <strong className="node-acp__name">ACP-{acp}</strong>
        <span className="muted">
          stake <Amount value={shares.total} decimals={9} symbol="AVAX" maxFractionDigits={0} testId="acp-total" />
        </span>
      </div>
      <div
        className="node-acp__bar"
        role="img"
        aria-label={`Support ${formatPercent(shares.support)}, object ${formatPercent(shares.object)}, abstain ${formatPercent(shares.abstain)}`}
      >
        {POSITIONS.map((p) => (
          <span
            key={p.id}
            className={`node-acp__segment node-acp__segment--${p.id}`}
            style={{ width: `${shares[p.id]}%` }}
          />
        ))}
      </div>
      <div className="node-acp__legend">
        {POSITIONS.map((p) => (
          <span key={p.id} className="node-acp__position" data-testid={`acp-${p.id}`} data-weight={p.weight(votes)}>
            <span className={`node-acp__swatch node-acp__segment--${p.id}`} aria-hidden="true" />
            {p.label} <strong data-testid={`acp-${p.id}-percent`}>{formatPercent(shares[p.id])}</strong>
            <span className="muted">
              <Amount
                value={p.weight(votes)}
                decimals={9}
                symbol="AVAX"
                maxFractionDigits={0}
                testId={`acp-${p.id}-weight`}
              />
            </span>
          </span>
        ))}
      </div>
      <div className="node-acp__lists">
        <NodeIdList title="Supporters" ids={votes.supporters ?? []} testId="acp-supporters" />
        <NodeIdList title="Objectors" ids={votes.objectors ?? []} testId="acp-objectors" />
      </div>
    </li>
  );
}

/** info.acps: stake supporting, objecting to and abstaining from each ACP, and who signalled. */
export function AcpsTab() {
  const query = useAcps();
  return (
    <NodeQueryCard
      title="ACP votes"
      query={query}
      what="ACP votes (info.acps)"
      testId="node-acps"
      isEmpty={(d) => Object.keys(d.acps).length === 0}
      empty="No ACP is being signalled by the validators this node knows."
    >
      {(data) => (
        <>
          <p className="muted node-note">
            Weights are the stake (AVAX) of validators that signal support or objection in their node configuration; the
            rest abstains. Percentages are of all stake counted for the ACP.
          </p>
          <ol className="node-acps" data-testid="acp-list">
            {sortedAcpNumbers(data.acps).map((acp) => {
              const votes = data.acps[acp];
              return votes ? <AcpRow key={acp} acp={acp} votes={votes} /> : null;
            })}
          </ol>
        </>
      )}
    </NodeQueryCard>
  );
}
