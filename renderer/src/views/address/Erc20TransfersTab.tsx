import { PageSizeSelect } from '@renderer/components/paging/PageSizeSelect';
import type { Column } from '@renderer/components/table/columns';
import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import { erc20TransferColumns, partyColumns } from '@renderer/components/transfer/transfer-columns';
import { useErc20Transfers } from '@renderer/queries/address';
import { useHashParam } from '@renderer/routing/hash-query';
import { usePageSize } from '@renderer/stores/page-sizes';
import { EVM_ADDRESS_HEX } from '@shared/ids';
import type { Erc20Transfer, ListErc20TransfersResponse } from '@shared/models/data/transactions';
import { useCallback, useMemo } from 'react';
import { BlockRangeTab, isRangeFiltered } from './BlockRangeTab';
import { historyColumns, PARTY_TEST_IDS } from './history-columns';
import { TokenFilterBar } from './TokenFilterBar';
import { useBlockRange } from './use-tab-filters';
import { useTokenSearch } from './use-token-search';

const selectRows = (page: ListErc20TransfersResponse) => page.transactions;
// One transaction can move several tokens: the log index tells its transfers apart.
const rowKey = (t: Erc20Transfer) => `${t.txHash}:${t.logIndex}`;

function transferColumns(chainId: string, address: string): Column<Erc20Transfer>[] {
  const erc20 = erc20TransferColumns<Erc20Transfer>({
    chainId,
    testIds: { token: 'token-link', amount: 'transfer-amount' },
    widths: { token: 'minmax(110px, 1fr)', amount: 'minmax(160px, 1.5fr)' },
  });
  return [
    ...historyColumns(chainId, 'tx'),
    erc20.token,
    ...partyColumns<Erc20Transfer>({
      chainId,
      parties: (t) => t,
      testIds: PARTY_TEST_IDS,
      copy: true,
      width: 'minmax(100px, 1fr)',
      subject: address,
    }),
    erc20.amount,
  ];
}

/** ERC-20 transfers in and out of the address, newest first, within an optional block range. */
export function Erc20TransfersTab({ chainId, address }: { chainId: string; address: string }) {
  const range = useBlockRange(chainId, address);
  const [pageSize] = usePageSize('address.erc20Transfers');
  const query = useErc20Transfers(
    chainId,
    address,
    range.parsed.ok ? range.parsed.params : {},
    range.parsed.ok,
    pageSize,
  );
  const columns = useMemo(() => transferColumns(chainId, address), [chainId, address]);
  const filtered = isRangeFiltered(range);

  // `?token=` (from a balance row's "Transfers →") narrows the list to one token's transfers.
  const [tokenParam, setTokenParam] = useHashParam('token', { blankAsNull: true, history: 'push' });
  const token = tokenParam && EVM_ADDRESS_HEX.test(tokenParam) ? tokenParam.toLowerCase() : null;
  const rowFilter = useCallback((t: Erc20Transfer) => t.erc20Token.address.toLowerCase() === token, [token]);
  const loaded = useMemo(() => (query.data?.pages ?? []).flatMap(selectRows), [query.data]);
  const matching = useMemo(() => (token ? loaded.filter(rowFilter) : []), [token, loaded, rowFilter]);
  const search = useTokenSearch(query, { active: token !== null, matches: matching.length, pageSize });
  const symbol = matching[0]?.erc20Token.symbol;

  return (
    <BlockRangeTab
      chainId={chainId}
      address={address}
      range={range}
      blockedMessage="Fix the block range to load the transfers."
      testId="erc20-transfers-tab"
    >
      <PageSizeSelect list="address.erc20Transfers" />
      {tokenParam !== null && token === null && (
        <p className="notice notice--warn" data-testid="token-filter-invalid">
          The link names the token “{tokenParam.slice(0, 80)}”, which is not a contract address (0x and 40 hex
          characters): showing every token.
        </p>
      )}
      {token && (
        <TokenFilterBar
          chainId={chainId}
          token={token}
          symbol={symbol}
          matches={matching.length}
          scanned={loaded.length}
          pages={query.data?.pages.length ?? 0}
          state={search.state}
          onStop={search.stop}
          onResume={search.resume}
          onFindMore={search.findMore}
          onClear={() => setTokenParam(null)}
        />
      )}
      <InfiniteTable
        query={query}
        selectRows={selectRows}
        rowFilter={token ? rowFilter : undefined}
        columns={columns}
        rowKey={rowKey}
        label={`ERC-20 transfers of ${address}`}
        emptyMessage={
          token
            ? search.state === 'searching'
              ? 'Searching older pages for transfers of this token…'
              : 'No transfers of this token in the pages searched.'
            : filtered
              ? 'No ERC-20 transfers in this block range.'
              : 'This address has no ERC-20 transfers on this chain.'
        }
        what="ERC-20 transfer history"
        testId="erc20-transfers-table"
      />
    </BlockRangeTab>
  );
}
