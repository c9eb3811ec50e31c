import { Skeleton } from '@renderer/components/Skeleton';
import { StatusPill } from '@renderer/components/value/Badge';
import { Duration } from '@renderer/components/value/Duration';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger, formatPercent } from '@renderer/format/number';
import { Avax } from '@renderer/views/validators/validator-columns';
import { validatorsHref } from '@renderer/views/validators/validator-model';
import { useState } from 'react';
import { HealthRow } from './HealthRow';
import { PendingRow } from './HealthRowsNetwork';
import { nodeTabHref } from './health-links';
import type { L1UptimeRow as L1UptimeRowData } from './health-report';
import { L1_UPTIME_REQUIREMENT, UPTIME_MARGIN_WARN } from './thresholds';
import type { NodeHealth } from './use-node-health';
import { VERDICT_TONES, VERDICT_WORDS, type Verdict, worstVerdict } from './verdict';

const pct = (n: number) => formatPercent(n, { digits: 2 });
/** "+13.2 points above 80%" / "−6.5 points below 80%". */
const marginText = (margin: number, requirement: number) =>
  `${formatPercent(Math.abs(margin), { digits: 2 }).replace('%', '')} points ${margin >= 0 ? 'above' : 'below'} ${requirement}%`;

const NO_NODE_ID = 'This endpoint does not tell its node ID (a public server), so its validation cannot be looked up.';

export function UptimeRow({ health }: { health: NodeHealth }) {
  const check = health.report.primaryUptime;
  const hint = `info.uptime: the stake-weighted uptime peers observe against the reward requirement (80%, 90% under ACP-267); red below it or when under half the stake would reward, amber within ${UPTIME_MARGIN_WARN} points`;
  const link = { href: nodeTabHref('uptime'), label: 'Uptime' };
  if (health.nodeIdUnavailable) {
    return (
      <HealthRow
        id="uptime"
        title="Rewarding uptime"
        hint={hint}
        verdict="unknown"
        value="—"
        detail={NO_NODE_ID}
        link={link}
      />
    );
  }
  if (!check) return <PendingRow id="uptime" title="Rewarding uptime" hint={hint} state={health.states.uptime} />;
  const requirement = check.requirement.percent;
  return (
    <HealthRow
      id="uptime"
      title="Rewarding uptime"
      hint={hint}
      verdict={check.verdict}
      value={<span data-testid="health-uptime-observed">{pct(check.observed)}</span>}
      detail={
        check.validator ? (
          <>
            <span data-testid="health-uptime-margin">{marginText(check.margin, requirement)}</span>
            {check.requirement.rule === 'acp-267' && ' (ACP-267: started after Helicon)'} · {pct(check.rewardingStake)}{' '}
            of stake would reward it
          </>
        ) : (
          `Not a primary-network validator: nothing to reward (${pct(check.rewardingStake)} of stake sees it above ${requirement}%).`
        )
      }
      link={link}
    />
  );
}

/** The L1 row's verdict: the worst L1 read; none when this node validates none of the L1s it runs. */
export function l1RowVerdict(health: NodeHealth): Verdict {
  const rows = health.report.l1Uptimes;
  if (health.nodeIdUnavailable || rows === null) return 'unknown';
  if (health.probe.waiting > 0 || health.l1.waiting > 0) return 'unknown';
  if (rows.length === 0) return health.l1.failed.length > 0 ? 'unknown' : 'none';
  return worstVerdict(rows.map((r) => r.verdict));
}

function L1Item({ row }: { row: L1UptimeRowData }) {
  return (
    <li data-testid="health-l1" data-verdict={row.verdict} data-subnet={row.subnetId}>
      <StatusPill status={row.verdict} tone={VERDICT_TONES[row.verdict]} label={VERDICT_WORDS[row.verdict]} />
      <a className="link" href={nodeTabHref('uptime', { subnet: row.subnetId })}>
        {row.name}
      </a>
      <span className="mono" data-testid="health-l1-percent">
        {pct(row.uptime)}
      </span>
      <span className="muted">{marginText(row.margin, row.requirement)}</span>
    </li>
  );
}

export function L1UptimeRow({ health }: { health: NodeHealth }) {
  const [showAll, setShowAll] = useState(false);
  const rows = health.report.l1Uptimes;
  const { l1, probe } = health;
  const hint = `validators.getCurrentValidators on each L1 this node runs: its uptimePercentage (as this node measures it) against ${L1_UPTIME_REQUIREMENT}%; current nodes ignore info.uptime's subnetID`;
  const title = 'L1 uptime';
  if (health.nodeIdUnavailable) {
    return <HealthRow id="l1-uptime" title={title} hint={hint} verdict="unknown" value="—" detail={NO_NODE_ID} />;
  }
  const list = rows ?? [];
  const verdict = l1RowVerdict(health);
  const reading = probe.waiting > 0 || l1.waiting > 0;
  if (reading && list.length === 0) {
    return (
      <HealthRow
        id="l1-uptime"
        title={title}
        hint={hint}
        verdict="unknown"
        value={<Skeleton size="sm" />}
        detail="Finding the L1s this node validates…"
      />
    );
  }
  const unreadableNote =
    l1.unreadable > 0
      ? ` ${formatInteger(l1.unreadable)} more L1${l1.unreadable === 1 ? '' : 's'} run here only through chains without a validators endpoint.`
      : '';
  if (list.length === 0 && l1.failed.length === 0) {
    return (
      <HealthRow
        id="l1-uptime"
        title={title}
        hint={hint}
        verdict={verdict}
        value="No L1"
        detail={
          probe.listError
            ? 'Subnet list unavailable: L1s not checked.'
            : `This node validates none of the ${formatInteger(l1.targets.length)} L1s it runs with a validators endpoint.${unreadableNote}`
        }
      />
    );
  }
  const lowest = list[0];
  const flagged = list.filter((r) => r.verdict !== 'ok');
  const fine = list.length - flagged.length;
  const shown = showAll ? list : flagged;
  return (
    <HealthRow
      id="l1-uptime"
      title={title}
      hint={hint}
      verdict={verdict}
      value={`${formatInteger(list.length)} validated`}
      detail={
        reading
          ? `Reading ${formatInteger(probe.waiting + l1.waiting)} more…`
          : `${lowest ? `Lowest: ${lowest.name} ${pct(lowest.uptime)} (${marginText(lowest.margin, lowest.requirement)}).` : ''}${unreadableNote}`
      }
      link={{ href: nodeTabHref('uptime', lowest ? { subnet: lowest.subnetId } : {}), label: 'Uptime' }}
    >
      <ul className="health-sublist" data-testid="health-l1-list">
        {shown.map((r) => (
          <L1Item key={r.subnetId} row={r} />
        ))}
        {fine > 0 && (
          <li>
            <button
              type="button"
              className="button button--quiet health-sublist__toggle"
              onClick={() => setShowAll(!showAll)}
              aria-expanded={showAll}
              data-testid="health-l1-toggle"
            >
              {showAll
                ? 'Show only those needing a look'
                : `${formatInteger(fine)} ${flagged.length > 0 ? 'more ' : ''}at or above ${L1_UPTIME_REQUIREMENT + UPTIME_MARGIN_WARN}% ▸`}
            </button>
          </li>
        )}
        {l1.failed.map(({ target, reason }) => (
          <li key={target.subnetId} data-testid="health-l1-unread">
            <StatusPill status="unknown" tone="neutral" label="Not read" />
            <a className="link" href={nodeTabHref('uptime', { subnet: target.subnetId })}>
              {target.name}
            </a>
            <span className="muted">{reason}</span>
          </li>
        ))}
      </ul>
    </HealthRow>
  );
}

export function ValidatorRow({ health }: { health: NodeHealth }) {
  const check = health.report.validator;
  const hint =
    "This node's platform.getCurrentValidators entry: amber when its stake ends within a week and does not renew itself";
  const title = 'Own validation';
  if (health.nodeIdUnavailable) {
    return <HealthRow id="validator" title={title} hint={hint} verdict="unknown" value="—" detail={NO_NODE_ID} />;
  }
  if (!check) return <PendingRow id="validator" title={title} hint={hint} state={health.states.validator} />;
  const link = health.nodeId
    ? { href: validatorsHref(health.network, { node: health.nodeId }), label: 'Validators' }
    : undefined;
  if (check.state === 'not-validator') {
    return (
      <HealthRow
        id="validator"
        title={title}
        hint={hint}
        verdict="none"
        value="Not a validator"
        detail="This node is not a current primary-network validator."
        link={{ href: validatorsHref(health.network), label: 'Validators' }}
      />
    );
  }
  return (
    <HealthRow
      id="validator"
      title={title}
      hint={hint}
      verdict={check.verdict}
      value={<span data-testid="health-validator-state">{check.state === 'pending' ? 'Pending' : 'Current'}</span>}
      detail={
        <>
          {check.state === 'pending' && check.startSeconds !== null && (
            <>
              starts <Timestamp value={check.startSeconds} /> ·{' '}
            </>
          )}
          {check.endSeconds !== null ? (
            <>
              {check.autoRenewed ? 'period ends' : 'stake ends'}{' '}
              <Timestamp value={check.endSeconds} testId="health-validator-end" /> (
              <Duration until={check.endSeconds} testId="health-validator-left" /> left)
            </>
          ) : (
            'no end time'
          )}
          {check.autoRenewed && ' · auto-renewed'}
          {check.delegators !== null && (
            <>
              {' '}
              · <span data-testid="health-validator-delegators">{formatInteger(check.delegators)}</span> delegator
              {check.delegators === 1 ? '' : 's'}
            </>
          )}
          {check.potentialReward !== null && (
            <>
              {' '}
              · potential reward <Avax value={check.potentialReward} digits={4} testId="health-validator-reward" /> AVAX
            </>
          )}
        </>
      }
      link={link}
    />
  );
}
