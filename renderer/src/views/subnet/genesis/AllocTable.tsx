import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { HashText } from '@renderer/components/value/HashText';
import { type AllocRow, formatNativeBalance, totalAllocWei } from '@renderer/format/genesis';
import { formatInteger } from '@renderer/format/number';
import { useCallback, useMemo, useState } from 'react';
import { AllocDetail } from './AllocDetail';

function allocColumns(
  chainId: string | undefined,
  symbol: string | undefined,
  selected: string | null,
  toggle: (address: string) => void,
): Column<AllocRow>[] {
  return [
    {
      id: 'address',
      header: 'Address',
      width: 'minmax(220px, 2fr)',
      sortValue: (r) => r.address.toLowerCase(),
      cell: (r) =>
        chainId ? (
          <AddressLink chainId={chainId} address={r.address} truncate={false} copy testId="alloc-address" />
        ) : (
          <HashText value={r.address} full testId="alloc-address" />
        ),
    },
    {
      id: 'balance',
      header: symbol ? `Balance (${symbol})` : 'Balance',
      width: 'minmax(200px, 2fr)',
      align: 'right',
      sortValue: (r) => r.balanceWei,
      cell: (r) => (
        <span
          className={`mono${r.balanceWei === null ? ' muted' : ''}`}
          title={r.balanceRaw ? `${r.balanceRaw} wei as sent` : 'no balance field'}
          data-testid="alloc-balance"
        >
          {r.balanceText}
        </span>
      ),
    },
    {
      id: 'code',
      header: 'Code',
      width: 110,
      align: 'right',
      sortValue: (r) => r.codeBytes,
      cell: (r) =>
        r.codeBytes === null ? (
          <span className="muted">{r.code === null ? '—' : 'not hex'}</span>
        ) : (
          <span className="mono" data-testid="alloc-code-size">
            {formatInteger(r.codeBytes)} B
          </span>
        ),
    },
    {
      id: 'storage',
      header: 'Storage slots',
      width: 110,
      align: 'right',
      sortValue: (r) => r.storageSlots,
      cell: (r) => <span className="mono">{formatInteger(r.storageSlots)}</span>,
    },
    {
      id: 'expand',
      header: <span className="visually-hidden">Details</span>,
      width: 96,
      align: 'right',
      cell: (r) =>
        r.code !== null || r.storageSlots > 0 ? (
          <button
            type="button"
            className="button button--quiet alloc__expand"
            aria-expanded={selected === r.address}
            onClick={() => toggle(r.address)}
            data-testid="alloc-expand"
          >
            {selected === r.address ? 'Hide ▾' : 'Code ▸'}
          </button>
        ) : null,
    },
  ];
}

/** The genesis accounts: balances (exact, 18 decimals), code size and storage, each expandable. */
export function AllocTable({
  rows,
  chainId,
  symbol,
}: {
  rows: readonly AllocRow[];
  chainId: string | undefined;
  symbol: string | undefined;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const toggle = useCallback((address: string) => setSelected((s) => (s === address ? null : address)), []);
  const columns = useMemo(() => allocColumns(chainId, symbol, selected, toggle), [chainId, symbol, selected, toggle]);
  const open = rows.find((r) => r.address === selected);
  const total = formatNativeBalance(totalAllocWei(rows)) ?? '0';
  const contracts = rows.filter((r) => (r.codeBytes ?? 0) > 0).length;

  return (
    <div className="alloc" data-testid="genesis-alloc">
      <p className="muted alloc__summary" data-testid="alloc-summary">
        <span data-testid="alloc-count">{rows.length}</span> {rows.length === 1 ? 'account' : 'accounts'} · {contracts}{' '}
        with code · total <span className="mono">{total}</span>
        {symbol ? ` ${symbol}` : ''} allocated at genesis
      </p>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.address}
        onRowClick={(r) => {
          if (r.code !== null || r.storageSlots > 0) toggle(r.address);
        }}
        label="Genesis allocations"
        emptyMessage="The genesis allocates nothing."
        filter={{
          fields: (r) => [r.address, r.balanceText, r.balanceRaw],
          placeholder: 'Filter by address or balance…',
        }}
        initialSort={null}
        maxHeight={360}
        testId="alloc-table"
      />
      {open && <AllocDetail row={open} onClose={() => setSelected(null)} />}
    </div>
  );
}
