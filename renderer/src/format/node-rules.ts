/**
 * Active rules of an EVM chain at a time, derived from its `eth_getChainConfig` answer for endpoints
 * that do not offer `eth_getActiveRulesAt`. Mirrors what coreth / subnet-evm compute:
 * - Ethereum forks activated by block number are active when the block is 0 (from genesis), or when a
 *   known block number at that time has reached them; otherwise they cannot be told from a timestamp.
 * - Avalanche upgrades (`<name>Timestamp`, `<name>BlockTimestamp`) are active once their time is ≤ t.
 * - Cancun follows `cancunTime` when present, else Etna (Avalanche activates Cancun with Etna).
 * - A precompile is active when its config's blockTimestamp ≤ t (a null time never activates it), and
 *   `upgrades.precompileUpgrades` (applied in time order, only those ≤ t) enable or disable it later.
 */

/** `true`/`false`, or null when it cannot be told from the chain config at a timestamp alone. */
export type DerivedFlag = boolean | null;

export interface DerivedRules {
  ethRules: Record<string, DerivedFlag>;
  avalancheRules: Record<string, boolean>;
  /** Precompile config name → the time its current activation took effect. */
  precompiles: Record<string, { timestamp: number }>;
  /** Block-based forks that cannot be judged at `timestamp` (activation block above 0). */
  undetermined: { rule: string; block: number }[];
}

export const ETH_BLOCK_FORKS: readonly (readonly [field: string, rule: string])[] = [
  ['homesteadBlock', 'IsHomestead'],
  ['eip150Block', 'IsEIP150'],
  ['eip155Block', 'IsEIP155'],
  ['eip158Block', 'IsEIP158'],
  ['byzantiumBlock', 'IsByzantium'],
  ['constantinopleBlock', 'IsConstantinople'],
  ['petersburgBlock', 'IsPetersburg'],
  ['istanbulBlock', 'IsIstanbul'],
];

const AVALANCHE_TIMESTAMP = /^([a-z][A-Za-z0-9]*?)(?:Block)?Timestamp$/;

/** A non-negative whole number from a JSON number or a decimal string; null for anything else. */
export function readUint(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `subnetEVMTimestamp` → `IsSubnetEVM`, `apricotPhase1BlockTimestamp` → `IsApricotPhase1`. */
export function avalancheRuleName(field: string): string | null {
  const base = AVALANCHE_TIMESTAMP.exec(field)?.[1];
  return base ? `Is${base.charAt(0).toUpperCase()}${base.slice(1)}` : null;
}

/**
 * Top-level fields holding a precompile config: an object with a blockTimestamp, which is null for a
 * genesis precompile written without a time (disabled at genesis).
 */
export function precompileConfigEntries(
  config: Readonly<Record<string, unknown>>,
): [string, Record<string, unknown>][] {
  return Object.entries(config).filter(
    (entry): entry is [string, Record<string, unknown>] =>
      entry[0] !== 'upgrades' &&
      isRecord(entry[1]) &&
      (entry[1].blockTimestamp === null || readUint(entry[1].blockTimestamp) !== null),
  );
}

/** A precompile config whose blockTimestamp is null: configured, but never activated from genesis. */
export const isDisabledAtGenesis = (config: Readonly<Record<string, unknown>>): boolean =>
  config.blockTimestamp === null;

export interface PrecompileChange {
  name: string;
  blockTimestamp: number;
  disable: boolean;
  config: Record<string, unknown>;
}

/** `upgrades.precompileUpgrades` flattened to one change per precompile, in time order (stable). */
export function precompileChanges(config: Readonly<Record<string, unknown>>): PrecompileChange[] {
  const upgrades = isRecord(config.upgrades) ? config.upgrades.precompileUpgrades : undefined;
  if (!Array.isArray(upgrades)) return [];
  const changes: PrecompileChange[] = [];
  for (const entry of upgrades) {
    if (!isRecord(entry)) continue;
    for (const [name, cfg] of Object.entries(entry)) {
      const blockTimestamp = isRecord(cfg) ? readUint(cfg.blockTimestamp) : null;
      if (!isRecord(cfg) || blockTimestamp === null) continue;
      changes.push({ name, blockTimestamp, disable: cfg.disable === true, config: cfg });
    }
  }
  return changes
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.blockTimestamp - b.c.blockTimestamp || a.i - b.i)
    .map(({ c }) => c);
}

function ethRules(config: Readonly<Record<string, unknown>>, blockNumber: number | undefined) {
  const rules: Record<string, DerivedFlag> = {};
  const undetermined: { rule: string; block: number }[] = [];
  for (const [field, rule] of ETH_BLOCK_FORKS) {
    const block = readUint(config[field]);
    if (block === null) rules[rule] = false;
    else if (block === 0) rules[rule] = true;
    else if (blockNumber !== undefined) rules[rule] = blockNumber >= block;
    else {
      rules[rule] = null;
      undetermined.push({ rule, block });
    }
  }
  return { rules, undetermined };
}

/**
 * The rules active at `timestamp` (Unix seconds) by the chain config. `blockNumber`, when known, is
 * the number of the block in force at that time, which settles block-based forks activated after genesis.
 */
export function deriveActiveRules(
  config: Readonly<Record<string, unknown>>,
  timestamp: number,
  blockNumber?: number,
): DerivedRules {
  const eth = ethRules(config, blockNumber);
  const reached = (value: unknown) => {
    const at = readUint(value);
    return at !== null && at <= timestamp;
  };

  const avalancheRules: Record<string, boolean> = {};
  for (const [field, value] of Object.entries(config)) {
    const rule = avalancheRuleName(field);
    if (rule) avalancheRules[rule] = (avalancheRules[rule] ?? false) || reached(value);
  }
  const cancun = 'cancunTime' in config ? config.cancunTime : (config.etnaTimestamp ?? config.etnaBlockTimestamp);
  eth.rules.IsCancun = reached(cancun);

  const precompiles: Record<string, { timestamp: number }> = {};
  for (const [name, cfg] of precompileConfigEntries(config)) {
    // A null time is skipped, as the node's GetActiveRulesAt does.
    const at = readUint(cfg.blockTimestamp);
    if (at !== null && at <= timestamp && cfg.disable !== true) precompiles[name] = { timestamp: at };
  }
  for (const change of precompileChanges(config)) {
    if (change.blockTimestamp > timestamp) continue;
    if (change.disable) delete precompiles[change.name];
    else precompiles[change.name] = { timestamp: change.blockTimestamp };
  }

  return { ethRules: eth.rules, avalancheRules, precompiles, undetermined: eth.undetermined };
}
