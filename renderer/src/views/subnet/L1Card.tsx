import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { HashText } from '@renderer/components/value/HashText';
import type { DataNetwork } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import type { Subnet } from '@shared/models/data/primary';
import { routeTo } from '@shared/routing/routes';
import { ValidatorManagerValue } from './ValidatorManagerValue';

/** The signature aggregator's signed message for a P-Chain transaction (`#/signatures`, lookup tab). */
const signedMessageHref = (network: DataNetwork, txHash: string) =>
  `${routeTo('signatures', {})}?${new URLSearchParams({ tab: 'lookup', network, tx: txHash })}`;

/** The L1 conversion: the ConvertSubnetToL1Tx and the contract that now manages the validator set. */
export function L1Card({
  subnet,
  network,
  chains,
}: {
  subnet: Subnet;
  network: DataNetwork;
  chains: ReadonlyMap<string, ChainInfo>;
}) {
  const manager = subnet.l1ValidatorManagerDetails;
  const own = manager && subnet.blockchains.find((b) => b.blockchainId === manager.blockchainId);
  const listed = manager && chains.get(manager.blockchainId);
  const chainName = own?.blockchainName ?? listed?.chainName;
  return (
    <Card title="L1 conversion" testId="subnet-l1">
      <KeyValueGrid
        rows={[
          {
            label: 'Conversion tx',
            hint: 'ConvertSubnetToL1Tx on the P-Chain; opens its signed, decoded Warp message',
            value: subnet.l1ConversionTransactionHash ? (
              <HashText
                value={subnet.l1ConversionTransactionHash}
                href={signedMessageHref(network, subnet.l1ConversionTransactionHash)}
                full
                copyLabel="Copy conversion transaction id"
                testId="l1-conversion-tx"
              />
            ) : (
              <span className="muted">not given</span>
            ),
          },
          manager && {
            label: 'Manager chain',
            hint: 'blockchain the manager contract lives on',
            value: (
              <>
                <HashText
                  value={manager.blockchainId}
                  href={own ? undefined : routeTo('subnet', { network, subnetId: manager.blockchainId })}
                  head={12}
                  tail={8}
                  copyLabel="Copy blockchain id"
                  testId="manager-blockchain"
                />
                {chainName && <span className="muted">{chainName}</span>}
                {own && <span className="muted">(a blockchain of this L1)</span>}
              </>
            ),
          },
          manager && {
            label: 'Manager contract',
            value: <ValidatorManagerValue details={manager} chains={chains} ownChains={subnet.blockchains} />,
          },
          !manager && { label: 'Validator manager', value: <span className="muted">not given</span> },
        ]}
        testId="l1-kv"
      />
    </Card>
  );
}
