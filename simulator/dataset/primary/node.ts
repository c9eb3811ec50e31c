import { cb58Encode } from '@shared/ids';
import type { Rng } from '../rng';
import { namedId } from './codec';
import type { BuildCtx } from './context';
import { type NetworkParams, UPGRADE_NAMES } from './params';
import { isoSeconds } from './time';
import type { NodeRecord, PrimaryValidatorRecord, SubnetRecord } from './types';

/** The answering node: identity, versions, VMs, upgrades, fees and its view of uptime. */

export const VM_IDS = {
  avm: cb58Encode(namedId('avm')),
  evm: cb58Encode(namedId('evm')),
  platform: cb58Encode(namedId('platformvm')),
  subnetEvm: cb58Encode(namedId('subnetevm')),
} as const;

/** info.upgrades in upgrade.Config's field order: times as RFC 3339, the epoch duration in nanoseconds. */
function upgrades(p: NetworkParams, stopVertexId: string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const name of UPGRADE_NAMES) {
    out[name] = isoSeconds(p.upgrades[name]);
    if (name === 'apricotPhase4Time') out.apricotPhase4MinPChainHeight = p.apricotPhase4MinPChainHeight;
    if (name === 'cortinaTime') out.cortinaXChainStopVertexID = stopVertexId;
    if (name === 'graniteTime') out.graniteEpochDuration = p.graniteEpochDurationNs;
  }
  return out;
}

/** The feature extensions getVMs lists beside the VMs (ids are the fx names padded to 32 bytes). */
export const FX_IDS = {
  [cb58Encode(namedId('secp256k1fx'))]: 'secp256k1fx',
  [cb58Encode(namedId('nftfx'))]: 'nftfx',
  [cb58Encode(namedId('propertyfx'))]: 'propertyfx',
} as const;

const TX_FEES: Record<'mainnet' | 'fuji', Record<string, bigint>> = {
  mainnet: {
    txFee: 1_000_000n,
    createAssetTxFee: 10_000_000n,
    createSubnetTxFee: 1_000_000_000n,
    transformSubnetTxFee: 10_000_000_000n,
    createBlockchainTxFee: 1_000_000_000n,
    addPrimaryNetworkValidatorFee: 0n,
    addPrimaryNetworkDelegatorFee: 0n,
    addSubnetValidatorFee: 1_000_000n,
    addSubnetDelegatorFee: 1_000_000n,
  },
  fuji: {
    txFee: 1_000_000n,
    createAssetTxFee: 10_000_000n,
    createSubnetTxFee: 100_000_000n,
    transformSubnetTxFee: 1_000_000_000n,
    createBlockchainTxFee: 100_000_000n,
    addPrimaryNetworkValidatorFee: 0n,
    addPrimaryNetworkDelegatorFee: 0n,
    addSubnetValidatorFee: 1_000_000n,
    addSubnetDelegatorFee: 1_000_000n,
  },
};

/** Stake-weighted: share of stake this node sees above 80 % uptime, and average observed uptime. */
function uptimeView(validators: PrimaryValidatorRecord[]) {
  let total = 0;
  let rewarding = 0;
  let weighted = 0;
  for (const v of validators) {
    const w = Number(v.weight / 1_000_000n);
    total += w;
    if (v.uptime >= 80) rewarding += w;
    weighted += w * v.uptime;
  }
  const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
  return { rewarding: round4((rewarding / total) * 100), weighted: round4(weighted / total) };
}

export function buildNode(
  rng: Rng,
  ctx: BuildCtx,
  self: PrimaryValidatorRecord,
  validators: PrimaryValidatorRecord[],
  subnets: SubnetRecord[],
  stopVertexId: string,
): NodeRecord {
  const vms: Record<string, string[]> = {
    [VM_IDS.avm]: ['avm'],
    [VM_IDS.evm]: ['evm'],
    [VM_IDS.platform]: ['platform'],
    [VM_IDS.subnetEvm]: ['subnet-evm'],
  };
  const version = ctx.p.nodeVersion;
  const vmVersions: Record<string, string> = {
    avm: `v${version}`,
    evm: 'v0.15.3',
    platform: `v${version}`,
    'subnet-evm': 'v0.7.7',
  };
  for (const s of subnets) {
    if (!s.tracked) continue;
    for (const b of s.blockchains) {
      if (b.evm || vms[b.vmId]) continue;
      vms[b.vmId] = [];
      vmVersions[b.vmId] = `v0.${rng.int(1, 9)}.${rng.int(0, 20)}`;
    }
  }
  const view = uptimeView(validators);
  return {
    nodeID: self.nodeID,
    publicKey: self.signer?.publicKey ?? '',
    proofOfPossession: self.signer?.proofOfPossession ?? '',
    ip: ctx.p.network === 'mainnet' ? '203.0.113.24:9651' : '198.51.100.77:9651',
    version: `avalanchego/${version}`,
    databaseVersion: 'v1.4.5',
    gitCommit: rng.hex(20).slice(2),
    rpcProtocolVersion: ctx.p.rpcProtocolVersion,
    vmVersions,
    vms,
    bootstrapTime: ctx.p.bootstrapTime,
    upgrades: upgrades(ctx.p, stopVertexId),
    txFee: TX_FEES[ctx.p.network],
    rewardingStakePercentage: view.rewarding,
    weightedAveragePercentage: view.weighted,
  };
}
