import { avalancheRuleName, ETH_BLOCK_FORKS, readUint } from './node-rules';

/** Reading an `eth_getChainConfig` answer for display: which fields activate what, and when. */

export type ActivationKind = 'block' | 'timestamp';

export interface ActivationField {
  field: string;
  kind: ActivationKind;
  /** Block number or Unix seconds. */
  value: number;
  /** The rule it turns on (`IsHomestead`, `IsDurango`…), when one is known. */
  rule: string | null;
}

const ETH_RULE_OF = new Map<string, string>(ETH_BLOCK_FORKS.map(([field, rule]) => [field, rule]));
const ETH_TIME_RULES: Record<string, string> = {
  shanghaiTime: 'IsShanghai',
  cancunTime: 'IsCancun',
  pragueTime: 'IsPrague',
  osakaTime: 'IsOsaka',
};

function kindOf(field: string): ActivationKind | null {
  if (/Block$/.test(field)) return 'block';
  if (/Timestamp$/.test(field) || field in ETH_TIME_RULES) return 'timestamp';
  return null;
}

/**
 * Every activation field present with a number (block-based forks, then timestamp-based upgrades, each
 * in the node's order). Fields set to null or absent are not activated and are left out.
 */
export function activationFields(config: Readonly<Record<string, unknown>>): ActivationField[] {
  const out: ActivationField[] = [];
  for (const [field, raw] of Object.entries(config)) {
    const kind = kindOf(field);
    const value = readUint(raw);
    if (!kind || value === null) continue;
    const rule = ETH_RULE_OF.get(field) ?? ETH_TIME_RULES[field] ?? avalancheRuleName(field);
    out.push({ field, kind, value, rule });
  }
  return [...out.filter((f) => f.kind === 'block'), ...out.filter((f) => f.kind === 'timestamp')];
}

/** Whether an activation has happened by `nowSeconds`; block forks count as active only from genesis (0). */
export function isActivated(field: ActivationField, nowSeconds: number): boolean | null {
  if (field.kind === 'timestamp') return field.value <= nowSeconds;
  return field.value === 0 ? true : null;
}

/** Role lists of an allow-list precompile config, in the order admins, managers, enabled. */
export const PRECOMPILE_ROLES = [
  ['adminAddresses', 'Admins'],
  ['managerAddresses', 'Managers'],
  ['enabledAddresses', 'Enabled'],
] as const;

export function roleAddresses(config: Readonly<Record<string, unknown>>, role: string): string[] | null {
  const list = config[role];
  if (!Array.isArray(list)) return null;
  return list.filter((a): a is string => typeof a === 'string');
}

/** The config fields that are neither roles nor the activation time (e.g. warp's quorumNumerator). */
export function otherPrecompileSettings(config: Readonly<Record<string, unknown>>): [string, unknown][] {
  const known = new Set<string>(['blockTimestamp', 'disable', ...PRECOMPILE_ROLES.map(([role]) => role)]);
  return Object.entries(config).filter(([key]) => !known.has(key));
}

/** `contractNativeMinterConfig` → `Contract native minter`. */
export function precompileLabel(name: string): string {
  const base = name.replace(/Config$/, '');
  const words = base.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The upgrade config a subnet-evm node prints under `upgrades` (absent parts as empty). */
function upgradeConfig(config: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return isRecord(config.upgrades) ? config.upgrades : {};
}

export interface UpgradeOverride {
  /** `durangoTimestamp`, `graniteTimestamp`… (unknown future ones kept by name). */
  field: string;
  /** Unix seconds; null when the override is null or unreadable. */
  value: number | null;
  raw: unknown;
  rule: string | null;
}

/**
 * `upgrades.networkUpgradeOverrides`: network upgrade times this chain moved away from the node's
 * defaults (the effective times are the top-level `<name>Timestamp` fields), in the node's order.
 */
export function networkUpgradeOverrides(config: Readonly<Record<string, unknown>>): UpgradeOverride[] {
  const overrides = upgradeConfig(config).networkUpgradeOverrides;
  if (!isRecord(overrides)) return [];
  return Object.entries(overrides).map(([field, raw]) => ({
    field,
    value: readUint(raw),
    raw,
    rule: avalancheRuleName(field),
  }));
}

export interface StateUpgradeChange {
  /** Unix seconds of the state upgrade; null when absent or unreadable. */
  blockTimestamp: number | null;
  account: string;
  /** Bytes of code set on the account; null when the upgrade does not touch its code. */
  codeBytes: number | null;
  storageSlots: number;
  /** The balance change as sent (hex or decimal wei), null when none. */
  balanceChange: string | null;
}

const hexBytes = (code: unknown): number | null =>
  typeof code === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(code) ? (code.length - 2) / 2 : null;

/** `upgrades.stateUpgrades` as one row per account changed, in time order (stable). */
export function stateUpgradeChanges(config: Readonly<Record<string, unknown>>): StateUpgradeChange[] {
  const upgrades = upgradeConfig(config).stateUpgrades;
  if (!Array.isArray(upgrades)) return [];
  const rows = upgrades.flatMap((upgrade) => {
    if (!isRecord(upgrade)) return [];
    const blockTimestamp = readUint(upgrade.blockTimestamp);
    const accounts = isRecord(upgrade.accounts) ? upgrade.accounts : {};
    return Object.entries(accounts).map(([account, change]) => {
      const c = isRecord(change) ? change : {};
      const balance = c.balanceChange;
      return {
        blockTimestamp,
        account,
        codeBytes: hexBytes(c.code),
        storageSlots: isRecord(c.storage) ? Object.keys(c.storage).length : 0,
        balanceChange: typeof balance === 'string' || typeof balance === 'number' ? String(balance) : null,
      };
    });
  });
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (a.row.blockTimestamp ?? 0) - (b.row.blockTimestamp ?? 0) || a.i - b.i)
    .map(({ row }) => row);
}
