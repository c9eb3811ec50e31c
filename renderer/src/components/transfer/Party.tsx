import { AddressLink } from '@renderer/components/value/AddressLink';
import { EVM_ADDRESS_HEX } from '@shared/ids';
import type { AddressInfo } from '@shared/models/data/shared';

/** A `from`/`to` with its name and logo, linked to the address view; an address that is not one is shown raw. */
export function Party({
  chainId,
  info,
  copy = false,
  truncate = true,
  testId,
}: {
  chainId: string;
  info: AddressInfo;
  copy?: boolean;
  truncate?: boolean;
  testId: string;
}) {
  if (!EVM_ADDRESS_HEX.test(info.address)) {
    return (
      <span className="mono muted" title="Not an EVM address" data-testid={testId}>
        {info.address || '—'}
      </span>
    );
  }
  return (
    <AddressLink
      chainId={chainId}
      address={info.address}
      name={info.name}
      logoUri={info.logoUri}
      copy={copy}
      truncate={truncate}
      testId={testId}
    />
  );
}
