import { StatusPill } from '@renderer/components/value/Badge';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { precompileLabel } from '@renderer/format/node-chain-config';
import type { DerivedFlag } from '@renderer/format/node-rules';

export interface RulesShape {
  ethRules: Readonly<Record<string, unknown>>;
  avalancheRules: Readonly<Record<string, unknown>>;
  precompiles: Readonly<Record<string, { timestamp: string | number }>>;
}

/** Only the boolean (or undetermined) flags; go-ethereum's Rules also carries ChainID. */
const flagsOf = (rules: Readonly<Record<string, unknown>>): [string, DerivedFlag][] =>
  Object.entries(rules).filter((e): e is [string, DerivedFlag] => typeof e[1] === 'boolean' || e[1] === null);

function Flags({ title, rules, testId }: { title: string; rules: Readonly<Record<string, unknown>>; testId: string }) {
  const flags = flagsOf(rules);
  return (
    <div className="node-rules__group" data-testid={testId}>
      <h4 className="node-rules__title">{title}</h4>
      {flags.length === 0 ? (
        <span className="muted">none reported</span>
      ) : (
        <ul className="node-rules__flags">
          {flags.map(([name, on]) => (
            <li key={name} data-testid={`rule-${name}`} data-active={on === null ? 'unknown' : String(on)}>
              <StatusPill
                status={on === null ? 'unknown' : on ? 'active' : 'inactive'}
                tone={on === null ? 'warning' : on ? 'success' : 'neutral'}
                label={on === null ? `${name} ?` : name}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Ethereum and Avalanche rule flags and the active precompiles, whichever source they came from. */
export function RulesView({ rules }: { rules: RulesShape }) {
  const precompiles = Object.entries(rules.precompiles);
  return (
    <div className="node-rules">
      <Flags title="Ethereum rules" rules={rules.ethRules} testId="eth-rules" />
      <Flags title="Avalanche rules" rules={rules.avalancheRules} testId="avalanche-rules" />
      <div className="node-rules__group" data-testid="active-precompiles">
        <h4 className="node-rules__title">Active precompiles ({precompiles.length})</h4>
        {precompiles.length === 0 ? (
          <span className="muted">none</span>
        ) : (
          <ul className="node-rules__precompiles">
            {precompiles.map(([name, { timestamp }]) => (
              <li key={name} data-testid={`active-precompile-${name}`}>
                <strong>{precompileLabel(name)}</strong> <code className="mono muted">{name}</code>{' '}
                <span className="muted">
                  {Number(timestamp) === 0 ? (
                    'since genesis'
                  ) : (
                    <>
                      since <Timestamp value={timestamp} />
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
