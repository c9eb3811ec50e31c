/**
 * The columns of an exported file, in order. CSV writes them as the header row; JSON Lines uses them as
 * the keys of each object. Fixed: a column is never added or moved without changing this list (and the
 * README's column reference, which is written from it).
 */
export const EXPORT_COLUMNS = [
  { key: 'chain_id', numeric: true, about: 'EVM chain id of the chain the row is on (43114 is the C-Chain).' },
  { key: 'kind', numeric: false, about: '`native` (a transaction) or `erc20` (an ERC-20 Transfer log).' },
  { key: 'address', numeric: false, about: 'The exported address this row belongs to (EIP-55 checksummed).' },
  { key: 'block_number', numeric: true, about: 'Block number.' },
  { key: 'timestamp_utc', numeric: false, about: 'Block time in UTC, ISO 8601 (`2026-10-01T12:34:56Z`).' },
  { key: 'tx_hash', numeric: false, about: 'Transaction hash.' },
  { key: 'log_index', numeric: true, about: 'Log index of the ERC-20 transfer; empty for native rows.' },
  { key: 'from', numeric: false, about: 'Sender (transaction `from`, or the transfer’s `from`).' },
  { key: 'to', numeric: false, about: 'Recipient (transaction `to`, or the transfer’s `to`).' },
  {
    key: 'direction',
    numeric: false,
    about: '`out` (the address sent), `in` (it received) or `self` (both), relative to `address`.',
  },
  {
    key: 'value',
    numeric: true,
    about: 'Amount as an exact decimal in whole tokens (`1.5`), never rounded: `value_raw` ÷ 10^`decimals`.',
  },
  { key: 'value_raw', numeric: true, about: 'Amount as the integer in the smallest unit (wei), any size.' },
  { key: 'decimals', numeric: true, about: 'Decimals of the token (18 for AVAX).' },
  { key: 'token_symbol', numeric: false, about: 'Symbol of the native token (native rows) or of the ERC-20 token.' },
  { key: 'token_contract', numeric: false, about: 'ERC-20 contract address; empty for native rows.' },
  {
    key: 'fee',
    numeric: true,
    about:
      'Fee of the transaction (gasUsed × gasPrice) as an exact decimal in the native token, paid by `from` (yours when `direction` is `out` or `self`); native rows only.',
  },
  { key: 'fee_raw', numeric: true, about: 'The fee as an integer in wei; native rows only.' },
  { key: 'status', numeric: false, about: '`success` or `failed` (native rows; as the Data API reports otherwise).' },
  {
    key: 'method',
    numeric: false,
    about: 'Method called: its name (`transfer(address,uint256)`), else its 4-byte selector; native rows only.',
  },
] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number]['key'];
/** One row of an export: a value (possibly empty) for every column. */
export type ExportRowValues = Record<ExportColumn, string>;
