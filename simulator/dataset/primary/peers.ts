import { nodeId } from '../ids';
import type { Rng } from '../rng';
import { type NetworkParams, SIM_NOW } from './params';
import { rfc3339 } from './time';
import type { AcpRecord, PeerRecord, PrimaryValidatorRecord, SubnetRecord } from './types';

/** The node's peers (connected validators and a few non-validators) and the ACP votes they signal. */

const ACP_NUMBERS = [103, 118, 125, 131, 151, 176, 181, 194, 204, 209, 226];
/**
 * Versions peers run: only releases still compatible after the network's latest activated upgrade
 * (v1.14 since Granite on mainnet; v1.15 since Helicon on Fuji).
 */
const PEER_VERSIONS: Record<'mainnet' | 'fuji', readonly string[]> = {
  mainnet: [
    'avalanchego/1.14.2',
    'avalanchego/1.14.2',
    'avalanchego/1.14.2',
    'avalanchego/1.14.1',
    'avalanchego/1.14.0',
  ],
  fuji: ['avalanchego/1.15.0'],
};

/**
 * The upgrade time a peer's release advertises in its handshake (the most recently scheduled upgrade it
 * knows): Granite for v1.14, Helicon for v1.15.
 */
const advertisedUpgrade = (p: NetworkParams, version: string) =>
  version.startsWith('avalanchego/1.15') ? p.upgrades.heliconTime : p.upgrades.graniteTime;

export function buildAcps(rng: Rng, validators: PrimaryValidatorRecord[]): AcpRecord[] {
  const total = validators.reduce((s, v) => s + v.weight, 0n);
  return ACP_NUMBERS.map((acp) => {
    const support = rng.next() * 0.8;
    const object = rng.next() * (0.9 - support) * 0.3;
    const supporters: string[] = [];
    const objectors: string[] = [];
    let supportWeight = 0n;
    let objectWeight = 0n;
    for (const v of validators) {
      const r = rng.next();
      if (r < support) {
        supporters.push(v.nodeID);
        supportWeight += v.weight;
      } else if (r < support + object) {
        objectors.push(v.nodeID);
        objectWeight += v.weight;
      }
    }
    return {
      acp,
      supporters,
      supportWeight,
      objectors,
      objectWeight,
      abstainWeight: total - supportWeight - objectWeight,
    };
  });
}

const ipv4 = (rng: Rng) => `${rng.int(11, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;

export function buildPeers(
  rng: Rng,
  p: NetworkParams,
  self: string,
  validators: PrimaryValidatorRecord[],
  subnets: SubnetRecord[],
  acps: AcpRecord[],
): PeerRecord[] {
  const subnetsOf = new Map<string, string[]>();
  for (const s of subnets) {
    const nodes = [...s.poaValidators.map((v) => v.nodeID), ...s.l1Validators.map((v) => v.nodeID)];
    for (const n of nodes) subnetsOf.set(n, [...(subnetsOf.get(n) ?? []), s.subnetId]);
  }
  const chainIds = subnets.flatMap((s) => s.blockchains.map((b) => b.blockchainId));
  const ids = validators.filter((v) => v.connected && v.nodeID !== self).map((v) => v.nodeID);
  for (let i = 0; i < p.sizes.nonValidatorPeers; i++) ids.push(nodeId(rng));
  const time = () => rfc3339(SIM_NOW - rng.int(0, 4), rng.int(1, 999_999_999), p.utcOffsetMinutes);
  // Some peers (nodes behind NAT that set no public IP) advertise none: Go prints the zero AddrPort as "".
  const quiet = rng.fork('no-public-ip');
  return ids.map((id) => {
    const ip = ipv4(rng);
    const port = rng.chance(0.9) ? 9651 : rng.int(10_000, 60_000);
    const benched = rng.chance(0.07) ? [rng.chance(0.5) ? p.cChainId : rng.pick(chainIds)] : [];
    const version = rng.pick(PEER_VERSIONS[p.network]);
    return {
      ip: `${ip}:${rng.int(30_000, 65_000)}`,
      publicIP: quiet.chance(0.08) ? '' : `${ip}:${port}`,
      nodeID: id,
      version,
      upgradeTime: advertisedUpgrade(p, version),
      lastSent: time(),
      lastReceived: time(),
      benched,
      observedUptime: rng.chance(0.8) ? 100 : rng.int(70, 99),
      trackedSubnets: subnetsOf.get(id) ?? [],
      supportedACPs: acps.filter((a) => a.supporters.includes(id)).map((a) => a.acp),
      objectedACPs: acps.filter((a) => a.objectors.includes(id)).map((a) => a.acp),
    };
  });
}
