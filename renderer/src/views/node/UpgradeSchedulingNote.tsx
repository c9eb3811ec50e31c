import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatPercent } from '@renderer/format/number';
import type { UpgradeEntry } from '@renderer/format/upgrades';
import { RELEASE_TABLE_AS_OF } from '@shared/avalanchego/upgrade-releases';
import type { UpgradeReadiness } from './health/upgrade-check';
import { upgradeScheduling } from './health/upgrade-scheduling';

const bare = (version: string) => version.replace(/^avalanchego\//, '');

/**
 * Under one upgrade of the timeline: whether this node's version schedules it (its own info.upgrades),
 * and for one it does not, what the release table says and which share of the peers schedule it.
 */
export function UpgradeSchedulingNote({
  entry,
  ownVersion,
  network,
  readiness,
}: {
  entry: UpgradeEntry;
  ownVersion: string | null;
  network: string;
  readiness: UpgradeReadiness | null;
}) {
  const s = upgradeScheduling(entry, ownVersion, network, readiness);
  const own = ownVersion ? ` (${bare(ownVersion)})` : '';
  if (s.thisNode === 'unreadable') return null;
  if (s.thisNode !== 'not-scheduled') {
    // One quiet mark beside the name: most upgrades are long activated everywhere.
    return (
      <span
        className="node-timeline__scheduled muted"
        title={`Scheduled by this node${own}: its info.upgrades gives a real time`}
        data-testid="upgrade-scheduling"
        data-this-node="scheduled"
      >
        ✓ this node
      </span>
    );
  }
  const table =
    s.firstRelease === undefined
      ? 'not in Snowscope’s release table'
      : s.firstRelease === null
        ? `no AvalancheGo release known to schedule it on ${network} (release table as of ${RELEASE_TABLE_AS_OF})`
        : `first scheduled on ${network} by v${s.firstRelease} (release table)`;
  return (
    <span className="node-timeline__schedule" data-testid="upgrade-scheduling" data-this-node="not-scheduled">
      <strong className="node-timeline__not-scheduled">✗ not scheduled by this node{own}</strong>
      <span className="muted" data-testid="upgrade-scheduling-table">
        {' '}
        · {table}
      </span>
      {s.peers && (
        <span data-testid="upgrade-scheduling-peers">
          {' '}
          · {formatPercent(s.peers.weight.percent, { digits: 1 })} of{' '}
          {s.peers.weight.basis === 'stake' ? 'connected stake' : 'peers'} run releases scheduling{' '}
          {s.peers.key ? 'it' : 'an upgrade (likely this one)'} for <Timestamp value={s.peers.at / 1000} />{' '}
          <span className="muted">
            ({s.peers.sources.includes('handshake') ? 'their handshake' : 'inferred from their versions'})
          </span>
        </span>
      )}
    </span>
  );
}
