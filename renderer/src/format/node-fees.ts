/**
 * `info.getTxFee` is deprecated as of v1.12.2: only txFee (the default X-Chain fee) and createAssetTxFee
 * still apply; the other fields are no longer used and may disappear.
 */

export type TxFeeUse = 'in use' | 'no longer used' | 'unknown';

export interface TxFeeRow {
  field: string;
  label: string;
  /** nAVAX as a decimal string. */
  value: string;
  use: TxFeeUse;
}

const KNOWN: Record<string, { label: string; use: TxFeeUse }> = {
  txFee: { label: 'Default X-Chain fee', use: 'in use' },
  createAssetTxFee: { label: 'CreateAssetTx fee', use: 'in use' },
  createSubnetTxFee: { label: 'Create subnet', use: 'no longer used' },
  transformSubnetTxFee: { label: 'Transform subnet', use: 'no longer used' },
  createBlockchainTxFee: { label: 'Create blockchain', use: 'no longer used' },
  addPrimaryNetworkValidatorFee: { label: 'Add primary network validator', use: 'no longer used' },
  addPrimaryNetworkDelegatorFee: { label: 'Add primary network delegator', use: 'no longer used' },
  addSubnetValidatorFee: { label: 'Add subnet validator', use: 'no longer used' },
  addSubnetDelegatorFee: { label: 'Add subnet delegator', use: 'no longer used' },
};

export const TX_FEE_IN_USE = Object.keys(KNOWN).filter((k) => KNOWN[k]?.use === 'in use');

/** One row per numeric field present: in-use fields first, then the retired ones, then unknown ones. */
export function txFeeRows(fees: Readonly<Record<string, unknown>>): TxFeeRow[] {
  const rows: TxFeeRow[] = [];
  for (const [field, raw] of Object.entries(fees)) {
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value !== 'string' || !/^\d+$/.test(value)) continue;
    const known = KNOWN[field];
    rows.push({ field, label: known?.label ?? field, value, use: known?.use ?? 'unknown' });
  }
  const order: Record<TxFeeUse, number> = { 'in use': 0, 'no longer used': 1, unknown: 2 };
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => order[a.r.use] - order[b.r.use] || a.i - b.i)
    .map(({ r }) => r);
}
