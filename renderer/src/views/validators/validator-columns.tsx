import type { Column } from '@renderer/components/table/columns';
import { Amount } from '@renderer/components/value/Amount';
import { Badge, StatusPill } from '@renderer/components/value/Badge';
import { Duration } from '@renderer/components/value/Duration';
import { HashText } from '@renderer/components/value/HashText';
import { NodeIdText } from '@renderer/components/value/NodeIdText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger, formatPercent, parseBigInt } from '@renderer/format/number';
import { formatDuration } from '@renderer/format/time';
import type { PlatformValidator } from '@shared/models/node/platform';
import { isAutoRenewed, nextPeriodOf, type PresentFields, type ValidatorSetKind } from './validator-model';

/** P-Chain amounts are in nAVAX (9 decimals). */
export const NAVAX_DECIMALS = 9;

const big = (value: string | undefined) => (value === undefined ? undefined : parseBigInt(value));
const num = (value: string | undefined) => {
  const n = big(value);
  return n === null || n === undefined ? undefined : Number(n);
};

/** An nAVAX amount as AVAX, two fraction digits in tables (the title holds the exact value). */
export function Avax({ value, digits = 2, testId }: { value: string | undefined; digits?: number; testId?: string }) {
  if (value === undefined) return <span className="muted">—</span>;
  return <Amount value={value} decimals={NAVAX_DECIMALS} maxFractionDigits={digits} testId={testId} />;
}

/** A weight: AVAX on the primary network, plain units on a subnet or L1. */
export function Weight({ value, kind, testId }: { value: string; kind: ValidatorSetKind; testId?: string }) {
  if (kind === 'primary') return <Avax value={value} testId={testId} />;
  return (
    <span className="mono" data-testid={testId}>
      {formatInteger(value)}
    </span>
  );
}

/** Connected to the answering node: a green or red pill (`yes`/`no` keeps dense rows narrow). */
export function Connected({ value, short = false }: { value: boolean | undefined; short?: boolean }) {
  if (value === undefined) return <span className="muted">—</span>;
  const status = value ? 'connected' : 'disconnected';
  return (
    <StatusPill
      status={status}
      label={short ? (value ? 'yes' : 'no') : status}
      tone={value ? 'success' : 'failed'}
      testId="validator-connected"
    />
  );
}

/** A short header with its full meaning on hover. */
const abbr = (text: string, title: string) => <span title={title}>{text}</span>;

const percent = (value: number | undefined) =>
  value === undefined ? <span className="muted">—</span> : <span className="mono">{formatPercent(value)}</span>;

/** The columns of the validator table; optional ones only when the answer carries that field. */
export function validatorColumns(fields: PresentFields, kind: ValidatorSetKind): Column<PlatformValidator>[] {
  const columns: (Column<PlatformValidator> | false)[] = [
    {
      id: 'node',
      header: 'Node ID',
      width: 'minmax(196px, 1.3fr)',
      cell: (v) => <NodeIdText nodeId={v.nodeID} testId="validator-node" />,
      sortValue: (v) => v.nodeID,
    },
    fields.validationID && {
      id: 'validationId',
      priority: 3,
      header: 'Validation ID',
      width: 'minmax(170px, 1fr)',
      cell: (v) =>
        v.validationID ? (
          <HashText value={v.validationID} head={8} tail={6} />
        ) : (
          <Badge
            tone="neutral"
            title="A permissioned validator from before the L1 conversion: a weight, no validation ID"
            testId="validator-legacy-poa"
          >
            PoA, pre-L1
          </Badge>
        ),
      sortValue: (v) => v.validationID,
    },
    {
      id: 'weight',
      header: kind === 'primary' ? abbr('Stake', 'Stake in AVAX') : 'Weight',
      width: 'minmax(104px, 1fr)',
      align: 'right',
      cell: (v) => <Weight value={v.weight} kind={kind} testId="validator-weight" />,
      sortValue: (v) => big(v.weight),
    },
    {
      id: 'start',
      priority: 2,
      header: 'Start',
      width: 88,
      cell: (v) => <Timestamp value={v.startTime} dateOnly />,
      sortValue: (v) => num(v.startTime),
    },
    fields.endTime && {
      id: 'end',
      header: 'End',
      width: 88,
      cell: (v) => (v.endTime ? <Timestamp value={v.endTime} dateOnly /> : '—'),
      sortValue: (v) => num(v.endTime),
    },
    fields.endTime && {
      id: 'remaining',
      header: abbr('Left', 'Time remaining until the end'),
      width: 80,
      align: 'right',
      cell: (v) => (v.endTime ? <Duration until={v.endTime} /> : '—'),
      sortValue: (v) => num(v.endTime),
    },
    fields.autoRenewed && {
      id: 'renewal',
      priority: 4,
      title: 'Renewal',
      header: abbr('Renewal', 'Auto-renewed validators start another period when this one ends'),
      width: 104,
      cell: (v) => {
        const next = isAutoRenewed(v) ? nextPeriodOf(v) : null;
        if (!isAutoRenewed(v)) return <span className="muted">—</span>;
        return (
          <Badge tone="info" title="Renews automatically at its end" testId="validator-auto-renewed">
            {next ? `auto · ${formatDuration(next.seconds, 1)}` : 'auto'}
          </Badge>
        );
      },
      sortValue: (v) => (isAutoRenewed(v) ? 1 : 0),
    },
    fields.uptime && {
      id: 'uptime',
      header: abbr('Uptime', 'Uptime as this node observes it'),
      width: 66,
      align: 'right',
      cell: (v) => percent(v.uptime),
      sortValue: (v) => v.uptime,
    },
    fields.connected && {
      id: 'connected',
      header: abbr('Conn.', 'Connected to this node'),
      width: 78,
      cell: (v) => <Connected value={v.connected} short />,
      sortValue: (v) => v.connected,
    },
    fields.delegationFee && {
      id: 'fee',
      priority: 5,
      title: 'Delegation fee',
      header: abbr('Fee', 'Delegation fee'),
      width: 62,
      align: 'right',
      cell: (v) => percent(v.delegationFee),
      sortValue: (v) => v.delegationFee,
    },
    fields.delegators && {
      id: 'delegators',
      priority: 4,
      title: 'Delegators',
      header: abbr('Deleg.', 'Number of delegators'),
      width: 70,
      align: 'right',
      cell: (v) => (
        <span className="mono">{v.delegatorCount === undefined ? '—' : formatInteger(v.delegatorCount)}</span>
      ),
      sortValue: (v) => big(v.delegatorCount),
    },
    fields.delegators && {
      id: 'delegated',
      priority: 3,
      title: 'Delegated',
      header: abbr('Delegated', 'Stake delegated to this validator, in AVAX'),
      width: 'minmax(90px, 1fr)',
      align: 'right',
      cell: (v) => <Avax value={v.delegatorWeight} />,
      sortValue: (v) => big(v.delegatorWeight),
    },
    fields.potentialReward && {
      id: 'reward',
      header: abbr('Reward', 'Potential reward in AVAX'),
      width: 'minmax(96px, 1fr)',
      align: 'right',
      cell: (v) => <Avax value={v.potentialReward} />,
      sortValue: (v) => big(v.potentialReward),
    },
    fields.balance && {
      id: 'balance',
      title: 'Balance (AVAX)',
      header: abbr('Balance (AVAX)', 'Balance left for the continuous fee, in AVAX'),
      width: 'minmax(120px, 1fr)',
      align: 'right',
      cell: (v) => <Avax value={v.balance} testId="validator-balance" />,
      sortValue: (v) => big(v.balance),
    },
  ];
  return columns.filter((c): c is Column<PlatformValidator> => c !== false);
}
