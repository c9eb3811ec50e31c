import type { Column } from '@renderer/components/table/columns';
import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { Badge } from '@renderer/components/value/Badge';
import { FiatValue } from '@renderer/components/value/FiatValue';
import { useErc20Balances } from '@renderer/queries/address';
import { usePrefs } from '@renderer/stores/prefs';
import type { Erc20TokenBalance, ListErc20BalancesResponse } from '@shared/models/data/balances';
import { routeTo } from '@shared/routing/routes';
import { useMemo } from 'react';
import { BalanceFilters } from './BalanceFilters';
import type { BalanceFilterText } from './filters';
import { PortfolioTotal } from './PortfolioTotal';
import { portfolioTotal } from './portfolio';
import { useBalanceFilters } from './use-tab-filters';

const selectRows = (page: ListErc20BalancesResponse) => page.erc20TokenBalances;
const rowKey = (b: Erc20TokenBalance) => b.address.toLowerCase();
const numeric = (value: string | number | undefined) => {
  const n = Number(value);
  return value === undefined || value === '' || Number.isNaN(n) ? null : n;
};

function Reputation({ value }: { value: string | null }) {
  if (value === null) return <span className="muted">—</span>;
  if (value === 'Malicious') {
    return (
      <Badge tone="failed" title="The Data API flags this token as malicious" testId="malicious-badge">
        Malicious
      </Badge>
    );
  }
  return (
    <Badge tone={value === 'Benign' ? 'neutral' : 'warning'} testId="reputation-badge">
      {value}
    </Badge>
  );
}

/** The address's ERC-20 transfers tab, filtered to one token (`?token=`). */
export const tokenTransfersHref = (chainId: string, address: string, token: string) =>
  `${routeTo('address', { chainId, address })}?${new URLSearchParams({ tab: 'erc20-transfers', token: token.toLowerCase() })}`;

function balanceColumns(chainId: string, holder: string): Column<Erc20TokenBalance>[] {
  return [
    {
      id: 'token',
      header: 'Token',
      width: 'minmax(220px, 2fr)',
      cell: (b) => (
        <AddressLink chainId={chainId} address={b.address} name={b.name} logoUri={b.logoUri} testId="token-link" />
      ),
      sortValue: (b) => b.name,
    },
    {
      id: 'reputation',
      priority: 2,
      header: 'Reputation',
      width: 110,
      cell: (b) => <Reputation value={b.tokenReputation} />,
      sortValue: (b) => b.tokenReputation,
    },
    {
      id: 'balance',
      header: 'Balance',
      width: 'minmax(180px, 1.4fr)',
      align: 'right',
      cell: (b) => <Amount value={b.balance} decimals={b.decimals} symbol={b.symbol} testId="token-balance" />,
    },
    {
      id: 'price',
      priority: 1,
      header: 'Price',
      width: 120,
      align: 'right',
      cell: (b) => <FiatValue value={b.price?.value} currency={b.price?.currencyCode ?? 'usd'} testId="token-price" />,
      sortValue: (b) => numeric(b.price?.value),
    },
    {
      id: 'value',
      header: 'Value',
      width: 140,
      align: 'right',
      cell: (b) => (
        <FiatValue
          value={b.balanceValue?.value}
          currency={b.balanceValue?.currencyCode ?? 'usd'}
          testId="token-value"
        />
      ),
      sortValue: (b) => numeric(b.balanceValue?.value),
    },
    {
      id: 'transfers',
      header: <span className="visually-hidden">Transfers</span>,
      title: 'Transfers',
      width: 92,
      align: 'right',
      cell: (b) => (
        <a
          className="link"
          href={tokenTransfersHref(chainId, holder, b.address)}
          title={`Transfers of ${b.symbol || b.name} in and out of this address`}
          data-testid="token-transfers-link"
        >
          Transfers →
        </a>
      ),
    },
  ];
}

function emptyMessage(text: BalanceFilterText): string {
  if (text.contracts !== '' || text.blockNumber !== '') return 'No ERC-20 balances match these filters.';
  return text.filterSpamTokens
    ? 'This address holds no ERC-20 tokens on this chain, spam tokens aside.'
    : 'This address holds no ERC-20 tokens on this chain.';
}

/** ERC-20 tokens the address holds, valued in the chosen currency, with the service's spam and reputation data. */
export function Erc20BalancesTab({ chainId, address }: { chainId: string; address: string }) {
  const currency = usePrefs((s) => s.currency);
  const filters = useBalanceFilters(chainId, address);
  const query = useErc20Balances(
    chainId,
    address,
    filters.parsed.ok ? filters.parsed.params : {},
    currency,
    filters.parsed.ok,
  );
  const columns = useMemo(() => balanceColumns(chainId, address), [chainId, address]);
  const pages = query.data?.pages;
  const total = useMemo(() => portfolioTotal((pages ?? []).flatMap(selectRows), currency), [pages, currency]);
  const filtered = filters.text.contracts !== '' || filters.text.blockNumber !== '';

  return (
    <div className="address-tab" data-testid="erc20-balances-tab">
      <BalanceFilters
        chainId={chainId}
        address={address}
        applied={filters.text}
        appliedErrors={filters.parsed.ok ? {} : filters.parsed.errors}
        onApply={filters.apply}
      />
      {filters.parsed.ok && pages && total.valued + total.unvalued > 0 && (
        <PortfolioTotal total={total} complete={!query.hasNextPage} filtered={filtered} />
      )}
      {filters.parsed.ok ? (
        <InfiniteTable
          query={query}
          selectRows={selectRows}
          columns={columns}
          rowKey={rowKey}
          label={`ERC-20 balances of ${address}`}
          emptyMessage={emptyMessage(filters.text)}
          what="ERC-20 balances"
          testId="erc20-balances-table"
        />
      ) : (
        <p className="muted address-tab__blocked">Fix the filters to load the balances.</p>
      )}
    </div>
  );
}
