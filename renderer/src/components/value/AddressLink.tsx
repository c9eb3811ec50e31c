import { middleTruncate } from '@renderer/format/text';
import { useAddressLabel } from '@renderer/stores/labels';
import { EVM_ADDRESS_HEX, toChecksumAddress } from '@shared/ids';
import { routeTo } from '@shared/routing/routes';
import { TokenLogo } from '../TokenLogo';
import { CopyIconButton } from './CopyIconButton';

/** EIP-55 form of a 20-byte address; anything else unchanged. */
export function displayAddress(address: string): string {
  return EVM_ADDRESS_HEX.test(address) ? toChecksumAddress(address) : address;
}

/**
 * An EVM address linking to `#/address/:chainId/:address`, checksummed. The user's label for the address
 * leads when there is one; otherwise a `name` (contract or token name) leads; either way the short
 * address follows. `logoUri` adds the token's logo.
 */
export function AddressLink({
  chainId,
  address,
  name,
  logoUri,
  truncate = true,
  copy = false,
  shortAfterName = true,
  testId = 'address-link',
}: {
  chainId: string;
  address: string;
  name?: string | undefined;
  logoUri?: string | undefined;
  truncate?: boolean;
  copy?: boolean;
  /** The short address after a name; off where the name alone tells rows apart (a token's symbol). */
  shortAfterName?: boolean;
  testId?: string;
}) {
  const shown = displayAddress(address);
  const short = truncate ? middleTruncate(shown, 8, 6) : shown;
  const label = useAddressLabel(address)?.label;
  const title = [label && `Your label: ${label}`, name, shown].filter(Boolean).join(' · ');
  const href = routeTo('address', { chainId, address: shown });
  if (!logoUri && !label && !name) {
    // The common case in tables, the short address alone: the link is the text (one element, not two).
    return (
      <span className="address-link" title={title} data-testid={testId}>
        <a className="mono" href={href} data-address={shown}>
          {short}
        </a>
        {copy && <CopyIconButton value={shown} label="Copy address" testId={`${testId}-copy`} />}
      </span>
    );
  }
  return (
    <span className="address-link" title={title} data-testid={testId} data-label={label}>
      <a href={href} data-address={shown}>
        {logoUri && (
          <span className="address-link__logo">
            <TokenLogo uri={logoUri} symbol={name ?? shown.slice(2)} />
          </span>
        )}
        {label ? (
          <>
            <span className="address-label" data-testid={`${testId}-label`}>
              {label}
            </span>{' '}
            <span className="mono muted address-link__short">{middleTruncate(shown, 6, 4)}</span>
          </>
        ) : name ? (
          <>
            <span className="address-link__name">{name}</span>
            {shortAfterName && (
              <>
                {' '}
                <span className="mono muted address-link__short">{middleTruncate(shown, 6, 4)}</span>
              </>
            )}
          </>
        ) : (
          <span className="mono">{short}</span>
        )}
      </a>
      {copy && <CopyIconButton value={shown} label="Copy address" testId={`${testId}-copy`} />}
    </span>
  );
}
