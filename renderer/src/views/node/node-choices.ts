import { middleTruncate } from '@renderer/format/text';

/** Chooser entries built from the Data API's subnet list. */

export interface SubnetLike {
  subnetId: string;
  isL1: boolean;
  blockchains: readonly { blockchainId: string; blockchainName: string; evmChainId?: number | undefined }[];
}

export interface Choice {
  value: string;
  label: string;
}

/** Subnets/L1s as `Name A, Name B · 2bj8m…Q9 (L1)`, in the order given. */
export function subnetChoices(subnets: readonly SubnetLike[]): Choice[] {
  return subnets.map((s) => {
    const names = s.blockchains.map((b) => b.blockchainName).join(', ') || 'no blockchains';
    return { value: s.subnetId, label: `${names} · ${middleTruncate(s.subnetId, 6, 4)}${s.isL1 ? ' (L1)' : ''}` };
  });
}

/** The C-Chain first, then every blockchain that has an EVM chain id, by name. */
export function evmChainChoices(subnets: readonly SubnetLike[]): Choice[] {
  const evm = subnets.flatMap((s) =>
    s.blockchains
      .filter((b) => b.evmChainId !== undefined)
      .map((b) => ({ value: b.blockchainId, label: `${b.blockchainName} · chain ${b.evmChainId}` })),
  );
  evm.sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: 'C', label: 'C-Chain (C)' }, ...evm];
}
