import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { lazyNamed, useLazyArrivals } from '@renderer/components/lazy-named';
import { Skeleton } from '@renderer/components/Skeleton';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { knownVmName } from '@renderer/format/genesis-vm';
import { formatInteger } from '@renderer/format/number';
import type { DataNetwork } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import type { Blockchain } from '@shared/models/data/primary';
import { routeTo } from '@shared/routing/routes';
import { Suspense } from 'react';

/** The genesis viewer (allocations, chain config, precompiles) is a chunk of its own, loaded with the first panel. */
const GenesisViewer = lazyNamed(() => import('./genesis/GenesisViewer'), 'GenesisViewer');

function GenesisLoading() {
  return (
    <div className="card" aria-busy="true" data-testid="genesis-loading">
      <Skeleton size="md" />
      <Skeleton size="sm" />
    </div>
  );
}

/** One blockchain: its ids, VM, EVM chain id, creation and genesis. */
export function BlockchainPanel({
  chain,
  listed,
}: {
  chain: Blockchain;
  network: DataNetwork;
  /** The Data API's chain-list entry for it, when it lists this chain. */
  listed: ChainInfo | undefined;
}) {
  // The genesis viewer is drawn as soon as its code arrives (see useLazyArrivals), not after React's throttled retry.
  useLazyArrivals();
  const vmName = knownVmName(chain.vmId);
  const evmId = chain.evmChainId !== undefined ? String(chain.evmChainId) : undefined;
  return (
    <div className="subnet__chain" data-testid="blockchain-panel" data-blockchain-id={chain.blockchainId}>
      <KeyValueGrid
        rows={[
          {
            label: 'Name',
            value: <strong data-testid="blockchain-name">{chain.blockchainName}</strong>,
          },
          {
            label: 'Blockchain id',
            value: <HashText value={chain.blockchainId} full copyLabel="Copy blockchain id" testId="blockchain-id" />,
          },
          {
            label: 'VM id',
            value: (
              <>
                <HashText value={chain.vmId} full copyLabel="Copy VM id" testId="blockchain-vm" />
                {vmName && <span className="muted">{vmName}</span>}
              </>
            ),
          },
          {
            label: 'EVM chain id',
            value: evmId ? (
              <>
                <a className="mono" href={routeTo('blocks', { chainId: evmId })} data-testid="evm-chain-link">
                  {evmId}
                </a>
                <span className="muted">
                  {listed ? `listed by the Data API as ${listed.chainName}` : 'not in the Data API chain list'}
                </span>
              </>
            ) : (
              <span className="muted">none (not an EVM chain)</span>
            ),
          },
          {
            label: 'Created',
            value: (
              <>
                <Timestamp value={chain.createBlockTimestamp} />
                <span className="muted">P-Chain block {formatInteger(chain.createBlockNumber)}</span>
              </>
            ),
          },
        ]}
        testId="blockchain-kv"
      />
      <Suspense fallback={<GenesisLoading />}>
        <GenesisViewer genesis={chain.genesisData} chainId={evmId} symbol={listed?.networkToken.symbol} />
      </Suspense>
    </div>
  );
}
