import { middleTruncate } from '@renderer/format/text';
import type { Subnet } from '@shared/models/data/primary';

/** One entry of the subnet chooser. */
export interface SubnetOption {
  subnetId: string;
  isL1: boolean;
  label: string;
}

/** `Amber Falcon, Cobalt Relay` (its blockchains), or the shortened id when it has none. */
export function subnetName(subnet: Subnet): string {
  const names = subnet.blockchains.map((b) => b.blockchainName).filter((n) => n.trim() !== '');
  return names.length > 0 ? names.join(', ') : middleTruncate(subnet.subnetId, 8, 6);
}

/** The chooser's entries: L1s first, then subnets, each group by name. */
export function subnetOptions(subnets: readonly Subnet[]): SubnetOption[] {
  return subnets
    .map((s) => ({ subnetId: s.subnetId, isL1: s.isL1, label: subnetName(s) }))
    .sort((a, b) => Number(b.isL1) - Number(a.isL1) || a.label.localeCompare(b.label));
}

/** The text of one option: kind, name and a short id so two same-named subnets stay apart. */
export const optionText = (o: SubnetOption) =>
  `${o.isL1 ? 'L1' : 'Subnet'} · ${o.label} · ${middleTruncate(o.subnetId, 6, 4)}`;
