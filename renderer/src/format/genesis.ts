import { formatUnits } from './amount';
import { formatInteger, parseBigInt } from './number';
import { formatUtc } from './time';

/**
 * An EVM genesis as the Data API sends it: quantities as `0x` hex (sometimes decimal, sometimes a
 * number, sometimes null), balances far above 2^53, contract code and storage per account. Everything
 * here is BigInt-exact and tolerant of absent or null fields, so the viewer shows what was sent.
 */

/** A decimal or `0x` hex integer (or a safe-integer number) as BigInt; null when absent, null or garbage. */
export function parseQuantity(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return parseBigInt(value);
  return null;
}

/** Native balances in the genesis are in wei: 18 decimals. */
export const NATIVE_DECIMALS = 18;

/** `0x3635c9adc5dea00000` → `1,000`; exact, trailing zeros trimmed; null when not an integer quantity. */
export function formatNativeBalance(value: unknown, decimals = NATIVE_DECIMALS): string | null {
  const wei = parseQuantity(value);
  return wei === null ? null : formatUnits(wei, decimals);
}

/** Bytes of `0x…` code; 0 for `0x`; null when absent or not hex bytes. */
export function codeByteLength(code: unknown): number | null {
  if (typeof code !== 'string') return null;
  const body = code.trim().replace(/^0x/i, '');
  if (body.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) return null;
  return body.length / 2;
}

export interface AllocRow {
  address: string;
  /** The balance as sent (hex or decimal), or null when the account has none. */
  balanceRaw: string | null;
  balanceWei: bigint | null;
  /** Whole native units, exact; the raw text when it is not an integer; `—` when absent. */
  balanceText: string;
  code: string | null;
  codeBytes: number | null;
  storage: [slot: string, value: string][];
  storageSlots: number;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function storageEntries(value: unknown): [string, string][] {
  const record = asRecord(value);
  if (!record) return [];
  return Object.entries(record).map(([slot, v]) => [
    slot,
    typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'),
  ]);
}

/** One row per genesis account, in the order the genesis lists them. */
export function allocRows(alloc: unknown): AllocRow[] {
  const record = asRecord(alloc);
  if (!record) return [];
  return Object.entries(record).map(([address, raw]) => {
    const account = asRecord(raw) ?? {};
    const balance = account.balance;
    const balanceRaw =
      typeof balance === 'string' || typeof balance === 'number' || typeof balance === 'bigint'
        ? String(balance)
        : null;
    const balanceWei = parseQuantity(balance);
    const code = typeof account.code === 'string' ? account.code : null;
    const storage = storageEntries(account.storage);
    return {
      address,
      balanceRaw,
      balanceWei,
      balanceText: balanceWei !== null ? formatUnits(balanceWei, NATIVE_DECIMALS) : (balanceRaw ?? '—'),
      code,
      codeBytes: codeByteLength(code),
      storage,
      storageSlots: storage.length,
    };
  });
}

/** The sum of the genesis balances in wei (accounts whose balance is unreadable are left out). */
export function totalAllocWei(rows: readonly AllocRow[]): bigint {
  return rows.reduce((sum, r) => sum + (r.balanceWei ?? 0n), 0n);
}

export type GenesisFactKind = 'integer' | 'time' | 'hex' | 'address' | 'text' | 'null' | 'absent';

export interface GenesisFact {
  key: string;
  label: string;
  kind: GenesisFactKind;
  /** What to show. */
  text: string;
  /** Unix seconds, for `time` facts. */
  seconds: number | null;
  raw: unknown;
  hint?: string;
}

type HeaderSpec = { key: string; label: string; as: 'integer' | 'time' | 'hex' | 'address'; hint?: string };

const HEADER_FIELDS: readonly HeaderSpec[] = [
  { key: 'gasLimit', label: 'Gas limit', as: 'integer', hint: 'gas per block at genesis' },
  { key: 'timestamp', label: 'Timestamp', as: 'time' },
  { key: 'difficulty', label: 'Difficulty', as: 'integer' },
  { key: 'gasUsed', label: 'Gas used', as: 'integer' },
  { key: 'number', label: 'Number', as: 'integer' },
  { key: 'nonce', label: 'Nonce', as: 'integer' },
  { key: 'baseFeePerGas', label: 'Base fee per gas', as: 'integer', hint: 'wei' },
  { key: 'coinbase', label: 'Coinbase', as: 'address' },
  { key: 'extraData', label: 'Extra data', as: 'hex' },
];

function headerFact(spec: HeaderSpec, genesis: Record<string, unknown>): GenesisFact {
  const base = { key: spec.key, label: spec.label, hint: spec.hint, seconds: null };
  if (!(spec.key in genesis) || genesis[spec.key] === undefined) {
    return { ...base, kind: 'absent', text: 'not set', raw: undefined };
  }
  const raw = genesis[spec.key];
  if (raw === null) return { ...base, kind: 'null', text: 'null', raw };
  if (spec.as === 'integer' || spec.as === 'time') {
    const n = parseQuantity(raw);
    if (n === null) return { ...base, kind: 'text', text: String(raw), raw };
    if (spec.as === 'time' && n <= BigInt(Number.MAX_SAFE_INTEGER)) {
      const seconds = Number(n);
      return { ...base, kind: 'time', text: formatUtc(seconds), seconds, raw };
    }
    return { ...base, kind: 'integer', text: formatInteger(n), raw };
  }
  if (spec.as === 'hex') {
    const bytes = codeByteLength(raw);
    const text = String(raw);
    return {
      ...base,
      kind: bytes === null ? 'text' : 'hex',
      text,
      raw,
      hint: bytes === null ? undefined : `${bytes} bytes`,
    };
  }
  return { ...base, kind: 'address', text: String(raw), raw };
}

/** The header fields of a genesis (gas limit, timestamp, difficulty, coinbase, extra data…), readable. */
export function genesisHeaderFacts(genesis: unknown): GenesisFact[] {
  const record = asRecord(genesis) ?? {};
  return HEADER_FIELDS.map((spec) => headerFact(spec, record));
}

/** An EVM genesis object (as opposed to the opaque string other VMs carry, or nothing). */
export function isEvmGenesis(value: unknown): value is Record<string, unknown> {
  return asRecord(value) !== null;
}

/** A genesis string that is itself JSON is shown as a tree; anything else as text. */
export function parseOpaqueGenesis(text: string): { json: unknown } | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return null;
  try {
    return { json: JSON.parse(trimmed) };
  } catch {
    return null;
  }
}
