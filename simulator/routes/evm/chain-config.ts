import type { SimNetwork } from '@sim/dataset/constants';
import { ethRules, GENESIS_FORK_BLOCKS } from '@sim/dataset/evm/ethereum-forks';
import { BASE_FEE_BOUNDS, BLOCK_GAS_LIMIT } from '@sim/dataset/evm/generate';

/** C-Chain (coreth) configuration as eth_getChainConfig, eth_feeConfig and the active-rules methods report it. */

const at = (iso: string) => Date.parse(iso) / 1000;

/** Network upgrade activation times of the C-Chain, per network. */
export const UPGRADES: Record<SimNetwork, Record<string, number>> = {
  mainnet: {
    apricotPhase1: at('2021-03-31T14:00:00Z'),
    apricotPhase2: at('2021-05-10T11:00:00Z'),
    apricotPhase3: at('2021-08-24T14:00:00Z'),
    apricotPhase4: at('2021-09-22T21:00:00Z'),
    apricotPhase5: at('2021-12-02T18:00:00Z'),
    apricotPhasePre6: at('2022-09-05T01:30:00Z'),
    apricotPhase6: at('2022-09-06T20:00:00Z'),
    apricotPhasePost6: at('2022-09-07T03:00:00Z'),
    banff: at('2022-10-18T16:00:00Z'),
    cortina: at('2023-04-25T15:00:00Z'),
    durango: at('2024-03-06T16:00:00Z'),
    etna: at('2024-12-16T17:00:00Z'),
    fortuna: at('2025-04-08T15:00:00Z'),
    granite: at('2025-11-19T16:00:00Z'),
    // Not yet scheduled: the node fills it with the year-9999 time.
    helicon: at('9999-12-01T00:00:00Z'),
  },
  fuji: {
    apricotPhase1: at('2021-03-26T14:00:00Z'),
    apricotPhase2: at('2021-05-05T14:00:00Z'),
    apricotPhase3: at('2021-08-16T19:00:00Z'),
    apricotPhase4: at('2021-09-16T21:00:00Z'),
    apricotPhase5: at('2021-11-24T15:00:00Z'),
    apricotPhasePre6: at('2022-09-06T20:00:00Z'),
    apricotPhase6: at('2022-09-06T20:00:00Z'),
    apricotPhasePost6: at('2022-09-07T06:00:00Z'),
    banff: at('2022-10-03T14:00:00Z'),
    cortina: at('2023-04-06T15:00:00Z'),
    durango: at('2024-02-13T16:00:00Z'),
    etna: at('2024-11-25T16:00:00Z'),
    fortuna: at('2025-03-13T15:00:00Z'),
    granite: at('2025-10-29T15:00:00Z'),
    helicon: at('2026-07-28T15:00:00Z'),
  },
};

export const FEE_CONFIG = {
  gasLimit: BLOCK_GAS_LIMIT,
  targetBlockRate: 2,
  minBaseFee: Number(BASE_FEE_BOUNDS.minimum),
  targetGas: BLOCK_GAS_LIMIT,
  baseFeeChangeDenominator: 36,
  minBlockGasCost: 0,
  maxBlockGasCost: 1_000_000,
  blockGasCostStep: 200_000,
};

export function chainConfig(network: SimNetwork, evmChainId: number) {
  const u = UPGRADES[network];
  return {
    chainId: evmChainId,
    homesteadBlock: 0,
    daoForkBlock: 0,
    daoForkSupport: true,
    ...GENESIS_FORK_BLOCKS,
    apricotPhase1BlockTimestamp: u.apricotPhase1,
    apricotPhase2BlockTimestamp: u.apricotPhase2,
    apricotPhase3BlockTimestamp: u.apricotPhase3,
    apricotPhase4BlockTimestamp: u.apricotPhase4,
    apricotPhase5BlockTimestamp: u.apricotPhase5,
    apricotPhasePre6BlockTimestamp: u.apricotPhasePre6,
    apricotPhase6BlockTimestamp: u.apricotPhase6,
    apricotPhasePost6BlockTimestamp: u.apricotPhasePost6,
    banffBlockTimestamp: u.banff,
    cortinaBlockTimestamp: u.cortina,
    durangoBlockTimestamp: u.durango,
    etnaTimestamp: u.etna,
    fortunaTimestamp: u.fortuna,
    graniteTimestamp: u.granite,
    heliconTimestamp: u.helicon,
    shanghaiTime: u.durango,
    cancunTime: u.etna,
    feeConfig: FEE_CONFIG,
    allowFeeRecipients: false,
  };
}

const active = (ts: number, activation: number | undefined) => activation !== undefined && ts >= activation;

export function activeRulesAt(network: SimNetwork, ts: number) {
  const u = UPGRADES[network];
  return {
    ethRules: ethRules(active(ts, u.etna)),
    avalancheRules: {
      IsApricotPhase1: active(ts, u.apricotPhase1),
      IsApricotPhase2: active(ts, u.apricotPhase2),
      IsApricotPhase3: active(ts, u.apricotPhase3),
      IsApricotPhase4: active(ts, u.apricotPhase4),
      IsApricotPhase5: active(ts, u.apricotPhase5),
      IsApricotPhasePre6: active(ts, u.apricotPhasePre6),
      IsApricotPhase6: active(ts, u.apricotPhase6),
      IsApricotPhasePost6: active(ts, u.apricotPhasePost6),
      IsBanff: active(ts, u.banff),
      IsCortina: active(ts, u.cortina),
      IsDurango: active(ts, u.durango),
      IsEtna: active(ts, u.etna),
      IsFortuna: active(ts, u.fortuna),
      IsGranite: active(ts, u.granite),
      IsHelicon: active(ts, u.helicon),
    },
    precompiles: active(ts, u.durango) ? { warpConfig: { timestamp: u.durango } } : {},
  };
}

export function activePrecompilesAt(network: SimNetwork, ts: number) {
  const u = UPGRADES[network];
  if (!active(ts, u.durango)) return {};
  return { warpConfig: { blockTimestamp: u.durango, quorumNumerator: 67, requirePrimaryNetworkSigners: false } };
}
