import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { PageHeader } from '@renderer/components/PageHeader';
import { chartHash } from '@renderer/metrics/chart-state';
import { chainLabel, isAggregateChain } from '@renderer/metrics/compare';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { findChain, useChains } from '@renderer/queries/chains';
import { useSelectedChainId } from '@renderer/stores/prefs';
import { routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import '@renderer/styles/views/metrics.css';
import { ChartPanel } from './ChartPanel';
import { CompareControl } from './CompareControl';
import { chainChoices, MetricsControls } from './MetricsControls';
import { useChartState } from './use-chart-state';

function InvalidChain({ chainId }: { chainId: string }) {
  const profile = useActiveProfile();
  const fallback = useSelectedChainId(profile);
  return (
    <div className="view" data-testid="metrics-view">
      <PageHeader eyebrow="Metrics" title={<span className="mono break">{chainId}</span>} />
      <RouteIssuesCard issues={routeIssues({ name: 'metrics', chainId })} testId="metrics-invalid">
        <a className="link" href={routeTo('metrics', { chainId: fallback })}>
          Metrics of chain {fallback} →
        </a>
      </RouteIssuesCard>
    </div>
  );
}

/** `#/metrics/:chainId?metric=…`: chain metrics as charts, compared, zoomed, tabulated and saved. */
export default function MetricsView({ chainId }: { chainId: string }) {
  if (routeIssues({ name: 'metrics', chainId }).length > 0) return <InvalidChain chainId={chainId} />;
  return <Metrics chainId={chainId} />;
}

function Metrics({ chainId }: { chainId: string }) {
  const profile = useActiveProfile();
  const list = useChains();
  const chains = list.data?.chains;
  const chain = findChain(chains, chainId);
  const { state, issues, update } = useChartState(chainId);
  const testnet = profile.network !== 'mainnet';
  const choices = chainChoices(chains, testnet, chainId);

  return (
    <div className="view metrics-view" data-testid="metrics-view">
      <PageHeader
        eyebrow={`Metrics · ${isAggregateChain(chainId) ? chainId : `chain ${chainId}`}`}
        title={<span data-testid="metrics-chain-name">{chainLabel(chainId, chains)}</span>}
      >
        <span className="muted">
          {chain ? (
            <>
              Native token {chain.networkToken.symbol} · <a href={routeTo('blocks', { chainId })}>Latest blocks</a>
            </>
          ) : isAggregateChain(chainId) ? (
            'Every EVM chain the metrics API counts in this group, summed (maxima: the highest; gas price: weighted).'
          ) : null}
        </span>
      </PageHeader>
      {issues.length > 0 && (
        <RouteIssuesCard issues={issues} title="Part of this link could not be used" testId="metrics-link-issues" />
      )}
      <MetricsControls
        state={state}
        chains={chains}
        testnet={testnet}
        onChange={(next) => update(next)}
        onChainChange={(id) => update({ ...state, chainId: id, zoom: null, hidden: [] }, 'push')}
      />
      <CompareControl
        key={chartHash(state)}
        state={state}
        choices={choices}
        chains={chains}
        onChange={(next) => update(next)}
      />
      <ChartPanel state={state} update={update} chains={chains} />
    </div>
  );
}
