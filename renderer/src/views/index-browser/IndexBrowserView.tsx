import '@renderer/styles/views/index-browser.css';
import { isUnavailable } from '@renderer/components/feedback/errors';
import { PageHeader } from '@renderer/components/PageHeader';
import { useLastAccepted } from '@renderer/queries/index-api';
import { useHashParams } from '@renderer/routing/hash-query';
import type { IndexName } from '@shared/contract/node/common';
import { routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import { ContainerDetail } from './ContainerDetail';
import { IndexDisabledNotice } from './IndexDisabledNotice';
import { IndexPicker } from './IndexPicker';
import { INDEX_CHOICES, indexNameOf, parsePosition } from './index-model';
import { LastAcceptedCard } from './LastAcceptedCard';
import { LookupCard } from './LookupCard';
import { RangeBrowser } from './RangeBrowser';

const CONTAINER_PARAM = ['container'] as const;

function InvalidIndex({ chain, kind }: { chain: string; kind: string }) {
  const issues = routeIssues({ name: 'index', chain, kind });
  return (
    <div className="view index-view" data-testid="index-view">
      <PageHeader eyebrow="Node index" title={<span className="mono break">{`${chain}/${kind}`}</span>} />
      <section className="card card--warn" role="alert" data-testid="index-invalid">
        <h2 className="card__title">This node has no such index</h2>
        <p>
          <code className="mono">/ext/index/{`${chain}/${kind}`}</code> is not an index path.{' '}
          <span className="field-error" data-testid="route-issue">
            {issues[0]?.message ?? `must be one of ${INDEX_CHOICES.map((c) => c.name).join(', ')}`}
          </span>
        </p>
        <p className="muted">
          A node indexes C-Chain blocks, P-Chain blocks, X-Chain transactions and X-Chain blocks; X-Chain vertices are
          kept for history only. Pick one:
        </p>
        <IndexPicker active={null} />
      </section>
    </div>
  );
}

function IndexBrowser({ name }: { name: IndexName }) {
  const last = useLastAccepted(name);
  const [params, setParams] = useHashParams(CONTAINER_PARAM);
  const selected = parsePosition(params.container);
  const select = (position: number) => setParams({ container: String(position) });
  const path = `/ext/index/${name}`;
  const lastIndex = last.data ? Number(last.data.index) : null;

  return (
    <div className="view index-view" data-testid="index-view" data-index={name}>
      <PageHeader eyebrow="Node index" title={<span className="mono">{path}</span>}>
        <IndexPicker active={name} />
        {name === 'X/vtx' && (
          <p className="notice notice--warn" data-testid="vtx-historical">
            Historical: this index is no longer populated since the Cortina activation. Nodes from v1.10.0 on record
            X-Chain data in <a href={routeTo('index', { chain: 'X', kind: 'block' })}>X/block</a>.
          </p>
        )}
      </PageHeader>
      {last.isError && isUnavailable(last.error) ? (
        <IndexDisabledNotice error={last.error} path={path} />
      ) : (
        <>
          <div className="grid grid--2">
            <LastAcceptedCard query={last} onSelect={select} />
            <LookupCard name={name} onSelect={select} />
          </div>
          <RangeBrowser name={name} lastIndex={lastIndex} selected={selected} onSelect={select} />
          {selected !== null && (
            <ContainerDetail
              name={name}
              position={selected}
              lastIndex={lastIndex}
              onSelect={select}
              onClose={() => setParams({ container: null })}
            />
          )}
        </>
      )}
    </div>
  );
}

/** `#/index/:chain/:kind`: the node's index of accepted containers (needs a node run with --index-enabled). */
export function IndexBrowserView({ chain, kind }: { chain: string; kind: string }) {
  const name = indexNameOf(chain, kind);
  if (!name) return <InvalidIndex chain={chain} kind={kind} />;
  return <IndexBrowser key={name} name={name} />;
}
