import { StatusPill } from '@renderer/components/value/Badge';
import { useNodeVersion } from '@renderer/queries/node';
import { useState } from 'react';
import '@renderer/styles/views/node-health.css';
import { BenchedRow, BootstrapRow, PeersRow, UpgradeRow, VersionRow } from './HealthRowsNetwork';
import { L1UptimeRow, l1RowVerdict, UptimeRow, ValidatorRow } from './HealthRowsStaking';
import { type NodeHealth, useNodeHealth } from './use-node-health';
import { VERDICT_TONES, type Verdict, worstVerdict } from './verdict';

/** Each row's verdict, for the summary (null while the row's answers are missing). */
function rowVerdicts(health: NodeHealth): Verdict[] {
  const r = health.report;
  return [
    r.bootstrap.verdict,
    r.version?.verdict ?? 'unknown',
    r.upgrade?.verdict ?? 'unknown',
    r.primaryUptime?.verdict ?? 'unknown',
    l1RowVerdict(health),
    r.benched?.verdict ?? 'unknown',
    r.connectivity?.verdict ?? 'unknown',
    r.validator?.verdict ?? 'unknown',
  ];
}

const SUMMARY: [Verdict, string, string][] = [
  ['fail', 'problem', 'problems'],
  ['warn', 'needs attention', 'need attention'],
  ['ok', 'OK', 'OK'],
];

/**
 * The node's health at a glance, at the top of `#/node`: one row per check with a verdict, the number
 * behind it and a link to the tab with the evidence. Open on the overview, a one-line summary elsewhere.
 */
export function HealthCard({ defaultOpen }: { defaultOpen: boolean }) {
  const health = useNodeHealth();
  const version = useNodeVersion();
  const [open, setOpen] = useState<boolean | null>(null);
  const expanded = open ?? defaultOpen;
  const verdicts = rowVerdicts(health);
  const overall = worstVerdict(verdicts);
  const chainName = (chain: string) => health.chainNames.get(chain) ?? chain;

  return (
    <section className="card health-card" data-testid="health-card" data-verdict={overall} data-open={expanded}>
      <h2 className="card__title">
        <span className="node-inline">
          Health
          <span className="health-summary" data-testid="health-summary">
            {SUMMARY.map(([verdict, one, many]) => {
              const n = verdicts.filter((v) => v === verdict).length;
              return n === 0 ? null : (
                <StatusPill
                  key={verdict}
                  status={verdict}
                  tone={VERDICT_TONES[verdict]}
                  label={`${n} ${n === 1 ? one : many}`}
                  testId={`health-summary-${verdict}`}
                />
              );
            })}
          </span>
        </span>
        <span className="card__tools">
          <button
            type="button"
            className="button button--quiet"
            aria-expanded={expanded}
            onClick={() => setOpen(!expanded)}
            data-testid="health-toggle"
          >
            {expanded ? 'Hide checks' : 'Show checks'}
          </button>
        </span>
      </h2>
      {expanded && (
        <ul className="health-list" data-testid="health-list">
          <BootstrapRow health={health} />
          <VersionRow health={health} />
          <UpgradeRow health={health} ownVersion={version.data?.version ?? null} />
          <UptimeRow health={health} />
          <L1UptimeRow health={health} />
          <BenchedRow health={health} chainName={chainName} />
          <PeersRow health={health} />
          <ValidatorRow health={health} />
        </ul>
      )}
    </section>
  );
}
