import { isHash32 } from '@shared/ids';
import { ethRules, GENESIS_FORK_BLOCKS } from '@sim/dataset/evm/ethereum-forks';
import { activePrecompilesAt } from '@sim/dataset/primary/genesis';
import type { AllowListConfig, BlockchainRecord, EvmChainRecord } from '@sim/dataset/primary/types';
import { invalidParams, positionalParams, type RpcMethodMap } from '@sim/http/jsonrpc';
import { blockNumberOfHash, feeConfigAtBlock, l1EthMethods } from './rpc-l1-eth';
import { serverError } from './rpc-params';

/** /ext/bc/{blockchainID}/rpc of subnet-EVM chains: chain id, height, fee config, chain config, active rules. */

const hex = (n: number) => `0x${n.toString(16)}`;

/** A timestamp argument: absent or "latest" means the latest block's; numbers, decimal or 0x strings otherwise. */
function timestampArg(params: unknown, chain: EvmChainRecord): number {
  const value = positionalParams(params)[0];
  if (value === undefined || value === null || value === 'latest') return chain.latestBlockTimestamp;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return Number(value);
  throw invalidParams(`invalid argument 0: expected a uint64 timestamp, got ${JSON.stringify(value)}`);
}

/** eth_feeConfig's block: latest/pending mean the head; a number or a block hash must exist. */
function blockArg(params: unknown, record: BlockchainRecord & { evm: EvmChainRecord }): number {
  const chain = record.evm;
  const value = positionalParams(params)[0];
  if (value === undefined || value === null || value === 'latest' || value === 'pending' || value === 'safe') {
    return chain.latestBlock;
  }
  if (value === 'earliest') return 0;
  if (typeof value === 'string' && isHash32(value)) {
    const n = blockNumberOfHash(record, value);
    if (n === undefined) throw serverError('header for hash not found');
    return n;
  }
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value)) {
    const n = Number(value);
    if (n > chain.latestBlock) throw serverError(`header for block ${n} not found`);
    return n;
  }
  throw invalidParams(
    `invalid argument 0: hex string without 0x prefix or block hash expected, got ${JSON.stringify(value)}`,
  );
}

const adminView = (c: AllowListConfig) => ({
  adminAddresses: c.adminAddresses,
  ...(c.managerAddresses.length ? { managerAddresses: c.managerAddresses } : {}),
  ...(c.enabledAddresses.length ? { enabledAddresses: c.enabledAddresses } : {}),
  blockTimestamp: c.blockTimestamp,
});

/**
 * subnet-evm's upgrade config as ChainConfigWithUpgradesJSON prints it: always present, each part
 * omitted when empty (omitempty).
 */
function upgradeConfig(chain: EvmChainRecord) {
  return {
    ...(chain.networkUpgradeOverrides ? { networkUpgradeOverrides: chain.networkUpgradeOverrides } : {}),
    ...(chain.stateUpgrades.length > 0 ? { stateUpgrades: chain.stateUpgrades } : {}),
    ...(chain.upgrades.length > 0
      ? {
          precompileUpgrades: chain.upgrades.map((u) => ({
            [u.name]: u.disable
              ? { adminAddresses: null, blockTimestamp: u.blockTimestamp, disable: true }
              : { adminAddresses: u.adminAddresses, blockTimestamp: u.blockTimestamp },
          })),
        }
      : {}),
  };
}

/**
 * eth_getChainConfig: network upgrade times filled from the node's (SetDefaults; fortuna stays unset),
 * overrides applied, genesis precompiles (a null time printed as null), and the upgrade config.
 */
function chainConfig(chain: EvmChainRecord) {
  const precompiles: Record<string, unknown> = {};
  for (const [name, cfg] of Object.entries(chain.precompiles)) precompiles[name] = adminView(cfg);
  return {
    chainId: chain.evmChainId,
    feeConfig: chain.feeConfig,
    allowFeeRecipients: chain.allowFeeRecipients,
    homesteadBlock: 0,
    ...GENESIS_FORK_BLOCKS,
    subnetEVMTimestamp: chain.subnetEVMTimestamp,
    durangoTimestamp: chain.durangoTimestamp,
    etnaTimestamp: chain.etnaTimestamp,
    graniteTimestamp: chain.graniteTimestamp,
    heliconTimestamp: chain.heliconTimestamp,
    ...precompiles,
    ...(chain.warp ? { warpConfig: chain.warp } : {}),
    upgrades: upgradeConfig(chain),
  };
}

/** eth_getActiveRulesAt: `precompiles` is `{}` when none is active; genesis precompiles without a time are skipped. */
function activeRules(chain: EvmChainRecord, ts: number) {
  const precompiles: Record<string, { timestamp: number }> = {};
  for (const [name, cfg] of activePrecompilesAt(chain, ts)) {
    if (cfg.blockTimestamp !== null) precompiles[name] = { timestamp: cfg.blockTimestamp };
  }
  if (chain.warp && chain.warp.blockTimestamp <= ts) precompiles.warpConfig = { timestamp: chain.warp.blockTimestamp };
  return {
    ethRules: ethRules(ts >= chain.etnaTimestamp),
    avalancheRules: {
      IsSubnetEVM: ts >= chain.subnetEVMTimestamp,
      IsDurango: ts >= chain.durangoTimestamp,
      IsEtna: ts >= chain.etnaTimestamp,
      // Fortuna is optional for subnet-evm and left unset (nil), so never active.
      IsFortuna: false,
      IsGranite: ts >= chain.graniteTimestamp,
      IsHelicon: ts >= chain.heliconTimestamp,
    },
    precompiles,
  };
}

export function l1EvmMethods(record: BlockchainRecord & { evm: EvmChainRecord }): RpcMethodMap {
  const chain = record.evm;
  const methods: RpcMethodMap = {
    ...l1EthMethods(record),
    eth_chainId: () => hex(chain.evmChainId),
    eth_blockNumber: () => hex(chain.latestBlock),
    eth_feeConfig: (params) => {
      const { config, lastChangedAt } = feeConfigAtBlock(chain, blockArg(params, record));
      // lastChangedAt is a *big.Int with omitempty: absent before Subnet-EVM is active.
      return lastChangedAt === null ? { feeConfig: config } : { feeConfig: config, lastChangedAt };
    },
    eth_getChainConfig: () => chainConfig(chain),
    eth_getActivePrecompilesAt: (params) => {
      const out: Record<string, unknown> = {};
      for (const [name, cfg] of activePrecompilesAt(chain, timestampArg(params, chain))) out[name] = adminView(cfg);
      return out;
    },
  };
  if (chain.offersActiveRulesAt) {
    methods.eth_getActiveRulesAt = (params) => activeRules(chain, timestampArg(params, chain));
  }
  return methods;
}
