import { toChecksumAddress } from '@shared/ids';
import { GENESIS_FORK_BLOCKS } from '../evm/ethereum-forks';
import { evmAddress } from '../ids';
import type { Rng } from '../rng';
import { DAY } from './context';
import type { NetworkParams } from './params';
import {
  type AllowListConfig,
  type EvmChainRecord,
  type FeeConfig,
  PRECOMPILES,
  type PrecompileName,
  type PrecompileUpgrade,
  type StateUpgradeRecord,
} from './types';

/** Subnet-EVM chains: genesis (as the Data API shows it), chain config, precompile upgrades, fee history. */

export const VALIDATOR_MANAGER_PROXY = toChecksumAddress('0x0feedc0de0000000000000000000000000000000');
const ZERO_HASH = `0x${'0'.repeat(64)}`;
const ENABLE_CHANCE: Record<PrecompileName, number> = {
  txAllowListConfig: 0.2,
  contractDeployerAllowListConfig: 0.5,
  contractNativeMinterConfig: 0.4,
  feeManagerConfig: 0.35,
  rewardManagerConfig: 0.15,
};

const hexQty = (v: bigint | number) => `0x${BigInt(v).toString(16)}`;

function feeConfig(rng: Rng): FeeConfig {
  const gasLimit = rng.pick([8_000_000, 12_000_000, 15_000_000, 20_000_000, 30_000_000]);
  return {
    gasLimit,
    targetBlockRate: rng.pick([1, 2, 2, 2, 3]),
    minBaseFee: rng.pick([1, 1_000_000_000, 25_000_000_000, 25_000_000_000]),
    targetGas: gasLimit * rng.pick([2, 3, 5]),
    baseFeeChangeDenominator: rng.pick([36, 48, 12]),
    minBlockGasCost: 0,
    maxBlockGasCost: rng.pick([1_000_000, 10_000_000]),
    blockGasCostStep: rng.pick([0, 200_000, 500_000]),
  };
}

function allowList(rng: Rng, blockTimestamp: number | null): AllowListConfig {
  const addresses = (max: number) => Array.from({ length: rng.int(0, max) }, () => evmAddress(rng));
  return {
    blockTimestamp,
    adminAddresses: Array.from({ length: rng.int(1, 3) }, () => evmAddress(rng)),
    managerAddresses: addresses(2),
    enabledAddresses: addresses(3),
  };
}

function contractAlloc(rng: Rng): Record<string, unknown> {
  const storage: Record<string, string> = {};
  for (let i = 0, n = rng.int(2, 5); i < n; i++) storage[rng.hex(32)] = rng.hex(32);
  return {
    balance: '0x0',
    code: `0x608060405234801561001057600080fd5b50${rng.hex(rng.int(120, 480)).slice(2)}`,
    storage,
  };
}

function alloc(rng: Rng, withManagerProxy: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0, n = rng.int(1, 4); i < n; i++) {
    out[evmAddress(rng)] = { balance: hexQty(BigInt(rng.int(1, 100_000_000)) * 10n ** 18n) };
  }
  if (withManagerProxy) out[VALIDATOR_MANAGER_PROXY] = contractAlloc(rng);
  if (rng.chance(0.4)) out[evmAddress(rng)] = contractAlloc(rng);
  return out;
}

function upgradesFor(
  rng: Rng,
  precompiles: Partial<Record<PrecompileName, AllowListConfig>>,
  createdAt: number,
  now: number,
): PrecompileUpgrade[] {
  const out: PrecompileUpgrade[] = [];
  const span = Math.max(now - createdAt, 2 * DAY);
  // A genesis config with a null time counts as disabled: it can be enabled by an upgrade, not disabled.
  const isOn = (n: PrecompileName) => typeof precompiles[n]?.blockTimestamp === 'number';
  const enabled = PRECOMPILES.filter(isOn);
  const disabled = PRECOMPILES.filter((n) => !isOn(n));
  let t = createdAt + rng.int(DAY, Math.floor(span / 2));
  const toEnable = disabled.length > 0 && rng.chance(0.35) ? rng.pick(disabled) : undefined;
  if (toEnable) {
    out.push({ name: toEnable, blockTimestamp: t, disable: false, adminAddresses: [evmAddress(rng)] });
    t += rng.int(DAY, Math.max(DAY + 1, Math.floor(span / 3)));
  }
  const toDisable = enabled.length > 0 && rng.chance(0.3) ? rng.pick(enabled) : undefined;
  if (toDisable) out.push({ name: toDisable, blockTimestamp: t, disable: true, adminAddresses: [] });
  const stillOff = disabled.filter((n) => n !== toEnable);
  if (stillOff.length > 0 && rng.chance(0.12)) {
    // A scheduled upgrade: configured, not yet active at the dataset's "now".
    out.push({
      name: rng.pick(stillOff),
      blockTimestamp: now + rng.int(2, 60) * DAY,
      disable: false,
      adminAddresses: [evmAddress(rng)],
    });
  }
  return out;
}

/** A state upgrade: code and storage written to one account, a balance added to another. */
function stateUpgrade(rng: Rng, createdAt: number, now: number): StateUpgradeRecord {
  const storage: Record<string, string> = {};
  for (let i = 0, n = rng.int(1, 3); i < n; i++) storage[rng.hex(32)] = rng.hex(32);
  return {
    blockTimestamp: rng.int(createdAt + DAY, Math.max(createdAt + DAY, now - DAY)),
    accounts: {
      [evmAddress(rng)]: { code: `0x6080604052${rng.hex(rng.int(40, 120)).slice(2)}`, storage },
      [evmAddress(rng)]: { balanceChange: hexQty(BigInt(rng.int(1, 5_000)) * 10n ** 18n) },
    },
  };
}

/** Precompiles in force at `ts`: genesis configs, then the upgrades up to `ts` applied in order. */
export function activePrecompilesAt(chain: EvmChainRecord, ts: number): Map<PrecompileName, AllowListConfig> {
  const active = new Map<PrecompileName, AllowListConfig>();
  for (const name of PRECOMPILES) {
    const cfg = chain.precompiles[name];
    // A genesis precompile without a time is skipped (disabled at genesis), as the node does.
    if (cfg && cfg.blockTimestamp !== null && cfg.blockTimestamp <= ts) active.set(name, cfg);
  }
  for (const u of chain.upgrades) {
    if (u.blockTimestamp > ts) continue;
    if (u.disable) active.delete(u.name);
    else
      active.set(u.name, {
        blockTimestamp: u.blockTimestamp,
        adminAddresses: u.adminAddresses,
        managerAddresses: [],
        enabledAddresses: [],
      });
  }
  return active;
}

export function buildEvmChain(
  rng: Rng,
  p: NetworkParams,
  evmChainId: number,
  createdAt: number,
  withManagerProxy: boolean,
  now: number,
): EvmChainRecord {
  const fees = feeConfig(rng);
  const precompiles: Partial<Record<PrecompileName, AllowListConfig>> = {};
  for (const name of PRECOMPILES) if (rng.chance(ENABLE_CHANCE[name])) precompiles[name] = allowList(rng, 0);
  const extras = rng.fork('upgrade-config');
  const unset = PRECOMPILES.filter((n) => !precompiles[n]);
  if (unset.length > 0 && extras.chance(0.15)) {
    // Written into the genesis without a time: the node prints blockTimestamp null and never activates it.
    precompiles[extras.pick(unset)] = allowList(extras, null);
  }
  const warp =
    createdAt > p.upgrades.durangoTime && rng.chance(0.75)
      ? { blockTimestamp: createdAt, quorumNumerator: 67, requirePrimaryNetworkSigners: rng.chance(0.3) }
      : undefined;
  const allowFeeRecipients = rng.chance(0.3);
  const config: Record<string, unknown> = {
    chainId: evmChainId,
    homesteadBlock: 0,
    ...GENESIS_FORK_BLOCKS,
    berlinBlock: 0,
    londonBlock: 0,
    subnetEVMTimestamp: 0,
    feeConfig: fees,
    allowFeeRecipients,
    ...(warp ? { warpConfig: warp } : {}),
    ...precompiles,
  };
  // Genesis files are written by hand or by tools: some give the header quantities as JSON numbers
  // (subnet-evm reads math.HexOrDecimal64 either way), and the Data API passes them through as written.
  const numeric = extras.chance(0.15);
  const quantity = (v: number) => (numeric ? v : hexQty(v));
  const genesis: Record<string, unknown> = {
    airdropAmount: null,
    airdropHash: ZERO_HASH,
    alloc: alloc(rng, withManagerProxy),
    baseFeePerGas: null,
    blobGasUsed: null,
    coinbase: '0x0000000000000000000000000000000000000000',
    config,
    difficulty: quantity(0),
    excessBlobGas: null,
    extraData: '0x',
    gasLimit: quantity(fees.gasLimit),
    gasUsed: '0x0',
    mixHash: ZERO_HASH,
    nonce: quantity(0),
    number: '0x0',
    parentHash: ZERO_HASH,
    timestamp: quantity(createdAt),
  };
  const blockTime = rng.pick([2, 2, 5, 12, 60, 600, 3600]);
  const latestBlock = Math.max(1, Math.floor((now - createdAt) / blockTime));
  // Some chains launched with an upgrade config that activates Subnet-EVM after genesis.
  const lateActivation = extras.chance(0.12) ? createdAt + extras.int(2, 48) * 3600 : null;
  const chain: EvmChainRecord = {
    evmChainId,
    genesisTimestamp: createdAt,
    subnetEVMTimestamp: lateActivation ?? 0,
    ...(lateActivation !== null ? { networkUpgradeOverrides: { subnetEVMTimestamp: lateActivation } } : {}),
    stateUpgrades: extras.chance(0.12) ? [stateUpgrade(extras, createdAt, now)] : [],
    graniteTimestamp: p.upgrades.graniteTime,
    heliconTimestamp: p.upgrades.heliconTime,
    genesis,
    feeConfig: fees,
    allowFeeRecipients,
    precompiles,
    warp,
    upgrades: upgradesFor(rng, precompiles, createdAt, now),
    durangoTimestamp: p.upgrades.durangoTime,
    etnaTimestamp: p.upgrades.etnaTime,
    currentFeeConfig: fees,
    feeLastChangedAt: 0,
    latestBlock,
    latestBlockTimestamp: now - rng.int(1, blockTime),
    offersActiveRulesAt: rng.chance(0.7),
  };
  if (activePrecompilesAt(chain, now).has('feeManagerConfig') && rng.chance(0.7)) {
    chain.currentFeeConfig = { ...fees, minBaseFee: fees.minBaseFee * rng.pick([2, 4, 10]), gasLimit: fees.gasLimit };
    chain.feeLastChangedAt = rng.int(1, latestBlock);
  }
  return chain;
}

/** The genesis JSON the CreateChainTx carried (subnet-evm's own format). */
export function genesisBytes(chain: EvmChainRecord): Uint8Array {
  const { airdropAmount: _a, baseFeePerGas: _b, blobGasUsed: _c, excessBlobGas: _d, ...rest } = chain.genesis;
  return new Uint8Array(Buffer.from(JSON.stringify(rest), 'utf8'));
}
