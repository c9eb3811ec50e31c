import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Badge } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import type { ChainInfo } from '@shared/models/data/chains';
import type { TeleporterMessageInfo } from '@shared/models/data/transactions';
import { routeTo } from '@shared/routing/routes';
import { findChainInfo } from './tx-format';

function ChainRef({
  reference,
  chains,
  isThisChain,
  testId,
}: {
  reference: string | undefined;
  chains: readonly ChainInfo[] | undefined;
  isThisChain: boolean;
  testId: string;
}) {
  if (!reference)
    return (
      <span className="muted" data-testid={testId}>
        not reported
      </span>
    );
  const chain = findChainInfo(chains, reference);
  return (
    <span className="tx-chain-ref" data-testid={testId} data-chain-ref={reference}>
      {chain ? (
        <a href={routeTo('blocks', { chainId: chain.chainId })} data-testid={`${testId}-name`}>
          {chain.chainName}
        </a>
      ) : (
        <span className="muted">{chains ? 'not in the chain list' : 'chain name unavailable'}</span>
      )}
      {chain && <span className="mono muted">{chain.chainId}</span>}
      {reference !== chain?.chainId && (
        <HashText value={reference} head={8} tail={6} copyLabel="Copy blockchain id" testId={`${testId}-id`} />
      )}
      {isThisChain && <Badge tone="info">this chain</Badge>}
    </span>
  );
}

/**
 * The Teleporter (ICM) message the transaction sent or received. The Data API names the other end only;
 * this end is the transaction's own chain.
 */
export function TeleporterMessage({
  chainId,
  info,
  chains,
}: {
  chainId: string;
  info: TeleporterMessageInfo | undefined;
  chains: readonly ChainInfo[] | undefined;
}) {
  if (!info) {
    return (
      <EmptyState testId="teleporter-empty">
        This transaction neither sent nor received a Teleporter message.
      </EmptyState>
    );
  }
  const sent = info.direction === 'SOURCE_TRANSACTION';
  const received = info.direction === 'DESTINATION_TRANSACTION';
  const source = info.sourceChainId ?? (sent ? chainId : undefined);
  const destination = info.destinationChainId ?? (received ? chainId : undefined);
  return (
    <div data-testid="teleporter">
      <KeyValueGrid
        rows={[
          {
            label: 'Message ID',
            value: (
              <HashText
                value={info.teleporterMessageId}
                full
                copyLabel="Copy message id"
                testId="teleporter-message-id"
              />
            ),
          },
          {
            label: 'Direction',
            value: (
              <Badge tone={sent ? 'info' : 'success'} testId="teleporter-direction">
                {sent ? 'Sent from this chain' : received ? 'Received on this chain' : info.direction}
              </Badge>
            ),
          },
          {
            label: 'Source chain',
            value: <ChainRef reference={source} chains={chains} isThisChain={sent} testId="teleporter-source" />,
          },
          {
            label: 'Destination chain',
            value: (
              <ChainRef
                reference={destination}
                chains={chains}
                isThisChain={received}
                testId="teleporter-destination"
              />
            ),
          },
        ]}
      />
    </div>
  );
}
