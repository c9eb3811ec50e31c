import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { partyColumns } from '@renderer/components/transfer/transfer-columns';
import { displayAddress } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { parseBigInt } from '@renderer/format/number';
import { middleTruncate } from '@renderer/format/text';
import { routeTo } from '@renderer/routing/routes';
import type { Erc721TransferDetail, Erc1155TransferDetail } from '@shared/models/data/transactions';

function CollectionLink({
  chainId,
  address,
  name,
  testId,
}: {
  chainId: string;
  address: string;
  name?: string | undefined;
  testId: string;
}) {
  const shown = displayAddress(address);
  return (
    <a href={routeTo('nft', { chainId, contract: shown })} title={shown} data-testid={testId} data-address={shown}>
      {name ? <span>{name}</span> : null} <span className="mono muted">{middleTruncate(shown, 6, 4)}</span>
    </a>
  );
}

function TokenId({ id, testId }: { id: string; testId: string }) {
  return (
    <span className="mono" title={id} data-testid={testId}>
      {middleTruncate(id, 10, 6)}
    </span>
  );
}

function erc721Columns(chainId: string): Column<Erc721TransferDetail>[] {
  return [
    { id: 'log', header: 'Log', width: 56, align: 'right', cell: (t) => t.logIndex, sortValue: (t) => t.logIndex },
    {
      id: 'collection',
      header: 'Collection',
      width: 'minmax(180px, 1.3fr)',
      cell: (t) => (
        <CollectionLink
          chainId={chainId}
          address={t.erc721Token.address}
          name={t.erc721Token.name}
          testId="erc721-collection"
        />
      ),
      sortValue: (t) => t.erc721Token.name,
    },
    {
      id: 'tokenId',
      header: 'Token ID',
      width: 'minmax(120px, 0.8fr)',
      cell: (t) => <TokenId id={t.erc721Token.tokenId} testId="erc721-token-id" />,
      sortValue: (t) => parseBigInt(t.erc721Token.tokenId),
    },
    ...partyColumns<Erc721TransferDetail>({
      chainId,
      parties: (t) => t,
      testIds: { from: 'erc721-from', to: 'erc721-to' },
    }),
  ];
}

function erc1155Columns(chainId: string): Column<Erc1155TransferDetail>[] {
  return [
    { id: 'log', header: 'Log', width: 56, align: 'right', cell: (t) => t.logIndex, sortValue: (t) => t.logIndex },
    {
      id: 'collection',
      header: 'Collection',
      width: 'minmax(180px, 1.3fr)',
      cell: (t) => (
        <CollectionLink
          chainId={chainId}
          address={t.erc1155Token.address}
          name={t.erc1155Token.metadata.name}
          testId="erc1155-collection"
        />
      ),
    },
    {
      id: 'tokenId',
      header: 'Token ID',
      width: 'minmax(120px, 0.8fr)',
      cell: (t) => <TokenId id={t.erc1155Token.tokenId} testId="erc1155-token-id" />,
      sortValue: (t) => parseBigInt(t.erc1155Token.tokenId),
    },
    ...partyColumns<Erc1155TransferDetail>({
      chainId,
      parties: (t) => t,
      testIds: { from: 'erc1155-from', to: 'erc1155-to' },
    }),
    {
      id: 'value',
      header: 'Value',
      width: 120,
      align: 'right',
      cell: (t) => <Amount value={t.value} decimals={t.erc1155Token.metadata.decimals ?? 0} testId="erc1155-value" />,
      sortValue: (t) => parseBigInt(t.value),
    },
  ];
}

/** ERC-721 Transfer events: which token of which collection changed hands. */
export function Erc721Transfers({
  chainId,
  transfers,
}: {
  chainId: string;
  transfers: readonly Erc721TransferDetail[];
}) {
  return (
    <DataTable
      label="ERC-721 transfers"
      rows={transfers}
      columns={erc721Columns(chainId)}
      rowKey={(t) => String(t.logIndex)}
      emptyMessage="No ERC-721 token moved in this transaction."
      testId="erc721-table"
    />
  );
}

/** ERC-1155 TransferSingle events: token id and how many of it. */
export function Erc1155Transfers({
  chainId,
  transfers,
}: {
  chainId: string;
  transfers: readonly Erc1155TransferDetail[];
}) {
  return (
    <DataTable
      label="ERC-1155 transfers"
      rows={transfers}
      columns={erc1155Columns(chainId)}
      rowKey={(t) => String(t.logIndex)}
      emptyMessage="No ERC-1155 token moved in this transaction."
      testId="erc1155-table"
    />
  );
}
