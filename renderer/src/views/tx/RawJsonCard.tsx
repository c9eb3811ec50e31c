import { CopyButton } from '@renderer/components/CopyButton';
import { Card } from '@renderer/components/layout/Card';
import { JsonViewer } from '@renderer/components/viewer/JsonViewer';
import type { TransactionDetail } from '@shared/models/data/transactions';
import { useState } from 'react';

/** The whole Data API answer as received, for anything the view does not show. Closed until asked for. */
export function RawJsonCard({ detail }: { detail: TransactionDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="Raw response"
      testId="tx-raw"
      tools={
        <>
          <CopyButton value={JSON.stringify(detail, null, 2)} label="Copy JSON" testId="tx-raw-copy" />
          <button
            type="button"
            className="button button--quiet"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            data-testid="tx-raw-toggle"
          >
            {open ? 'Hide' : 'Show'}
          </button>
        </>
      }
    >
      {open ? (
        <JsonViewer value={detail} expandDepth={2} testId="tx-raw-json" />
      ) : (
        <p className="muted">The Data API's whole answer for this transaction, as a JSON tree.</p>
      )}
    </Card>
  );
}
