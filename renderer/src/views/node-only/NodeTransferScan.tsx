import { ErrorPanel } from '@renderer/components/ErrorPanel';
import { Card } from '@renderer/components/layout/Card';
import { ProgressBar } from '@renderer/components/viewer/ProgressBar';
import { formatInteger } from '@renderer/format/number';
import { useEvmHead } from '@renderer/queries/blocks';
import { useTransferScan } from '@renderer/queries/log-scan';
import { useEffect, useState } from 'react';
import { NodeTransfersTable } from './NodeTransfersTable';

const WHOLE = /^\d+$/;
/** The range offered first: the latest blocks, a scan of a few requests on most nodes. */
const DEFAULT_SPAN = 5000;

/**
 * An address's ERC-20 transfers over a chosen block range, read with eth_getLogs in chunks (progress, cancel,
 * smaller chunks when the node refuses a range). Says exactly which range was read: without an indexer there
 * is no full history.
 */
export function NodeTransferScan({
  chainId,
  blockchainId,
  address,
}: {
  chainId: string;
  blockchainId: string;
  address: string;
}) {
  const head = useEvmHead(blockchainId);
  const headNumber = head.data ? Number(BigInt(head.data)) : null;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { state, start, cancel } = useTransferScan(blockchainId, address);

  useEffect(() => {
    if (headNumber === null) return;
    setTo((t) => (t === '' ? String(headNumber) : t));
    setFrom((f) => (f === '' ? String(Math.max(0, headNumber - DEFAULT_SPAN + 1)) : f));
  }, [headNumber]);

  const fromN = WHOLE.test(from.trim()) ? Number(from.trim()) : null;
  const toN = WHOLE.test(to.trim()) ? Number(to.trim()) : null;
  const fromError =
    fromN === null ? 'must be a block number' : toN !== null && fromN > toN ? 'must not be after To' : null;
  const toError =
    toN === null
      ? 'must be a block number'
      : headNumber !== null && toN > headNumber
        ? `the head is ${headNumber}`
        : null;
  const scanning = state.status === 'scanning';
  const total = state.range ? state.range.to - state.range.from + 1 : 0;
  const done = state.range && state.scannedFrom !== null ? state.range.to - state.scannedFrom + 1 : 0;

  return (
    <Card title="ERC-20 transfers over a block range — from the node" testId="node-transfer-scan">
      <p className="muted">
        Without an indexer a node cannot list an address’s whole history; it can search its logs block range by range
        (eth_getLogs, Transfer events with this address as sender or receiver).
      </p>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          if (fromN !== null && toN !== null && !fromError && !toError) void start(fromN, toN);
        }}
      >
        <label>
          From block{' '}
          <input
            className="input mono input--short"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            aria-invalid={Boolean(fromError)}
            data-testid="scan-from"
          />
        </label>
        <label>
          To block{' '}
          <input
            className="input mono input--short"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={Boolean(toError)}
            data-testid="scan-to"
          />
        </label>
        {scanning ? (
          <button key="cancel" type="button" className="button" onClick={cancel} data-testid="scan-cancel">
            Cancel
          </button>
        ) : (
          <button
            key="start"
            type="submit"
            className="button button--primary"
            disabled={Boolean(fromError || toError)}
            data-testid="scan-start"
          >
            Scan
          </button>
        )}
        {fromError && from !== '' && (
          <span className="field-error" data-testid="scan-from-error">
            From {fromError}
          </span>
        )}
        {toError && to !== '' && (
          <span className="field-error" data-testid="scan-to-error">
            To {toError}
          </span>
        )}
      </form>
      {state.range && (
        <div
          className="scan-status"
          data-testid="scan-status"
          data-status={state.status}
          data-count={state.transfers.length}
        >
          <ProgressBar
            value={total === 0 ? 100 : (done / total) * 100}
            label={`${formatInteger(done)} of ${formatInteger(total)} blocks`}
            testId="scan-progress"
          />
          <p className="muted" data-testid="scan-range">
            {state.scannedFrom !== null && state.scannedFrom <= state.range.to
              ? `Scanned blocks ${formatInteger(state.scannedFrom)} to ${formatInteger(state.range.to)}`
              : 'Nothing scanned yet'}
            {state.status === 'cancelled' &&
              ` — cancelled; blocks ${formatInteger(state.range.from)} to ${formatInteger((state.scannedFrom ?? state.range.to + 1) - 1)} were not read`}
            {state.status === 'done' && ' — complete'}
            {' · '}
            <span data-testid="scan-found">{formatInteger(state.transfers.length)} transfers found</span>
            {' · '}
            {formatInteger(state.chunk)} blocks per request
            {state.refusals > 0 && ` (the node refused longer ranges ${state.refusals}×)`}
          </p>
        </div>
      )}
      {state.status === 'failed' && state.error && <ErrorPanel error={state.error} title="The scan stopped" />}
      {state.range && (
        <NodeTransfersTable
          chainId={chainId}
          blockchainId={blockchainId}
          transfers={state.transfers}
          showTx
          label="ERC-20 transfers found"
          emptyMessage={scanning ? 'Scanning…' : 'No ERC-20 transfer of this address in the scanned range.'}
        />
      )}
    </Card>
  );
}
