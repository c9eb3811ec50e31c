import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { PageHeader } from '@renderer/components/PageHeader';
import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import { Badge } from '@renderer/components/value/Badge';
import { formatInteger } from '@renderer/format/number';
import { useVerticesAtHeight } from '@renderer/queries/vertices';
import { useHashForm } from '@renderer/routing/use-hash-form';
import type { DataNetwork } from '@shared/contract/data/common';
import type { ListVerticesResponse, Vertex } from '@shared/models/data/primary';
import { routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import { useMemo } from 'react';
import '@renderer/styles/views/vertices.css';
import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { hashParams, updateHashParams } from '@renderer/routing/hash-query';
import { isDataNetwork } from '../validators/validator-model';
import { VertexDetail } from './VertexDetail';
import { VerticesFormCard } from './VerticesFormCard';
import { vertexColumns } from './vertex-columns';
import {
  formFromHash,
  hasErrors,
  hashUpdatesOf,
  heightHref,
  parentHeight,
  type VerticesErrors,
  type VerticesForm,
  verticesErrors,
  verticesParams,
} from './vertices-form';

/** `#/vertices/:network` — X-Chain vertices at a height (Data API), `?height=` to ask directly. */
export function VerticesView({ network }: { network: string }) {
  const issues = routeIssues({ name: 'vertices', network });
  if (issues.length > 0 || !isDataNetwork(network)) {
    return (
      <div className="view" data-testid="vertices-view">
        <PageHeader eyebrow="X-Chain vertices" title={<span className="mono break">{network}</span>} />
        <RouteIssuesCard issues={issues} testId="route-problem">
          <a className="link" href={routeTo('vertices', { network: 'mainnet' })}>
            Mainnet vertices →
          </a>
        </RouteIssuesCard>
      </div>
    );
  }
  return <VerticesPage network={network} />;
}

const openVertex = (vertex: Vertex) => updateHashParams({ vertex: vertex.vertexHash }, 'push');
const selectRows = (page: ListVerticesResponse) => page.vertices;
const requestedOf = (form: VerticesForm) => form.height.trim() !== '';
const errorsOf = (form: VerticesForm, network: DataNetwork): VerticesErrors =>
  requestedOf(form) ? verticesErrors(verticesParams(form, network)) : {};

function VerticesPage({ network }: { network: DataNetwork }) {
  const { hash, requested, requestedKey, form, errors, setErrors, changeField } = useHashForm(formFromHash, (f) =>
    errorsOf(f, network),
  );
  const selected = hashParams(hash, ['vertex']).vertex;

  const params = useMemo(() => verticesParams(requested, network), [requested, network]);
  const runnable = requestedOf(requested) && !hasErrors(verticesErrors(params));
  const query = useVerticesAtHeight(params, runnable);
  const columns = useMemo(() => vertexColumns(network, openVertex), [network]);
  const loaded = useMemo(() => (query.data?.pages ?? []).flatMap((p) => p.vertices), [query.data]);
  const chosen = selected ? loaded.find((v) => v.vertexHash === selected) : undefined;
  const chainInfo = query.data?.pages[0]?.chainInfo;
  const height = params.vertexHeight;

  const submit = () => {
    const found = verticesErrors(verticesParams(form, network));
    const missing = form.height.trim() === '' ? { height: 'is required: enter a height (0 or more)' } : {};
    const all = { ...missing, ...found };
    setErrors(all);
    if (hasErrors(all)) return;
    const sameRequest = JSON.stringify({ ...form, height: form.height.trim() }) === requestedKey;
    updateHashParams(hashUpdatesOf(form), 'push');
    if (sameRequest && runnable) void query.refetch();
  };

  return (
    <div className="view vertices-view" data-testid="vertices-view">
      <PageHeader eyebrow={`X-Chain vertices · ${network}`} title="Vertices by height">
        <span className="muted">
          GET /v1/networks/{network}/blockchains/{params.blockchainId}/vertices:listByHeight
        </span>
      </PageHeader>
      <VerticesFormCard network={network} form={form} errors={errors} onChange={changeField} onSubmit={submit} />
      {runnable ? (
        <section className="card" data-testid="vertices-results">
          <h2 className="card__title">
            Height {formatInteger(height)}
            <span className="card__tools">
              {chainInfo && (
                <span className="vertices-chain-info" data-testid="vertices-chain-info">
                  <Badge tone="info">{chainInfo.chainName}</Badge>
                  <Badge>{chainInfo.network}</Badge>
                </span>
              )}
              {parentHeight(height) !== null && (
                <a className="button button--quiet" href={heightHref(network, height - 1)} data-testid="vertices-prev">
                  ← {formatInteger(height - 1)}
                </a>
              )}
              <a className="button button--quiet" href={heightHref(network, height + 1)} data-testid="vertices-next">
                {formatInteger(height + 1)} →
              </a>
            </span>
          </h2>
          <InfiniteTable
            query={query}
            selectRows={selectRows}
            columns={columns}
            rowKey={(v) => v.vertexHash}
            onRowClick={openVertex}
            label={`Vertices at height ${height}`}
            emptyMessage={`No vertex at height ${formatInteger(height)}. The X-Chain stopped making vertices at Cortina; later heights are empty.`}
            what="X-Chain vertices"
            testId="vertices-table"
          />
        </section>
      ) : (
        !requestedOf(requested) && (
          <EmptyState title="No height yet" testId="vertices-idle">
            Enter a height above, or start at <a href={heightHref(network, 0)}>the first vertex (height 0)</a>.
          </EmptyState>
        )
      )}
      {runnable && selected && chosen && (
        <VertexDetail vertex={chosen} network={network} onClose={() => updateHashParams({ vertex: null }, 'push')} />
      )}
      {runnable && selected && !chosen && !query.isPending && (
        <p className="notice notice--info" data-testid="vertex-not-loaded">
          Vertex <code className="mono break">{selected}</code> is not among the vertices loaded at this height.
        </p>
      )}
    </div>
  );
}
