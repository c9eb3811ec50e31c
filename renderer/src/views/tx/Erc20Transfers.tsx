import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { FiatValue } from '@renderer/components/value/FiatValue';
import { parseBigInt } from '@renderer/format/number';
import type { Erc20TransferDetail } from '@shared/models/data/transactions';
import { Party } from './Party';
import { fiatValueOf } from './tx-format';

function columns(chainId: string): Column<Erc20TransferDetail>[] {
  return [
    { id: 'log', header: 'Log', width: 56, align: 'right', cell: (t) => t.logIndex, sortValue: (t) => t.logIndex },
    {
      id: 'token',
      header: 'Token',
      width: 'minmax(180px, 1.3fr)',
      cell: (t) => (
        <AddressLink
          chainId={chainId}
          address={t.erc20Token.address}
          name={t.erc20Token.symbol || t.erc20Token.name}
          logoUri={t.erc20Token.logoUri}
          testId="erc20-token"
        />
      ),
      sortValue: (t) => t.erc20Token.symbol,
    },
    { id: 'from', header: 'From', cell: (t) => <Party chainId={chainId} info={t.from} testId="erc20-from" /> },
    { id: 'to', header: 'To', cell: (t) => <Party chainId={chainId} info={t.to} testId="erc20-to" /> },
    {
      id: 'amount',
      header: 'Amount',
      width: 'minmax(160px, 1.2fr)',
      align: 'right',
      cell: (t) => (
        <Amount value={t.value} decimals={t.erc20Token.decimals} symbol={t.erc20Token.symbol} testId="erc20-amount" />
      ),
      sortValue: (t) => parseBigInt(t.value),
    },
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
