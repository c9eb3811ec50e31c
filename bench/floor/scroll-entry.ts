import { h, type NativeTxAnswer, sortHeader, TX_COLUMNS, txRow } from './address-markup';
import { toDom } from './to-dom';

/**
 * The scroll floor: the address's transactions table as the app draws it (same rows, cells, classes and
 * stylesheets, 32 px rows, a window of the rows in view and 12 either side, the next page of 100 asked for
 * when the window comes within 10 rows of the end), kept with plain DOM calls: rows entering the window are
 * built, rows leaving it removed, as the app's keyed rows are. What a 100,000-row scroll costs any page that
 * draws these rows, without React or the app.
 */
const ROW_HEIGHT = 32;
/** The scroll area's `max-height`: the height a window covers before the rows fill the area, as the app's. */
const MAX_HEIGHT = 560;
const OVERSCAN = 12;
const LOAD_AHEAD = 10;
const PAGE_SIZE = 100;

const [chainId = '', address = ''] = location.hash.slice(1).split('/');
const pagePath = `/v1/chains/${chainId}/addresses/${address}/transactions:listNative?pageSize=${PAGE_SIZE}`;

const rows: NativeTxAnswer[] = [];
let nextPageToken: string | undefined;
let loading = false;

const body = toDom(h('tbody', { class: 'vtable__body' })) as HTMLElement;
const header = toDom(
  h(
    'thead',
    { class: 'vtable__head' },
    h(
      'tr',
      { class: 'vtable__header', style: `grid-template-columns: ${TX_COLUMNS};` },
      ...['Time', 'Block', 'Transaction', 'Method', 'From', '', 'To', 'Value', 'Fee (AVAX)', 'Status'].map((label) =>
        sortHeader(label),
      ),
    ),
  ),
) as HTMLElement;
const table = toDom(h('table', { class: 'vtable__table', style: 'min-width: 1074px;' })) as HTMLElement;
table.append(header, body);
const scroller = toDom(h('div', { class: 'vtable__scroll', style: `max-height: ${MAX_HEIGHT}px;` })) as HTMLElement;
scroller.append(table);
const rowCount = toDom(h('span', { 'data-testid': 'row-count' })) as HTMLElement;
const moreState = toDom(h('span', { class: 'muted', 'data-testid': 'table-more-state' })) as HTMLElement;
const footer = toDom(h('div', { class: 'vtable__footer' })) as HTMLElement;
footer.append(rowCount, ' rows · ', moreState);
const frame = toDom(h('div', { class: 'vtable__frame' })) as HTMLElement;
frame.append(scroller);
const root = toDom(h('div', { class: 'vtable', 'data-testid': 'transactions-table' })) as HTMLElement;
root.append(frame, footer);
(document.getElementById('root') as HTMLElement).append(root);

/** The rendered rows by index, and the window they cover. */
const rendered = new Map<number, HTMLElement>();
let start = 0;
let end = 0;

/** Measured once, as the app measures its sticky header once: no layout is forced while scrolling. */
const headerHeight = header.offsetHeight;

function renderWindow(): void {
  const top = scroller.scrollTop;
  const first = Math.max(0, Math.floor((top - headerHeight) / ROW_HEIGHT));
  const last = Math.max(0, Math.ceil((top + MAX_HEIGHT - headerHeight) / ROW_HEIGHT) - 1);
  const nextStart = Math.min(rows.length, Math.max(0, first - OVERSCAN));
  const nextEnd = Math.max(nextStart, Math.min(rows.length, last + OVERSCAN + 1));
  for (const [index, row] of rendered) {
    if (index < nextStart || index >= nextEnd) {
      row.remove();
      rendered.delete(index);
    }
  }
  const before = document.createDocumentFragment();
  const after = document.createDocumentFragment();
  for (let index = nextStart; index < nextEnd; index++) {
    if (rendered.has(index)) continue;
    const row = toDom(txRow(rows[index] as NativeTxAnswer, index, address)) as HTMLElement;
    rendered.set(index, row);
    (index < start || rendered.size === 1 ? before : after).append(row);
  }
  body.prepend(before);
  body.append(after);
  start = nextStart;
  end = nextEnd;
  body.style.cssText = `height: ${rows.length * ROW_HEIGHT}px; padding-top: ${start * ROW_HEIGHT}px;`;
  if (end >= rows.length - LOAD_AHEAD) void loadNextPage();
}

async function loadNextPage(): Promise<void> {
  if (loading || (rows.length > 0 && !nextPageToken)) return;
  loading = true;
  const token = nextPageToken ? `&pageToken=${encodeURIComponent(nextPageToken)}` : '';
  const page = (await fetch(pagePath + token).then((r) => r.json())) as {
    transactions: NativeTxAnswer[];
    nextPageToken?: string;
  };
  rows.push(...page.transactions);
  nextPageToken = page.nextPageToken;
  loading = false;
  rowCount.textContent = String(rows.length);
  moreState.textContent = nextPageToken ? 'more available' : 'all loaded';
  renderWindow();
}

scroller.addEventListener('scroll', renderWindow, { passive: true });
await loadNextPage();
document.body.dataset.done = String(rows.length);
