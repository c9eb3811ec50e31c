import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { erc20TransferColumns, partyColumns } from '@renderer/components/transfer/transfer-columns';
import { FiatValue } from '@renderer/components/value/FiatValue';
import type { Erc20TransferDetail } from '@shared/models/data/transactions';
import { fiatValueOf } from './tx-format';

function columns(chainId: string): Column<Erc20TransferDetail>[] {
  const erc20 = erc20TransferColumns<Erc20TransferDetail>({
    chainId,
    testIds: { token: 'erc20-token', amount: 'erc20-amount' },
    widths: { token: 'minmax(180px, 1.3fr)', amount: 'minmax(160px, 1.2fr)' },
  });
  return [
    { id: 'log', header: 'Log', width: 56, align: 'right', cell: (t) => t.logIndex, sortValue: (t) => t.logIndex },
    erc20.token,
    ...partyColumns<Erc20TransferDetail>({
      chainId,
      parties: (t) => t,
      testIds: { from: 'erc20-from', to: 'erc20-to' },
      copy: true,
    }),
    erc20.amount,
    {
      id: 'value',
      header: 'Value',
      width: 110,
      align: 'right',
      cell: (t) => {
        const price = t.erc20Token.price;
        return (
          <FiatValue
            value={price ? fiatValueOf(t.value, t.erc20Token.decimals, price.value) : null}
            currency={price?.currencyCode ?? 'usd'}
            testId="erc20-fiat"
          />
        );
      },
    },
  ];
}

/** ERC-20 Transfer events emitted by the transaction, amounts scaled by each token's decimals. */
export function Erc20Transfers({ chainId, transfers }: { chainId: string; transfers: readonly Erc20TransferDetail[] }) {
  return (
    <DataTable
      label="ERC-20 transfers"
      rows={transfers}
      columns={columns(chainId)}
      rowKey={(t) => String(t.logIndex)}
      emptyMessage="No ERC-20 token moved in this transaction."
      filter={{
        fields: (t) => [t.erc20Token.symbol, t.erc20Token.name, t.erc20Token.address, t.from.address, t.to.address],
      }}
      testId="erc20-table"
    />
  );
}
