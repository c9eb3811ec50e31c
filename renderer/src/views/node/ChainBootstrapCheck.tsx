import { paramsFieldErrors } from '@renderer/api';
import { ParamFilter } from '@renderer/components/forms/ParamFilter';
import { Skeleton } from '@renderer/components/Skeleton';
import { StatusPill } from '@renderer/components/value/Badge';
import { middleTruncate } from '@renderer/format/text';
import { useIsBootstrapped } from '@renderer/queries/node';
import { useHashParam } from '@renderer/routing/hash-query';

const chainProblem = (chain: string) => paramsFieldErrors('node.info.isBootstrapped', { chain }).chain ?? null;

function Answer({ chain }: { chain: string }) {
  const query = useIsBootstrapped(chain);
  if (query.isPending) return <Skeleton size="sm" />;
  if (query.isError && query.data === undefined) {
    return (
      <span className="field-error" data-testid="bootstrap-check-error">
        {query.error.message}
      </span>
    );
  }
  const done = query.data.isBootstrapped;
  return (
    <span data-testid="bootstrap-check-result" data-bootstrapped={String(done)} title={chain}>
      <StatusPill
        status={done ? 'bootstrapped' : 'bootstrapping'}
        label={`${middleTruncate(chain, 10, 6)}: ${done ? 'bootstrapped' : 'still bootstrapping'}`}
      />
    </span>
  );
}

/** info.isBootstrapped for any chain the node may run, by alias (X, P, C…) or blockchain id (`?bootChain=`). */
export function ChainBootstrapCheck() {
  const [chain, setChain] = useHashParam('bootChain', { blankAsNull: true });
  const ready = chain !== null && chainProblem(chain) === null;
  return (
    <div className="node-bootstrap-check" data-testid="bootstrap-check">
      <ParamFilter
        label="Another chain"
        placeholder="alias or blockchain id"
        resetLabel="Clear"
        applied={chain}
        validate={chainProblem}
        onApply={setChain}
        testId="bootstrap-check-chain"
      />
      {ready && <Answer chain={chain.trim()} />}
    </div>
  );
}
