/** The Ethereum forks every Avalanche EVM chain (coreth and subnet-EVM) has active from genesis. */

/** Block hash pinned by EIP-150 in go-ethereum's chain config, which both EVMs carry over unchanged. */
export const EIP150_HASH = '0x2086799aeebeae135c246c65021c82b4e15a2c451340993aacfd2751886514f0';

/** The chain-config block numbers from EIP-150 to Muir Glacier: all at block 0. */
export const GENESIS_FORK_BLOCKS = {
  eip150Block: 0,
  eip150Hash: EIP150_HASH,
  eip155Block: 0,
  eip158Block: 0,
  byzantiumBlock: 0,
  constantinopleBlock: 0,
  petersburgBlock: 0,
  istanbulBlock: 0,
  muirGlacierBlock: 0,
} as const;

/** eth_getActiveRulesAt's ethRules: every fork up to Istanbul always on, Cancun from the chain's Etna upgrade. */
export const ethRules = (isCancun: boolean) => ({
  IsHomestead: true,
  IsEIP150: true,
  IsEIP155: true,
  IsEIP158: true,
  IsByzantium: true,
  IsConstantinople: true,
  IsPetersburg: true,
  IsIstanbul: true,
  IsCancun: isCancun,
});
