import { AddressLink } from '@renderer/components/value/AddressLink';
import { Badge } from '@renderer/components/value/Badge';
import { Timestamp } from '@renderer/components/value/Timestamp';
import {
  otherPrecompileSettings,
  PRECOMPILE_ROLES,
  precompileLabel,
  roleAddresses,
} from '@renderer/format/node-chain-config';
import { readUint } from '@renderer/format/node-rules';

function Roles({ config, evmChainId }: { config: Record<string, unknown>; evmChainId: string | null }) {
  const present = PRECOMPILE_ROLES.flatMap(([role, label]) => {
    const addresses = roleAddresses(config, role);
    return addresses === null ? [] : [[label, addresses] as const];
  });
  if (present.length === 0) return null;
  return (
    <dl className="node-roles">
      {present.map(([label, addresses]) => (
        <div key={label} className="node-roles__row">
          <dt>
            {label} ({addresses.length})
          </dt>
          <dd>
            {addresses.length === 0 ? (
              <span className="muted">none</span>
            ) : (
              addresses.map((a) =>
                evmChainId ? (
                  <AddressLink key={a} chainId={evmChainId} address={a} copy testId="precompile-address" />
                ) : (
                  <code key={a} className="mono">
                    {a}
                  </code>
                ),
              )
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Precompile configs of a chain config: activation time, role lists, other settings. */
export function PrecompileList({
  entries,
  evmChainId,
}: {
  entries: readonly [string, Record<string, unknown>][];
  evmChainId: string | null;
}) {
  if (entries.length === 0) return <p className="muted">No precompile is configured in the chain config.</p>;
  return (
    <ul className="node-precompiles" data-testid="precompile-list">
      {entries.map(([name, config]) => {
        const at = readUint(config.blockTimestamp);
        const other = otherPrecompileSettings(config);
        return (
          <li key={name} className="node-precompile" data-testid={`precompile-${name}`}>
            <div className="node-inline">
              <strong>{precompileLabel(name)}</strong>
              <code className="mono muted">{name}</code>
              {config.disable === true && <Badge tone="failed">disabled</Badge>}
              <span className="muted">
                {config.blockTimestamp === null ? (
                  <Badge
                    tone="neutral"
                    title="blockTimestamp is null: not activated at genesis"
                    testId="precompile-state"
                  >
                    disabled at genesis
                  </Badge>
                ) : at === null ? (
                  `from ${String(config.blockTimestamp)}`
                ) : at === 0 ? (
                  'from genesis'
                ) : (
                  <>
                    from <Timestamp value={at} />
                  </>
                )}
              </span>
            </div>
            <Roles config={config} evmChainId={evmChainId} />
            {other.length > 0 && (
              <dl className="node-roles">
                {other.map(([key, value]) => (
                  <div key={key} className="node-roles__row">
                    <dt className="mono">{key}</dt>
                    <dd className="mono">{JSON.stringify(value)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}
