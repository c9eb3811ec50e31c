import { type StakeMap, sharePercent } from './stake';
import { CONNECTED_STAKE_COMFORT, CONNECTED_STAKE_HEALTHY } from './thresholds';
import type { Verdict } from './verdict';

export interface ConnectivityCheck {
  peers: number;
  /** Share of the primary network's stake this node is connected to; null when not known. */
  connectedStakePercent: number | null;
  verdict: Verdict;
}

/**
 * Peer count and connected stake: red with no peer or under AvalancheGo's healthy share of connected
 * stake, amber under the comfort share, else green. Without stake figures the peer count decides.
 */
export function connectivityCheck(peers: number, stake?: StakeMap | null): ConnectivityCheck {
  const connectedStakePercent =
    stake && stake.connected !== null && stake.total > 0n ? sharePercent(stake.connected, stake.total) : null;
  let verdict: Verdict = 'ok';
  if (peers === 0) verdict = 'fail';
  else if (connectedStakePercent !== null && connectedStakePercent < CONNECTED_STAKE_HEALTHY) verdict = 'fail';
  else if (connectedStakePercent !== null && connectedStakePercent < CONNECTED_STAKE_COMFORT) verdict = 'warn';
  return { peers, connectedStakePercent, verdict };
}
