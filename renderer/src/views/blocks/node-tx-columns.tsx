import type { Column } from '@renderer/components/table/columns';
import { Amount } from '@renderer/components/value/Amount';
import type { NodeTxRow } from '@renderer/queries/node-transactions';
import type { NativeToken } from './block-columns';
import { partiesColumn, type TxPlace, txPlaceColumns } from './tx-columns';

const placeOfNodeTx = (t: NodeTxRow): TxPlace => t;

/** What a node transaction did, from its input alone: a plain transfer, a creation, or its 4-byte selector. */
const methodOf = (t: NodeTxRow) => (t.to === null ? 'Contract creation' : (t.selector ?? 'Transfer'));

/**
 * Columns of the latest transactions read from a node. A block carries no receipts, so there is no status
 * column (the transaction's page reads its receipt), and the method is the selector, not a decoded name.
 */
export function nodeTxColumns(chainId: string, token: NativeToken): Column<NodeTxRow>[] {
  return [
    ...txPlaceColumns(chainId, placeOfNodeTx),
    partiesColumn(chainId, (t) => ({ from: { address: t.from }, to: t.to ? { address: t.to } : null })),
    {
      id: 'value',
      header: 'Value',
      width: 'minmax(120px, 1fr)',
      align: 'right',
      cell: (t) => <Amount value={t.value} decimals={token.decimals} symbol={token.symbol} testId="tx-value" />,
      sortValue: (t) => t.value,
    },
    {
      id: 'method',
      priority: 2,
      header: 'Method',
      width: 'minmax(130px, 1fr)',
      cell: (t) => (
        <span className={t.selector && t.to ? 'method mono' : 'method'} data-testid="tx-method">
          {methodOf(t)}
        </span>
      ),
      sortValue: methodOf,
    },
  ];
}
