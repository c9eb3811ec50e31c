import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { HexViewer } from '@renderer/components/viewer/HexViewer';
import { formatInteger } from '@renderer/format/number';
import { useContainerByIndex } from '@renderer/queries/index-api';
import type { IndexName } from '@shared/contract/node/common';
import { routeTo } from '@shared/routing/routes';
import { useEffect, useRef } from 'react';
import { AvmTxJson } from './AvmTxCard';
import { ContainerFacts } from './ContainerFacts';

/** Where a P-Chain block id opens in readable form: the P-Chain tools tab of the node view. */
export const pChainBlockHref = (blockId: string) => `${routeTo('node', {})}?tab=pchain&pblock=${blockId}`;

/** One container of the index: its facts, its bytes, and for X/tx the transaction it holds. */
export function ContainerDetail({
  name,
  position,
  lastIndex,
  onSelect,
  onClose,
}: {
  name: IndexName;
  position: number;
  lastIndex: number | null;
  onSelect: (position: number) => void;
  onClose: () => void;
}) {
  const query = useContainerByIndex(name, position);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A newly chosen container is below the list that chose it: bring it into view.
    if (position >= 0) ref.current?.scrollIntoView({ block: 'start' });
  }, [position]);

  return (
    <div ref={ref} className="container-detail" data-testid="container-detail" data-position={position}>
      <Card
        title={
          <>
            Container <span className="mono">#{formatInteger(position)}</span>
          </>
        }
        tools={
          <>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => onSelect(position - 1)}
              disabled={position === 0}
              data-testid="detail-previous"
            >
              ← #{formatInteger(Math.max(0, position - 1))}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => onSelect(position + 1)}
              disabled={lastIndex !== null && position >= lastIndex}
              data-testid="detail-next"
            >
              #{formatInteger(position + 1)} →
            </button>
            <button type="button" className="button button--quiet" onClick={onClose} data-testid="detail-close">
              Close
            </button>
          </>
        }
      >
        <QueryState query={query} what="The index API">
          {(container) => (
            <>
              <ContainerFacts container={container} testId="detail" />
              {name === 'P/block' && (
                <a className="link" href={pChainBlockHref(container.id)} data-testid="detail-pchain-link">
                  Read this block in the P-Chain tools →
                </a>
              )}
              <section className="container-detail__part">
                <h3 className="container-detail__subtitle">
                  Bytes <span className="muted">encoding {container.encoding}</span>
                </h3>
                <HexViewer hex={container.bytes} label="Container bytes" />
              </section>
              {name === 'X/tx' && <AvmTxJson txID={container.id} />}
            </>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
