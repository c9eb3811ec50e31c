import { BlockLink } from '@renderer/components/value/BlockLink';
import { formatInteger } from '@renderer/format/number';
import type { MissingBlock } from './block-number';

/** The node answered `null`: the block is still to come, or the node has no record of it. */
export function MissingBlockCard({
  chainId,
  number,
  missing,
  onCheckAgain,
  checking,
}: {
  chainId: string;
  number: bigint;
  missing: MissingBlock;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const again = (
    <button type="button" className="button" onClick={onCheckAgain} disabled={checking} data-testid="block-check-again">
      {checking ? 'Checking…' : 'Check again'}
    </button>
  );
  if (missing.kind === 'notYetProduced') {
    return (
      <section className="card missing-block" role="status" data-testid="block-not-produced">
        <h2 className="card__title">Block #{formatInteger(number)} has not been produced yet</h2>
        <p>
          The chain’s latest block is{' '}
          <span data-testid="block-head">
            <BlockLink chainId={chainId} number={missing.head} testId="block-head-link" />
          </span>
          , so this one is <strong className="mono">{formatInteger(missing.toGo)}</strong>{' '}
          {missing.toGo === 1n ? 'block' : 'blocks'} ahead.
        </p>
        <div className="missing-block__actions">{again}</div>
      </section>
    );
  }
  return (
    <section className="card missing-block" role="status" data-testid="block-unknown">
      <h2 className="card__title">The node has no record of block #{formatInteger(number)}</h2>
      <p className="muted">
        It answered with no block. The node may have pruned it or started its history later
        {missing.head !== null && (
          <>
            ; its latest block is <BlockLink chainId={chainId} number={missing.head} testId="block-head-link" />
          </>
        )}
        .
      </p>
      <div className="missing-block__actions">{again}</div>
    </section>
  );
}
