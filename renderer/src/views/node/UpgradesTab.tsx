import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Badge } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import type { StatusTone } from '@renderer/components/value/status-tone';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { useNow } from '@renderer/components/value/use-now';
import { formatInteger } from '@renderer/format/number';
import { formatDuration } from '@renderer/format/time';
import {
  type UpgradeEntry,
  type UpgradeParameter,
  type UpgradeStatus,
  upgradeParameters,
  upgradeTimeline,
} from '@renderer/format/upgrades';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useNodeVersion, usePeers, usePrimaryValidators, useUpgrades } from '@renderer/queries/node';
import type { Upgrades } from '@shared/models/node/info';
import { useMemo } from 'react';
import { stakeMap } from './health/stake';
import { type UpgradeReadiness, upgradeReadiness } from './health/upgrade-check';
import { UpgradeSchedulingNote } from './UpgradeSchedulingNote';
import '@renderer/styles/views/node-health.css';

const STATUS: Record<UpgradeStatus, { label: string; tone: StatusTone }> = {
  activated: { label: 'activated', tone: 'success' },
  next: { label: 'next', tone: 'info' },
  scheduled: { label: 'scheduled', tone: 'warning' },
  unscheduled: { label: 'unscheduled', tone: 'neutral' },
  unreadable: { label: 'unreadable time', tone: 'failed' },
};

interface SchedulingContext {
  ownVersion: string | null;
  network: string;
  readiness: UpgradeReadiness | null;
}

function UpgradeItem({ entry, scheduling }: { entry: UpgradeEntry; scheduling: SchedulingContext }) {
  const status = STATUS[entry.status];
  return (
    <li
      className={`node-timeline__item node-timeline__item--${entry.status}`}
      data-testid={`upgrade-${entry.key}`}
      data-status={entry.status}
    >
      <span className="node-timeline__dot" aria-hidden="true" />
      <span className="node-timeline__head">
        <strong className="node-timeline__name" title={entry.key}>
          {entry.name}
        </strong>
        <Badge tone={status.tone} testId="upgrade-status">
          {status.label}
        </Badge>
        {!entry.known && (
          <Badge
            tone="info"
            title="Not known to this version of Snowscope: shown by its field name"
            testId="upgrade-new"
          >
            new · <code className="mono">{entry.key}</code>
          </Badge>
        )}
        {entry.status !== 'unscheduled' && <UpgradeSchedulingNote entry={entry} {...scheduling} />}
      </span>
      <span className="node-timeline__when">
        {entry.status === 'unscheduled' ? (
          <span className="muted">
            not yet scheduled (<code className="mono">{entry.time}</code>)
          </span>
        ) : entry.at === null ? (
          <code className="mono">{entry.time}</code>
        ) : (
          <>
            <Timestamp value={entry.time} />{' '}
            <span className="muted">
              · <RelativeTime value={entry.time} />
            </span>
          </>
        )}
      </span>
      {entry.status === 'unscheduled' && <UpgradeSchedulingNote entry={entry} {...scheduling} />}
    </li>
  );
}

/** A height as a number, an id with copy, a Go duration in words (nanoseconds beside), anything else as sent. */
function ParameterValue({ parameter: p }: { parameter: UpgradeParameter }) {
  if (p.kind === 'height' && (typeof p.value === 'string' || typeof p.value === 'number')) {
    return <span className="mono">{formatInteger(p.value)}</span>;
  }
  if (p.kind === 'id' && typeof p.value === 'string') {
    return <HashText value={p.value} full copyLabel="Copy ID" testId={`upgrades-param-${p.key}-id`} />;
  }
  if (p.kind === 'duration' && p.seconds !== null) {
    return (
      <span className="node-inline" data-testid={`upgrades-param-${p.key}-duration`}>
        <span>{formatDuration(p.seconds)}</span>
        <span className="muted mono">{String(p.value)} ns</span>
      </span>
    );
  }
  return <code className="mono break">{JSON.stringify(p.value)}</code>;
}

function Summary({ timeline }: { timeline: UpgradeEntry[] }) {
  const next = timeline.find((e) => e.status === 'next');
  const latest = timeline.findLast((e) => e.status === 'activated');
  const unscheduled = timeline.filter((e) => e.status === 'unscheduled');
  return (
    <KeyValueGrid
      compact
      testId="upgrades-summary"
      rows={[
        {
          label: 'Next upgrade',
          testId: 'upgrades-next',
          value: next ? (
            <span>
              <strong>{next.name}</strong> · <Timestamp value={next.time} /> (<RelativeTime value={next.time} />)
            </span>
          ) : (
            <span className="muted">None scheduled</span>
          ),
        },
        {
          label: 'Latest activated',
          value: latest ? (
            <span>
              <strong>{latest.name}</strong> · <Timestamp value={latest.time} />
            </span>
          ) : (
            <span className="muted">None yet</span>
          ),
        },
        {
          label: 'Not yet scheduled',
          hint: 'reported with a year-9999 time',
          testId: 'upgrades-unscheduled',
          value:
            unscheduled.length > 0 ? unscheduled.map((e) => e.name).join(', ') : <span className="muted">None</span>,
        },
      ]}
    />
  );
}

/** What this node's version and its peers' releases schedule, for the note under each upgrade. */
function useScheduling(upgrades: Upgrades, now: number): SchedulingContext {
  const profile = useActiveProfile();
  const ownVersion = useNodeVersion().data?.version ?? null;
  const peers = usePeers([]).data?.peers;
  const validators = usePrimaryValidators().data?.validators;
  const readiness = useMemo(
    () =>
      peers
        ? upgradeReadiness({
            upgrades,
            network: profile.network,
            peers,
            stake: validators ? stakeMap(validators) : null,
            now,
          })
        : null,
    [upgrades, profile.network, peers, validators, now],
  );
  return { ownVersion, network: profile.network, readiness };
}

function UpgradesBody({ upgrades }: { upgrades: Upgrades }) {
  const now = useNow(60_000);
  const timeline = upgradeTimeline(upgrades, now);
  const scheduling = useScheduling(upgrades, now);
  return (
    <div className="node-grid node-grid--wide-left">
      <Card title="Network upgrades" testId="upgrades-card">
        <ol className="node-timeline" data-testid="upgrades-timeline">
          {timeline.map((entry) => (
            <UpgradeItem key={entry.key} entry={entry} scheduling={scheduling} />
          ))}
        </ol>
      </Card>
      <div className="node-stack">
        <Card title="Summary">
          <Summary timeline={timeline} />
        </Card>
        <Card title="Upgrade parameters" testId="upgrades-params">
          <KeyValueGrid
            compact
            rows={upgradeParameters(upgrades).map((p) => ({
              key: p.key,
              label: p.known ? (
                p.label
              ) : (
                <span>
                  {p.label}{' '}
                  <Badge tone="info" title="Not known to this version of Snowscope: shown by its field name">
                    new
                  </Badge>
                </span>
              ),
              hint: p.hint,
              testId: `upgrades-param-${p.key}`,
              value: <ParameterValue parameter={p} />,
            }))}
          />
        </Card>
      </div>
    </div>
  );
}

/** info.upgrades as a timeline: activated, next, scheduled and not-yet-scheduled (year 9999) upgrades. */
export function UpgradesTab() {
  const query = useUpgrades();
  return (
    <div data-testid="node-upgrades">
      <QueryState query={query} what="Upgrades (info.upgrades)">
        {(upgrades) => <UpgradesBody upgrades={upgrades} />}
      </QueryState>
    </div>
  );
}
