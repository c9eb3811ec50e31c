import { QueryError } from '@renderer/components/feedback/QueryError';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { OpenOnWeb } from '@renderer/components/OpenOnWeb';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { CopyIconButton } from '@renderer/components/value/CopyIconButton';
import { formatInteger } from '@renderer/format/number';
import { useEvmBlock, useEvmHead } from '@renderer/queries/blocks';
import { nativeTokenOf, useNodeChainRef } from '@renderer/queries/chains';
import type { EvmBlock } from '@shared/models/node/evm';
import { type RouteIssue, routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import { useMemo } from 'react';
import '@renderer/styles/views/blocks.css';
import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import type { NativeToken } from '../blocks/block-columns';
import { BlockFacts } from './BlockFacts';
import { BlockNav } from './BlockNav';
import { BlockTransactions } from './BlockTransactions';
import { blockNeighbours, headNumber, missingBlock, parseBlockNumber } from './block-number';
import { blockTxRows } from './block-txs';
import { MissingBlockCard } from './MissingBlockCard';

/** Route problems, plus the one the node would refuse: numbers past what a JSON number holds exactly. */
function blockRouteIssues(chainId: string, number: string): RouteIssue[] {
  const issues = routeIssues({ name: 'block', chainId, number });
  const n = parseBlockNumber(number);
  if (n !== null && n > BigInt(Number.MAX_SAFE_INTEGER)) {
    issues.push({
      param: 'number',
      value: number,
      message: `is larger than any block a node can look up (at most ${formatInteger(Number.MAX_SAFE_INTEGER)})`,
    });
  }
  return issues;
}

/** `#/block/:chainId/:number`: one block from the profile's node, its transactions, and its neighbours. */
export function BlockView({ chainId, number }: { chainId: string; number: string }) {
  const issues = blockRouteIssues(chainId, number);
  const n = parseBlockNumber(number);
  if (issues.length > 0 || n === null) {
    return (
      <div className="view" data-testid="block-view">
        <PageHeader eyebrow={`Block · chain ${chainId}`} title={<span className="mono break">{number}</span>} />
        <RouteIssuesCard issues={issues} testId="block-invalid">
          <p className="muted">A block number is a whole number, in decimal (12345) or 0x hex (0x3039).</p>
          {routeIssues({ name: 'blocks', chainId }).length === 0 && (
            <a className="link" href={routeTo('blocks', { chainId })}>
              Latest blocks of chain {chainId} →
            </a>
          )}
        </RouteIssuesCard>
      </div>
    );
  }
  return <BlockDetail chainId={chainId} number={n} />;
}

function BlockDetail({ chainId, number }: { chainId: string; number: bigint }) {
  const { ref, list, chain, network } = useNodeChainRef(chainId);
  const blockchainId = ref.kind === 'ready' ? ref.blockchainId : null;
  const block = useEvmBlock(blockchainId, number.toString());
  const head = useEvmHead(blockchainId);
  const headN = headNumber(head.data);
  const { prev, next } = blockNeighbours(number, headN);
  const token = nativeTokenOf(chain);
  const otherNetwork = chain !== undefined && chain.isTestnet !== (network === 'fuji');

  const checkAgain = () => {
    void head.refetch();
    void block.refetch();
  };

  return (
    <div className="view" data-testid="block-view">
      <PageHeader
        eyebrow={`Block · ${chain ? `${chain.chainName} (${chainId})` : `chain ${chainId}`}`}
        actions={<OpenOnWeb item="block" chainId={chainId} value={number.toString()} />}
        title={
          <span className="block-heading">
            <span className="mono block-title" data-testid="block-title">
              #{formatInteger(number)}
            </span>
            <CopyIconButton value={number.toString()} label="Copy block number" />
          </span>
        }
      >
        <BlockNav chainId={chainId} prev={prev} next={next} />
      </PageHeader>

      {otherNetwork && (
        <p className="notice notice--warn" data-testid="block-network-mismatch">
          {chain?.chainName} is a {chain?.isTestnet ? 'testnet' : 'mainnet'} chain, but this profile’s node is on{' '}
          {network}. Switch to a {chain?.isTestnet ? 'Fuji' : 'mainnet'} profile to read it from a node.
        </p>
      )}

      {ref.kind === 'unknown' ? (
        <Card tone="warn" title="Which node chain?" testId="block-chain-unknown">
          <p>{ref.reason}</p>
        </Card>
      ) : ref.kind === 'needsList' ? (
        list.isError ? (
          <QueryError
            error={list.error}
            title="The chain list is needed to find this chain on the node"
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            what="The chain list"
          />
        ) : (
          <BlockSkeleton />
        )
      ) : (
        <QueryState query={block} loading={<BlockSkeleton />} what="Block lookup over node RPC">
          {(data) =>
            data === null ? (
              <MissingBlockCard
                chainId={chainId}
                number={number}
                missing={missingBlock(number, headN)}
                onCheckAgain={checkAgain}
                checking={block.isFetching || head.isFetching}
              />
            ) : (
              <FoundBlock chainId={chainId} block={data} number={number} head={headN} token={token} />
            )
          }
        </QueryState>
      )}
    </div>
  );
}

function FoundBlock({
  chainId,
  block,
  number,
  head,
  token,
}: {
  chainId: string;
  block: EvmBlock;
  number: bigint;
  head: bigint | null;
  token: NativeToken;
}) {
  const rows = useMemo(() => blockTxRows(block.transactions), [block.transactions]);
  return (
    <>
      <Card title="Overview" testId="block-overview">
        <BlockFacts chainId={chainId} block={block} number={number} head={head} />
      </Card>
      <Card
        title={
          <>
            Transactions <span className="muted">({formatInteger(rows.length)})</span>
          </>
        }
        testId="block-transactions"
      >
        <BlockTransactions chainId={chainId} rows={rows} token={token} />
      </Card>
    </>
  );
}

function BlockSkeleton() {
  return (
    <section className="card" aria-busy="true" data-testid="block-loading">
      <Skeleton size="lg" />
      <Skeleton size="md" />
      <Skeleton size="md" />
      <Skeleton size="md" />
    </section>
  );
}
