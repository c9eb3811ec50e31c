import { QueryState } from '@renderer/components/feedback/QueryState';
import { Badge } from '@renderer/components/value/Badge';
import { useEvmActivePrecompiles } from '@renderer/queries/node';
import { PrecompileList } from './PrecompileList';

/**
 * eth_getActivePrecompilesAt beside the active rules, at the same time (or latest). The spec deprecates
 * it in favour of eth_getActiveRulesAt; nodes that still answer it also give each precompile's config.
 */
export function ActivePrecompiles({
  chain,
  timestamp,
  evmChainId,
}: {
  chain: string;
  timestamp: number | null;
  evmChainId: string | null;
}) {
  const query = useEvmActivePrecompiles(chain, timestamp);
  return (
    <section className="node-deprecated" data-testid="active-precompiles-deprecated">
      <h3 className="node-rules__title">
        Active precompile configs <code className="mono">eth_getActivePrecompilesAt</code>{' '}
        <Badge tone="warning" title="Deprecated by the spec: use eth_getActiveRulesAt">
          deprecated
        </Badge>
      </h3>
      <QueryState query={query} what="eth_getActivePrecompilesAt">
        {(configs) => (
          <div data-testid="active-precompiles-result" data-count={Object.keys(configs).length}>
            {Object.keys(configs).length === 0 ? (
              <p className="muted">No precompile is active at this time.</p>
            ) : (
              <PrecompileList entries={Object.entries(configs)} evmChainId={evmChainId} />
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}
