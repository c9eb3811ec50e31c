import { QueryState } from '@renderer/components/feedback/QueryState';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import { useAvmTxJson } from '@renderer/queries/index-api';

/** An X-Chain transaction from the X/tx index in readable form, from avm.getTx at /ext/bc/X. */
export function AvmTxJson({ txID }: { txID: string }) {
  const query = useAvmTxJson(txID);
  return (
    <section className="container-detail__part" data-testid="avm-tx">
      <h3 className="container-detail__subtitle">
        Readable transaction <span className="muted">avm.getTx · encoding json</span>
      </h3>
      <QueryState query={query} what="avm.getTx">
        {(data) => <JsonViewer value={data.tx} expandDepth={2} maxHeight={420} testId="avm-tx-json" />}
      </QueryState>
    </section>
  );
}
