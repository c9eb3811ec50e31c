import { asConfigRecord } from './genesis-config';
import { formatInteger, parseBigInt } from './number';
import { formatUtc } from './time';

/**
 * Subnet-EVM's stateful precompiles as the genesis config enables them: each `…Config` holds an
 * activation time and the addresses with a role (admin, manager, enabled). Unknown `…Config`
 * objects with a `blockTimestamp` are listed too, so a newer precompile is not hidden.
 */

export interface PrecompileInfo {
  key: string;
  label: string;
  /** The fixed address the precompile answers at. */
  address: string;
  purpose: string;
}

export const KNOWN_PRECOMPILES: readonly PrecompileInfo[] = [
  {
    key: 'contractDeployerAllowListConfig',
    label: 'Contract deployer allow list',
    address: '0x0200000000000000000000000000000000000000',
    purpose: 'Only listed addresses may deploy contracts.',
  },
  {
    key: 'contractNativeMinterConfig',
    label: 'Native minter',
    address: '0x0200000000000000000000000000000000000001',
    purpose: 'Listed addresses may mint the native token.',
  },
  {
    key: 'txAllowListConfig',
    label: 'Transaction allow list',
    address: '0x0200000000000000000000000000000000000002',
    purpose: 'Only listed addresses may send transactions.',
  },
  {
    key: 'feeManagerConfig',
    label: 'Fee manager',
    address: '0x0200000000000000000000000000000000000003',
    purpose: 'Listed addresses may change the fee config without a network upgrade.',
  },
  {
    key: 'rewardManagerConfig',
    label: 'Reward manager',
    address: '0x0200000000000000000000000000000000000004',
    purpose: 'Listed addresses may decide where block fees go.',
  },
];

/** Config keys handled elsewhere (fee and warp tables) that also end in `Config`. */
const NOT_PRECOMPILES = new Set(['feeConfig', 'warpConfig']);

const ROLE_FIELDS = ['adminAddresses', 'managerAddresses', 'enabledAddresses', 'blockTimestamp'];

export interface PrecompileRow extends PrecompileInfo {
  /** The config has an entry for it. */
  configured: boolean;
  /** `disable: true` in the entry: configured only to be switched off. */
  disabled: boolean;
  /** Configured with `blockTimestamp: null`: subnet-evm skips it, so it is not active from genesis. */
  disabledAtGenesis: boolean;
  blockTimestamp: number | null;
  activationText: string;
  admins: string[];
  managers: string[];
  enabled: string[];
  /** Any other settings of the entry (initial mint, initial fee or reward config…). */
  extra: Record<string, unknown>;
}

function addresses(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Unix seconds from a number or a decimal/hex string (creators write either); null otherwise. */
function timestampOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const n = parseBigInt(value);
  return n !== null && n >= 0n && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : null;
}

/**
 * `0 (from genesis)` or the UTC date; `not configured` when the precompile has no entry; a null time is
 * how a genesis precompile is written without an activation: disabled at genesis.
 */
export function precompileActivationText(configured: boolean, raw: unknown): string {
  if (!configured) return 'not configured';
  if (raw === undefined) return 'no activation time';
  if (raw === null) return 'disabled at genesis (blockTimestamp null)';
  const ts = timestampOf(raw);
  if (ts === null) return String(raw);
  return ts === 0 ? '0 (from genesis)' : formatUtc(ts);
}

function row(info: PrecompileInfo, entryValue: unknown): PrecompileRow {
  const configured = entryValue !== undefined && entryValue !== null;
  const entry = asConfigRecord(entryValue);
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(entry)) if (!ROLE_FIELDS.includes(k) && k !== 'disable') extra[k] = v;
  return {
    ...info,
    configured,
    disabled: entry.disable === true,
    disabledAtGenesis: configured && entry.blockTimestamp === null,
    blockTimestamp: timestampOf(entry.blockTimestamp),
    activationText: precompileActivationText(configured, entry.blockTimestamp),
    admins: addresses(entry.adminAddresses),
    managers: addresses(entry.managerAddresses),
    enabled: addresses(entry.enabledAddresses),
    extra,
  };
}

function unknownInfo(key: string): PrecompileInfo {
  const stem = key.replace(/Config$/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return {
    key,
    label: stem.charAt(0).toUpperCase() + stem.slice(1),
    address: '',
    purpose: 'Not a precompile Snowscope knows.',
  };
}

/** The five known precompiles (configured or not), then any unknown precompile-like entries. */
export function precompileRows(configValue: unknown): PrecompileRow[] {
  const config = asConfigRecord(configValue);
  const rows = KNOWN_PRECOMPILES.map((info) => row(info, config[info.key]));
  const known = new Set(KNOWN_PRECOMPILES.map((p) => p.key));
  for (const [key, value] of Object.entries(config)) {
    if (known.has(key) || NOT_PRECOMPILES.has(key) || !key.endsWith('Config')) continue;
    if (Object.hasOwn(asConfigRecord(value), 'blockTimestamp')) rows.push(row(unknownInfo(key), value));
  }
  return rows;
}

/** `2 admins · 1 manager · 3 enabled`, or `no addresses`. */
export function roleSummary(r: Pick<PrecompileRow, 'admins' | 'managers' | 'enabled'>): string {
  const parts: string[] = [];
  const count = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;
  if (r.admins.length) parts.push(count(r.admins.length, 'admin', 'admins'));
  if (r.managers.length) parts.push(count(r.managers.length, 'manager', 'managers'));
  if (r.enabled.length) parts.push(`${formatInteger(r.enabled.length)} enabled`);
  return parts.length ? parts.join(' · ') : 'no addresses';
}
