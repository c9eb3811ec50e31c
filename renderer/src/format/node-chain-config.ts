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
