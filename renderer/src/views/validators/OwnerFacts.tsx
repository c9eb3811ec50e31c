import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import type { OutputOwner } from '@shared/models/node/common';
import { rewardsHref } from './validator-model';

/** Who may spend: `threshold of N` signers, the locktime when set, and each address (linking to its pending rewards). */
export function OwnerFacts({ owner, network, testId }: { owner: OutputOwner; network: string; testId?: string }) {
  const locked = owner.locktime !== '0';
  if (owner.addresses.length === 0) {
    return (
      <div className="validator-owner" data-testid={testId}>
        <span className="muted" data-testid="owner-empty">
          No addresses (threshold {owner.threshold}): no P-Chain key can act as this owner.
        </span>
      </div>
    );
  }
  return (
    <div className="validator-owner" data-testid={testId}>
      <span className="muted">
        {owner.threshold} of {owner.addresses.length} {owner.addresses.length === 1 ? 'signer' : 'signers'}
        {locked && (
          <>
            {' '}
            · locked until <Timestamp value={owner.locktime} />
          </>
        )}
      </span>
      <ul className="validator-owner__addresses">
        {owner.addresses.map((address) => (
          <li key={address}>
            <HashText
              value={address}
              href={rewardsHref(network, { addresses: [address] })}
              full
              copyLabel="Copy address"
              testId="owner-address"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
