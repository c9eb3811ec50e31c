import { Skeleton } from '@renderer/components/Skeleton';
import { Duration } from '@renderer/components/value/Duration';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger, formatPercent } from '@renderer/format/number';
import { upgradeName } from '@renderer/format/upgrades';
import { formatReleaseVersion } from '@shared/avalanchego/release-version';
import { RELEASE_TABLE_AS_OF } from '@shared/avalanchego/upgrade-releases';
import type { ReactNode } from 'react';
import { HealthRow } from './HealthRow';
import { nodeTabHref } from './health-links';
import type { PeerWeight } from './stake';
import { BENCH_MAX_PORTION, CONNECTED_STAKE_HEALTHY } from './thresholds';
import type { CheckState, NodeHealth } from './use-node-health';

const pct = (n: number) => formatPercent(n, { digits: 1 });
const plural = (n: number, one: string, many = `${one}s`) => `${formatInteger(n)} ${n === 1 ? one : many}`;

/** "22% of connected stake (6 peers)", or by peers when stake is not known. */
export function weightText(w: PeerWeight, peers: number): string {
  return w.basis === 'stake'
    ? `${pct(w.percent)} of connected stake (${plural(peers, 'peer')})`
    : `${plural(peers, 'peer')} (${pct(w.percent)} of peers; stake unknown)`;
}

/** The row of a check whose answers are missing: loading, or the error that stopped it. */
export function PendingRow({ id, title, hint, state }: { id: string; title: string; hint: string; state: CheckState }) {
  return (
    <HealthRow
      id={id}
      title={title}
      hint={hint}
      verdict="unknown"
      value={state.error ? 'No answer' : <Skeleton size="sm" />}
      detail={state.error ? state.error.message : undefined}
    />
  );
}

export function BootstrapRow({ health }: { health: NodeHealth }) {
  const { bootstrap } = health.report;
  const { probe } = health;
  const hint = 'info.isBootstrapped of P, X, C and every chain this node runs: red while P, X or C is not done';
  if (bootstrap.verdict === 'unknown' && (health.states.bootstrap.pending || health.states.bootstrap.error)) {
    return <PendingRow id="bootstrap" title="Bootstrapped" hint={hint} state={health.states.bootstrap} />;
  }
  const tracked = probe.tracked.length;
  const still = bootstrap.bootstrapping;
  const scope: ReactNode = probe.listError
    ? 'subnet list unavailable: only P, X and C checked'
    : probe.waiting > 0
      ? `finding which of ${formatInteger(probe.asked)} listed chains this node runs (${probe.waiting} to go)`
      : `P, X, C and ${plural(tracked, 'tracked chain')}${probe.asked < probe.runnable ? ` (first ${formatInteger(probe.asked)} of ${formatInteger(probe.runnable)} listed chains with an installed VM checked)` : ''}`;
  return (
    <HealthRow
      id="bootstrap"
      title="Bootstrapped"
      hint={hint}
      verdict={bootstrap.verdict}
      value={
        still.length === 0
          ? `${formatInteger(bootstrap.done)} of ${formatInteger(bootstrap.total)}`
          : `${still.length} still bootstrapping`
      }
      detail={
        still.length === 0 ? (
          scope
        ) : (
          <>
            Still bootstrapping: {still.map((c) => c.name).join(', ')} · {scope}
          </>
        )
      }
      link={{ href: nodeTabHref(null), label: 'Overview' }}
    />
  );
}

export function VersionRow({ health }: { health: NodeHealth }) {
  const check = health.report.version;
  const hint =
    'Versions compared as semantic versions (1.13.10 is newer than 1.13.9): amber when any peer runs a newer one';
  if (!check) return <PendingRow id="version" title="Version vs peers" hint={hint} state={health.states.version} />;
  const { counts } = check;
  return (
    <HealthRow
      id="version"
      title="Version vs peers"
      hint={hint}
      verdict={check.verdict}
      value={check.own ? formatReleaseVersion(check.own) : 'unreadable version'}
      detail={
        <>
          <span data-testid="health-version-newer">{formatInteger(counts.newer)}</span> newer ·{' '}
          <span data-testid="health-version-same">{formatInteger(counts.same)}</span> same ·{' '}
          <span data-testid="health-version-older">{formatInteger(counts.older)}</span> older
          {counts.unknown > 0 && ` · ${formatInteger(counts.unknown)} unreadable`}
          {check.newest && (
            <>
              {' '}
              · newest seen{' '}
              <span className="mono" data-testid="health-version-newest">
                {check.newest.replace(/^avalanchego\//, '')}
              </span>
            </>
          )}
          {counts.newer > 0 &&
            check.newerWeight.basis === 'stake' &&
            ` · ${pct(check.newerWeight.percent)} of connected stake on newer`}
        </>
      }
      link={{ href: nodeTabHref('peers', counts.newer > 0 ? { show: 'newer' } : {}), label: 'Peers' }}
    />
  );
}

function When({ at, now }: { at: number; now: number }) {
  return (
    <>
      <Timestamp value={at / 1000} testId="health-upgrade-at" />{' '}
      {at > now ? (
        <span>
          (<Duration until={at / 1000} testId="health-upgrade-left" /> left)
        </span>
      ) : (
        <span>
          (activated <RelativeTime value={at / 1000} />)
        </span>
      )}
    </>
  );
}

export function UpgradeRow({ health, ownVersion }: { health: NodeHealth; ownVersion: string | null }) {
  const check = health.report.upgrade;
  const hint =
    "This node's own info.upgrades says what it schedules; peers' schedules come from their handshake (upgradeTime) or are inferred from their version. Red when a majority of connected stake schedules an upgrade this node does not.";
  if (!check) return <PendingRow id="upgrade" title="Upgrade readiness" hint={hint} state={health.states.upgrade} />;
  const [top] = check.elsewhere;
  const link = { href: nodeTabHref('upgrades'), label: 'Upgrades' };
  const own = ownVersion ? ` (${ownVersion.replace(/^avalanchego\//, '')})` : '';
  if (top) {
    const name = top.name ?? (top.likelyKey ? `an upgrade (likely ${upgradeName(top.likelyKey)})` : 'an upgrade');
    const inferred = top.sources.includes('release') && !top.sources.includes('handshake');
    return (
      <HealthRow
        id="upgrade"
        title="Upgrade readiness"
        hint={hint}
        verdict={check.verdict}
        value={<span data-testid="health-upgrade-name">{top.name ?? 'Not scheduled here'}</span>}
        detail={
          <>
            {weightText(top.weight, top.nodeIDs.length)} run releases that schedule {name} for{' '}
            <When at={top.at} now={health.now} />; this node{own} does not.{' '}
            <span className="health-row__source" data-testid="health-upgrade-source">
              {inferred
                ? `Inferred from their versions (release table as of ${RELEASE_TABLE_AS_OF}).`
                : 'From their handshake (upgradeTime).'}
            </span>
            {check.elsewhere.length > 1 &&
              ` ${plural(check.elsewhere.length - 1, 'more upgrade')} on the Upgrades tab.`}
          </>
        }
        link={link}
      />
    );
  }
  if (check.next) {
    return (
      <HealthRow
        id="upgrade"
        title="Upgrade readiness"
        hint={hint}
        verdict={check.verdict}
        value={<span data-testid="health-upgrade-name">{check.next.name}</span>}
        detail={
          <>
            Scheduled by this node{own} for <When at={check.next.at ?? 0} now={health.now} />
            {check.nextSupport && check.nextSupport.percent > 0 && (
              <>
                {' '}
                · {pct(check.nextSupport.percent)} of{' '}
                {check.nextSupport.basis === 'stake' ? 'connected stake' : 'peers'} known to schedule it too
              </>
            )}
          </>
        }
        link={link}
      />
    );
  }
  return (
    <HealthRow
      id="upgrade"
      title="Upgrade readiness"
      hint={hint}
      verdict={check.verdict}
      value={<span data-testid="health-upgrade-name">None scheduled</span>}
      detail={
        check.latest ? (
          <>
            No upgrade ahead; latest: {check.latest.name} (<Timestamp value={check.latest.time} />)
          </>
        ) : (
          'The node lists no upgrade times.'
        )
      }
      link={link}
    />
  );
}

export function BenchedRow({ health, chainName }: { health: NodeHealth; chainName: (chain: string) => string }) {
  const check = health.report.benched;
  const hint = `Peers this node benched (not answering its queries) by chain; red when a primary chain's benched stake reaches the benchlist cap (${pct(BENCH_MAX_PORTION)})`;
  if (!check) return <PendingRow id="benched" title="Benched chains" hint={hint} state={health.states.peers} />;
  const shown = check.chains.slice(0, 3);
  return (
    <HealthRow
      id="benched"
      title="Benched chains"
      hint={hint}
      verdict={check.verdict}
      value={check.benchedPeers === 0 ? 'None' : plural(check.benchedPeers, 'peer')}
      detail={
        check.chains.length === 0
          ? 'No peer is benched on any chain.'
          : `${shown
              .map(
                (c) =>
                  `${chainName(c.chain)}: ${plural(c.nodeIDs.length, 'peer')}${c.stakePercent !== null ? `, ${pct(c.stakePercent)} of stake (cap ${pct(BENCH_MAX_PORTION)})` : ''}`,
              )
              .join(
                ' · ',
              )}${check.chains.length > shown.length ? ` · ${check.chains.length - shown.length} more chains` : ''}`
      }
      link={{ href: nodeTabHref('peers', check.benchedPeers > 0 ? { show: 'benched' } : {}), label: 'Peers' }}
    />
  );
}

export function PeersRow({ health }: { health: NodeHealth }) {
  const check = health.report.connectivity;
  const hint = `Connected peers and the share of stake this node is connected to; AvalancheGo calls a chain unhealthy under ${CONNECTED_STAKE_HEALTHY}% (amber under 90%)`;
  if (!check) return <PendingRow id="peers" title="Peers" hint={hint} state={health.states.peers} />;
  return (
    <HealthRow
      id="peers"
      title="Peers"
      hint={hint}
      verdict={check.verdict}
      value={plural(check.peers, 'peer')}
      detail={
        check.connectedStakePercent === null
          ? 'Connected stake unknown (no validator list).'
          : `${pct(check.connectedStakePercent)} of the primary network's stake connected (healthy at ≥ ${CONNECTED_STAKE_HEALTHY}%)`
      }
      link={{ href: nodeTabHref('peers'), label: 'Peers' }}
    />
  );
}
