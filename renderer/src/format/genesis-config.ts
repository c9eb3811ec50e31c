import { formatUnits } from './amount';
import { formatInteger, parseBigInt } from './number';
import { formatUtc } from './time';

/**
 * `genesisData.config` of a Subnet-EVM chain as readable rows: fork activations (blocks for the
 * Ethereum forks, timestamps for Avalanche's), the fee config with what each knob does, warp, and
 * flags. Absent fields say "not set" and nulls say "null", so nothing is silently invented.
 */

export type ConfigRecord = Record<string, unknown>;

export function asConfigRecord(value: unknown): ConfigRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ConfigRecord) : {};
}

export type ActivationKind = 'block' | 'timestamp';

export interface ActivationRow {
  key: string;
  label: string;
  kind: ActivationKind;
  /** The integer when it is one; null when absent, null or unreadable. */
  value: number | null;
  /** Present in the config at all (a null value counts as present). */
  present: boolean;
  atGenesis: boolean;
  text: string;
}

/** The Ethereum forks Subnet-EVM activates by block, in the order they happened. */
const FORK_BLOCKS = [
  'homesteadBlock',
  'eip150Block',
  'eip155Block',
  'eip158Block',
  'byzantiumBlock',
  'constantinopleBlock',
  'petersburgBlock',
  'istanbulBlock',
  'muirGlacierBlock',
  'berlinBlock',
  'londonBlock',
] as const;

const FORK_TIMESTAMPS = ['subnetEVMTimestamp'] as const;

const LABELS: Record<string, string> = {
  eip150Block: 'EIP-150',
  eip155Block: 'EIP-155',
  eip158Block: 'EIP-158',
  muirGlacierBlock: 'Muir Glacier',
  subnetEVMTimestamp: 'Subnet-EVM',
};

/** `muirGlacierBlock` → `Muir Glacier`, `durangoTimestamp` → `Durango`. */
export function forkLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const stem = key.replace(/(Block|Timestamp|Time)$/, '');
  const words = stem.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function integerOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string') {
    const n = parseBigInt(value);
    return n !== null && n <= BigInt(Number.MAX_SAFE_INTEGER) && n >= 0n ? Number(n) : null;
  }
  return null;
}

/** What an activation field says: `block 0 (from genesis)`, `block 1,234`, a UTC date, `not set`, `null`. */
export function formatActivation(kind: ActivationKind, raw: unknown, present = raw !== undefined): string {
  if (!present) return 'not set';
  if (raw === null) return 'null (not activated)';
  const value = integerOf(raw);
  if (value === null) return String(raw);
  if (kind === 'block') return value === 0 ? 'block 0 (from genesis)' : `block ${formatInteger(value)}`;
  return value === 0 ? '0 (from genesis)' : formatUtc(value);
}

function activation(config: ConfigRecord, key: string, kind: ActivationKind): ActivationRow {
  const present = Object.hasOwn(config, key) && config[key] !== undefined;
  const raw = config[key];
  const value = present ? integerOf(raw) : null;
  return {
    key,
    label: forkLabel(key),
    kind,
    value,
    present,
    atGenesis: value === 0,
    text: formatActivation(kind, raw, present),
  };
}

const isActivationValue = (v: unknown) => v === null || typeof v === 'number' || typeof v === 'string';

/**
 * Every fork activation: the known Ethereum forks and Subnet-EVM always (absent ones read "not set"),
 * then any other `…Block` / `…Timestamp` / `…Time` field the config carries (Durango, Etna…).
 */
export function activationRows(configValue: unknown): ActivationRow[] {
  const config = asConfigRecord(configValue);
  const known = new Set<string>([...FORK_BLOCKS, ...FORK_TIMESTAMPS]);
  const rows = [
    ...FORK_BLOCKS.map((k) => activation(config, k, 'block')),
    ...FORK_TIMESTAMPS.map((k) => activation(config, k, 'timestamp')),
  ];
  for (const [key, value] of Object.entries(config)) {
    if (known.has(key) || !isActivationValue(value)) continue;
    if (/Block$/.test(key)) rows.push(activation(config, key, 'block'));
    else if (/(Timestamp|Time)$/.test(key)) rows.push(activation(config, key, 'timestamp'));
  }
  return rows;
}

export type FeeKey =
  | 'gasLimit'
  | 'targetBlockRate'
  | 'minBaseFee'
  | 'targetGas'
  | 'baseFeeChangeDenominator'
  | 'minBlockGasCost'
  | 'maxBlockGasCost'
  | 'blockGasCostStep';

export interface FeeRow {
  key: FeeKey;
  label: string;
  explanation: string;
  raw: unknown;
  present: boolean;
  text: string;
}

type Unit = 'gas' | 'seconds' | 'wei' | 'plain' | 'gasPerSecond';

const FEE_FIELDS: readonly { key: FeeKey; label: string; unit: Unit; explanation: string }[] = [
  { key: 'gasLimit', label: 'Gas limit', unit: 'gas', explanation: 'The most gas one block may use.' },
  {
    key: 'targetBlockRate',
    label: 'Target block rate',
    unit: 'seconds',
    explanation: 'Seconds between blocks the block gas cost steers towards.',
  },
  {
    key: 'minBaseFee',
    label: 'Minimum base fee',
    unit: 'wei',
    explanation: 'The base fee never drops below this, however empty the blocks.',
  },
  {
    key: 'targetGas',
    label: 'Target gas',
    unit: 'gas',
    explanation: 'Gas per 10-second window the chain aims for; more raises the base fee, less lowers it.',
  },
  {
    key: 'baseFeeChangeDenominator',
    label: 'Base fee change denominator',
    unit: 'plain',
    explanation: 'Damps base-fee moves: the relative change per window is the gap to target gas divided by this.',
  },
  {
    key: 'minBlockGasCost',
    label: 'Minimum block gas cost',
    unit: 'gas',
    explanation: 'The lowest extra gas a block producer must cover with tips.',
  },
  {
    key: 'maxBlockGasCost',
    label: 'Maximum block gas cost',
    unit: 'gas',
    explanation: 'The highest extra gas a block producer must cover with tips.',
  },
  {
    key: 'blockGasCostStep',
    label: 'Block gas cost step',
    unit: 'gasPerSecond',
    explanation: 'How much the block gas cost moves per second a block is early or late against the target rate.',
  },
];

function gweiText(wei: bigint): string {
  return `${formatUnits(wei, 9)} gwei (${formatInteger(wei)} wei)`;
}

/** A fee-config value with its unit: `8,000,000 gas`, `2 s`, `25 gwei (25,000,000,000 wei)`. */
export function formatFeeValue(unit: Unit, raw: unknown): string {
  const n = typeof raw === 'number' || typeof raw === 'string' ? parseBigInt(raw) : null;
  if (n === null) return String(raw);
  switch (unit) {
    case 'gas':
      return `${formatInteger(n)} gas`;
    case 'gasPerSecond':
      return `${formatInteger(n)} gas per second`;
    case 'seconds':
      return `${formatInteger(n)} s`;
    case 'wei':
      return gweiText(n);
    case 'plain':
      return formatInteger(n);
  }
}

/** The eight fee-config knobs in a fixed order, each with a one-line explanation. */
export function feeConfigRows(feeConfigValue: unknown): FeeRow[] {
  const fee = asConfigRecord(feeConfigValue);
  return FEE_FIELDS.map(({ key, label, unit, explanation }) => {
    const present = Object.hasOwn(fee, key) && fee[key] !== undefined;
    const raw = fee[key];
    const text = !present ? 'not set' : raw === null ? 'null' : formatFeeValue(unit, raw);
    return { key, label, explanation, raw, present, text };
  });
}

export interface ConfigFlagRow {
  key: string;
  label: string;
  explanation: string;
  raw: unknown;
  present: boolean;
  text: string;
  /** Unix seconds when the value is a time. */
  seconds: number | null;
}

const yesNo = (raw: unknown) => (raw === true ? 'yes' : raw === false ? 'no' : String(raw));

function flag(
  record: ConfigRecord,
  key: string,
  label: string,
  explanation: string,
  format: (raw: unknown) => string,
  asTime = false,
): ConfigFlagRow {
  const present = Object.hasOwn(record, key) && record[key] !== undefined;
  const raw = record[key];
  const seconds = asTime && present ? integerOf(raw) : null;
  const text = !present ? 'not set' : raw === null ? 'null' : format(raw);
  return { key, label, explanation, raw, present, text, seconds };
}

/** Warp messaging: when it activates, the signing quorum, whether primary-network signers are required. */
export function warpConfigRows(warpValue: unknown): ConfigFlagRow[] {
  const warp = asConfigRecord(warpValue);
  return [
    flag(
      warp,
      'blockTimestamp',
      'Activation',
      'When warp messaging turns on.',
      (raw) => formatActivation('timestamp', raw),
      true,
    ),
    flag(
      warp,
      'quorumNumerator',
      'Quorum numerator',
      'Share of validator stake weight (out of 100) that must sign a message; 0 means the default, 67.',
      (raw) => {
        const n = integerOf(raw);
        return n === null ? String(raw) : n === 0 ? '0 (default: 67 / 100)' : `${n} / 100`;
      },
    ),
    flag(
      warp,
      'requirePrimaryNetworkSigners',
      'Require primary network signers',
      'Messages from the primary network must be signed by primary-network validators, not this L1’s.',
      yesNo,
    ),
  ];
}

/** Top-level config facts outside the tables: chain id, EIP-150 hash, fee recipients. */
export function configFlagRows(configValue: unknown): ConfigFlagRow[] {
  const config = asConfigRecord(configValue);
  return [
    flag(config, 'chainId', 'Chain id', 'The EVM chain id transactions are signed for (EIP-155).', (raw) =>
      String(raw),
    ),
    flag(
      config,
      'allowFeeRecipients',
      'Allow fee recipients',
      'Block producers may name their own fee recipient; otherwise fees are burned or go to the reward manager.',
      yesNo,
    ),
    flag(config, 'eip150Hash', 'EIP-150 hash', 'The block hash the EIP-150 fork commits to.', (raw) => String(raw)),
  ];
}
