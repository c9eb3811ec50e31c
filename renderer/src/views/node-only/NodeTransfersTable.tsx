import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import type { DecodedTransfer } from '@renderer/format/transfer-logs';
import { useTokenFacts } from '@renderer/queries/tx';
import type { TokenFacts } from '@shared/models/node/evm';
import { routeTo } from '@shared/routing/routes';
import { type ReactNode, useMemo } from 'react';

type Row = DecodedTransfer & { facts: TokenFacts | undefined };

function columns(chainId: string, showTx: boolean): Column<Row>[] {
  return [
    ...(showTx
      ? [
          {
            id: 'block',
            header: 'Block',
            width: 110,
            cell: (t: Row) =>
              t.blockNumber === null ? null : (
                <a href={routeTo('block', { chainId, number: String(t.blockNumber) })} className="mono">
                  {t.blockNumber}
                </a>
              ),
            sortValue: (t: Row) => t.blockNumber ?? 0,
          },
          {
            id: 'tx',
            header: 'Transaction',
            width: 'minmax(140px, 1fr)',
            cell: (t: Row) =>
              t.txHash ? (
                <a
                  href={routeTo('tx', { chainId, txHash: t.txHash })}
                  className="mono"
                  data-testid="node-transfer-tx"
                >{`${t.txHash.slice(0, 10)}…${t.txHash.slice(-6)}`}</a>
              ) : null,
          } satisfies Column<Row>,
        ]
      : [
          {
            id: 'log',
            header: 'Log',
            width: 56,
            align: 'right' as const,
            cell: (t: Row) => t.logIndex,
            sortValue: (t: Row) => t.logIndex,
          },
        ]),
    {
      id: 'token',
      header: 'Token',
      width: 'minmax(160px, 1.2fr)',
      cell: (t) => (
        <span data-testid="node-transfer-token" title={t.token}>
          <a href={routeTo('address', { chainId, address: t.token })}>{t.facts?.symbol ?? `${t.token.slice(0, 8)}…`}</a>{' '}
          <span className="muted">{t.facts?.name ?? ''}</span> <span className="badge">{t.kind}</span>
        </span>
      ),
    },
    {
      id: 'from',
      header: 'From',
      width: 'minmax(150px, 1fr)',
      cell: (t) => <AddressLink chainId={chainId} address={t.from} testId="node-transfer-from" />,
    },
    {
      id: 'to',
      header: 'To',
      width: 'minmax(150px, 1fr)',
      cell: (t) => <AddressLink chainId={chainId} address={t.to} testId="node-transfer-to" />,
    },
    {
      id: 'amount',
      header: 'Amount',
      width: 'minmax(160px, 1.2fr)',
      align: 'right',
      cell: (t) =>
        t.kind === 'ERC-721' ? (
          <span className="mono" data-testid="node-transfer-amount">
            token #{t.value.toString()}
          </span>
        ) : t.facts?.decimals === null || t.facts === undefined ? (
          <span className="mono" data-testid="node-transfer-amount" title="decimals unknown: raw amount">
            {t.value.toString()} (raw)
          </span>
        ) : (
          <Amount
            value={t.value}
            decimals={t.facts.decimals}
            symbol={t.facts.symbol ?? undefined}
            maxFractionDigits={6}
            testId="node-transfer-amount"
          />
        ),
      sortValue: (t) => t.value,
    },
  ];
}

/**
 * Transfer events read from logs, with each token's name, symbol and decimals from its own contract
 * (eth_call, cached). With `showTx` the rows name their block and transaction (an address's transfers).
 */
export function NodeTransfersTable({
  chainId,
  blockchainId,
  transfers,
  showTx = false,
  emptyMessage,
  label,
}: {
  chainId: string;
  blockchainId: string;
  transfers: readonly DecodedTransfer[];
  showTx?: boolean;
  emptyMessage: ReactNode;
  label: string;
}) {
  const tokens = useMemo(() => [...new Set(transfers.map((t) => t.token))], [transfers]);
  const facts = useTokenFacts(blockchainId, tokens);
  const byToken = new Map(tokens.map((token, i) => [token, facts[i]?.data]));
  const rows: Row[] = transfers.map((t) => ({ ...t, facts: byToken.get(t.token) }));
  return (
    <DataTable
      label={label}
      rows={rows}
      columns={columns(chainId, showTx)}
      rowKey={(t) => `${t.txHash ?? ''}#${t.logIndex}`}
      emptyMessage={emptyMessage}
      testId="node-transfers"
    />
  );
}
