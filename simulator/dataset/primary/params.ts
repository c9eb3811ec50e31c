import { NETWORKS, P_CHAIN_ID, SIM_NOW, type SimNetwork } from '../constants';

/**
 * Per-network facts and dataset sizes (fuji is smaller). Upgrade times are the real networks' as
 * AvalancheGo's upgrade.Config has them: mainnet as of v1.14.2 (Helicon not scheduled), Fuji as of
 * v1.15.0-fuji (Helicon scheduled 2026-07-28, so auto-renewed validators exist there).
 */
export interface NetworkParams {
  network: SimNetwork;
  networkId: number;
  hrp: 'avax' | 'fuji';
  avaxAssetId: string;
  pChainId: string;
  xChainId: string;
  cChainId: string;
  genesisTime: number;
  /** When this node bootstrapped with indexing on: earlier containers carry this time (index rule 4). */
  bootstrapTime: number;
  /** Offset this node prints timestamps with, in minutes east of UTC. */
  utcOffsetMinutes: number;
  upgrades: Record<UpgradeName, number>;
  apricotPhase4MinPChainHeight: number;
  /** upgrade.Config's GraniteEpochDuration, a Go time.Duration: nanoseconds. */
  graniteEpochDurationNs: number;
  /** The AvalancheGo release this network's node runs, and its RPCChainVM protocol version. */
  nodeVersion: string;
  rpcProtocolVersion: string;
  sizes: {
    subnets: number;
    primaryValidators: number;
    fillerPBlocks: number;
    vertices: number;
    xBlocks: number;
    cBlocks: number;
    nonValidatorPeers: number;
  };
}

export const UPGRADE_NAMES = [
  'apricotPhase1Time',
  'apricotPhase2Time',
  'apricotPhase3Time',
  'apricotPhase4Time',
  'apricotPhase5Time',
  'apricotPhasePre6Time',
  'apricotPhase6Time',
  'apricotPhasePost6Time',
  'banffTime',
  'cortinaTime',
  'durangoTime',
  'etnaTime',
  'fortunaTime',
  'graniteTime',
  'heliconTime',
] as const;
export type UpgradeName = (typeof UPGRADE_NAMES)[number];

const at = (iso: string) => Date.parse(iso) / 1000;
/** Not yet scheduled: avalanchego prints such upgrades in year 9999. */
export const UNSCHEDULED = at('9999-12-01T00:00:00Z');

export const NETWORK_PARAMS: Record<SimNetwork, NetworkParams> = {
  mainnet: {
    network: 'mainnet',
    networkId: NETWORKS.mainnet.networkId,
    hrp: 'avax',
    avaxAssetId: 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
    pChainId: P_CHAIN_ID,
    xChainId: NETWORKS.mainnet.xChainId,
    cChainId: NETWORKS.mainnet.cChainId,
    genesisTime: at('2020-09-21T20:00:00Z'),
    bootstrapTime: at('2021-06-14T09:21:07Z'),
    utcOffsetMinutes: 0,
    upgrades: {
      apricotPhase1Time: at('2021-03-31T14:00:00Z'),
      apricotPhase2Time: at('2021-05-10T11:00:00Z'),
      apricotPhase3Time: at('2021-08-24T14:00:00Z'),
      apricotPhase4Time: at('2021-09-22T21:00:00Z'),
      apricotPhase5Time: at('2021-12-02T18:00:00Z'),
      apricotPhasePre6Time: at('2022-09-05T01:30:00Z'),
      apricotPhase6Time: at('2022-09-06T20:00:00Z'),
      apricotPhasePost6Time: at('2022-09-07T03:00:00Z'),
      banffTime: at('2022-10-18T16:00:00Z'),
      cortinaTime: at('2023-04-25T15:00:00Z'),
      durangoTime: at('2024-03-06T16:00:00Z'),
      etnaTime: at('2024-12-16T17:00:00Z'),
      fortunaTime: at('2025-04-08T15:00:00Z'),
      graniteTime: at('2025-11-19T16:00:00Z'),
      heliconTime: UNSCHEDULED,
    },
    apricotPhase4MinPChainHeight: 793005,
    graniteEpochDurationNs: 300_000_000_000,
    nodeVersion: '1.14.2',
    rpcProtocolVersion: '45',
    sizes: {
      subnets: 64,
      primaryValidators: 240,
      fillerPBlocks: 1000,
      vertices: 320,
      xBlocks: 450,
      cBlocks: 1800,
      nonValidatorPeers: 12,
    },
  },
  fuji: {
    network: 'fuji',
    networkId: NETWORKS.fuji.networkId,
    hrp: 'fuji',
    avaxAssetId: 'U8iRqJoiJm8xZHAacmvYyZVwqQx6uDNtQeP3CQ6fcgQk3JqnK',
    pChainId: P_CHAIN_ID,
    xChainId: NETWORKS.fuji.xChainId,
    cChainId: NETWORKS.fuji.cChainId,
    genesisTime: at('2020-09-09T16:00:00Z'),
    bootstrapTime: at('2022-02-03T13:45:31Z'),
    utcOffsetMinutes: 60,
    upgrades: {
      apricotPhase1Time: at('2021-03-26T14:00:00Z'),
      apricotPhase2Time: at('2021-05-05T14:00:00Z'),
      apricotPhase3Time: at('2021-08-16T19:00:00Z'),
      apricotPhase4Time: at('2021-09-16T21:00:00Z'),
      apricotPhase5Time: at('2021-11-24T15:00:00Z'),
      apricotPhasePre6Time: at('2022-09-06T20:00:00Z'),
      apricotPhase6Time: at('2022-09-06T20:00:00Z'),
      apricotPhasePost6Time: at('2022-09-07T06:00:00Z'),
      banffTime: at('2022-10-03T14:00:00Z'),
      cortinaTime: at('2023-04-06T15:00:00Z'),
      durangoTime: at('2024-02-13T16:00:00Z'),
      etnaTime: at('2024-11-25T16:00:00Z'),
      fortunaTime: at('2025-03-13T15:00:00Z'),
      graniteTime: at('2025-10-29T15:00:00Z'),
      // Scheduled by the v1.15.0-fuji release.
      heliconTime: at('2026-07-28T15:00:00Z'),
    },
    apricotPhase4MinPChainHeight: 47437,
    graniteEpochDurationNs: 300_000_000_000,
    nodeVersion: '1.15.0',
    rpcProtocolVersion: '46',
    sizes: {
      subnets: 52,
      primaryValidators: 90,
      fillerPBlocks: 500,
      vertices: 160,
      xBlocks: 240,
      cBlocks: 900,
      nonValidatorPeers: 6,
    },
  },
};

export { SIM_NOW };
