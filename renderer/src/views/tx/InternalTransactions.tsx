import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { partyColumns } from '@renderer/components/transfer/transfer-columns';
import { Amount } from '@renderer/components/value/Amount';
import { Badge, StatusPill } from '@renderer/components/value/Badge';
import { formatGas, parseBigInt } from '@renderer/format/number';
import type { NetworkToken } from '@shared/models/data/shared';
import type { InternalTransaction } from '@shared/models/data/transactions';

interface Row {
  index: number;
  call: InternalTransaction;
}

function columns(chainId: string, token: NetworkToken): Column<Row>[] {
  return [
    { id: 'index', header: '#', width: 48, align: 'right', cell: (r) => r.index, sortValue: (r) => r.index },
    {
      id: 'type',
      header: 'Type',
      width: 104,
      cell: (r) => <Badge testId="internal-type">{r.call.internalTxType}</Badge>,
      sortValue: (r) => r.call.internalTxType,
    },
    ...partyColumns<Row>({
      chainId,
      parties: (r) => r.call,
      testIds: { from: 'internal-from', to: 'internal-to' },
      width: 'minmax(170px, 1.5fr)',
    }),
    {
      id: 'value',
      header: 'Value',
      width: 'minmax(110px, 0.8fr)',
      align: 'right',
      cell: (r) => (
        <Amount value={r.call.value} decimals={token.decimals} symbol={token.symbol} testId="internal-value" />
      ),
      sortValue: (r) => parseBigInt(r.call.value),
    },
    {
      id: 'gas',
      header: 'Gas used / limit',
      width: 'minmax(130px, 0.9fr)',
      align: 'right',
      cell: (r) => (
        <span className="mono" data-testid="internal-gas">
          {formatGas(r.call.gasUsed)} / {formatGas(r.call.gasLimit)}
        </span>
      ),
      sortValue: (r) => parseBigInt(r.call.gasUsed),
    },
    {
      id: 'status',
      header: 'Result',
      width: 100,
      cell: (r) =>
        r.call.isReverted ? (
          <StatusPill status="reverted" label="Reverted" testId="internal-reverted" />
        ) : (
          <StatusPill status="success" label="OK" testId="internal-ok" />
        ),
      sortValue: (r) => r.call.isReverted,
    },
  ];
}

/** Calls the transaction made from contract to contract, in trace order; reverted ones stand out. */
export function InternalTransactions({
  chainId,
  calls,
  token,
}: {
  chainId: string;
  calls: readonly InternalTransaction[];
  token: NetworkToken;
}) {
  const rows = calls.map((call, index) => ({ index, call }));
  const reverted = calls.filter((c) => c.isReverted).length;
  return (
    <div className="tx-internal">
      {reverted > 0 && (
        <p className="notice notice--warn" data-testid="internal-reverted-note">
          {reverted} of {calls.length} internal {calls.length === 1 ? 'call' : 'calls'} reverted: their effects were
          undone.
        </p>
      )}
      <DataTable
        label="Internal transactions"
        rows={rows}
        columns={columns(chainId, token)}
        rowKey={(r) => String(r.index)}
        emptyMessage="This transaction made no internal calls."
        testId="internal-table"
      />
    </div>
  );
}
