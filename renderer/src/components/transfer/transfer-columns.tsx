import type { Column } from '@renderer/components/table/columns';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { parseBigInt } from '@renderer/format/number';
import type { AddressInfo } from '@shared/models/data/shared';
import type { Erc20TokenInfo } from '@shared/models/data/transactions';
import { DirectionBadge } from './DirectionBadge';
import { directionOf } from './direction';
import { Party } from './Party';

type Width = Column<unknown>['width'];

/**
 * From and To of a transaction or transfer (name, logo, link to the address view). With `subject`, the
 * address being viewed, a direction badge (IN / OUT / SELF) sits between them.
 */
export function partyColumns<T>({
  chainId,
  parties,
  testIds,
  width,
  subject,
  copy = false,
}: {
  chainId: string;
  parties: (row: T) => { from: AddressInfo; to: AddressInfo };
  testIds: { from: string; to: string };
  width?: Width;
  subject?: string;
  /** A copy button beside each address (shown with the row's hover or focus). */
  copy?: boolean;
}): Column<T>[] {
  const from: Column<T> = {
    id: 'from',
    header: 'From',
    width,
    cell: (row) => <Party chainId={chainId} info={parties(row).from} testId={testIds.from} copy={copy} />,
  };
  const to: Column<T> = {
    id: 'to',
    header: 'To',
    width,
    cell: (row) => <Party chainId={chainId} info={parties(row).to} testId={testIds.to} copy={copy} />,
  };
  if (subject === undefined) return [from, to];
  const direction: Column<T> = {
    id: 'direction',
    // The parties' own cells still say who is who: the badge gives way before them.
    priority: 1,
    title: 'Direction',
    header: '',
    width: 60,
    align: 'center',
    cell: (row) => {
      const p = parties(row);
      return <DirectionBadge direction={directionOf(subject, p.from.address, p.to.address)} />;
    },
  };
  return [from, direction, to];
}

interface Erc20Row {
  value: string;
  erc20Token: Erc20TokenInfo;
}

/**
 * The token an ERC-20 transfer moved (symbol, logo, link to the token's address) and the amount it moved.
 * Both end in an ellipsis when the cell is narrow; the title carries the whole and a button copies it.
 */
export function erc20TransferColumns<T extends Erc20Row>({
  chainId,
  testIds,
  widths,
}: {
  chainId: string;
  testIds: { token: string; amount: string };
  widths: { token: Width; amount: Width };
}): { token: Column<T>; amount: Column<T> } {
  return {
    token: {
      id: 'token',
      header: 'Token',
      width: widths.token,
      cell: (t) => (
        <AddressLink
          chainId={chainId}
          address={t.erc20Token.address}
          name={t.erc20Token.symbol || t.erc20Token.name}
          logoUri={t.erc20Token.logoUri}
          shortAfterName={false}
          copy
          testId={testIds.token}
        />
      ),
      sortValue: (t) => t.erc20Token.symbol,
    },
    amount: {
      id: 'amount',
      header: 'Amount',
      width: widths.amount,
      align: 'right',
      cell: (t) => (
        <Amount
          value={t.value}
          decimals={t.erc20Token.decimals}
          symbol={t.erc20Token.symbol}
          copy
          testId={testIds.amount}
        />
      ),
      sortValue: (t) => parseBigInt(t.value),
    },
  };
}
