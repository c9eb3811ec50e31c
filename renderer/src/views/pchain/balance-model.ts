import type { PlatformBalance } from '@shared/models/node/platform';

/** Field messages of the addresses list: `addresses.2` → "address 3 (P-x…): must be…". */
export function addressMessages(addresses: readonly string[], errors: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const at = /^addresses\.(\d+)$/.exec(key);
    if (at) {
      const i = Number(at[1]);
      out.push(`address ${i + 1} (${addresses[i] ?? ''}): ${message}`);
    } else out.push(`addresses ${message}`);
  }
  return out;
}

export interface AssetBalanceRow {
  assetID: string;
  balance: string;
  unlocked: string;
  lockedStakeable: string;
  lockedNotStakeable: string;
}

/** One row per asset out of the four per-asset maps (absent entries are 0). */
export function assetRows(balance: PlatformBalance): AssetBalanceRow[] {
  const ids = new Set([
    ...Object.keys(balance.balances),
    ...Object.keys(balance.unlockeds),
    ...Object.keys(balance.lockedStakeables),
    ...Object.keys(balance.lockedNotStakeables),
  ]);
  return [...ids].sort().map((assetID) => ({
    assetID,
    balance: balance.balances[assetID] ?? '0',
    unlocked: balance.unlockeds[assetID] ?? '0',
    lockedStakeable: balance.lockedStakeables[assetID] ?? '0',
    lockedNotStakeable: balance.lockedNotStakeables[assetID] ?? '0',
  }));
}
